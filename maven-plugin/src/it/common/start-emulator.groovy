// Shared by the invoker builds that need an org: starts the emulator on a free port over the sample snapshot plus one
// field an admin added in the org only (Division__c on refin__Ledger__c), copies the sample snapshot into the build's
// src/main/refin, and returns the port. Run from a build's setup.groovy with evaluate(), which shares its variables
// (basedir, sampleSnapshot, emulatorJar, javaHome; the folder is the invoker variable itCommon).
import groovy.json.JsonOutput
import groovy.json.JsonSlurper
import java.nio.file.Files
import java.nio.file.StandardCopyOption

def sample = new File(sampleSnapshot)
def project = new File(basedir, 'src/main/refin')
def org = new File(basedir, 'target/org-snapshot')
project.mkdirs()
org.mkdirs()
sample.eachFileMatch(~/.*\.json/) { f ->
    Files.copy(f.toPath(), new File(project, f.name).toPath(), StandardCopyOption.REPLACE_EXISTING)
    Files.copy(f.toPath(), new File(org, f.name).toPath(), StandardCopyOption.REPLACE_EXISTING)
}
def ledgerFile = new File(org, 'refin__Ledger__c.json')
def ledger = new JsonSlurper().parse(ledgerFile)
def template = ledger.fields.find { it.name == 'refin__Description__c' } ?: ledger.fields.find { it.type == 'string' && it.custom }
def added = new LinkedHashMap(template)
added.name = 'Division__c'
added.label = 'Division'
added.type = 'string'
added.length = 40
added.inlineHelpText = 'Added by an admin after the snapshot was taken.'
ledger.fields << added
ledgerFile.text = JsonOutput.prettyPrint(JsonOutput.toJson(ledger))

def socket = new ServerSocket(0)
int port = socket.localPort
socket.close()
def process = new ProcessBuilder(javaHome + '/bin/java', '-jar', emulatorJar, '--snapshot', org.path, '--port', String.valueOf(port))
        .redirectErrorStream(true)
        .redirectOutput(new File(basedir, 'emulator.log'))
        .start()
System.properties.put('refin.it.emulator', process)
Runtime.runtime.addShutdownHook { process.destroy() }
def deadline = System.currentTimeMillis() + 30000
while (true) {
    try {
        new Socket('127.0.0.1', port).close()
        break
    } catch (IOException e) {
        if (System.currentTimeMillis() > deadline || !process.isAlive()) {
            throw new IllegalStateException('emulator did not start: ' + new File(basedir, 'emulator.log').text)
        }
        Thread.sleep(200)
    }
}
return port
