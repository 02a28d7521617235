import CollectionEngine
import CollectionScript

/// `viewWillAppear [animated]`: the test's UICollectionViewController (declared with its first
/// property, SwiftExportWriter+Properties) gets the call UIKit makes when its view is about to
/// appear; with clearsSelectionOnViewWillAppear it deselects every selected item, as colscript does.
extension SwiftExportWriter {
    mutating func viewWillAppearLines(_ command: Command) -> [String]? {
        guard case .viewWillAppear(let animated) = command.kind else { return nil }
        return controllerLines() + ["// UIKit calls it when the controller's view is about to appear (a test calls it for UIKit).",
                                    "collectionViewController.viewWillAppear(\(animated))"]
    }
}
