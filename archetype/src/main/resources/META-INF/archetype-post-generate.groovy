// The snapshot's file names hold "__" (refin__Ledger__c.json), which archetype:generate reads as property tokens, so
// the archetype stores them with "--" (refin--Ledger--c.json); this gives the generated project the real names.
def snapshot = new File(request.outputDirectory, "${request.artifactId}/src/main/refin")
snapshot.listFiles().findAll { it.name.contains('--') }.each { file ->
    def named = new File(snapshot, file.name.replace('--', '__'))
    if (!file.renameTo(named)) {
        throw new IllegalStateException("could not rename ${file} to ${named.name}")
    }
}
