import Testing
@testable import CollectionScript

@Test func locationsAreOneBasedCharacterColumns() {
    let file = SourceFile(name: "t", text: "ab\nçd x\n")
    #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1, offset: 0))
    // "çd x": ç is two UTF-8 bytes; x is the 4th character of line 2.
    let x = file.location(of: 3 + 4)
    #expect(x.line == 2 && x.column == 4)
    #expect(file.lineText(2) == "çd x")
}
