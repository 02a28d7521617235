import Testing
@testable import CollectionEngine

/// The view's layout abstraction: `AnyCollectionViewLayout` forwards every `CollectionViewLayout`
/// requirement to its flow layout, mutating ones without copying the geometry; flow's delegate
/// answers live with the flow layout and follow their items.
@Suite struct AnyCollectionViewLayoutTests {
    /// A flow layout exercising headers, footers, pinning and per-item sizes (the varying path).
    static func flow(horizontal: Bool = false) -> FlowLayout {
        var layout = FlowLayout()
        layout.itemSize = Size(width: 90, height: 60)
        layout.sectionInset = EdgeInsets(all: 12)
        layout.headerReferenceSize = Size(width: 40, height: 40)
        layout.footerReferenceSize = Size(width: 20, height: 20)
        layout.sectionHeadersPinToVisibleBounds = true
        layout.scrollDirection = horizontal ? .horizontal : .vertical
        layout.delegate.itemSizes[1] = (0..<25).map { (k: Int) -> Size in
            let width = 40 + k * 7 % 90, height = 30 + k * 11 % 50
            return Size(width: Double(width), height: Double(height))
        }
        return layout
    }

    static let context = LayoutContext(numberOfItems: [30, 25, 0, 7], boundsSize: Size(width: 390, height: 844),
                                       contentOffset: Point(x: 0, y: 300), scale: 3)

