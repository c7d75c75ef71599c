// The plugin ran under Maven 3.8 (not the wrapper's 3.9), in Maven's JVM and in one of its own, and its output compiled.
def log = new File(basedir, 'build.log').text
def version = (log =~ /Apache Maven (\d+\.\d+\.\d+)/)
assert version.find() : 'no Maven version in the log'
assert version.group(1).startsWith('3.8.') : "ran with Maven ${version.group(1)}, not 3.8"
assert !log.contains('requires Maven version') : 'the plugin refused this Maven'
assert log.contains('refin: 18 types from') : 'did not generate'
def forked = log.indexOf('refin: generating in a JVM of its own (refin.fork=always)')
assert forked > 0 : 'the second build did not fork'
assert log.substring(forked).contains('(18 written, 0 unchanged, 0 removed)') : 'the forked generation did not write'
assert new File(basedir, 'target/classes/com/example/accounting/SalesInvoice.class').isFile()
return true
