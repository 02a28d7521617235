/// UIScrollView.ContentInsetAdjustmentBehavior (iOS 11), with UIKit's raw values.
public enum ContentInsetAdjustmentBehavior: String, CaseIterable, Hashable, Sendable {
    case automatic, scrollableAxes, never, always
}

/// adjustedContentInset = contentInset + safeAreaInsets on the edges the behaviour selects
/// (docs/scroll-physics.md §5):
/// - `.always`: all four edges; `.never`: none;
/// - `.scrollableAxes` and `.automatic`: top and bottom when the view scrolls vertically, left and
///   right when it scrolls horizontally. A collection view's layout declares its scroll axis (a
///   vertical flow layout scrolls vertically even when its content is short), and an alwaysBounce
///   flag makes its axis scrollable too.
///
/// Choices [inferred], tested: the cross axis counts as scrollable only through its alwaysBounce
/// flag (a flow layout's cross-axis content never exceeds the bounds); `.automatic`'s legacy
/// navigation-controller adjustment is not modelled (no view controllers), so it equals
/// `.scrollableAxes`.
extension CollectionView {
    public func adjustedContentInset(for behaviour: ContentInsetAdjustmentBehavior) -> EdgeInsets {
        var result = contentInset
        let vertical: Bool, horizontal: Bool
        switch behaviour {
        case .never:
            return result
        case .always:
            vertical = true
            horizontal = true
        case .automatic, .scrollableAxes:
            vertical = layout.scrollAxis == .vertical || scrollSettings.alwaysBounceVertical
            horizontal = layout.scrollAxis == .horizontal || scrollSettings.alwaysBounceHorizontal
        }
        if vertical {
            result.top += safeAreaInsets.top
            result.bottom += safeAreaInsets.bottom
        }
        if horizontal {
            result.left += safeAreaInsets.left
            result.right += safeAreaInsets.right
        }
        return result
    }

    /// contentInsetAdjustmentBehavior = behaviour.
    public mutating func setContentInsetAdjustmentBehavior(_ behaviour: ContentInsetAdjustmentBehavior) throws(UIKitError) {
        try transaction { $0.setContentInsetAdjustmentBehaviorInTransaction(behaviour) }
    }

    /// `setContentInsetAdjustmentBehavior` inside the caller's transaction.
    private mutating func setContentInsetAdjustmentBehaviorInTransaction(_ behaviour: ContentInsetAdjustmentBehavior) {
        changingAdjustedInset { view in
            view.scrollSettings.contentInsetAdjustmentBehavior = behaviour
            view.relayoutAndRedisplay()
        }
    }

    /// Changes scroll settings (alwaysBounce… can change which edges get the safe area).
    public mutating func updateScrollSettings(_ change: (inout ScrollViewSettings) -> Void) throws(UIKitError) {
        try transaction { $0.updateScrollSettingsInTransaction(change) }
    }

    /// `updateScrollSettings` inside the caller's transaction.
    private mutating func updateScrollSettingsInTransaction(_ change: (inout ScrollViewSettings) -> Void) {
        let before = adjustedContentInset
        change(&scrollSettings)
        guard adjustedContentInset != before else { return }
        let settings = scrollSettings
        changingAdjustedInset(from: before) { view in
            view.scrollSettings = settings
            view.relayoutAndRedisplay()
        }
    }

    /// Runs `change`; if adjustedContentInset changed, sends scrollViewDidChangeAdjustedContentInset
    /// and moves an offset that rested at the old minimum to the new one on that axis (a freshly shown
    /// view sits at (−left, −top)); other offsets were already clamped into the new range by the
    /// relayout [inferred, docs/scroll-physics.md §5].
    mutating func changingAdjustedInset(from old: EdgeInsets? = nil, _ change: (inout CollectionView) -> Void) {
        let before = old ?? adjustedContentInset
        let oldMinimum = Point(x: -before.left, y: -before.top)
        let offset = contentOffset
        change(&self)
        let after = adjustedContentInset
        guard after != before else { return }
        events.append(.scrollViewDidChangeAdjustedContentInset)
        let minimum = scrollGeometry.minimumOffset
        var moved = contentOffset
        if offset.x == oldMinimum.x { moved.x = minimum.x }
        if offset.y == oldMinimum.y { moved.y = minimum.y }
        moved = scrollGeometry.clamped(moved)
        if moved != contentOffset { setContentOffsetInTransaction(moved) }
    }
}
