import Testing
@testable import CollectionScript

/// `CursorCompletion`: what the parser expects at a cursor, for the REPL and `colscript lsp`
/// alike, every word read from the language's tables.
struct CursorCompletionTests {
    private func words(_ before: String, _ word: String = "") -> [String] {
        CursorCompletion.at(before: before, word: word, sections: { ["Favorites", "Recents"] }, items: { ["Apple", "Banana"] })?.words ?? []
    }

    @Test func eachLayoutOffersItsOwnProperties() {
        #expect(words("layout flow ") == PropertyTable.flowLayout.map { $0.name + "=" })
        #expect(words("layout compositional ") == CompositionalVocabulary.layout.map { $0.name + "=" })
        #expect(words("layout list ", "head") == ["headerMode=", "headerTopPadding="])
        #expect(CursorCompletion.at(before: "layout flow ", word: "", sections: { [] }, items: { [] })?.appendSpace == false)
    }

    @Test func aPropertysValueWords() {
        #expect(words("layout flow scrollDirection=") == ["vertical", "horizontal"])
        #expect(words("layout flow ", "scrollDirection=h") == ["scrollDirection=horizontal"])
        #expect(words("layout list appearance=", "inset") == ["insetGrouped"])
        #expect(words("set allowsMultipleSelection = ") == CommandCatalog.trueWords + CommandCatalog.falseWords)
        #expect(words("set semanticContentAttribute = ", "force") == ["forceLeftToRight", "forceRightToLeft"])
    }

    @Test func insideACompositionalDeclaration() {
        #expect(words("layout compositional {\n  ") == ["section", "group", "item", "header", "footer", "supplementary", "background"])
        #expect(words("layout compositional {\n  section {\n    group ", "h") == ["horizontal", "height="])
        #expect(words("layout compositional {\n  section {\n    interGroupSpacing 8\n    group horizontal width=fractionalWidth(1) height=absolute(44) {\n      item ", "wi") == ["width="])
        #expect(words("layout compositional {\n section {\n  group horizontal width=") == CompositionalVocabulary.dimensionWords)
        // A completion block is commands again.
        #expect(words("layout flow itemSize=10x10 animated completion { ", "ite") == ["items"])
    }

    @Test func subjectsAfterExpectAndDeclaredIdentifiersAfterThem() {
        #expect(words("expect ") == CommandCatalog.expectSubjects + [ExpectSubject.errorWord])
        #expect(words("expect count ") == ["Favorites", "Recents"])
        #expect(words("expect frame ", "B") == ["Banana"])
    }

    @Test func commentsDoNotOpenBlocks() {
        #expect(CursorCompletion.enclosingBlock("# a { in a comment\n") == nil)
        #expect(words("# snapshot {\n", "ite") == ["items"])
    }
}
