// Starts the emulator on a free port over the sample snapshot plus one field an admin added in the org only
// (Division__c), and hands its URL to the builds through test.properties. The checked-in snapshot is the sample.
int port = evaluate(new File(itCommon, 'start-emulator.groovy'))
new File(basedir, "test.properties").text = "it.orgUrl=http://127.0.0.1:${port}\n"
return true
