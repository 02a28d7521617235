/// A running interactive transition as the view shows it (UICollectionViewTransitionLayout's
/// currentLayout, nextLayout and transitionProgress): what `show state` and `--json` print.
public struct LayoutTransitionState: Hashable, Sendable {
    /// The UIKit class of the layout the transition starts from.
    public var currentLayoutClassName: String
    /// The UIKit class of the layout it goes to.
    public var nextLayoutClassName: String
    /// transitionProgress, 0…1.
    public var transitionProgress: Double

    public init(currentLayoutClassName: String, nextLayoutClassName: String, transitionProgress: Double) {
        self.currentLayoutClassName = currentLayoutClassName
        self.nextLayoutClassName = nextLayoutClassName
        self.transitionProgress = transitionProgress
    }
}
