// The view controllers, the device and the process a scenario's `set` reaches beyond the view
// (SwiftExportWriter+Properties): UICollectionViewController's properties, a view controller's
// additionalSafeAreaInsets (safeAreaInsets is read-only), the device's idiom. Signatures only.
import Foundation

extension UIViewController {
    public var view: UIView! { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var additionalSafeAreaInsets: UIEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var collectionView: UICollectionView! { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var installsStandardGestureForInteractiveMovement: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var clearsSelectionOnViewWillAppear: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

extension UIWindow {
    public var rootViewController: UIViewController? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}

public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

@MainActor
open class UIDevice: NSObject {
    open class var current: UIDevice { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
    open var userInterfaceIdiom: UIUserInterfaceIdiom { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// swift-corelibs-foundation lacks it (iOS 14: an iPhone or iPad app running on a Mac with Apple silicon).
extension ProcessInfo {
    public var isiOSAppOnMac: Bool { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}
