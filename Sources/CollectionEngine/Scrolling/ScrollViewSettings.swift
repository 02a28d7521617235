/// UIScrollView's motion properties and the scroll delegate's scripted answers (docs/scroll-physics.md).
///
/// Defaults are UIKit's for a UICollectionView: decelerationRate .normal (0.998), bounces true,
/// alwaysBounceVertical / alwaysBounceHorizontal false, isPagingEnabled false, scrollsToTop true.
public struct ScrollViewSettings: Hashable, Sendable {
    /// decelerationRate: the velocity factor per millisecond (normal 0.998, fast 0.99), in (0, 1).
    public var decelerationRate: Double = Deceleration.normal
    public var bounces = true
    public var alwaysBounceVertical = false
    public var alwaysBounceHorizontal = false
    public var isPagingEnabled = false
    public var scrollsToTop = true
    /// contentInsetAdjustmentBehavior (default .automatic).
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic
    /// isScrollEnabled: false turns the pan gesture off — drags and flings do not scroll; a
    /// programmatic contentOffset / setContentOffset / scrollToItem still does (`doc`).
    public var isScrollEnabled = true
    /// keyboardDismissMode: recorded; there is no keyboard in the engine (docs/scroll-physics.md §9).
    public var keyboardDismissMode = KeyboardDismissMode.none
    /// The scroll indicators: recorded and shown in the state; they change no layout (`doc`: they
    /// float over the content).
    public var showsVerticalScrollIndicator = true
    public var showsHorizontalScrollIndicator = true

    /// The layout's answer to targetContentOffset(forProposedContentOffset:withScrollingVelocity:);
    /// nil: the flow layout's default (the proposal unchanged).
    public var layoutTargetContentOffset: Point?
    /// What the delegate writes into scrollViewWillEndDragging's targetContentOffset; nil: nothing.
    public var willEndDraggingTarget: Point?
    /// scrollViewShouldScrollToTop's answer.
    public var shouldScrollToTop = true

    public init() {}
}

/// UIScrollView.KeyboardDismissMode.
public enum KeyboardDismissMode: String, Hashable, Sendable, CaseIterable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
}

/// A finger on the scroll view: where the drag started and where the content would be without
/// edges (the rubber band is computed from this unconstrained offset, docs/scroll-physics.md §4.2).
public struct ScrollDrag: Hashable, Sendable {
    public var startOffset: Point
    public var unconstrainedOffset: Point
}

extension CollectionViewEvent {
    /// The scroll delegate's entries, spelled with UIKit's method names.
    var scrollDescription: String {
        switch self {
        case .scrollViewWillBeginDragging: return "scrollViewWillBeginDragging"
        case .scrollViewDidScroll(let p, let count):
            return "scrollViewDidScroll" + (count > 1 ? " ×\(count)" : "") + " → \(Self.text(p))"
        case .targetContentOffsetForProposed(let proposed, let velocity, let answer):
            return "layout.targetContentOffset(forProposedContentOffset: \(Self.text(proposed)), withScrollingVelocity: \(Self.text(velocity))) → \(Self.text(answer))"
        case .scrollViewWillEndDragging(let velocity, let target, let written):
            return "scrollViewWillEndDragging(withVelocity: \(Self.text(velocity)), targetContentOffset: \(Self.text(target)))"
                + (written.map { " — the delegate writes \(Self.text($0))" } ?? "")
        case .scrollViewDidEndDragging(let willDecelerate): return "scrollViewDidEndDragging(willDecelerate: \(willDecelerate))"
        case .scrollViewWillBeginDecelerating: return "scrollViewWillBeginDecelerating"
        case .scrollViewDidEndDecelerating: return "scrollViewDidEndDecelerating"
        case .scrollViewDidEndScrollingAnimation: return "scrollViewDidEndScrollingAnimation"
        case .scrollViewShouldScrollToTop(let answer): return "scrollViewShouldScrollToTop → \(answer)"
        case .scrollViewDidScrollToTop: return "scrollViewDidScrollToTop"
        case .scrollViewDidChangeAdjustedContentInset: return "scrollViewDidChangeAdjustedContentInset"
        default: return transitionDescription
        }
    }

    /// A point as the transcript prints numbers: `(0, 1094)`, `(0, -97.3333)` (shortest round trip).
    static func text(_ p: Point) -> String { "(\(text(p.x)), \(text(p.y)))" }

    static func text(_ value: Double) -> String { NumberText.decimal(value) }
}
