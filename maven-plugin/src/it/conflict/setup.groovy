// A hand-written class in the output directory, under the name a generated type will take.
def dir = new File(basedir, 'target/generated-sources/refin/com/example/accounting')
dir.mkdirs()
new File(dir, 'Ledger.java').text = 'package com.example.accounting;\n\n/** Mine. */\npublic final class Ledger {}\n'
return true
