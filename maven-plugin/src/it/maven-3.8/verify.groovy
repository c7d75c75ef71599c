// The plugin ran under Maven 3.8 (not the wrapper's 3.9) and its output compiled.
def log = new File(basedir, 'build.log').text
def version = (log =~ /Apache Maven (\d+\.\d+\.\d+)/)
assert version.find() : 'no Maven version in the log'
assert version.group(1).startsWith('3.8.') : "ran with Maven ${version.group(1)}, not 3.8"
assert !log.contains('requires Maven version') : 'the plugin refused this Maven'
assert log.contains('refin: 18 types from') : 'did not generate'
assert new File(basedir, 'target/classes/com/example/accounting/SalesInvoice.class').isFile()
return true
