import java.util.concurrent.TimeUnit

// The archetype generated a project and its verify was green, under the expected Maven, with its one test run.
def log = new File(basedir, 'build.log').text
def versions = (log =~ /Apache Maven (\d+\.\d+\.\d+)/).collect { it[1] }
assert versions.size() == 2 : "expected two Maven runs in the log, found ${versions}"
versions.each { assert it == expectedMavenVersion : "ran with Maven ${it}, not ${expectedMavenVersion}" }
assert log.count('BUILD SUCCESS') == 2 : 'generate or verify did not succeed'
// The snapshot's names reach the generated project without being read as property tokens (see the pom's antrun).
assert !log.contains('was not specified, so the token') : 'archetype:generate read a file name as a property token'

def project = new File(basedir, 'billing')
assert new File(project, 'pom.xml').text.contains('<packageName>com.example.accounting</packageName>')
// The sample snapshot, file by file and byte for byte, under its own names.
def snapshot = new File(project, 'src/main/refin')
def sample = new File(sampleSnapshot)
assert snapshot.list().sort() == sample.list().findAll { it.endsWith('.json') }.sort() : "snapshot: ${snapshot.list()}"
sample.listFiles().findAll { it.name.endsWith('.json') }.each {
    assert new File(snapshot, it.name).bytes == it.bytes : "${it.name} differs from the sample's"
}
assert new File(project, 'target/classes/com/example/accounting/SalesInvoice.class').isFile() : 'not generated'
assert new File(project, 'target/classes/com/example/InvoicePosting.class').isFile()

// Surefire ran the emulator test (a JUnit 5 test an old surefire would silently skip) and it passed.
def report = new File(project, 'target/surefire-reports/TEST-com.example.InvoicePostingTest.xml')
assert report.isFile() : 'the emulator test did not run'
assert report.text.contains('tests="1"') && report.text.contains('failures="0"') && report.text.contains('errors="0"')
assert log =~ /Tests run: 1, Failures: 0, Errors: 0, Skipped: 0/ : 'no test ran'
assert new File(project, "target/billing-1.0-SNAPSHOT.jar").isFile()

// The emulator from the generated project, as getting-started's step 7 runs it: mvn refin:emulator serves the project's
// snapshot with a ready org and prints the values; the project's program posts an invoice with them and nothing else.
// Then the runnable jar, from the local repository at the path the page gives.
def mvn = new File(mavenHome, 'bin/mvn').path
def common = [mvn, '-B', '-Dmaven.repo.local=' + localRepositoryPath]

def startAndRead(List<String> command, File dir, File log) {
    def process = new ProcessBuilder(command).directory(dir).redirectErrorStream(true).redirectOutput(log).start()
    def deadline = System.currentTimeMillis() + 180000
    while (!(log.isFile() && log.text.contains('press Ctrl-C to stop'))) {
        if (!process.isAlive() || System.currentTimeMillis() > deadline) {
            process.destroy()
            throw new AssertionError('the emulator did not start: ' + (log.isFile() ? log.text : ''))
        }
        Thread.sleep(250)
    }
    def env = [:]
    log.eachLine { line ->
        def m = line =~ /^export (REFIN_[A-Z_]+)='([^']*)'$/
        if (m) {
            env[m[0][1]] = m[0][2]
        }
    }
    return [process, env]
}

def stop(Process process, File log) {
    process.destroy() // SIGTERM, as Ctrl-C
    assert process.waitFor(60, TimeUnit.SECONDS) : 'the emulator did not stop: ' + log.text
}

def goalLog = new File(basedir, 'emulator-goal.log')
def (goal, env) = startAndRead(common + ['refin:emulator'], project, goalLog)
try {
    assert env.keySet().containsAll(['REFIN_INSTANCE_URL', 'REFIN_ACCESS_TOKEN', 'REFIN_API_VERSION', 'REFIN_ENTITY_ID',
            'REFIN_CUSTOMER_ID', 'REFIN_REVENUE_ACCOUNT_ID', 'REFIN_PERIOD_ID']) : 'printed: ' + goalLog.text
    def envFile = new File(project, 'target/refin-emulator.env')
    assert envFile.readLines().findAll { it.startsWith('export ') }.size() == env.size() : 'env file: ' + envFile.text
    def post = new ProcessBuilder(common + ['-q', 'compile', 'exec:java']).directory(project).redirectErrorStream(true)
    post.environment().keySet().removeIf { it.startsWith('REFIN_') }
    post.environment().putAll(env)
    def running = post.start()
    def out = running.inputStream.text
    assert running.waitFor() == 0 : 'exec:java failed: ' + out
    assert out =~ /Posted INV-000001, total 1200(\.0+)?/ : 'exec:java: ' + out
} finally {
    stop(goal, goalLog)
}
assert !goalLog.text.contains('ERROR') && !goalLog.text.contains('at dev.refin.') : goalLog.text

def jar = new File(localRepositoryPath,
        "dev/refin/refin-emulator/${projectVersion}/refin-emulator-${projectVersion}-app.jar")
assert jar.isFile() : "no runnable emulator jar at ${jar}"
def jarLog = new File(basedir, 'emulator-jar.log')
def (fromJar, jarEnv) = startAndRead([javaHome + '/bin/java', '-jar', jar.path, '--snapshot', 'src/main/refin',
        '--ready-org'], project, jarLog)
stop(fromJar, jarLog)
assert jarEnv.containsKey('REFIN_ENTITY_ID') && jarEnv.containsKey('REFIN_CUSTOMER_ID') : jarLog.text
return true
