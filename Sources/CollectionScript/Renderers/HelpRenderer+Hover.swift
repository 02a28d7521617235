/// What an editor shows when the pointer rests on a word (`colscript lsp`'s hover): a command's
/// help (`topic`, what `help` prints — a UIKit method name is the command that models it), a
/// property with the UIKit type it belongs to, its default and what its value may be, a
/// compositional layout's property with the UIKit API it sets, a delegate method, a `show` topic
/// or an `expect` subject — each read from the table the parser checks.
extension HelpRenderer {
    /// The hover text for `word`; nil when the language has no such word.
    public static func hover(_ word: String) -> [String]? {
        if let topic = topic(word) { return topic }
        var lines: [String] = []
        for target in PropertyTarget.allCases {
            guard let property = PropertyTable.lookUp(word, in: target.properties) else { continue }
            let value = target.defaults[property.name].map { "; default \($0)" } ?? ""
            let also = property.aliases.isEmpty ? "" : " (also written " + property.aliases.joined(separator: ", ") + ")"
            lines.append("\(property.name) — \(target.uikitType)\(also)")
            lines.append("  value: \(property.kind.expectation)\(value)")
            let users = PropertyTarget.targets.filter { $0.value.contains(target) }.map(\.key.rawValue).sorted()
            if !users.isEmpty { lines.append("  set by: " + users.joined(separator: ", ")) }
        }
        for (title, uikitClass, table) in compositionalTables {
            guard let property = table.first(where: { $0.name == word || $0.aliases.contains(word) }) else { continue }
            lines.append("\(property.name) (\(title)) — \(uikitClass).\(property.uikit)")
            lines.append("  value: \(property.kind.expectation)")
        }
        if let method = DelegateMethod(rawValue: word) {
            lines.append("\(method.rawValue) — a delegate method `delegate` answers; the answer is \(method.valueKind.expectation)")
        }
        if let topic = ShowTopic(rawValue: word) {
            lines.append("show \(topic.rawValue) — \(topic.summary)")
        }
        if let subject = ExpectSubject(rawValue: word) {
            let argument = subject.argument == .none ? "" : " " + subject.argument.placeholder
            lines.append("expect \(subject.rawValue)\(argument) OP VALUE — a subject of `expect` (help expect)")
        }
        return lines.isEmpty ? nil : lines
    }

    /// The compositional layout's property tables, with the element each belongs to and its
    /// UIKit class (`help compositional` lists the same).
    static let compositionalTables: [(String, String, [CompositionalVocabulary.Property])] = [
        ("layout compositional", "UICollectionViewCompositionalLayoutConfiguration", CompositionalVocabulary.layout),
        ("section", "NSCollectionLayoutSection", CompositionalVocabulary.section),
        ("group", "NSCollectionLayoutGroup", CompositionalVocabulary.group),
        ("item", "NSCollectionLayoutItem", CompositionalVocabulary.item),
        ("group custom", "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)", CompositionalVocabulary.customGroup),
        ("item (in group custom)", "NSCollectionLayoutGroupCustomItem", CompositionalVocabulary.customItem),
        ("header/footer/supplementary", "NSCollectionLayoutBoundarySupplementaryItem", CompositionalVocabulary.boundary),
        ("item … { supplementary KIND … }", "NSCollectionLayoutSupplementaryItem + NSCollectionLayoutAnchor", CompositionalVocabulary.anchored),
        ("background", "NSCollectionLayoutDecorationItem", CompositionalVocabulary.decoration),
        ("layout list / section list", "UICollectionLayoutListConfiguration", CompositionalVocabulary.list),
    ]
}
