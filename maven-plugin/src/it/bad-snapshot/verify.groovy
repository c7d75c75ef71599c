def log = new File(basedir, 'build.log').text
assert log.contains('refin__Entity__c.json: $.fields[1].type: missing')
assert log.contains("refin__Ledger__c.json: \$: is not JSON but markup (starts with '<')")
assert !log.contains('at dev.refin.') : 'a stack trace reached the user'
assert !new File(basedir, 'target/generated-sources/refin').exists() : 'something was written'
return true
