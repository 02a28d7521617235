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

    /// A word that is not a command but names something `expect` checks: the command it meant.
    public static func meaningSuggestion(for word: String) -> String? {
        guard ExpectSubject(rawValue: word) != nil else { return nil }
        return "expect " + word
    }
}
