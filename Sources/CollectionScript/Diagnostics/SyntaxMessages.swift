/// A syntax error's wording and its stable id (`syntax.<member name>`).
///
/// Messages are catalogued here as static members, alphabetised, so call sites read
/// `.expectedIndexPath(after: "insert")`, not string literals; the id comes from the member name, so
/// tests match on it and wording can change freely (swift-syntax's `ParserDiagnosticMessages`).
public struct SyntaxMessage: Hashable, Sendable {
    /// E.g. `syntax.unknownCommand`.
    public var id: String
    public var text: String

    init(_ text: String, member: String = #function) {
        let name = member.prefix { $0 != "(" }
        self.id = "syntax." + name
        self.text = text
    }

    /// The message as a diagnostic at `range`.
    func diagnostic(at range: SourceRange, notes: [String] = [], fixIts: [Diagnostic.FixIt] = []) -> Diagnostic {
        Diagnostic(id: id, severity: .error, message: text, range: range, notes: notes, fixIts: fixIts)
    }
}

extension SyntaxMessage {
    static func expectedArrow(after what: String) -> Self {
        .init("expected '->' after \(what)")
    }
    static func expectedBlock(after keyword: String) -> Self {
        .init("expected '{' to start the block after '\(keyword)'")
    }
    static func expectedBoolean(after keyword: String) -> Self {
        .init("expected 'on' or 'off' after '\(keyword)'")
    }
    static var expectedClosingBracket: Self { .init("expected ']' to close the list") }
    static func expectedCommand(found: String) -> Self {
        .init("expected a command, found \(found)")
    }
    static func expectedComparison(after subject: String) -> Self {
        .init("expected a comparison (==, !=, <, <=, >, >=) after 'expect \(subject)'")
    }
    static func expectedEndOfCommand(_ keyword: String, found: String) -> Self {
        .init("unexpected \(found) after the '\(keyword)' command; expected the end of the line or ';'")
    }
    static func expectedEqual(after what: String) -> Self {
        .init("expected '=' after \(what)")
    }
    static func expectedIdentifier(_ what: String, after keyword: String) -> Self {
        .init("expected \(what) after '\(keyword)'")
    }
    static func expectedIndexPath(after what: String) -> Self {
        .init("expected an index path like [0,2] after \(what)")
    }
    static func expectedInteger(_ what: String, after keyword: String) -> Self {
        .init("expected \(what) after '\(keyword)'")
    }
    static func expectedItem(after keyword: String) -> Self {
        .init("expected an item (an index path like [0,2] or an identifier like G) after '\(keyword)'")
    }
    static func expectedItemName(after keyword: String) -> Self {
        .init("expected item identifiers like G H or 'count N' after '\(keyword)'")
    }
    static func expectedPoint(after keyword: String) -> Self {
        .init("expected a point like (0, 500) after '\(keyword)'")
    }
    static func expectedVelocity(after keyword: String) -> Self {
        .init("expected a velocity like (0, -2) after '\(keyword)': points per millisecond, x then y")
    }
    static func expectedPosition(after keyword: String) -> Self {
        .init("expected 'before' or 'after' and an anchor identifier after '\(keyword)'")
    }
    static func expectedPropertyName(after keyword: String) -> Self {
        .init("expected a property name like itemSize after '\(keyword)'")
    }
    static func expectedSection(after keyword: String) -> Self {
        .init("expected a section (an index like 0 or an identifier like Favorites) after '\(keyword)'")
    }
    static func expectedSeed(after keyword: String) -> Self {
        .init("expected 'seed=N' after the section in '\(keyword)' (shuffles are seeded so they replay)")
    }
    static func expectedSize(after what: String) -> Self {
        .init("expected a size like 100x100 after \(what)")
    }
    static func expectedString(after keyword: String) -> Self {
        .init("expected a string like \"text\" after '\(keyword)'")
    }
    static func expectedUpdate(after keyword: String) -> Self {
        .init("expected an update (insert, delete, move, reload, reconfigure, insertSection, deleteSection, moveSection, reloadSection) after '\(keyword)'")
    }
    static func expectedValue(after what: String) -> Self {
        .init("expected a value after \(what)")
    }
    static func expectedValueKind(_ what: String, found: String) -> Self {
        .init("expected \(what), not '\(found.clipped(to: 24))'")
    }
    static func expectArgument(_ subject: String, needs: String, example: String) -> Self {
        .init("'expect \(subject)' takes \(needs): \(example)")
    }
    static func expectedVersion(after keyword: String) -> Self {
        .init("expected an iOS version like 16.4 after '\(keyword)'")
    }
    static func expectedViewArgument() -> Self {
        .init("expected a size like 390x844 or an update (insert, delete, …) after 'view'")
    }
    static var invalidDecimal: Self { .init("expected digits after the decimal point") }
    static func invalidEscape(_ character: String) -> Self {
        .init("unknown escape '\\\(character)' in string; use \\\", \\\\ or \\n")
    }
    static var invalidIndexPath: Self { .init("expected an index path like [0,2]: two integers, section then item") }
    static var invalidInsets: Self { .init("expected insets like 0,0,34,0: four numbers top,left,bottom,right") }
    static func invalidNumber(_ text: String) -> Self { .init("invalid number '\(text)'") }
    static var invalidSize: Self { .init("expected a size like 100x100: width, 'x', height") }
    /// `insertItems(at: [IndexPath(item: 3, section: 0)])`, pasted from Swift.
    static var swiftArguments: Self {
        .init("scripts do not read Swift's call arguments: write index paths as [section,item], sections by number or name and identifiers bare, like insertItems [0,3], deleteSections 1 or appendItems Main a b")
    }
    static var invalidTuple: Self {
        .init("expected a point like (x, y) or a rect like (x, y, width, height)")
    }
    static var nestingTooDeep: Self { .init("blocks or lists nested too deeply") }
    static func numberTooLarge(_ text: String) -> Self {
        .init("number '\(text.clipped(to: 24))' is too large")
    }
    /// `fling 0,3`: two numbers are a point only in parentheses (insets take four).
    static var pairWithoutParentheses: Self {
        .init("two numbers need parentheses: a point or a velocity is written (0, 2); insets take four numbers, like 0,0,34,0")
    }
    static func reloadDataWithSide(_ side: String) -> Self {
        .init("'\(side) reload' needs items to reload; 'reload' alone is reloadData(), which always tells the view")
    }
    static func snapshotCommandOutsideSnapshot(_ keyword: String, block: String) -> Self {
        .init("'\(keyword)' is an edit inside '\(block) { … }', not a command of its own")
    }
    static func strayClosingBrace() -> Self { .init("unexpected '}' with no open block") }
    static func unclosedBlock(_ keyword: String) -> Self {
        .init("'\(keyword) {' is never closed; expected '}'")
    }
    static func unexpectedCharacter(_ character: String) -> Self { .init("unexpected character '\(character)'") }
    /// A comma between names or index paths: Swift writes `[a, b]`, the language writes `[a b]`.
    static var unexpectedComma: Self {
        .init("unexpected ','; names and index paths in a list are separated by spaces, as in [a b c] or delete [0,1] [0,2]")
    }
    static func unknownApplyMode(_ name: String) -> Self {
        .init("unknown apply mode '\(name)'; expected animated, nonAnimated or reloadData")
    }
    static func unknownCommand(_ name: String) -> Self { .init("unknown command '\(name)'") }
    static func unknownCommandInBlock(_ name: String, block: String, expected: String) -> Self {
        .init("unknown \(block) command '\(name)'; expected \(expected)")
    }
    static func unknownWord(_ name: String, noun: String, expected: [String]) -> Self {
        .init("unknown \(noun) '\(name)'; expected one of: \(expected.joined(separator: ", "))")
    }
    static func unknownLayout(_ name: String, supported: String) -> Self {
        .init("unsupported layout '\(name)'; supported: \(supported)")
    }
    static func unknownProperty(_ name: String, of what: String) -> Self {
        .init("unknown \(what) property '\(name)'")
    }
    static func unknownScrollPosition(_ name: String) -> Self {
        .init("unknown scroll position '\(name)'; expected one of top, centeredVertically, bottom, left, centeredHorizontally, right, none")
    }
    static func unsupportedVersion(_ text: String) -> Self {
        .init("unsupported iOS version '\(text)'; UIKit versions are 6 – 18 and 26 (19 – 25 never existed), e.g. 15 or 16.4")
    }
    static var unterminatedString: Self { .init("unterminated string; expected a closing '\"'") }
}
