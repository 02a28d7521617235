/// Every behaviour and wording of UIKit that depends on the iOS version, in one table: code
/// elsewhere asks `UIKitBehaviour(version).someRule` and never compares versions itself.
///
/// Each rule names the first version that has it, with the evidence behind the date.
public struct UIKitBehaviour: Hashable, Sendable {
    public let version: UIKitVersion

    public init(_ version: UIKitVersion) {
        self.version = version
    }

    // MARK: - The eras

    /// iOS 11: ending an interactive movement asks the data source for the moved cell again.
    static let interactiveMovementReloadsCell = UIKitVersion(11, 0)
    /// iOS 13: the first UIKit observed logging an invalid update it survived (docs/evidence.md E8).
    static let diffableEra = UIKitVersion(13, 0)
    /// iOS 15: scrolling to a missing item names the counts ("Attempted to scroll the collection
    /// view to an out-of-bounds item …") instead of printing the NSIndexPath. [observed: six logs,
    /// Sept 2021 – iOS 18; the iOS 6 – 14 text in Glideshow#14, PDFReader#60] (docs/evidence.md E4)
    static let outOfBoundsScrollWording = UIKitVersion(15, 0)
    /// iOS 14: `itemIdentifiers(inSection:)` / `numberOfItems(inSection:)` raise for an unknown
    /// section instead of answering empty. [observed: iOS 13 returned [], iOS 14 throws]
    static let snapshotThrowsForUnknownSection = UIKitVersion(14, 0)
    /// iOS 15: the duplicate-identifier exception names the kind and lists the duplicates [observed];
    /// a non-animated `apply` diffs instead of reloading (docs/updates.md §7.3).
    static let diffableModernWording = UIKitVersion(15, 0)
    /// iOS 16.4: count mismatches are reported as "Invalid batch updates detected", and views that
    /// are not on screen are validated too.
    static let modernBatchValidation = UIKitVersion(16, 4)
    /// iOS 17: the count report says "before and after" [observed 17.1.2]; appending or inserting an
    /// identifier already in a snapshot moves it (with a logged warning) instead of raising
    /// [observed 2024: iOS 17-era logs].
    static let seventeen = UIKitVersion(17, 0)
    /// iOS 16: primary actions (performPrimaryActionForItemAt) and the multi-item context menu
    /// (contextMenuConfigurationForItemsAt:point:) [doc: availability annotations].
    static let primaryActions = UIKitVersion(16, 0)
    /// Whether a long press asks contextMenuConfigurationForItemsAt:point: (16+) rather than the
    /// single-item contextMenuConfigurationForItemAt:point:.
    public var asksMultiItemContextMenu: Bool { version >= Self.primaryActions }
    /// Whether the context menu's previews are asked per item (iOS 16: highlightPreviewForItemAt /
    /// dismissalPreviewForItemAt) rather than per configuration (iOS 13 – 15:
    /// previewForHighlighting/DismissingContextMenuWithConfiguration, deprecated in 16).
    public var asksContextMenuPreviewsPerItem: Bool { version >= Self.primaryActions }
    /// iOS 10: a flow layout keeps the sizes self-sizing cells measured across batch updates,
    /// following their items; before, every full invalidation sent every item back to its estimate
    /// [decomp iOS 10 `_getSizingInfosWithExistingSizingDictionary:`; observed: the iOS 9 "cells
    /// resizing when deleting items with estimatedItemSize" report] (docs/self-sizing.md §2.5).
    static let retainedMeasuredSizes = UIKitVersion(10, 0)
    /// Whether measured sizes follow their items through an update (10+).
    public var measuredSizesFollowUpdates: Bool { version >= Self.retainedMeasuredSizes }

    // MARK: - Flow layout's "not defined" log (docs/evidence.md E5)

    /// iOS 8: "less than" (iOS 7 printed "less that") [observed: SO 23596181, RGCardViewLayout#9].
    static let flowLogLessThan = UIKitVersion(8, 0)
    /// iOS 9: the size lines end with the content-insets clause [observed: SDCycleScrollView#212].
    static let flowLogContentInsets = UIKitVersion(9, 0)
    /// iOS 10: "The behavior …" is capitalised [observed: ResearchKit#492 and later logs].
    static let flowLogCapitalised = UIKitVersion(10, 0)
    /// iOS 11 (the property's first version): the view description gains adjustedContentInset
    /// [observed: LLCycleScrollView#16, iOS 11, 2017; HHHorizontalPagingView#43, 13].
    static let viewDescriptionAdjustedInset = UIKitVersion(11, 0)
    /// iOS 16: the description lists layout and dataSource inside it [observed: Provenance#2082].
    static let viewDescriptionLayoutInside = UIKitVersion(16, 0)

