/// Speak UIKit: the UIKit method names are accepted as the commands they model, bare
/// (`insertItems [0,1] X`) or with their argument labels (`insertItems(at:) [0,1] X`,
/// `reloadData()`; the lexer keeps `(labels:)` right after a name as part of it).
/// And did-you-mean by meaning: a word that names what `expect` checks (`frame`, `offset` …)
/// suggests `expect frame`, not the command spelt most like it.
extension Keyword {
    /// UIKit method name (bare and with labels) → the command that models it.
    public static let uikitAliases: [String: Keyword] = {
        let methods: [(String, [String], Keyword)] = [
            ("performBatchUpdates", ["(_:completion:)", "(_:)"], .batch),
            ("insertItems", ["(at:)"], .insert),
            ("deleteItems", ["(at:)"], .delete),
            ("moveItem", ["(at:to:)"], .move),
            ("reloadItems", ["(at:)"], .reload),
            ("reloadData", ["()"], .reload),
            ("reconfigureItems", ["(at:)"], .reconfigure),
            ("insertSections", ["(_:)"], .insertSection),
            ("deleteSections", ["(_:)"], .deleteSection),
            ("moveSection", ["(_:toSection:)"], .moveSection),
            ("reloadSections", ["(_:)"], .reloadSection),
            ("scrollToItem", ["(at:at:)", "(at:at:animated:)"], .scrollTo),
            ("selectItem", ["(at:)", "(at:animated:scrollPosition:)"], .select),
            ("deselectItem", ["(at:)", "(at:animated:)"], .deselect),
            ("beginInteractiveMovementForItem", ["(at:)"], .beginMove),
            ("updateInteractiveMovementTargetPosition", ["(_:)"], .updateMove),
            ("endInteractiveMovement", ["()"], .endMove),
            ("cancelInteractiveMovement", ["()"], .cancelMove),
            ("indexPathForItem", ["(at:)"], .hit),
        ]
        var table: [String: Keyword] = [:]
        for (name, labels, keyword) in methods where Keyword(rawValue: name) == nil || !labels.isEmpty {
            if Keyword(rawValue: name) == nil { table[name] = keyword }
            for label in labels { table[name + label] = keyword }
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
    ]
}
