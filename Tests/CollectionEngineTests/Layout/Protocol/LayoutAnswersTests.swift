import Testing
@testable import CollectionEngine

/// What the view used to ask by testing which layout it held, answered by each built-in layout
/// through `AnyCollectionViewLayout` (issue 32: a layout is one folder).
@Suite struct LayoutAnswersTests {
    static let context = LayoutContext(numberOfItems: [4, 3], boundsSize: Size(width: 390, height: 844),
                                       contentOffset: .zero, scale: 3)

    static func list(_ configuration: ListConfiguration = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary)) -> AnyCollectionViewLayout {
        var layout = AnyCollectionViewLayout.compositional(CompositionalLayout(section: .list(using: configuration)))
        layout.prepare(Self.context)
        return layout
    }

    @Test func flowAnswers() {
        var flow = FlowLayout()
        var layout = AnyCollectionViewLayout.flow(flow)
        layout.prepare(Self.context)
        #expect(!layout.estimatesItemSizes && !layout.recordsEveryMeasurement && !layout.anchorsSelfSizingPasses)
        #expect(layout.maximumElementsPerItem == 1 && !layout.scrollingMovesFrames)
        #expect(layout.listConfiguration(forSection: 0) == nil && layout.transitionState == nil)
        #expect(!layout.measuresBoundaryItem(.sectionHeader, inSection: 0))
        // A flow cell takes its whole answer.
        #expect(layout.measuredSize(preferred: Size(width: 10, height: 90), given: Size(width: 50, height: 50)) == Size(width: 10, height: 90))
        flow.estimatedItemSize = FlowLayout.automaticSize
        layout = .flow(flow)
        #expect(layout.estimatesItemSizes && layout.recordsEveryMeasurement && layout.measuresItem(at: IndexPath(0, 0)))
    }

    @Test func flowMeasurementsFollowOrAreForgotten() {
        var flow = FlowLayout()
        flow.estimatedItemSize = Size(width: 50, height: 50)
        var layout = AnyCollectionViewLayout.flow(flow)
        layout.setMeasuredSize(Size(width: 80, height: 80), forItemAt: IndexPath(0, 1), counts: [4, 3])
        #expect(layout.flowLayout?.measuredSizes.isEmpty == false)
        var forgetting = layout
        forgetting.remapMeasuredSizes(through: UpdateMapping(identityFor: [4, 3]), counts: [4, 3], followingItems: false)
        #expect(forgetting.flowLayout?.measuredSizes.isEmpty == true)
        layout.remapMeasuredSizes(through: UpdateMapping(identityFor: [4, 3]), counts: [4, 3], followingItems: true)
        #expect(layout.flowLayout?.measuredSizes.isEmpty == false)
    }

    @Test func compositionalAnswers() {
        let layout = Self.list()
        #expect(layout.maximumElementsPerItem == 2)
        #expect(layout.anchorsSelfSizingPasses)
        #expect(layout.listConfiguration(forSection: 1)?.appearance == .insetGrouped)
        #expect(layout.listConfiguration(forSection: -1) == nil)
        #expect(layout.measuresBoundaryItem(.sectionHeader, inSection: 0))
        #expect(!layout.measuresBoundaryItem(.sectionFooter, inSection: 0))
        // Only the estimated axis takes the answer: the width is the layout's.
        #expect(layout.measuredSize(preferred: Size(width: 10, height: 90), given: Size(width: 350, height: 44)) == Size(width: 350, height: 90))
        #expect(layout.orthogonalOffsetRange(section: 0) == nil && layout.scrolledOrthogonalSections.isEmpty)
    }

    @Test func transitionAnswers() {
        var transition = TransitionLayout(currentLayout: .flow(FlowLayout()), nextLayout: Self.list(),
                                          fromContentOffset: .zero, toContentOffset: .zero)
        transition.transitionProgress = 0.25
        let layout = AnyCollectionViewLayout.transition(transition)
        #expect(layout.transitionState == LayoutTransitionState(currentLayoutClassName: "UICollectionViewFlowLayout",
                                                                nextLayoutClassName: "UICollectionViewCompositionalLayout",
                                                                transitionProgress: 0.25))
        #expect(layout.scrollingMovesFrames)
        #expect(layout.maximumElementsPerItem == 2)   // the larger bound of the two layouts
        #expect(!layout.estimatesItemSizes && layout.listConfiguration(forSection: 0) == nil)
    }
}
