// Stops the emulator, then checks what each of the five builds said.
def process = System.properties.remove('refin.it.emulator')
process?.destroy()
def log = new File(basedir, 'build.log').text
assert log.contains('refin: addition    refin__Ledger__c.Division__c: field added (string)') : 'drift not reported'
assert log.contains('refin: 1 difference: 1 addition')
assert log.contains('refin: no differences between the org and the snapshot') : 'diff after snapshot not clean'
assert log.contains('refin: drift report in ') : 'drift report not announced'
assert new File(basedir, 'target/refin-diff-report/drift-report.html').text.contains('no differences') : 'no drift report page'
assert new File(basedir, 'target/refin-diff-report/drift-report.md').isFile() : 'no Markdown drift report'
assert log.contains('refin: 18 objects from http://127.0.0.1:') : 'snapshot did not run'
assert new File(basedir, 'src/main/refin/refin__Ledger__c.json').text.contains('"Division__c"')
assert log.contains('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0')
assert log.contains('refin: up to date (18 types in') : 'second live build was not up to date'
assert log.contains('refin: generating in a JVM of its own (refin.fork=live)') : 'live generation did not fork'
assert log.contains('refin: live generation used http://127.0.0.1:') && log.contains(': 18 objects, kept in ') : 'live run did not say which org'
assert log.contains("refin: no <server> with id 'no-such-server' in settings.xml")
assert log.contains('authentication failed') && log.contains('invalid_client') : 'bad credentials not reported'
assert !log.contains('refin-emulator-secret') : 'a secret reached the log'
assert !log.contains('not-the-secret-xyz') : 'a secret reached the log'
assert !log.contains('at dev.refin.') : 'a stack trace reached the user'
return true
