import Testing
@testable import CollectionEngine

/// The compositional layout beyond the worked examples: scale, choices, robustness, queries.
@Suite struct CompositionalLayoutTests {
    typealias W = CompositionalWorkedExampleTests

    static func grid(columns: Double = 3, height: LayoutDimension = .absolute(100)) -> LayoutSection {
        LayoutSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: height),
                                         [W.item(.fractionalWidth(1 / columns), .fractionalHeight(1))]))
    }

    /// A million items in nested groups: prepare stores one pattern per section, not a frame per
    /// item, and queries answer by arithmetic at any offset.
    @Test func aMillionItemsKeepOnePatternPerSection() {
        let inner = LayoutGroup.vertical(LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)),
                                         [W.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let outer = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
                                           [W.item(.fractionalWidth(0.5), .fractionalHeight(1)), .group(inner)])
        let layout = W.prepared(CompositionalLayout(section: LayoutSection(group: outer)), [1_000_000], 390, 844)
        #expect(layout.geometry.sections[0].slots.count == 3)
        #expect(layout.collectionViewContentSize.height == 200 * 333_334)
        let y = 200.0 * 300_000
        let paths = layout.indexPathsForItems(in: Rect(x: 0, y: y, width: 390, height: 844))
        #expect(paths.first == IndexPath(0, 900_000))
        // Five groups meet the rect; of the fifth (y + 800 … y + 1000) the lower inner item starts
        // at y + 900, below the rect's end (y + 844): 14 items.
        #expect(paths.count == 14)
        #expect(W.frame(layout, 0, 999_999) == W.r(0, 200 * 333_333, 195, 200))
        #expect(layout.indexPathForItem(at: Point(x: 300, y: y + 150)) == IndexPath(0, 900_002))
    }

    @Test func scaleThreeFloorsFractionsToAThirdOfAPoint() {
        let layout = W.prepared(CompositionalLayout(section: Self.grid(height: .fractionalWidth(1.0 / 3))), [3], 320, 480, scale: 3)
        #expect(W.frame(layout, 0, 1)?.width == 106 + 2.0 / 3)
        let two = W.prepared(CompositionalLayout(section: Self.grid(height: .fractionalWidth(1.0 / 3))), [3], 320, 480, scale: 2)
        #expect(W.frame(two, 0, 1) == W.r(106.5, 0, 106.5, 106.5))
    }

    /// Open question 9: a negative share (items wider than the group) is split equally.
    @Test func negativeFlexibleShareIsSplitEqually() {
        let group = LayoutGroup.horizontal(LayoutSize(width: .absolute(300), height: .absolute(50)),
                                           [W.item(.absolute(100), .fractionalHeight(1))], count: nil, spacing: .flexible(10))
        var g = group
        g.repetition = .repeating(3)
        let layout = W.prepared(CompositionalLayout(section: LayoutSection(group: g)), [3], 390, 844)
        // leftover 300 − 300 − 20 = −20 over two gaps: each gap 10 − 10 = 0.
        #expect(W.frame(layout, 0, 1)?.minX == 100)
        #expect(W.frame(layout, 0, 2)?.minX == 200)
    }

    @Test func zeroSizedItemsAndEmptyBoundsNeverHang() {
        let section = LayoutSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(0)),
                                                       [W.item(.absolute(0), .absolute(0))]))
        let layout = W.prepared(CompositionalLayout(section: section), [100_000], 390, 844)
        #expect(layout.geometry.sections[0].slots.count == GroupSolver.maximumSubitems)
        #expect(layout.indexPathsForItems(in: W.r(0, 0, 390, 844)).isEmpty)
        let empty = W.prepared(CompositionalLayout(section: Self.grid()), [10], 0, 844)
        #expect(empty.collectionViewContentSize == .zero)
        #expect(empty.layoutAttributesForItem(at: IndexPath(0, 0)) == nil)
    }

    @Test func pinnedFooterFollowsTheVisibleBottomUntilItsSectionStarts() {
        var section = Self.grid()
        section.boundarySupplementaryItems = [BoundarySupplementaryItem(
            layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(20)), elementKind: .sectionFooter,
            alignment: .bottom, pinToVisibleBounds: true)]
        var layout = W.prepared(CompositionalLayout(section: section), [9, 9], 390, 200)
        func footer(_ s: Int) -> Rect? {
            layout.layoutAttributesForSupplementaryView(ofKind: .sectionFooter, at: IndexPath(s, 0))?.frame
        }
        // Section 0: rows 0…300, footer natural at 300; the visible bottom is 200 → pinned at 180.
        #expect(footer(0)?.minY == 180)
        layout.updateContentOffset(Point(x: 0, y: 200))
        #expect(footer(0)?.minY == 300)
        #expect(layout.shouldInvalidateLayout(forBoundsChange: W.r(0, 10, 390, 200)))
    }

    @Test func horizontalLayoutWithAnOrthogonalSectionScrollsVertically() {
        var section = LayoutSection(group: .vertical(LayoutSize(width: .absolute(100), height: .absolute(80)),
                                                     [W.item(.fractionalWidth(1), .fractionalHeight(1))]),
                                    interGroupSpacing: 10)
        section.orthogonalScrollingBehavior = .continuous
        var layout = W.prepared(CompositionalLayout(section: section, configuration: .init(scrollDirection: .horizontal)),
                                [5], 390, 200)
        #expect(W.frame(layout, 0, 1) == W.r(0, 90, 100, 80))
        #expect(layout.orthogonalOffsetRange(section: 0) == 0...240)
        layout.setOrthogonalOffset(section: 0, to: 90)
        #expect(layout.indexPathForItem(at: Point(x: 50, y: 10)) == IndexPath(0, 1))
        #expect(layout.collectionViewContentSize == Size(width: 100, height: 200))
    }

    @Test func sectionsByIdentifierFollowTheirSection() {
        var layout = CompositionalLayout(section: Self.grid(), sectionsByIdentifier: [42: Self.grid(columns: 1)])
        layout.sectionIDs = [7, 42]
        layout.prepare(LayoutContext(numberOfItems: [3, 3], boundsSize: Size(width: 390, height: 844), scale: 2))
        #expect(W.frame(layout, 1, 1) == W.r(0, 200, 390, 100))
        #expect(W.frame(layout, 0, 1) == W.r(130, 0, 130, 100))
    }

    @Test func validationGivesUIKitsWording() {
        let empty = LayoutGroup.horizontal(LayoutSize(width: .absolute(1), height: .absolute(1)), [])
        #expect(CompositionalLayout.validate(empty) == "At least 1 subitem is required for a group")
        let zero = LayoutGroup.vertical(LayoutSize(width: .absolute(1), height: .absolute(1)),
                                        [W.item(.absolute(1), .absolute(1))], count: 0)
        #expect(CompositionalLayout.validate(zero) == "A repeating vertical group should specify a count >= 1")
        let nan = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(.nan), height: .absolute(1)),
                                         [W.item(.absolute(1), .absolute(1))])
        #expect(CompositionalLayout.validate(nan) == "Invalid fractional width: nan. The fraction must be a finite value.")
        #expect(CompositionalLayout.duplicateKinds(["a", "b", "a"]) == "Error: Every supplementary must have a unique elementKind: duplicates detected: (a)")
    }

    @Test func theEnumForwardsToTheCompositionalLayout() {
        var any = AnyCollectionViewLayout.compositional(CompositionalLayout(section: Self.grid()))
        any.prepare(LayoutContext(numberOfItems: [4], boundsSize: Size(width: 390, height: 844), scale: 2))
        #expect(any.uikitClassName == "UICollectionViewCompositionalLayout")
        #expect(any.flowLayout == nil)
        #expect(any.layoutAttributesForItem(at: IndexPath(0, 3))?.frame == W.r(0, 100, 130, 100))
        #expect(any.withFlowLayout { _ in 1 } == nil)
        #expect(any.withCompositionalLayout { $0.setOrthogonalOffset(section: 0, to: 5) } == .some(nil))
    }

    /// charon #56/#57: an estimated group height takes its tallest item; an item estimate wins.
    @Test func estimatedGroupHeights() {
        let fractional = LayoutSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                                                          [W.item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        let a = W.prepared(CompositionalLayout(section: fractional), [4], 320, 480)
        #expect(W.frame(a, 0, 3) == W.r(160, 44, 160, 44))
        let estimated = LayoutSection(group: .horizontal(LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
                                                         [W.item(.fractionalWidth(0.5), .estimated(30))]))
        let b = W.prepared(CompositionalLayout(section: estimated), [4], 320, 480)
        #expect(W.frame(b, 0, 2) == W.r(0, 30, 160, 30))
        #expect(b.collectionViewContentSize.height == 60)
    }

    /// charon #161–#180: the insets reference adds the layout margins on the cross axis only.
    @Test func layoutMarginsReferenceInsetsTheCrossAxis() {
        var section = Self.grid(columns: 1, height: .absolute(50))
        section.contentInsetsReference = .layoutMargins
        var layout = CompositionalLayout(section: section)
        var context = LayoutContext(numberOfItems: [2], boundsSize: Size(width: 320, height: 480), scale: 2)
        context.layoutMargins = EdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        layout.prepare(context)
        #expect(W.frame(layout, 0, 0) == W.r(20, 0, 260, 50))
        section.contentInsetsReference = .none
        var plain = CompositionalLayout(section: section)
        plain.prepare(context)
        #expect(W.frame(plain, 0, 0) == W.r(0, 0, 320, 50))
    }

    @Test func anOrthogonalRowIsDrawnScrolled() {
        var layout = CompositionalWorkedExampleTests.carousel(.continuous)
        layout.setOrthogonalOffset(section: 0, to: 100)
        let cell = LayoutAttributes(indexPath: IndexPath(0, 1), frame: W.r(357.5, 0, 331.5, 220))
        #expect(layout.onScreen(cell).frame.minX == 257.5)
    }
}
