// The enforcer ran every rule on the user's view of the generator's dependencies, and each passed.
def log = new File(basedir, 'build.log').text
for (rule in ['DependencyConvergence', 'RequireUpperBoundDeps', 'BannedDependencies']) {
    assert log.contains("dependency.${rule} passed") : "${rule} did not run or did not pass"
}
