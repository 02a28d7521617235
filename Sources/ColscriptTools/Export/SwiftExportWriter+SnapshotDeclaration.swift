/// The test's `snapshot` (declared by `diffable on`) as Swift wants it: `let` when nothing after
/// the declaration assigns or edits it, left out when nothing uses it, so the exported test builds
/// without "variable was never mutated" or "never used" warnings.
extension SwiftExportWriter {
    static let snapshotDeclaration = "var snapshot = NSDiffableDataSourceSnapshot<String, String>()"

    /// NSDiffableDataSourceSnapshot's mutating methods the export writes.
    static let snapshotEdits = ["appendSections", "appendItems", "insertSections", "insertItems", "deleteSections", "deleteItems",
                                "deleteAllItems", "moveSection", "moveItem", "reloadSections", "reloadItems", "reconfigureItems"]

    /// `body` with its `snapshot` declaration made `let`, or removed, where nothing edits or uses it.
    static func declaringSnapshot(_ body: [String]) -> [String] {
        guard let declaration = body.firstIndex(of: snapshotDeclaration) else { return body }
        var used = false
        for line in body[(declaration + 1)...] where !line.trimmingPrefix(while: { $0 == " " }).hasPrefix("//") {
            for use in snapshotUses(line) {
                used = true
                if isEdit(use) { return body }
            }
        }
        var result = body
        if used { result[declaration] = "let" + snapshotDeclaration.dropFirst(3) } else { result.remove(at: declaration) }
        return result
    }

    /// What follows each use of the variable `snapshot` in `line` (not `….snapshot(`, not `sectionSnapshot`).
    private static func snapshotUses(_ line: String) -> [Substring] {
        var uses: [Substring] = []
        var rest = line[...]
        while let found = rest.range(of: "snapshot") {
            let before = found.lowerBound == line.startIndex ? nil : line[line.index(before: found.lowerBound)]
            let after = line[found.upperBound...]
            let startsWord = before.map { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") } ?? true
            let endsWord = after.first.map { !($0.isLetter || $0.isNumber || $0 == "_") } ?? true
            if startsWord && endsWord { uses.append(after) }
            rest = after
        }
        return uses
    }

    /// Whether the text after `snapshot` assigns it or calls one of its mutating methods.
    private static func isEdit(_ after: Substring) -> Bool {
        let text = after.trimmingPrefix(while: { $0 == " " })
        if text.hasPrefix("="), !text.hasPrefix("==") { return true }
        guard text.hasPrefix(".") else { return false }
        return snapshotEdits.contains { text.dropFirst().hasPrefix($0 + "(") }
    }
}
