// Only where the machine has the distribution's Maven (3.8.7 on Debian stable).
def mvn = new File('/usr/bin/mvn')
if (!mvn.canExecute()) {
    println '[maven-3.8] SKIPPED: /usr/bin/mvn is not installed; the plugin was not tried with Maven 3.8'
    return false
}
return true
