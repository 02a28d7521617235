import CollectionEngine

/// `layout list …` and `section list …` (docs/compositional.md §5): the script's properties turned
/// into a UICollectionLayoutListConfiguration. Values were checked by the parser.
extension Interpreter {
    static func listConfiguration(_ properties: [CompositionalProperty]) -> ListConfiguration {
        var configuration = ListConfiguration(appearance: .plain)
        for property in properties {
            switch (property.name.value, property.value.value) {
            case ("appearance", .word(let w)): configuration.appearance = ListConfiguration.Appearance(rawValue: w) ?? .plain
            case ("headerMode", .word(let w)): configuration.headerMode = ListConfiguration.HeaderMode(rawValue: w) ?? .none
            case ("footerMode", .word(let w)): configuration.footerMode = ListConfiguration.FooterMode(rawValue: w) ?? .none
            case ("showsSeparators", .boolean(let b)): configuration.showsSeparators = b
            case ("headerTopPadding", .number(let v)): configuration.headerTopPadding = v
            case ("separatorInsets", .insets(let insets)): configuration.separatorInsets = insets
            default: break
            }
        }
        return configuration
    }

    /// `UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .x))`
    /// with the properties that differ from UIKit's defaults.
    static func describeList(_ layout: CompositionalLayout) -> String {
        guard let list = layout.section?.listConfiguration else { return "UICollectionViewCompositionalLayout.list(using: …)" }
        return "UICollectionViewCompositionalLayout.list(using: \(describe(list)))"
    }

    static func describe(_ list: ListConfiguration) -> String {
        var parts = ["appearance: .\(list.appearance.rawValue)"]
        if list.headerMode != .none { parts.append("headerMode: .\(list.headerMode.rawValue)") }
        if list.footerMode != .none { parts.append("footerMode: .\(list.footerMode.rawValue)") }
        if !list.showsSeparators { parts.append("showsSeparators: false") }
        if let padding = list.headerTopPadding { parts.append("headerTopPadding: \(format(padding))") }
        if let insets = list.separatorInsets {
            parts.append("separatorConfiguration.bottomSeparatorInsets: (top: \(format(insets.top)), leading: \(format(insets.left)), bottom: \(format(insets.bottom)), trailing: \(format(insets.right)))")
        }
        return "UICollectionLayoutListConfiguration(" + parts.joined(separator: ", ") + ")"
    }
}
