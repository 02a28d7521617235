/// `sections count N`: N empty sections named S0 … S(N-1), the names scripts give by hand
/// (`sections S0 S1 S2`), so `items S1 count 4` and `[1,0]` both reach the second one.
///
/// Choice, as for `items … count N`: `count` followed by a number is the count form, so a section
/// cannot be named `count` by this command. `sections 3` (a bare number) is an error with a fix-it
/// to `sections count 3`: a number is never a section's name.
extension ParserState {
    mutating func parseSectionNames() throws -> [Located<String>] {
        if peek.kind == .integer {
            let token = peek
            throw fail(.expectedSectionName(found: text(of: token)), at: token,
                       fixIts: [.init(message: "write 'sections count \(text(of: token))' for \(text(of: token)) sections named S0, S1, …",
                                      range: token.range, replacement: "count \(text(of: token))")])
        }
        guard matchWord("count") != nil else { return parseNames() }
        let countToken = peek
        let count = try parseInteger(.expectedInteger("a number of sections like 3", after: "count"))
        guard count.value >= 0 else {
            throw fail(.expectedInteger("a number of sections like 3", after: "count"), at: countToken)
        }
        // One name past the limit is enough for the interpreter's located limit error; more would
        // only allocate.
        let made = min(count.value, Limits.sections + 1)
        return (0..<made).map { Located("S\($0)", count.range) }
    }
}

extension SyntaxMessage {
    static func expectedSectionName(found: String) -> Self {
        .init("expected section identifiers like Favorites Recents or 'count N' after 'sections', found \(found)")
    }
}
