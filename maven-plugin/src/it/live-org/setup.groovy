// Starts the emulator on a free port over the sample snapshot plus one admin-added field, and hands its
// URL to the builds through test.properties. The checked-in snapshot is the sample without that field.
int port = evaluate(new File(itCommon, 'start-emulator.groovy'))
new File(basedir, 'test.properties').text = "refin.instanceUrl=http://127.0.0.1:${port}\n"
return true
