/// Speak UIKit: the UIKit method names are accepted as the commands they model, bare
/// (`insertItems [0,1] X`) or with their argument labels (`insertItems(at:) [0,1] X`,
/// `reloadData()`; the lexer keeps `(labels:)` right after a name as part of it).
/// And did-you-mean by meaning: a word that names what `expect` checks (`frame`, `offset` …)
/// suggests `expect frame`, not the command spelt most like it.
extension Keyword {
    /// UIKit method name (bare and with labels) → the command that models it, from each
    /// command's `CommandInfo.methods`.
    public static let uikitAliases: [String: Keyword] = {
        var table: [String: Keyword] = [:]
        for keyword in allCases {
            for method in keyword.info.methods {
                let name = String(method.prefix { $0 != "(" })
                if Keyword(rawValue: name) == nil { table[name] = keyword }
                table[method] = keyword
            }
        }
        return table
    }()

    /// A word that is not a command but names something `expect` checks, or a UIKit method a
    /// command models that is not accepted as its name (a cell's or the flow delegate's): the
    /// command it meant.
    public static func meaningSuggestion(for word: String) -> String? {
        if ExpectSubject(rawValue: word) != nil { return "expect " + word }
        let name = word.prefix { $0 != "(" }   // `sizeThatFits(_:)` as the lexer keeps it
        return modelledMethods[String(name)]
    }

    /// UIKit methods a command answers for, by their name (a delegate method by its last label):
    /// a self-sizing cell's measurement is `cellSize`, the flow layout delegate's answers are the
    /// commands named after the layout's properties.
    private static let modelledMethods: [String: String] = [
        "preferredLayoutAttributesFitting": "cellSize",
        "systemLayoutSizeFitting": "cellSize",
        "sizeThatFits": "cellSize",
        "sizeForItemAt": "size",
        "insetForSectionAt": "sectionInset",
        "minimumLineSpacingForSectionAt": "minimumLineSpacing",
        "minimumInteritemSpacingForSectionAt": "minimumInteritemSpacing",
        "referenceSizeForHeaderInSection": "headerReferenceSize",
        "referenceSizeForFooterInSection": "footerReferenceSize",
        "applySnapshotUsingReloadData": "apply reloadData",
        // The data source's choice of cell class (docs/interaction.md §2.5).
        "dequeueReusableCell": "delegate dequeueReusableCell",
    ]
}
