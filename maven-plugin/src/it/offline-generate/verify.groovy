// Checks the builds: the first generated, the second was a no-op for the plugin and the compiler, the third generated
// the same sources again in a JVM of its own.
def log = new File(basedir, 'build.log').text
def forked = log.indexOf('refin: generating in a JVM of its own (refin.fork=always)')
assert forked > 0 : 'third build did not fork'
assert log.indexOf('refin: generating in a JVM of its own') == forked : 'an offline build forked by default'
assert log.substring(forked).contains('(18 written, 0 unchanged, 0 removed)') : 'forked build did not generate'
assert log.substring(forked).contains('Tests run: 3, Failures: 0, Errors: 0, Skipped: 0') : 'forked sources did not pass'
log = log.substring(0, forked)
assert log.contains('refin: 18 types from') : 'first build did not generate'
assert log.contains('(18 written, 0 unchanged, 0 removed)')
assert log.contains('refin: up to date (18 types in') : 'second build was not up to date'
assert log.contains('Tests run: 3, Failures: 0, Errors: 0, Skipped: 0')
// The second build touched no generated file, so the compiler had nothing to do either.
def second = log.substring(log.indexOf('refin: up to date'))
assert second.contains('Nothing to compile - all classes are up to date.') : 'second build recompiled'
assert !second.contains('Compiling ') : 'second build recompiled'
def generated = new File(basedir, 'target/generated-sources/refin/com/example/accounting')
assert new File(generated, 'SalesInvoice.java').isFile()
assert new File(generated, 'GeneralLedgerAccount.java').isFile()
assert !new File(generated, 'Account.java').exists() : 'prefix filter not applied'
return true
