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
return true
