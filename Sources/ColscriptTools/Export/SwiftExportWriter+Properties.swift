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
    static let spelledViewProperties: Set<String> = ["decelerationRate", "contentOffset", "headerReuseIdentifier", "footerReuseIdentifier",
                                                     "safeAreaInsets", "userInterfaceIdiom", "backgroundView", "prefetching"]
    /// UICollectionViewController's: set on a controller that manages the test's collection view.
    static let controllerProperties: Set<String> = ["installsStandardGestureForInteractiveMovement", "clearsSelectionOnViewWillAppear"]

    /// colscript's own settings: no UIKit property sets them, and why.
    static let propertiesWithoutCounterpart: [String: String] = [
        "validateOffscreenUpdates": "`validateOffscreenUpdates` has no UIKit counterpart: it is colscript's switch for what iOS 13 – 16.3 did with an invalid update to a view that was not on screen (logged `Invalid update … will perform reloadData` and reloaded instead of raising; docs/evidence.md E8). UIKit decides that itself, and the exported test's view is in a window",
    ]

    /// Every `set` property the exporter writes.
    static var exportedProperties: Set<String> {
        viewProperties.union(layoutProperties).union(dataSourceProperties).union(deviceProperties)
            .union(assignedViewProperties).union(spelledViewProperties).union(controllerProperties)
            .union(SwiftExportWriter.reorderingProperties)
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
    mutating func propertyLines(_ command: Command, before: Interpreter) throws(SwiftExport.Failure) -> [String]? {
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
        if name == "headerReuseIdentifier" || name == "footerReuseIdentifier" {
            // The identifier the data source dequeues that kind with (UIKit raises if none is registered with it).
            guard case .identifier(let identifier) = value else { throw unsupported(command, "this value has no Swift spelling yet") }
            viewHelpers.usesSupplementaryReuseIdentifiers = true
            let kind = name == "headerReuseIdentifier" ? "elementKindSectionHeader" : "elementKindSectionFooter"
            // An identifier of its own replaces the kind's SupplementaryRegistration, as in colscript.
            return ["dataSource.supplementaryReuseIdentifiers[UICollectionView.\(kind)] = \(SwiftSyntax.literal(identifier))"]
                + (usesSupplementaryRegistration ? ["dataSource.supplementaryRegistrations[UICollectionView.\(kind)] = nil"] : [])
        }
        if name == "prefetching" {
            // colscript's `prefetching` is the data source prefetching UIKit does through a
            // prefetchDataSource (prefetchItemsAt, cancelPrefetchingForItemsAt); the test's does nothing.
            let declare = viewHelpers.usesPrefetchDataSource ? [] : ["let prefetchDataSource = PrefetchDataSource()"]
            viewHelpers.usesPrefetchDataSource = true
            return declare + ["collectionView.prefetchDataSource = " + (interpreter.view.hasPrefetchDataSource ? "prefetchDataSource" : "nil")]
        }
        if name == "backgroundView" {
            return ["collectionView.backgroundView = " + (value == .identifier("true") ? "UIView()" : "nil")]
        }
        if name == "userInterfaceIdiom" { return try idiomLines(value, command, before: before.view.userInterfaceIdiom) }
        if name == "safeAreaInsets" { return try safeAreaLines(value, command) }
        if SwiftExport.controllerProperties.contains(name) {
            return controllerLines() + ["collectionViewController.\(name) = \(try swiftValue(value, command))"]
        }
        guard SwiftExport.assignedViewProperties.contains(name) else { return nil }
        return ["collectionView.\(name) = \(try swiftValue(value, command, insets: name == "layoutMargins"))"]
    }
}

extension SwiftExportWriter {
    /// The UICollectionViewController that manages the test's collection view, declared the first
    /// time a scenario sets one of its properties. Its collection view keeps the test's data
    /// source and delegate.
    mutating func controllerLines() -> [String] {
        guard !declaresController else { return [] }
        declaresController = true
        usesLayoutDelegate = true
        return ["// UICollectionViewController's properties: a controller that manages the test's collection view.",
                "let collectionViewController = UICollectionViewController(collectionViewLayout: collectionView.collectionViewLayout)",
                "collectionViewController.collectionView = collectionView",
                "collectionView.dataSource = dataSource",
                "collectionView.delegate = delegate"]
    }

    /// `set userInterfaceIdiom`: the device's, as `set scale` is. colscript's `mac` is an iPhone or
    /// iPad app on a Mac (UIKit scaled to 0.77 of a Mac point); the test runs only on such a device.
    /// A scenario that lays out with two devices' UIKit (`mac`, then `phone`) is refused: a test runs on one.
    private func idiomLines(_ value: Value, _ command: Command, before: UserInterfaceIdiom) throws(SwiftExport.Failure) -> [String] {
        guard case .identifier(let word) = value, let idiom = UserInterfaceIdiom(rawValue: word) else {
            throw unsupported(command, "this value has no Swift spelling yet")
        }
        if before != .phone, before != idiom {
            throw unsupported(command, "it changes userInterfaceIdiom from \(before.rawValue) to \(idiom.rawValue); the idiom is the device's, and a test runs on one device: export each idiom's part as a scenario of its own")
        }
        switch idiom {
        case .phone:
            return ["try XCTSkipUnless(UIDevice.current.userInterfaceIdiom == .phone, \"colscript lays this scenario out with an iPhone's UIKit: run it on an iPhone simulator or device\")"]
        case .mac:
            return ["try XCTSkipUnless(ProcessInfo.processInfo.isiOSAppOnMac || ProcessInfo.processInfo.isMacCatalystApp,",
                    "                  \"colscript lays this scenario out with UIKit on a Mac (an iPad app scaled to 0.77): run it on a Mac\")"]
        }
    }

    /// `set safeAreaInsets`: read-only in UIKit, where the window and the view controllers give
    /// it; an app adds to it with a view controller's additionalSafeAreaInsets, and so does the
    /// test: the collection view goes into a root view controller's view, whose controller adds
    /// what the window's own safe area (the device's) lacks.
    private mutating func safeAreaLines(_ value: Value, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        let insets: EdgeInsets
        switch value {
        case .insets(let e): insets = e
        case .integer(let n): insets = EdgeInsets(top: Double(n), left: Double(n), bottom: Double(n), right: Double(n))
        case .decimal(let d): insets = EdgeInsets(top: d, left: d, bottom: d, right: d)
        default: throw unsupported(command, "this value has no Swift spelling yet")
        }
        var lines: [String] = []
        if !declaresSafeAreaController {
            declaresSafeAreaController = true
            lines += ["// safeAreaInsets is read-only in UIKit: an app adds to the safe area with a view controller's",
                      "// additionalSafeAreaInsets. The collection view goes into a root view controller's view, and the",
                      "// controller adds what the window's own safe area (the device's) lacks.",
                      "let safeAreaController = UIViewController()",
                      "window.rootViewController = safeAreaController",
                      "safeAreaController.view.frame = window.bounds",
                      "safeAreaController.view.addSubview(collectionView)"]
        }
        let n = SwiftSyntax.number
        lines += ["safeAreaController.additionalSafeAreaInsets = UIEdgeInsets(top: \(n(insets.top)) - window.safeAreaInsets.top, left: \(n(insets.left)) - window.safeAreaInsets.left,",
                  "                                                         bottom: \(n(insets.bottom)) - window.safeAreaInsets.bottom, right: \(n(insets.right)) - window.safeAreaInsets.right)",
                  "safeAreaController.view.layoutIfNeeded()"]
        return lines
    }
}
