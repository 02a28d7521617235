import CollectionScript

/// `textDocument/completion`: what the parser expects at the cursor (`CursorCompletion`, the
/// REPL's Tab too): command keywords, a layout's or `set`'s properties, `expect`'s subjects, value
/// words, and the section and item identifiers the document declares (from its last run), each
/// with its hover text as documentation.
extension LanguageServer {
    /// LSP's CompletionItemKind values used here.
    private enum ItemKind: Int {
        case variable = 6, property = 10, value = 12, keyword = 14
    }

    func completion(_ params: [String: Any]) -> [[String: Any]] {
        guard let (_, document) = document(params), let cursor = document.positions.sourceOffset(params) else { return [] }
        let (before, prefix) = Self.textBefore(cursor, in: document.source)
        let check = document.check
        guard let found = CursorCompletion.at(before: before, word: prefix,
                                              sections: { check.sections }, items: { check.items }) else { return [] }
        let identifiers = Set(check.sections + check.items)
        let keywords = Set(CommandCatalog.entries.map(\.keyword))
        return found.words.map { word -> [String: Any] in
            let kind: ItemKind = word.hasSuffix("=") ? .property
                : identifiers.contains(word) ? .variable : keywords.contains(word) ? .keyword : .value
            var item: [String: Any] = ["label": word, "kind": kind.rawValue]
            if kind != .variable, let help = HelpRenderer.hover(word.hasSuffix("=") ? String(word.dropLast()) : word) {
                item["documentation"] = help.joined(separator: "\n") + "\n"
            }
            return item
        }
    }

    /// The text before the word at `cursor` and the part of that word before the cursor.
    static func textBefore(_ cursor: Int, in source: SourceFile) -> (before: String, prefix: String) {
        let text = source.text(of: SourceRange(0, cursor))
        let prefix = text.reversed().prefix { isWordCharacter($0) }
        return (String(text.dropLast(prefix.count)), String(prefix.reversed()))
    }

    /// A character of an identifier or keyword (the cursor's word ends at anything else).
    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }
}
