def log = new File(basedir, 'build.log').text
assert log.contains("package name 'com.example.class': 'class' is not a legal Java identifier")
assert log.contains('name override refin__Nope__c: no generated object, field or picklist value has this API name')
assert !log.contains('at dev.refin.') : 'a stack trace reached the user'
assert !new File(basedir, 'target/generated-sources/refin').exists() : 'something was written'
return true
