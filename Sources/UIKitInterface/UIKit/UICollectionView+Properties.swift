// The properties a scenario's `set` writes that the other files do not declare (UIView's,
// UICollectionView's), with the types Apple documents; declared in extensions beside the export
// that writes them (SwiftExportWriter+Properties). Signatures only.
import Foundation

/// UIView.semanticContentAttribute's type.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

extension UIView {
    public var semanticContentAttribute: UISemanticContentAttribute { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var layoutMargins: UIEdgeInsets { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var safeAreaInsets: UIEdgeInsets { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

/// iOS 10: the items UIKit will soon show, before cellForItemAt, and those it no longer will.
@MainActor
public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

extension UICollectionView {
    /// iOS 14.
    public enum ReorderingCadence: Int, Sendable {
        case immediate = 0
        case fast = 1
        case slow = 2
    }

    /// iOS 16.
    public enum SelfSizingInvalidation: Int, Sendable {
        case disabled = 0
        case enabled = 1
        case enabledIncludingConstraints = 2
    }

    public var reorderingCadence: UICollectionView.ReorderingCadence { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var selfSizingInvalidation: UICollectionView.SelfSizingInvalidation { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var allowsFocus: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var allowsFocusDuringEditing: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var remembersLastFocusedIndexPath: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var selectionFollowsFocus: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    /// UISpringLoadedInteractionSupporting (iOS 11).
    public var isSpringLoaded: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    public var dragInteractionEnabled: Bool { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
    /// Weak, as UIKit's.
    public weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? { get { fatalError("declaration only") } set { fatalError("declaration only") } }  // unreachable: declaration-only module, only type-checked (no product links it)
}
