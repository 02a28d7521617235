import Testing
@testable import CollectionScript

private let renderer = DiagnosticRenderer()

@Test func rendersUnknownCommandExactly() {
    let text = (1...11).map { _ in "show" }.joined(separator: "\n") + "\nscrolTo [1,11] centeredVertically\n"
    let file = SourceFile(name: "photos.colscript", text: text)
    let output = renderer.render(Parser.parse(file).diagnostics, in: file)
    #expect(output == """
    photos.colscript:12:1: error: unknown command 'scrolTo'
    scrolTo [1,11] centeredVertically
    ^~~~~~~
    note: did you mean 'scrollTo'?

    """)
}

@Test func rendersARuntimeErrorUnderTheWholeCommand() {
    let file = SourceFile(name: "photos.colscript", text: "data insert [0,4] Z\nreload [0,0]\n")
    let diagnostic = Diagnostic(id: "update.invalidItemCount", message: "Invalid update: invalid number of items in section 0.",
                                range: SourceRange(20, 32))
    #expect(renderer.render(diagnostic, in: file) == """
    photos.colscript:2:1: error: Invalid update: invalid number of items in section 0.
    reload [0,0]
    ^~~~~~~~~~~~

    """)
}

@Test func caretAtAColumnInsideTheLine() {
    let file = SourceFile(name: "t", text: "  insert G\n")
    let output = renderer.render(Parser.parse(file).diagnostics, in: file)
    #expect(output == """
    t:1:10: error: expected an index path like [0,2] after 'insert'
      insert G
             ^

    """)
}

@Test func emptyRangeAtTheEndOfALine() {
    let file = SourceFile(name: "t", text: "insert\n")
    #expect(renderer.render(Parser.parse(file).diagnostics, in: file) == """
    t:1:7: error: expected an index path like [0,2] after 'insert'
    insert
          ^

    """)
}

@Test func columnsCountCharactersNotBytes() {
    let file = SourceFile(name: "t", text: "echo \"çé\" 12abc\n")
    // "echo "çé" " is 10 characters (12 bytes); the bad number starts at column 11.
    let output = renderer.render(Parser.parse(file).diagnostics, in: file)
    #expect(output == """
    t:1:11: error: invalid number '12abc'
    echo "çé" 12abc
              ^~~~~

    """)
}

@Test func tabsAreKeptInTheCaretRow() {
    let file = SourceFile(name: "t", text: "\tzzzz [0,0]\n")
    #expect(renderer.render(Parser.parse(file).diagnostics, in: file) == "t:1:2: error: unknown command 'zzzz'\n\tzzzz [0,0]\n\t^~~~\n")
}

@Test func rangeSpanningLinesUnderlinesToTheEndOfTheFirstLine() {
    let file = SourceFile(name: "t", text: "batch {\n  show\n}\n")
    let diagnostic = Diagnostic(id: "x", message: "m", range: SourceRange(0, 16))
    #expect(renderer.render(diagnostic, in: file) == "t:1:1: error: m\nbatch {\n^~~~~~~\n")
}

@Test func multiLineMessagesContinueBeforeTheSourceLine() {
    let file = SourceFile(name: "s.colscript", text: "insert [0,9] Z\n")
    let diagnostic = Diagnostic(id: "update.x", message: "Invalid batch updates detected.\nData source before updates = { 1 section with item counts: [4] }",
                                range: SourceRange(0, 14), notes: ["the data source changed"])
    #expect(renderer.render(diagnostic, in: file) == """
    s.colscript:1:1: error: Invalid batch updates detected.
    Data source before updates = { 1 section with item counts: [4] }
    insert [0,9] Z
    ^~~~~~~~~~~~~~
    note: the data source changed

    """)
}

@Test func severitiesAndSeveralDiagnostics() {
    let file = SourceFile(name: "t", text: "insert; tap\n")
    let output = renderer.render(Parser.parse(file).diagnostics, in: file)
    #expect(output == """
    t:1:7: error: expected an index path like [0,2] after 'insert'
    insert; tap
          ^
    t:1:12: error: expected an item (an index path like [0,2] or an identifier like G) after 'tap'
    insert; tap
               ^

    """)
    let warning = Diagnostic(id: "w", severity: .warning, message: "careful", range: SourceRange(0, 6))
    #expect(renderer.render(warning, in: file).hasPrefix("t:1:1: warning: careful\n"))
}

@Test func errorAtTheEndOfTheFile() {
    let file = SourceFile(name: "t", text: "batch {\n  show")
    let output = renderer.render(Parser.parse(file).diagnostics, in: file)
    #expect(output == "t:1:7: error: 'batch {' is never closed; expected '}'\nbatch {\n      ^\n")
}

@Test func colourIsOffByDefaultAndANSIWhenAsked() {
    let file = SourceFile(name: "t", text: "frob\n")
    let diagnostics = Parser.parse(file).diagnostics
    #expect(!renderer.render(diagnostics, in: file).contains("\u{1B}"))
    let coloured = DiagnosticRenderer(colored: true).render(diagnostics, in: file)
    #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
    #expect(coloured.hasPrefix("\u{1B}[1mt:1:1: \u{1B}[0m"))
}

/// `note:` is bold cyan: bold black (ESC[1;30m, clang's) is invisible on a dark terminal theme.
@Test func notesAreReadableOnDarkAndLightThemes() {
    let file = SourceFile(name: "t", text: "scrolTo [0,0] top\n")
    let coloured = DiagnosticRenderer(colored: true).render(Parser.parse(file).diagnostics, in: file)
    #expect(coloured.contains("\u{1B}[1;36mnote:\u{1B}[0m"), "\(coloured)")
    #expect(!coloured.contains("\u{1B}[1;30m"))
}
