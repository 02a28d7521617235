import CollectionEngine
import Testing
@testable import CollectionScript

/// Lexes `text`: (kind, text) pairs without the final end-of-file.
private func lex(_ text: String) -> [(Token.Kind, String)] {
    let file = SourceFile(name: "t", text: text)
    return Lexer.tokenize(file).tokens.dropLast().map { ($0.kind, file.text(of: $0.range)) }
}

private func kinds(_ text: String) -> [Token.Kind] { lex(text).map(\.0) }

private func tokens(_ text: String) -> [Token] {
    Array(Lexer.tokenize(SourceFile(name: "t", text: text)).tokens.dropLast())
}

@Test func identifiersMayContainDotsDashesAndDigits() {
    let result = lex("Recents-0 a.b _x9 G")
    #expect(result.map(\.0) == [.identifier, .identifier, .identifier, .identifier])
    #expect(result.map(\.1) == ["Recents-0", "a.b", "_x9", "G"])
}

@Test func identifierStopsBeforeArrow() {
    #expect(lex("G->[1,0]").map(\.1) == ["G", "->", "[1,0]"])
}

@Test func numbers() {
    let t = tokens("12 -3 12.5 -0.25")
    #expect(t.map(\.kind) == [.integer, .integer, .decimal, .decimal])
    #expect(t.map(\.literal) == [.integer(12), .integer(-3), .decimal(12.5), .decimal(-0.25)])
}

@Test func sizesAreOneToken() {
    let t = tokens("100x100 12.5x40 0x44")
    #expect(t.map(\.kind) == [.size, .size, .size])
    #expect(t[1].literal == .size(Size(width: 12.5, height: 40)))
    #expect(t[2].literal == .size(Size(width: 0, height: 44)))
}

@Test func insetsAreOneToken() {
    let t = tokens("0,0,34,0 8, 16, 8, 16 -1,2.5,3,4")
    #expect(t.map(\.kind) == [.insets, .insets, .insets])
    #expect(t[0].literal == .insets(EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)))
    #expect(t[2].literal == .insets(EdgeInsets(top: -1, left: 2.5, bottom: 3, right: 4)))
}

@Test func indexPathsAllowSpaces() {
    let t = tokens("[0,2] [ 1 , 11 ]")
    #expect(t.map(\.kind) == [.indexPath, .indexPath])
    #expect(t[1].literal == .indexPath(IndexPath(1, 11)))
    #expect(t[1].range == SourceRange(6, 16))
}

@Test func bracketsAroundIndexPathsAreLists() {
    #expect(kinds("[[1,3]]") == [.leftBracket, .indexPath, .rightBracket])
    #expect(kinds("[A B G C]") == [.leftBracket, .identifier, .identifier, .identifier, .identifier, .rightBracket])
    #expect(kinds("[[0,0] [0,1]]") == [.leftBracket, .indexPath, .indexPath, .rightBracket])
    #expect(kinds("[1 2]") == [.leftBracket, .integer, .integer, .rightBracket])
}

@Test func tuples() {
    let t = tokens("(0, 500) (16, 0, 100, 100) (0,-200) (1.5 , 2)")
    #expect(t.map(\.kind) == [.tuple, .tuple, .tuple, .tuple])
    #expect(t[0].literal == .tuple([0, 500]))
    #expect(t[1].literal == .tuple([16, 0, 100, 100]))
    #expect(t[2].literal == .tuple([0, -200]))
    #expect(t[3].literal == .tuple([1.5, 2]))
}

@Test func operatorsAndPunctuation() {
    #expect(kinds("-> = == != < <= > >= { } ; [ ]") == [
        .arrow, .equal, .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual,
        .leftBrace, .rightBrace, .semicolon, .leftBracket, .rightBracket,
    ])
}

@Test func operatorRangesCoverBothCharacters() {
    #expect(lex("a==b <= >= != ->").map(\.1) == ["a", "==", "b", "<=", ">=", "!=", "->"])
}

@Test func newlinesAndComments() {
    #expect(kinds("a # comment { \"\nb\r\n") == [.identifier, .newline, .identifier, .newline])
}

