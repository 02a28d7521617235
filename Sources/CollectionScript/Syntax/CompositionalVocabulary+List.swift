import CollectionEngine

extension CompositionalVocabulary {
    /// UICollectionLayoutListConfiguration (`layout list …`, `section list …`).
    public static let list: [Property] = [
        p("appearance", .word(ListConfiguration.Appearance.allCases.map(\.rawValue)), "appearance"),
        p("headerMode", .word(ListConfiguration.HeaderMode.allCases.map(\.rawValue)), "headerMode"),
        p("footerMode", .word(ListConfiguration.FooterMode.allCases.map(\.rawValue)), "footerMode"),
        p("showsSeparators", .boolean, "showsSeparators", aliases: ["separators"]),
        p("headerTopPadding", .number, "headerTopPadding"),
        p("separatorInsets", .insets, "separatorConfiguration.bottomSeparatorInsets"),
    ]
}
