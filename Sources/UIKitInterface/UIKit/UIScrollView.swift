@MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
}

@MainActor
open class UIScrollView: UIView {
    open var contentOffset: CGPoint { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentSize: CGSize { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentInset: UIEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var adjustedContentInset: UIEdgeInsets { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isScrollEnabled: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isPagingEnabled: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { fatalError("declaration only") } set { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)

    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }
}
