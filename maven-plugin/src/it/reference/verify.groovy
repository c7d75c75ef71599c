// Checks both runs: the first rendered every page, the second wrote nothing.
def log = new File(basedir, 'build.log').text
assert log.contains('refin: schema reference from ') : 'first run did not render'
def out = new File(basedir, 'target/refin-reference')
def written = (log =~ /\((\d+) files written\)/)
assert written.find() : 'no count of files written'
// 18 objects x (Markdown, HTML, full-size SVG) + the index's three + a full-size SVG per cluster of its picture
def clusterSvgs = out.list().findAll { it ==~ /index-cluster-\d+\.svg/ }
assert written.group(1) as int == 18 * 3 + 3 + clusterSvgs.size() : written.group(0)
assert written.group(1) as int == out.list().size() : out.list().sort()
assert log.contains('refin: schema reference up to date in ') : 'second run was not up to date'

def pages = out.list().findAll { it.endsWith('.md') && it != 'index.md' }.sort()
assert pages.size() == 18 : pages
def indexMd = new File(out, 'index.md').text
def indexHtml = new File(out, 'index.html').text
pages.each { page ->
    def name = page - '.md'
    assert indexMd.contains("[${name}](${name}.md)") : name
    assert indexHtml.contains("<a href=\"${name}.html\">${name}</a>") : name
    assert new File(out, "${name}.html").isFile() : name
}
assert indexMd.contains('| [GeneralLedgerAccount](GeneralLedgerAccount.md) | `refin__GL_Account__c` |') : 'name override not applied'
assert !new File(out, 'Account.md').exists() : 'prefix filter not applied'

def invoice = new File(out, 'SalesInvoice.md').text
assert invoice.contains('| Java class | `com.example.accounting.SalesInvoice` |')
assert invoice.contains('| `Region__c` | Region | `region` | `getRegion()` | `Region` | `picklist` |')
['North', 'South', 'East', 'West'].each { region ->
    assert invoice.contains("| `${region}` | ${region} | `${region.toUpperCase()}` | yes |  |") : region
}
def invoiceHtml = new File(out, 'SalesInvoice.html').text
assert indexHtml.contains('<svg xmlns="http://www.w3.org/2000/svg" class="er" id="er-index"') : 'no picture in index.html'
assert indexHtml =~ /<a class="er-node [^"]*" id="[^"]*" href="GeneralLedgerAccount.html"/ : 'picture does not link the pages'
assert indexHtml.contains('<a href="index.svg">Open the picture full size</a>') : 'no full-size link'
assert new File(out, 'index.svg').text.contains('<svg xmlns="http://www.w3.org/2000/svg" class="er" id="er-index"')
assert indexMd.contains('```mermaid\nerDiagram\n    direction ') : 'no Mermaid diagram in index.md'
assert invoiceHtml =~ /<a class="er-node [^"]*" id="[^"]*" href="SalesInvoiceLine.html"/ : 'no neighbourhood picture'
assert new File(out, 'SalesInvoice.svg').isFile() : 'no full-size picture of SalesInvoice'
assert invoice.contains('    SalesInvoice ||--o{ SalesInvoiceLine : "refin__Sales_Invoice__c"') : 'no neighbourhood diagram'
assert invoiceHtml.contains('<h3 id="picklist-Region__c">Region (<code>Region__c</code>)</h3>')
assert invoiceHtml.contains('<tr><td><code>West</code></td><td>West</td><td><code>WEST</code></td><td>yes</td><td></td></tr>')
return true
