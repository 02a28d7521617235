@MainActor
open class UIResponder: NSObject {}

public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets()
}

public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}

@MainActor
open class UIScreen: NSObject {
    open var scale: CGFloat { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var bounds: CGRect { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UITraitCollection: NSObject {
    open var displayScale: CGFloat { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UIView: UIResponder {
    public override init() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    public init(frame: CGRect) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var frame: CGRect { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var bounds: CGRect { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var isHidden: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var window: UIWindow? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var superview: UIView? { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var subviews: [UIView] { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var traitCollection: UITraitCollection { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func addSubview(_ view: UIView) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func removeFromSuperview() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func setNeedsLayout() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutIfNeeded() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func layoutSubviews() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func invalidateIntrinsicContentSize() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UIWindow: UIView {
    open var screen: UIScreen { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open func makeKeyAndVisible() { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}
