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
    /// command answers for without being named by it (`CommandInfo.answers`: a cell's, the flow
    /// delegate's, a query `expect` reads — `cellForItem(at:)` suggests `expect cell`): the command
    /// it meant.
    public static func meaningSuggestion(for word: String) -> String? {
        if ExpectSubject(rawValue: word) != nil { return "expect " + word }
        if let meant = answeredMethods[word] { return meant }
        let name = String(word.prefix { $0 != "(" })   // `sizeThatFits(_:)` as the lexer keeps it
        if name != word, ExpectSubject(rawValue: name) != nil { return "expect " + name }
        return answeredMethods[name]
    }

    /// Each typed form of every command's `CommandInfo.answers` → the command to write.
    private static let answeredMethods: [String: String] = {
        var table: [String: String] = [:]
        for keyword in allCases {
            for answered in keyword.info.answers {
                for form in answered.typedForms where table[form] == nil {
                    table[form] = answered.suggestion ?? keyword.rawValue
                }
            }
        }
        return table
    }()
}
