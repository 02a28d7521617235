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

/// A UTF-8 byte-order mark at the start is not part of the script (issue 12: it was a syntax error).
@Test func aLeadingByteOrderMarkIsDropped() {
    let file = SourceFile(name: "t", text: "\u{FEFF}sections A\n")
    #expect(file.text == "sections A\n")
    #expect(Session().check(file).status == .ok)
    #expect(file.location(of: 0) == SourceLocation(line: 1, column: 1, offset: 0))
}

/// A REPL entry numbered from its line in the whole input reports that line, and quotes it.
@Test func firstLineNumbersTheLinesFromThere() {
    let file = SourceFile(name: "<stdin>", text: "batch {\n  frob\n}", firstLine: 4)
    #expect(file.location(of: 10).line == 5)
    #expect(file.lineText(5) == "  frob")
    #expect(file.lineText(1) == "")
    let rendered = Session().check(file).output
    #expect(rendered.hasPrefix("<stdin>:5:3: error:"), "\(rendered)")
    #expect(rendered.contains("\n  frob\n"))
}
