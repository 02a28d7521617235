/// The word lists at the end of a command's help — `help set`'s properties with their value kinds
/// and defaults, `help expect`'s subjects, `help show`'s topics … — each read from the list the
/// parser checks against (`PropertyTable`, `ExpectSubject`, `ShowTopic`, …), never retyped.
extension HelpRenderer {
    /// The commands whose help ends with a word list, in the order `help` names them.
    static var wordListTopics: [Keyword] {
        Keyword.allCases.filter { $0.info.wordList != nil }
    }

    /// The word list of `keyword`'s help (its spec's `wordList`); empty when it has none.
    static func wordList(of keyword: Keyword) -> [String] {
        switch keyword.info.wordList {
        case nil: []
        case .properties: properties(of: keyword)
        case .expectSubjects: expectSubjects()
        case .showTopics: showTopics()
        case .delegateMethods: delegateMethods()
        case .scrollPositions: scrollPositions()
        case .words(let title, let list): words(title, list)
        }
    }

    /// Each property of the command's tables: its name, its value before a script sets it, and
    /// the value kind the parser checks.
    static func properties(of keyword: Keyword) -> [String] {
        let targets = PropertyTarget.targets[keyword] ?? []
        guard !targets.isEmpty else { return [] }
        var lines = ["  properties (NAME, its default, what VALUE may be):"]
        let width = targets.flatMap(\.properties).map(\.name.count).max() ?? 0
        for target in targets {
            lines.append("    \(target.uikitType):")
            let defaults = target.defaults
            let defaultWidth = defaults.values.map(\.count).max() ?? 0
            for property in target.properties {
                let value = defaults[property.name] ?? "—"
                let aliases = property.aliases.isEmpty ? "" : "; also written " + property.aliases.joined(separator: ", ")
                lines.append("      " + padded(property.name, width) + "  " + padded(value, defaultWidth) + "  "
                             + property.kind.expectation + aliases)
            }
        }
        return lines
    }

    /// Every `expect` subject with the argument it takes, and `expect error`.
    static func expectSubjects() -> [String] {
        var lines = ["  subjects (expect SUBJECT [ARGUMENT] OP VALUE; OP: " + ComparisonOperator.allCases.map(\.rawValue).joined(separator: " ") + "):"]
        let forms = ExpectSubject.allCases.map { subject in
            subject.argument == .none ? subject.rawValue : subject.rawValue + " " + subject.argument.placeholder
        }
        lines += wrapped(forms)
        lines.append("    \(ExpectSubject.errorWord) [\"TEXT\"] { COMMAND… }   the commands must fail (with TEXT in the message)")
        return lines
    }

    /// Every `show` topic with what it prints.
    static func showTopics() -> [String] {
        let width = ShowTopic.allCases.map(\.rawValue.count).max() ?? 0
        return ["  topics (show alone: state):"]
            + ShowTopic.allCases.map { "    " + padded($0.rawValue, width) + "  " + $0.summary }
    }

    /// Every delegate method `delegate` answers, with what its answer may be.
    static func delegateMethods() -> [String] {
        let width = DelegateMethod.allCases.map(\.rawValue.count).max() ?? 0
        return ["  methods (delegate METHOD [ITEM] = ANSWER):"]
            + DelegateMethod.allCases.map { "    " + padded($0.rawValue, width) + "  " + $0.valueKind.expectation }
    }

    static func scrollPositions() -> [String] {
        words("scroll positions (UICollectionView.ScrollPosition; several may be given)", ScrollPositionName.allCases.map(\.rawValue))
    }

    static func words(_ title: String, _ words: [String]) -> [String] {
        ["  \(title):"] + wrapped(words)
    }

    /// `words`, comma-separated, on lines of at most `lineWidth` characters.
    static func wrapped(_ words: [String], lineWidth: Int = 100) -> [String] {
        var lines: [String] = []
        var line = "   "
        for (index, word) in words.enumerated() {
            let piece = " " + word + (index == words.count - 1 ? "" : ",")
            if line.count + piece.count > lineWidth, line.count > 3 {
                lines.append(line)
                line = "   "
            }
            line += piece
        }
        if line.count > 3 { lines.append(line) }
        return lines
    }

    static func padded(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