    /// The flow layout log's first word: "the" before iOS 10, "The" from 10.
    public var flowLogCapitalisesThe: Bool { version >= Self.flowLogCapitalised }
    /// iOS 7's typo "less that".
    public var flowLogSaysLessThat: Bool { version < Self.flowLogLessThan }
    /// The size lines end ", minus the content insets … values." (9+).
    public var flowLogHasContentInsetsClause: Bool { version >= Self.flowLogContentInsets }
    /// The view description in the log has `adjustedContentInset` (11+).
    public var viewDescriptionHasAdjustedInset: Bool { version >= Self.viewDescriptionAdjustedInset }
    /// The view description ends `layout: <…>; dataSource: <…>>` (16+) instead of being followed by
    /// ` collection view layout: <…>`.
    public var viewDescriptionHasLayoutInside: Bool { version >= Self.viewDescriptionLayoutInside }

    // MARK: - Versions and APIs (docs/evidence.md E9)

    /// The majors UIKit shipped: iOS 6 – 18, then 26 (the 2025 renumbering); 19 – 25 never existed.
    public static func isReleased(major: Int) -> Bool { (6...18).contains(major) || major == 26 }

    /// The first version with `api` [doc: each API's availability annotation].
    public static func introduction(of api: UIKitAPI) -> UIKitVersion {
        switch api {
        case .diffableDataSource, .compositionalLayout: UIKitVersion(13, 0)
        case .sectionSnapshot, .listConfiguration, .cellRegistration, .supplementaryRegistration: UIKitVersion(14, 0)
        case .reconfigureItems: UIKitVersion(15, 0)
        case .selfSizingInvalidation: UIKitVersion(16, 0)
        case .uniformAcrossSiblings: UIKitVersion(17, 0)
        }
    }

    /// Whether this version has `api`.
    public func has(_ api: UIKitAPI) -> Bool { version >= Self.introduction(of: api) }

    // MARK: - Updates

    /// How a batch whose counts do not add up is worded.
    var countReportEra: CountReportEra {
        if version < Self.modernBatchValidation { return .classic }
        return version < Self.seventeen ? .modernAndOr : .modern
    }

    /// The "Invalid batch updates detected" report and off-screen validation (16.4 and later).
    public var hasModernBatchValidation: Bool { version >= Self.modernBatchValidation }
    /// iOS 13 – 16.3: an invalid update of a view UIKit does not validate (offscreen) is logged
    /// ("… - will perform reloadData.") before the reload [observed: VerticalCardSwiper#62, iOS 13;
    /// forum thread 751732; which cases fell back is inferred] (docs/evidence.md E8).
    public var logsSkippedInvalidUpdates: Bool {
        version >= Self.diffableEra && version < Self.modernBatchValidation
    }

    // MARK: - Scrolling

    /// scrollToItem on a missing item raises the iOS 15+ "out-of-bounds item" text.
    public var scrollNamesOutOfBoundsCounts: Bool { version >= Self.outOfBoundsScrollWording }

    // MARK: - Diffable data source

    /// Appending or inserting an identifier already in the snapshot moves it instead of raising.
    public var movesExistingIdentifiers: Bool { version >= Self.seventeen }
    /// The duplicate-identifier exception names the kind and lists the duplicates.
    public var listsDuplicateIdentifiers: Bool { version >= Self.diffableModernWording }
    /// Asking a snapshot about an unknown section raises (before: answers empty).
    public var throwsForUnknownSection: Bool { version >= Self.snapshotThrowsForUnknownSection }
    /// `apply(_:animatingDifferences: false)` reloads the data instead of diffing.
    public var nonAnimatedApplyReloads: Bool { version < Self.diffableModernWording }

    // MARK: - Interaction

    /// Ending an interactive movement asks the data source for the moved cell again.
    public var interactiveMovementReloadsMovedCell: Bool { version >= Self.interactiveMovementReloadsCell }
}

extension UIKitVersion {
    /// The latest UIKit the tool knows; the default.
    public static let latest = UIKitVersion(26, 0)
}

extension CollectionView {
    /// The rules of the UIKit this view reproduces.
    public var behaviour: UIKitBehaviour { UIKitBehaviour(version) }
}
