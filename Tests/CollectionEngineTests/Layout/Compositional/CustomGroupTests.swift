import Testing
@testable import CollectionEngine

/// NSCollectionLayoutGroup.custom (docs/compositional.md §2.9): frames as given, repeated per group.
@Suite struct CustomGroupTests {
    typealias W = CompositionalWorkedExampleTests

    static let mosaic = LayoutGroup.custom(LayoutSize(width: .fractionalWidth(1), height: .absolute(200)),
                                           frames: [W.r(0, 0, 200, 200), W.r(200, 0, 190, 95), W.r(200, 105, 190, 95)])

    @Test func framesRepeatPerGroup() {
        let section = LayoutSection(group: Self.mosaic, interGroupSpacing: 10)
        let layout = W.prepared(CompositionalLayout(section: section), [7], 390, 844)
        #expect(W.frame(layout, 0, 2) == W.r(200, 105, 190, 95))
        #expect(W.frame(layout, 0, 4) == W.r(200, 210, 190, 95))
        #expect(W.frame(layout, 0, 6) == W.r(0, 420, 200, 200))
        #expect(layout.collectionViewContentSize == Size(width: 390, height: 620))
    }

    @Test func framesAreNotRoundedAndMayStickOut() {
        let group = LayoutGroup.custom(LayoutSize(width: .fractionalWidth(1), height: .absolute(60)),
                                       frames: [W.r(10.25, -5, 50.3, 70)])
        let section = LayoutSection(group: group, contentInsets: EdgeInsets(top: 20, left: 16, bottom: 0, right: 16))
        let layout = W.prepared(CompositionalLayout(section: section), [2], 390, 844, scale: 3)
        #expect(W.frame(layout, 0, 0) == W.r(26.25, 15, 50.3, 70))
        #expect(W.frame(layout, 0, 1) == W.r(26.25, 75, 50.3, 70))
    }

    @Test func horizontalScrollingKeepsTheFramesAxes() {
        let group = LayoutGroup.custom(LayoutSize(width: .absolute(150), height: .fractionalHeight(1)),
                                       frames: [W.r(0, 0, 150, 100), W.r(0, 110, 70, 190)])
        var configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = W.prepared(CompositionalLayout(section: LayoutSection(group: group, interGroupSpacing: 5),
                                                    configuration: configuration), [4], 390, 300)
        #expect(W.frame(layout, 0, 1) == W.r(0, 110, 70, 190))
        #expect(W.frame(layout, 0, 3) == W.r(155, 110, 70, 190))
    }

    @Test func validationAcceptsACustomGroupWithoutSubitems() {
        #expect(CompositionalLayout.validate(Self.mosaic) == nil)
        let empty = LayoutGroup.custom(LayoutSize(width: .fractionalWidth(1), height: .absolute(10)), frames: [])
        let layout = W.prepared(CompositionalLayout(section: LayoutSection(group: empty)), [3], 390, 844)
        #expect(layout.collectionViewContentSize.height == 0)
    }
}
