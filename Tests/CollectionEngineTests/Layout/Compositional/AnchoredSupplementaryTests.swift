import Testing
@testable import CollectionEngine

/// Supplementaries anchored to items (docs/compositional.md §3.4), charon's examples.
@Suite struct AnchoredSupplementaryTests {
    typealias W = CompositionalWorkedExampleTests

    static func badge(_ kind: String, _ w: Double, _ h: Double, _ anchor: RectAlignment, item: RectAlignment? = nil,
                      offset: Point = .zero, fractional: Bool = false) -> AnchoredSupplementaryItem {
        AnchoredSupplementaryItem(layoutSize: LayoutSize(width: .absolute(w), height: .absolute(h)), elementKind: ElementKind(kind),
                                  containerAnchor: anchor, itemAnchor: item, offset: offset, isFractionalOffset: fractional)
    }

    @Test func anchorPoints() {
        let solver = GroupSolver(scale: 2)
        let host = W.r(20, 20, 140, 60)
        #expect(Self.badge("b", 20, 10, .topTrailing).frame(host: host, container: .zero, solver: solver) == W.r(140, 20, 20, 10))
        let big = W.r(50, 50, 220, 200)
        #expect(Self.badge("b", 40, 20, .top).frame(host: big, container: .zero, solver: solver) == W.r(140, 50, 40, 20))
        #expect(Self.badge("b", 40, 20, .top, item: .bottomLeading).frame(host: big, container: .zero, solver: solver) == W.r(160, 30, 40, 20))
        #expect(Self.badge("b", 20, 10, .topTrailing, offset: Point(x: 0.5, y: -0.5), fractional: true)
            .frame(host: host, container: .zero, solver: solver) == W.r(150, 15, 20, 10))
        #expect(Self.badge("b", 20, 10, .none, offset: Point(x: 3, y: 4)).frame(host: host, container: .zero, solver: solver) == W.r(83, 49, 20, 10))
    }

    @Test func indexPathsCountPerKindWithinTheSection() {
        var host = LayoutItem(layoutSize: LayoutSize(width: .absolute(140), height: .fractionalHeight(1)))
        host.supplementaryItems = [Self.badge("badge", 20, 10, .topTrailing)]
        let plain = LayoutItem(layoutSize: LayoutSize(width: .absolute(140), height: .fractionalHeight(1)))
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(60)), [.item(plain), .item(host)])
        let layout = W.prepared(CompositionalLayout(section: LayoutSection(group: group)), [5], 280, 600)
        // Items 1 and 3 carry badges 0 and 1; item 5 does not exist, so neither does badge 2.
        let badge = ElementKind("badge")
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: badge, at: IndexPath(0, 1))?.frame == W.r(260, 60, 20, 10))
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: badge, at: IndexPath(0, 2)) == nil)
        let kinds = layout.layoutAttributesForElements(in: W.r(0, 0, 280, 600)).compactMap(\.kind)
        #expect(kinds == [badge, badge])
        #expect(layout.anchoredKinds == [badge])
    }
}
