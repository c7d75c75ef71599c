// Both executions generated into the one output root in the first build, both were up to date in the second,
// every file of both survived, and nothing went live.
def log = new File(basedir, 'build.log').text
assert log.contains('refin: 18 types from') : 'accounting execution did not generate'
assert log.contains('refin: 2 types from') : 'crm execution did not generate'
assert log.contains('refin: up to date (18 types in') : 'accounting not up to date in the second build'
assert log.contains('refin: up to date (2 types in') : 'crm not up to date in the second build'
assert !(log =~ /unchanged, [1-9]\d* removed\)/) : 'an execution removed files'
assert !log.contains('127.0.0.1:9') : 'the offline build used REFIN_INSTANCE_URL'
assert !log.contains('live generation') : 'the offline build went live'
assert log.contains('Tests run: 1, Failures: 0, Errors: 0, Skipped: 0')
def root = new File(basedir, 'target/generated-sources/refin')
assert new File(root, 'com/example/accounting/SalesInvoice.java').isFile()
assert new File(root, 'com/example/crm/Account.java').isFile()
assert new File(root, 'com/example/crm/Product2.java').isFile()
assert new File(root, '.refin-codegen-accounting.state').isFile()
assert new File(root, '.refin-codegen-crm.state').isFile()
return true
