def log = new File(basedir, 'build.log').text
assert log.contains('nothing was generated')
assert log.contains('objects/Thing__c/fields/Size__c.field-meta.xml') : 'the file is not named'
assert log.contains('CustomField') : 'the element is not named'
assert !log.contains('at dev.refin.') : 'a stack trace reached the user'
assert !new File(basedir, 'target/generated-sources/refin').exists() : 'something was written'
return true
