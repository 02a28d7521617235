import Testing
@testable import CollectionEngine

/// Every worked example of docs/compositional.md ("Worked examples", E1–E12), frame for frame.
@Suite struct CompositionalWorkedExampleTests {
    typealias D = LayoutDimension

    static func item(_ w: D, _ h: D, insets: EdgeInsets = .zero, edges: LayoutEdgeSpacing = .init()) -> LayoutGroup.Subitem {
        .item(LayoutItem(layoutSize: LayoutSize(width: w, height: h), contentInsets: insets, edgeSpacing: edges))
    }

    static func prepared(_ layout: CompositionalLayout, _ counts: [Int], _ w: Double, _ h: Double,
                         offset: Point = .zero, scale: Double = 2) -> CompositionalLayout {
        var layout = layout
        layout.prepare(LayoutContext(numberOfItems: counts, boundsSize: Size(width: w, height: h),
                                     contentOffset: offset, scale: scale))
        return layout
    }

    static func frame(_ layout: CompositionalLayout, _ s: Int, _ i: Int) -> Rect? {
        layout.layoutAttributesForItem(at: IndexPath(s, i))?.frame
    }

    static func r(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    @Test func e1ThreeColumnSquareGrid() {
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalWidth(1.0 / 3)),
                                           [Self.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        let layout = Self.prepared(CompositionalLayout(section: LayoutSection(group: group)), [7], 390, 844)
        let expected = [(0, 0), (130, 0), (260, 0), (0, 130), (130, 130), (260, 130), (0, 260)]
        for (k, (x, y)) in expected.enumerated() {
            #expect(Self.frame(layout, 0, k) == Self.r(Double(x), Double(y), 130, 130))
        }
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 390))
    }

    @Test func e2GridWithSpacingAndInsets() {
        var group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(114)),
                                           [Self.item(.fractionalWidth(1.0 / 3), .fractionalHeight(1))])
        group.interItemSpacing = .fixed(9)
        let section = LayoutSection(group: group, interGroupSpacing: 9, contentInsets: EdgeInsets(all: 15))
        let layout = Self.prepared(CompositionalLayout(section: section), [7], 390, 844)
        let xs = [15.0, 138, 261]
        for k in 0..<7 {
            #expect(Self.frame(layout, 0, k) == Self.r(xs[k % 3], xs[k / 3], 114, 114))
        }
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 390))
    }

    @Test func e3NestedGroups() {
        let leading = Self.item(.fractionalWidth(0.7), .fractionalHeight(1), insets: EdgeInsets(all: 10))
        let trailingItem = Self.item(.fractionalWidth(1), .fractionalHeight(0.3), insets: EdgeInsets(all: 10))
        let trailing = LayoutGroup.vertical(LayoutSize(width: .fractionalWidth(0.3), height: .fractionalHeight(1)),
                                            [trailingItem], count: 2)
        let outer = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(0.4)),
                                           [leading, .group(trailing)])
        let layout = Self.prepared(CompositionalLayout(section: LayoutSection(group: outer)), [7], 390, 800)
        #expect(Self.frame(layout, 0, 0) == Self.r(10, 10, 253, 300))
        #expect(Self.frame(layout, 0, 1) == Self.r(283, 10, 97, 140))
        #expect(Self.frame(layout, 0, 2) == Self.r(283, 170, 97, 140))
        #expect(Self.frame(layout, 0, 3) == Self.r(10, 330, 253, 300))
        #expect(Self.frame(layout, 0, 4) == Self.r(283, 330, 97, 140))
        #expect(Self.frame(layout, 0, 5) == Self.r(283, 490, 97, 140))
        #expect(Self.frame(layout, 0, 6) == Self.r(10, 650, 253, 300))
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 960))
        // On an 844-high view the group is floor(337.6) = 337.5 tall at scale 2.
        let tall = Self.prepared(CompositionalLayout(section: LayoutSection(group: outer)), [4], 390, 844)
        #expect(Self.frame(tall, 0, 3)?.minY == 337.5 + 10)
    }

    static func carousel(_ behavior: OrthogonalScrollingBehavior) -> CompositionalLayout {
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(0.85), height: .absolute(220)),
                                           [Self.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = LayoutSection(group: group, interGroupSpacing: 10,
                                    contentInsets: EdgeInsets(top: 0, left: 16, bottom: 0, right: 16),
                                    orthogonalScrollingBehavior: behavior)
        return Self.prepared(CompositionalLayout(section: section), [6], 390, 844)
    }

    @Test func e4OrthogonalGroupPagingCarousel() {
        var layout = Self.carousel(.groupPaging)
        let xs = [16, 357.5, 699, 1040.5, 1382, 1723.5]
        for (k, x) in xs.enumerated() { #expect(Self.frame(layout, 0, k) == Self.r(x, 0, 331.5, 220)) }
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 220))
        #expect(layout.orthogonalOffsetRange(section: 0) == 0...1681)
        #expect(layout.orthogonalStops(section: 0) == [0, 341.5, 683, 1024.5, 1366, 1681])
        // At o = 341.5 item 1 shows at 16: it is the first visible, and a hit at x 20 finds it.
        layout.setOrthogonalOffset(section: 0, to: 341.5)
        #expect(layout.indexPathsForItems(in: Self.r(0, 0, 390, 844)) == [IndexPath(0, 0), IndexPath(0, 1), IndexPath(0, 2)])
        #expect(layout.indexPathForItem(at: Point(x: 20, y: 10)) == IndexPath(0, 1))

        let centred = Self.carousel(.groupPagingCentered)
        #expect(Array(centred.orthogonalStops(section: 0).prefix(2)) == [-13.25, 328.25])
        #expect(centred.orthogonalOffset(section: 0) == -13.25)   // choice: group 0 starts centred
        let paging = Self.carousel(.paging)
        #expect(paging.orthogonalStops(section: 0) == [0, 358, 716, 1074, 1432, 1681])
    }

    @Test func e5PinnedHeaders() {
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(70)),
                                           [Self.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let header = BoundarySupplementaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(36)),
                                               elementKind: .sectionHeader, alignment: .top, pinToVisibleBounds: true)
        let section = LayoutSection(group: group, contentInsets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12),
                                    boundarySupplementaryItems: [header])
        var layout = Self.prepared(CompositionalLayout(section: section), [8, 8], 390, 300)
        func headerAt(_ s: Int) -> LayoutAttributes? {
            layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(s, 0))
        }
        #expect(headerAt(0)?.frame == Self.r(12, 0, 366, 36))
        #expect(Self.frame(layout, 0, 0) == Self.r(12, 44, 183, 70))
        #expect(Self.frame(layout, 0, 7) == Self.r(195, 254, 183, 70))
        #expect(Self.frame(layout, 1, 0) == Self.r(12, 376, 183, 70))
        #expect(headerAt(1)?.frame.minY == 332)
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 664))
        layout.updateContentOffset(Point(x: 0, y: 150))
        #expect(headerAt(0)?.frame == Self.r(12, 150, 366, 36))
        #expect(headerAt(0)?.zIndex == 1_000_000_001)
        layout.updateContentOffset(Point(x: 0, y: 310))
        #expect(headerAt(0)?.frame.minY == 296)
        #expect(headerAt(1)?.frame.minY == 332)
        layout.updateContentOffset(Point(x: 0, y: 350))
        #expect(headerAt(1)?.frame.minY == 350)
    }

    @Test func e6SectionBackgroundWithHeader() {
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
                                           [Self.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let header = BoundarySupplementaryItem(layoutSize: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)),
                                               elementKind: .sectionHeader, alignment: .top)
        let background = DecorationItem(elementKind: ElementKind("background"), contentInsets: EdgeInsets(all: 5))
        let section = LayoutSection(group: group, interGroupSpacing: 10, contentInsets: EdgeInsets(all: 10),
                                    boundarySupplementaryItems: [header], decorationItems: [background])
        let layout = Self.prepared(CompositionalLayout(section: section), [5], 390, 844)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(0, 0))?.frame == Self.r(10, 0, 370, 44))
        #expect(Self.frame(layout, 0, 0) == Self.r(10, 54, 185, 60))
        #expect(Self.frame(layout, 0, 3) == Self.r(195, 124, 185, 60))
        #expect(Self.frame(layout, 0, 4) == Self.r(10, 194, 185, 60))
        let decoration = layout.layoutAttributesForDecorationView(ofKind: ElementKind("background"), at: IndexPath(0, 0))
        #expect(decoration?.frame == Self.r(5, 5, 380, 254))
        #expect(decoration?.zIndex == 0)
        #expect(layout.layoutAttributesForItem(at: IndexPath(0, 0))?.zIndex == 1)
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 264))
    }

    @Test func e7ItemInsetsVersusEdgeSpacing() {
        let size = LayoutSize(width: .fractionalWidth(1), height: .absolute(100))
        let a = Self.prepared(CompositionalLayout(section: LayoutSection(group: .horizontal(size,
            [Self.item(.fractionalWidth(0.2), .fractionalHeight(1), insets: EdgeInsets(all: 4))]))), [8], 390, 844)
        let ax = [4.0, 82, 160, 238, 316]
        for k in 0..<8 { #expect(Self.frame(a, 0, k) == Self.r(ax[k % 5], k < 5 ? 4 : 104, 70, 92)) }
        #expect(a.collectionViewContentSize.height == 200)
        let b = Self.prepared(CompositionalLayout(section: LayoutSection(group: .horizontal(size,
            [Self.item(.fractionalWidth(0.2), .fractionalHeight(1), edges: LayoutEdgeSpacing(leading: .fixed(6)))]))), [8], 390, 844)
        let bx = [6.0, 90, 174, 258]
        for k in 0..<8 { #expect(Self.frame(b, 0, k) == Self.r(bx[k % 4], k < 4 ? 0 : 100, 78, 100)) }
        #expect(b.collectionViewContentSize.height == 200)
    }

    @Test func e8FlexibleSpacing() {
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(80)),
                                           [Self.item(.absolute(110), .fractionalHeight(1))], spacing: .flexible(10))
        let layout = Self.prepared(CompositionalLayout(section: LayoutSection(group: group)), [7], 390, 844)
        let xs = [0.0, 140, 280]
        for k in 0..<7 { #expect(Self.frame(layout, 0, k) == Self.r(xs[k % 3], Double(k / 3) * 80, 110, 80)) }
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 240))
    }

    @Test func e9PartlyFilledVerticalGroupIsTrimmed() {
        let group = LayoutGroup.vertical(LayoutSize(width: .fractionalWidth(1), height: .absolute(120)),
                                         [Self.item(.fractionalWidth(1), .absolute(30))], spacing: .fixed(10))
        let layout = Self.prepared(CompositionalLayout(section: LayoutSection(group: group)), [7], 390, 844)
        let ys = [0.0, 40, 80, 120, 160, 200, 240]
        for (k, y) in ys.enumerated() { #expect(Self.frame(layout, 0, k) == Self.r(0, y, 390, 30)) }
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 280))
    }

    @Test func e10EmptySectionBetweenTwo() {
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                           [Self.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let section = LayoutSection(group: group, contentInsets: EdgeInsets(all: 10))
        let layout = Self.prepared(CompositionalLayout(section: section,
                                                       configuration: .init(interSectionSpacing: 20)), [2, 0, 3], 390, 844)
        #expect(Self.frame(layout, 0, 0) == Self.r(10, 10, 185, 50))
        #expect(Self.frame(layout, 0, 1) == Self.r(195, 10, 185, 50))
        #expect(Self.frame(layout, 2, 0) == Self.r(10, 120, 185, 50))
        #expect(Self.frame(layout, 2, 1) == Self.r(195, 120, 185, 50))
        #expect(Self.frame(layout, 2, 2) == Self.r(10, 170, 185, 50))
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 230))
    }

    static func e11(_ alignment: RectAlignment, offset: Point = .zero, extends: Bool = true) -> CompositionalLayout {
        let group = LayoutGroup.horizontal(LayoutSize(width: .fractionalWidth(1), height: .absolute(50)),
                                           [Self.item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let item = BoundarySupplementaryItem(layoutSize: LayoutSize(width: .absolute(100), height: .absolute(40)),
                                             elementKind: ElementKind("badge"), alignment: alignment, offset: offset,
                                             extendsBoundary: extends)
        let section = LayoutSection(group: group, contentInsets: EdgeInsets(top: 8, left: 12, bottom: 8, right: 12),
                                    boundarySupplementaryItems: [item])
        return Self.prepared(CompositionalLayout(section: section), [4], 390, 844)
    }

    @Test func e11BoundaryAlignmentOffsetExtends() {
        let a = Self.e11(.top, offset: Point(x: 0, y: 10))
        #expect(a.layoutAttributesForSupplementaryView(ofKind: ElementKind("badge"), at: IndexPath(0, 0))?.frame == Self.r(145, 0, 100, 40))
        #expect(Self.frame(a, 0, 0)?.minY == 38)
        #expect(Self.frame(a, 0, 2)?.minY == 88)
        #expect(a.collectionViewContentSize.height == 146)
        let b = Self.e11(.bottom, extends: false)
        #expect(b.layoutAttributesForSupplementaryView(ofKind: ElementKind("badge"), at: IndexPath(0, 0))?.frame == Self.r(145, 76, 100, 40))
        #expect(b.collectionViewContentSize.height == 116)
        let c = Self.e11(.leading)
        #expect(c.layoutAttributesForSupplementaryView(ofKind: ElementKind("badge"), at: IndexPath(0, 0))?.frame == Self.r(12, 38, 100, 40))
        #expect(c.collectionViewContentSize.height == 116)
    }

    @Test func e12HorizontalScrollDirection() {
        let group = LayoutGroup.vertical(LayoutSize(width: .absolute(120), height: .fractionalHeight(1)),
                                         [Self.item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let section = LayoutSection(group: group, interGroupSpacing: 10, contentInsets: EdgeInsets(all: 10))
        let layout = Self.prepared(CompositionalLayout(section: section, configuration: .init(scrollDirection: .horizontal)),
                                   [5], 390, 300)
        let expected = [(10.0, 10.0), (10, 150), (140, 10), (140, 150), (270, 10)]
        for (k, (x, y)) in expected.enumerated() { #expect(Self.frame(layout, 0, k) == Self.r(x, y, 120, 140)) }
        #expect(layout.collectionViewContentSize == Size(width: 400, height: 300))
    }
}
