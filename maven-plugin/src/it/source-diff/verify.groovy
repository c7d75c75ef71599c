// Stops the emulator, then checks what each of the five builds said and wrote.
import groovy.json.JsonSlurper

def process = System.properties.remove('refin.it.emulator')
process?.destroy()
def log = new File(basedir, 'build.log').text
def regionFile = 'force-app/main/default/objects/refin__Ledger__c/fields/Region__c.field-meta.xml'

// 1 and 2: the field the pull request adds, with the file it comes from; against the org, what only the org has.
assert log.count("refin: addition    refin__Ledger__c.Region__c: field added (string) (from source salesforce (${regionFile}))") == 2 : 'the added field or its file not reported'
assert log.contains('refin: 1 difference: 1 addition') : 'against the snapshot, more than the added field'
assert log.contains('refin: not_in_source refin__Ledger__c.Division__c: field only in the org, not in the source') : 'what only the org has not reported'
assert log.contains('refin: 2 differences: 1 addition, 1 not in the source')
def md = new File(basedir, 'target/org-report/drift-report.md').text
assert md.contains('fields/Region\\_\\_c.field-meta.xml') : 'the drift report does not name the file'
assert md.contains('| not in source | `Division__c` | field only in the org, not in the source |') : 'the drift report does not list what only the org has'

// 3: the snapshot records which input each object and field comes from, beside describes that stay describes.
def inputs = new File(basedir, 'src/main/refin/refin-snapshot-inputs.txt').text
assert inputs.contains("refin__Ledger__c.Region__c: source salesforce (${regionFile})")
assert inputs.contains('refin__Ledger__c: source salesforce (force-app/main/default/objects/refin__Ledger__c) over describe http://127.0.0.1:')
assert inputs.contains('refin__Ledger__c.Division__c: describe http://127.0.0.1:')
assert inputs.contains('refin__Sales_Invoice__c: describe http://127.0.0.1:')
assert !inputs.contains(basedir.path) : 'an absolute path in the snapshot'
def ledger = new JsonSlurper().parse(new File(basedir, 'src/main/refin/refin__Ledger__c.json'))
assert ledger.name == 'refin__Ledger__c' && ledger.fields.any { it.name == 'Division__c' }
assert !ledger.fields.any { it.name == 'Region__c' } : 'source leaked into a saved describe'
assert log.contains('refin: which input each object and field comes from with ')

// 4: generation from the source over the new snapshot names its inputs relative to the project, and compiles.
def generatedInputs = new File(basedir, 'target/generated-sources/refin/.refin-codegen-inputs.txt').text
assert generatedInputs.contains("refin__Ledger__c.Region__c: source salesforce (${regionFile})")
assert generatedInputs.contains('refin__Ledger__c.Division__c: describe src/main/refin')
def entity = new File(basedir, 'target/generated-sources/refin/com/example/accounting/Ledger.java').text
assert entity.contains('Region__c') && entity.contains('Division__c')
assert new File(basedir, 'target/classes/com/example/accounting/Ledger.class').isFile() : 'generated code not compiled'

// 5: a type change in a .object file fails the build with failOnTypeChange, naming the file and line.
assert log =~ /refin: type_change refin__Ledger__c\.refin__Code__c: type string -> double \(from source salesforce-retype \(objects\/refin__Ledger__c\.object:4\)\)/
assert log.contains('refin: the sources differ from the snapshot in a way that breaks generated code')
assert new File(basedir, 'target/refin-diff-report/drift-report.md').text.contains('(from source salesforce-retype (objects/refin\\_\\_Ledger\\_\\_c.object:4))')

assert !log.contains('refin-emulator-secret') : 'a secret reached the log'
assert !inputs.contains('Bearer') && !inputs.contains('00D') : 'a session reached the snapshot'
assert !log.contains('at dev.refin.') : 'a stack trace reached the user'
return true
