@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

// Objective-C optional methods: a delegate implements those it needs.
extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentInset: UIEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var adjustedContentInset: UIEdgeInsets { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isScrollEnabled: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isPagingEnabled: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var bounces: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var alwaysBounceVertical: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var alwaysBounceHorizontal: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var scrollsToTop: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var showsVerticalScrollIndicator: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var showsHorizontalScrollIndicator: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var decelerationRate: UIScrollView.DecelerationRate { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isTracking: Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isDragging: Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isDecelerating: Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}