@Test func stringsDecodeEscapes() {
    let t = tokens(#""a \"b\" \\ c\nd""#)
    #expect(t.map(\.kind) == [.string])
    #expect(t[0].literal == .string("a \"b\" \\ c\nd"))
}

@Test func stringsMaySpanLines() {
    let t = tokens("\"one\ntwo\"")
    #expect(t.map(\.kind) == [.string])
    #expect(t[0].literal == .string("one\ntwo"))
}

@Test func unterminatedStringIsAnErrorAndMarksTheEnd() {
    let lexed = Lexer.tokenize(SourceFile(name: "t", text: "echo \"abc"))
    #expect(lexed.endsInsideString)
    #expect(lexed.tokens.map(\.kind) == [.identifier, .error, .endOfFile])
    #expect(lexed.tokens[1].range == SourceRange(5, 9))
    guard case .error(let message) = lexed.tokens[1].literal else { Issue.record("no message"); return }
    #expect(message.id == "syntax.unterminatedString")
}

private func errorID(_ text: String) -> String? {
    for token in tokens(text) where token.kind == .error {
        if case .error(let message) = token.literal { return message.id }
    }
    return nil
}

@Test func lexicalErrorsCarryMessages() {
    #expect(errorID("\"a\\q\"") == "syntax.invalidEscape")
    #expect(errorID("[0,x]") == "syntax.invalidIndexPath")
    #expect(errorID("[0,1") == "syntax.invalidIndexPath")
    #expect(errorID("(1, 2, 3)") == "syntax.invalidTuple")
    #expect(errorID("(a, b)") == "syntax.invalidTuple")
    #expect(errorID("1,2,3") == "syntax.invalidInsets")
    #expect(errorID("1,2") == "syntax.pairWithoutParentheses")
    #expect(errorID("(at: [IndexPath(item: 3, section: 0)])") == "syntax.swiftArguments")
    #expect(errorID("(IndexSet(integer: 1))") == "syntax.swiftArguments")
    #expect(errorID("(Index, 2)") == "syntax.invalidTuple")
    #expect(errorID("0, -3.5") == "syntax.pairWithoutParentheses")
    #expect(errorID("1,2,") == "syntax.invalidInsets")
    #expect(errorID("1,2x") == "syntax.invalidInsets")
    #expect(errorID("12abc") == "syntax.invalidNumber")
    #expect(errorID("16.4.1") == "syntax.invalidNumber")
    #expect(errorID("12. ") == "syntax.invalidDecimal")
    #expect(errorID("100x") == "syntax.invalidNumber")
    #expect(errorID("99999999999999999999999") == "syntax.numberTooLarge")
    #expect(errorID("9223372036854775808") == "syntax.numberTooLarge")
    let huge = String(repeating: "9", count: 400)
    #expect(errorID(huge + ".5") == "syntax.numberTooLarge")
    #expect(errorID(huge + "x100") == "syntax.numberTooLarge")
    #expect(errorID("100x" + huge) == "syntax.invalidSize")
    #expect(errorID(huge + ",0,0,0") == "syntax.numberTooLarge")
    #expect(errorID("0,0,0," + huge + ".0") == "syntax.invalidInsets")
    #expect(errorID("(0, " + huge + ")") == "syntax.numberTooLarge")
    // Beyond 1e15 a sum over many items could overflow to infinity: out of range, so no output prints inf.
    #expect(errorID("10000000000000000.0") == "syntax.numberTooLarge")
    #expect(errorID("10000000000000000x10") == "syntax.numberTooLarge")
    #expect(errorID("(0, -10000000000000000)") == "syntax.numberTooLarge")
    #expect(errorID("1000000000000000.0") == nil)
    #expect(errorID("@") == "syntax.unexpectedCharacter")
    #expect(errorID("é") == "syntax.unexpectedCharacter")
    #expect(errorID("!") == "syntax.unexpectedCharacter")
    #expect(errorID(",") == "syntax.unexpectedComma")   // a Swift habit: [a, b] is [a b] here
}

@Test func errorTokenKeepsItsPlaceAndLexingContinues() {
    let t = tokens("a @ b")
    #expect(t.map(\.kind) == [.identifier, .error, .identifier])
    #expect(t[1].range == SourceRange(2, 3))
}

@Test func rangesAreUTF8Offsets() {
    let t = tokens("insert [0,2] G\nmove")
    #expect(t.map(\.range) == [SourceRange(0, 6), SourceRange(7, 12), SourceRange(13, 14),
                               SourceRange(14, 15), SourceRange(15, 19)])
}

/// The identifier bytes' bit mask against the rule it encodes (ASCII letters, digits, `_`, `.`,
/// `-`), for every byte; and a name that mixes them all lexes as one identifier.
@Test func identifierByteMaskMatchesTheRule() {
    for byte in UInt8.min...UInt8.max {
        let scalar = Unicode.Scalar(byte)
        let rule = byte < 128 && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                                  || scalar == "_" || scalar == "." || scalar == "-")
        #expect(Lexer.isIdentifierByte(byte) == rule, "byte \(byte)")
    }
    #expect(kinds("a9_Z.b-C0x z") == [.identifier, .identifier])
}