    @Test(arguments: [false, true])
    func everyRequirementForwardsToFlow(horizontal: Bool) {
        var flow = Self.flow(horizontal: horizontal)
        var any = AnyCollectionViewLayout.flow(flow)
        flow.prepare(Self.context)
        any.prepare(Self.context)
        #expect(any.flowLayout == flow)
        #expect(any.uikitClassName == "UICollectionViewFlowLayout")
        #expect(any.uikitClassName == flow.uikitClassName)
        #expect(any.scrollAxis == (horizontal ? .horizontal : .vertical))
        #expect(any.collectionViewContentSize == flow.collectionViewContentSize)
        #expect(any.warnings == flow.warnings)
        let rects = [Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 300, width: 390, height: 844),
                     Rect(x: 100, y: 700, width: 50, height: 50), Rect(x: -10, y: -10, width: 5, height: 5)]
        for rect in rects {
            #expect(any.layoutAttributesForElements(in: rect) == flow.layoutAttributesForElements(in: rect))
            #expect(any.indexPathsForItems(in: rect) == flow.indexPathsForItems(in: rect))
            #expect(any.shouldInvalidateLayout(forBoundsChange: rect) == flow.shouldInvalidateLayout(forBoundsChange: rect))
            #expect(any.invalidationContext(forBoundsChange: rect) == flow.invalidationContext(forBoundsChange: rect))
        }
        for s in 0..<5 {
            for k in [0, 1, 6, 24, 29, 30] {
                let path = IndexPath(s, k)
                #expect(any.layoutAttributesForItem(at: path) == flow.layoutAttributesForItem(at: path))
                for kind in [ElementKind.sectionHeader, .sectionFooter, ElementKind("badge")] {
                    #expect(any.layoutAttributesForSupplementaryView(ofKind: kind, at: path)
                            == flow.layoutAttributesForSupplementaryView(ofKind: kind, at: path))
                    #expect(any.layoutAttributesForDecorationView(ofKind: kind, at: path)
                            == flow.layoutAttributesForDecorationView(ofKind: kind, at: path))
                }
            }
        }
        for point in [Point(x: 20, y: 60), Point(x: 200, y: 500), Point(x: 389, y: 1200), Point(x: 0, y: 0)] {
            #expect(any.indexPathForItem(at: point) == flow.indexPathForItem(at: point))
            #expect(any.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 3), withPosition: point)
                    == flow.targetIndexPath(forInteractivelyMovingItem: IndexPath(0, 3), withPosition: point))
            #expect(any.targetContentOffset(forProposedContentOffset: point) == flow.targetContentOffset(forProposedContentOffset: point))
            #expect(any.targetContentOffset(forProposedContentOffset: point, withScrollingVelocity: Point(x: 0, y: 3))
                    == flow.targetContentOffset(forProposedContentOffset: point, withScrollingVelocity: Point(x: 0, y: 3)))
        }

        // Mutating requirements.
        any.updateContentOffset(Point(x: 0, y: 900))
        flow.updateContentOffset(Point(x: 0, y: 900))
        #expect(any.flowLayout == flow)
        #expect(any.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(1, 0))
                == flow.layoutAttributesForSupplementaryView(ofKind: .sectionHeader, at: IndexPath(1, 0)))
        any.invalidateLayout(with: .everything)
        flow.invalidateLayout(with: .everything)
        #expect(any.flowLayout == flow)
        let identifiers = LayoutIdentifiers(sections: [.init(value: 7, items: [3, 4, 5])], presentedCounts: [3])
        any.withFlowLayout { $0.delegateAnswers.itemSizes[4] = Size(width: 10, height: 10) }
        flow.delegateAnswers.itemSizes[4] = Size(width: 10, height: 10)
        any.resolveDelegateAnswers(identifiers)
        flow.resolveDelegateAnswers(identifiers)
        #expect(any.flowLayout == flow)
        var expected = SizeTree()
        expected.set(1, Size(width: 10, height: 10))
        #expect(flow.delegate.sparseItemSizes == [0: expected])
    }

    /// A re-prepare through the enum reuses the flow layout's buffers: the payload is moved out,
    /// not copied (a copy would make `prepare` reallocate every per-item array).
    @Test func mutatingForwardsDoNotCopyTheGeometry() {
        var any = AnyCollectionViewLayout.flow(Self.flow())
        any.prepare(Self.context)
        func address(_ layout: AnyCollectionViewLayout) -> UnsafeRawPointer? {
            layout.flowLayout!.geometry.itemCross.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        }
        let before = address(any)
        #expect(before != nil)
        any.prepare(Self.context)
        #expect(address(any) == before)
        any.withFlowLayout { $0.prepare(Self.context) }
        #expect(address(any) == before)
    }

    @Test func aNewFlowLayoutKeepsTheDelegatesAnswers() {
        var old = FlowLayout()
        old.delegateAnswers.itemSizes[3] = Size(width: 1, height: 2)
        let plain = AnyCollectionViewLayout.flow(FlowLayout()).keepingDelegateAnswers(of: .flow(old))
        #expect(plain.flowLayout?.delegateAnswers == old.delegateAnswers)
        var own = FlowLayout()
        own.delegateAnswers.sections[1] = SectionMetricOverrides()
        let kept = AnyCollectionViewLayout.flow(own).keepingDelegateAnswers(of: .flow(old))
        #expect(kept.flowLayout?.delegateAnswers == own.delegateAnswers)
    }

    // MARK: - Through the view

    static func view() throws -> CollectionView {
        var view = CollectionView()
        var layout = FlowLayout()
        layout.itemSize = Size(width: 100, height: 100)
        try view.setCollectionViewLayout(layout)
        let a = view.sectionNames.intern("A")
        view.replaceDataSource(with: .init(sections: [.init(value: a, items: view.itemNames.generate(prefix: "a", first: 0, count: 6))]))
        try view.reloadData()
        return view
    }

    @Test func aSizeAnswerFollowsItsItemAndSurvivesALayoutChange() throws {
        var view = try Self.view()
        let a = view.sectionNames.intern("A")
        let ids = view.dataSource.sections[0].items
        try view.setSizeForItem(id: ids[1], size: Size(width: 200, height: 40))
        #expect(view.itemSizeOverrides == [ids[1]: Size(width: 200, height: 40)])
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 1))?.size == Size(width: 200, height: 40))
        view.replaceDataSource(with: .init(sections: [.init(value: a, items: Array(ids.reversed()))]))
        try view.reloadData()
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 4))?.size == Size(width: 200, height: 40))
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 1))?.size == Size(width: 100, height: 100))
        var fresh = FlowLayout()
        fresh.itemSize = Size(width: 50, height: 50)
        try view.setCollectionViewLayout(fresh)
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 4))?.size == Size(width: 200, height: 40))
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 0))?.size == Size(width: 50, height: 50))
        var metrics = SectionMetricOverrides()
        metrics.sectionInset = EdgeInsets(all: 30)
        try view.setSectionOverrides(sectionID: a, metrics)
        #expect(view.sectionOverrides[a] == metrics)
        #expect(view.layoutAttributesForItem(at: IndexPath(0, 0))?.frame.minY == 30)
    }

    @Test func theUIKitDescriptionNamesTheLayoutClass() throws {
        #expect(try Self.view().uikitDescription.contains("layout: <UICollectionViewFlowLayout: 0x0>"))
    }

    @Test func supplementaryKindsAreStringsAndOrderHeaderOthersFooter() {
        #expect(ElementKind("UICollectionElementKindSectionHeader") == .sectionHeader)
        let path = IndexPath(0, 0)
        let keys = [SupplementaryKey(kind: .sectionFooter, indexPath: path), SupplementaryKey(kind: ElementKind("badge"), indexPath: path),
                    SupplementaryKey(kind: .sectionHeader, indexPath: path), SupplementaryKey(kind: ElementKind("b"), indexPath: path)]
        #expect(keys.sorted().map(\.kind.rawValue) == ["UICollectionElementKindSectionHeader", "b", "badge", "UICollectionElementKindSectionFooter"])
    }
}
