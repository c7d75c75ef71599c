// Checks the builds: the first generated from the metadata source, the second found the sources unchanged; the tests
// of the generated code passed both times; the Javadoc and the inputs file say where everything came from.
def log = new File(basedir, 'build.log').text
assert log.contains('refin: 2 types from source ') : 'first build did not generate from source'
assert log.contains('(2 written, 0 unchanged, 0 removed)')
assert log.contains('(0 written, 2 unchanged, 0 removed)') : 'second build rewrote sources'
assert log.count('Tests run: 3, Failures: 0, Errors: 0, Skipped: 0, Time elapsed') == 2 : 'generated code did not pass'
assert !log.contains('at dev.refin.') : 'a stack trace reached the user'
def generated = new File(basedir, 'target/generated-sources/refin')
def property = new File(generated, 'com/example/dreamhouse/Property.java').text
assert property.contains('not known from source; overlay a describe')
assert property.contains("Generated from the org's metadata source by refin-codegen")
def inputs = new File(generated, '.refin-codegen-inputs.txt').text
assert inputs.contains('Property__c.Price__c: source ')
assert inputs.contains('force-app/main/default/objects/Property__c/fields/Price__c.field-meta.xml')
return true
