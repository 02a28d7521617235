/// `help compositional` (and the tail of `help layout`): the declaration's shape and every
/// property with the UIKit API it sets.
extension HelpRenderer {
    public static func compositional() -> [String] {
        var lines = [
            "layout compositional — UICollectionViewCompositionalLayout (docs/compositional.md)",
            "  layout compositional [scrollDirection=…] [interSectionSpacing=N] {",
            "    section [INDEX | NAME] {                 # NSCollectionLayoutSection; no name: every section",
            "      group horizontal|vertical width=DIM height=DIM [count=N] [spacing=SP] {   # NSCollectionLayoutGroup",
            "        item width=DIM height=DIM [insets=T,L,B,R] [edgeLeading=SP …]          # NSCollectionLayoutItem",
            "        item … { supplementary KIND width=DIM height=DIM containerAnchor=topTrailing [fractionalOffset=(0.5, -0.5)] }   # anchored (register supplementary KIND)",
            "        group vertical … { … }                 # nested group",
            "        group custom width=DIM height=DIM { item frame=(X, Y, W, H) … }   # .custom(layoutSize:itemProvider:)",
            "      }",
            "      interGroupSpacing N; contentInsets T,L,B,R; orthogonal groupPaging",
            "      header height=DIM [pinned]; footer …; supplementary KIND alignment=…   # NSCollectionLayoutBoundarySupplementaryItem",
            "      background [KIND] [insets=…]           # NSCollectionLayoutDecorationItem.background(elementKind:)",
            "    }",
            "    header height=DIM                        # configuration.boundarySupplementaryItems",
            "  }",
            "  DIM: fractionalWidth(F) | fractionalHeight(F) | absolute(N) | estimated(N) | uniformAcrossSiblings(N) | N   (NSCollectionLayoutDimension; F may be 1/3; the last iOS 17)",
            "  SP:  fixed(N) | flexible(N) | N   (NSCollectionLayoutSpacing)",
            "  count=N: horizontalGroup(layoutSize:subitem:count:); repeatingCount=N: …(layoutSize:repeatingSubitem:count:)",
            "  scroll section S to (X, Y): an orthogonal section's own contentOffset",
            "  layout list [appearance=…] [headerMode=…] …: UICollectionViewCompositionalLayout.list(using:) (docs/compositional.md §5)",
            "  section [INDEX | NAME] list [appearance=…] …: NSCollectionLayoutSection.list(using:layoutEnvironment:)",
            "  drag section S by (DX, DY); release section S [velocity (VX, VY)]; fling section S (VX, VY): a finger on the row",
            "  scrollTo / select ITEM left|centeredHorizontally|right also scroll the item's row",
        ]
        let tables = compositionalTables
        for (name, uikitClass, table) in tables {
            lines.append("  \(name) (\(uikitClass)):")
            for p in table {
                let aliases = p.aliases.isEmpty ? "" : " (also " + p.aliases.joined(separator: ", ") + ")"
                lines.append("    \(p.name)\(aliases) → \(p.uikit)")
            }
        }
        return lines
    }
}
