import CollectionEngine
import CollectionScript

/// `set NAME = VALUE` for the scroll view's and the collection view's own switches: the UIKit
/// property assignment, with UIKit's type (`UIScrollView.DecelerationRate`,
/// `UICollectionView.SelfSizingInvalidation` …), and a plain refusal for colscript's own settings,
/// which UIKit has no property for.
extension SwiftExport {
    /// Properties a `set` assigns on the collection view under the same name, the value spelled as
    /// Swift (a word is the enum case: `.forceRightToLeft`, `.enabledIncludingConstraints`).
    static let assignedViewProperties: Set<String> = [
        // UIScrollView
        "isPagingEnabled", "bounces", "alwaysBounceVertical", "alwaysBounceHorizontal", "scrollsToTop", "isScrollEnabled",
        "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator", "keyboardDismissMode", "contentInsetAdjustmentBehavior",
        // UIView
        "semanticContentAttribute", "layoutMargins",
        // UICollectionView
        "allowsFocus", "allowsFocusDuringEditing", "remembersLastFocusedIndexPath", "selectionFollowsFocus", "reorderingCadence",
        "isSpringLoaded", "dragInteractionEnabled", "selfSizingInvalidation",
    ]

    /// Properties whose Swift is more than an assignment under the same name (`propertyLines`).
    static let spelledViewProperties: Set<String> = ["decelerationRate", "contentOffset"]

    /// colscript's own settings: no UIKit property sets them, and why.
    static let propertiesWithoutCounterpart: [String: String] = [
        "validateOffscreenUpdates": "`validateOffscreenUpdates` has no UIKit counterpart: it is colscript's switch for what iOS 13 – 16.3 did with an invalid update to a view that was not on screen (logged `Invalid update … will perform reloadData` and reloaded instead of raising; docs/evidence.md E8). UIKit decides that itself, and the exported test's view is in a window",
        "prefetching": "`prefetching` has no UIKit property of its own: it models whether the app set a prefetchDataSource (a UICollectionViewDataSourcePrefetching object: prefetchItemsAt, cancelPrefetchingForItemsAt), which the exported test's data source does not implement yet; cell prefetching is `set isPrefetchingEnabled`, which exports",
    ]

    /// Every `set` property the exporter writes.
    static var exportedProperties: Set<String> {
        viewProperties.union(layoutProperties).union(dataSourceProperties).union(deviceProperties)
            .union(assignedViewProperties).union(spelledViewProperties)
    }
}

extension SwiftExportWriter {
    /// Refuses a `set` the exporter cannot write: colscript's own settings say they have no UIKit
    /// counterpart and what they model; the others name the properties that export.
    func checkProperty(_ command: Command, _ name: String) throws(SwiftExport.Failure) {
        if let why = SwiftExport.propertiesWithoutCounterpart[name] { throw unsupported(command, why) }
        let exported = SwiftExport.exportedProperties
        if !exported.contains(name) {
            throw unsupported(command, "the property `\(name)` is not exported yet (exported: \(exported.sorted().joined(separator: ", ")))")
        }
    }

    /// The Swift for a `set` of the scroll view's or the collection view's own switches, or nil
    /// for another command.
    func propertyLines(_ command: Command) throws(SwiftExport.Failure) -> [String]? {
        guard case .set(let property) = command.kind else { return nil }
        let name = property.name.value
        let value = property.value.value
        if name == "decelerationRate" {
            // UIScrollView.DecelerationRate: .normal (0.998) and .fast (0.99), or any rate by its rawValue.
            if case .identifier(let word) = value { return ["collectionView.decelerationRate = .\(word)"] }
            return ["collectionView.decelerationRate = UIScrollView.DecelerationRate(rawValue: \(try swiftValue(value, command)))"]
        }
        if name == "contentOffset" {
            guard case .tuple(let numbers) = value, numbers.count == 2 else { throw unsupported(command, "this value has no Swift spelling yet") }
            return ["collectionView.contentOffset = \(SwiftSyntax.point(Point(x: numbers[0], y: numbers[1])))"]
        }
        guard SwiftExport.assignedViewProperties.contains(name) else { return nil }
        return ["collectionView.\(name) = \(try swiftValue(value, command, insets: name == "layoutMargins"))"]
    }
}
