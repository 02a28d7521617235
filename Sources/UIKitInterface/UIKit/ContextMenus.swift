// Context menus (iOS 13): the configuration a collection view delegate answers, and the animators
// UIKit passes to its display, end and commit callbacks. Signatures only.
import Foundation

@MainActor
open class UIViewController: UIResponder {
    /// UIKit calls it when the view is about to appear (a UICollectionViewController clears its
    /// selection there when clearsSelectionOnViewWillAppear).
    open func viewWillAppear(_ animated: Bool) { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}

@MainActor
open class UIMenuElement: NSObject {}

@MainActor
open class UIMenu: UIMenuElement {}

public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

@MainActor
open class UIContextMenuConfiguration: NSObject {
    public convenience init(identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
                            actionProvider: UIContextMenuActionProvider? = nil) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
}

public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss = 0
    case pop = 1
}

@MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

@MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The view UIKit lifts when a context menu begins, or shrinks back into when it ends (iOS 13).
@MainActor
open class UITargetedPreview: NSObject {
    public convenience init(view: UIView) {
        fatalError("declaration only")  // unreachable: declaration-only module, only type-checked (no product links it)
    }
    open var view: UIView { fatalError("declaration only") }  // unreachable: declaration-only module, only type-checked (no product links it)
}
