import CollectionEngine

/// What each property of `PropertyTable` is before a script sets it, read from a fresh engine
/// view, flow layout and drop proposal — never retyped: a default changed in the engine changes
/// `help set` too. Beside `PropertyAppliers` (which write the same names); `PropertyHelpTests`
/// checks that every `PropertyTable` entry has a reader here.
extension PropertyTarget {
    /// Each property's value before any script sets it, as a script would write it.
    public var defaults: [String: String] {
        switch self {
        case .view, .traits, .controller:
            // The controller's switches live on the engine's view too (`CollectionView.controller`).
            let view = CollectionView()
            return Self.viewReaders.filter { name, _ in properties.contains { $0.name == name } }.mapValues { $0(view) }
        case .flowLayout, .sectionMetric:
            // A section's metric falls back to the layout's own value (UICollectionViewDelegateFlowLayout).
            let layout = FlowLayout()
            return Self.flowLayoutReaders.filter { name, _ in properties.contains { $0.name == name } }.mapValues { $0(layout) }
        case .dropProposal:
            let proposal = DropProposal()
            return Self.dropProposalReaders.mapValues { $0(proposal) }
        case .customLayout:
            let waterfall = WaterfallShape()
            let policy = LayoutCachePolicy()
            return [
                "numberOfColumns": "\(waterfall.numberOfColumns)",
                "itemHeights": "[" + waterfall.itemHeights.map(format).joined(separator: " ") + "]",
                "cellPadding": format(waterfall.spacing),
                "itemSizes": "[itemSize]",
                "frames": "[]",
                "prepare": policy.prepare.rawValue,
                "clearCacheOn": policy.clearCacheOn.isEmpty ? "none" : policy.orderedTriggers.map(\.rawValue).joined(separator: " "),
                "shouldInvalidateLayoutForBoundsChange": policy.boundsChange.rawValue,
            ]
        }
    }

    static func text(_ on: Bool) -> String { on ? "true" : "false" }

    /// `PropertyTable.view`, `.traits` and `.controller`, read from a `CollectionView`.
    static let viewReaders: [String: @Sendable (CollectionView) -> String] = [
        "contentInset": { format($0.contentInset) },
        "contentOffset": { format($0.contentOffset) },
        "allowsSelection": { text($0.allowsSelection) },
        "allowsMultipleSelection": { text($0.allowsMultipleSelection) },
        "isEditing": { text($0.isEditing) },
        "allowsSelectionDuringEditing": { text($0.allowsSelectionDuringEditing) },
        "allowsMultipleSelectionDuringEditing": { text($0.allowsMultipleSelectionDuringEditing) },
        "isPrefetchingEnabled": { text($0.isPrefetchingEnabled) },
        "prefetching": { text($0.hasPrefetchDataSource) },
        "semanticContentAttribute": { $0.isRightToLeft ? "forceRightToLeft" : "unspecified" },
        "scale": { format($0.scale) },
        "safeAreaInsets": { format($0.safeAreaInsets) },
        "layoutMargins": { format($0.layoutMargins) },
        "validateOffscreenUpdates": { text($0.validateOffscreenUpdates) },
        "allowsFocus": { text($0.allowsFocus) },
        "remembersLastFocusedIndexPath": { text($0.remembersLastFocusedIndexPath) },
        "selectionFollowsFocus": { text($0.selectionFollowsFocus) },
        "reorderingCadence": { $0.reorderingCadence },
        "allowsFocusDuringEditing": { text($0.allowsFocusDuringEditing) },
        "bounds": { format($0.boundsSize) },
        "cellReuseIdentifier": { $0.cells.cellIdentifier },
        "headerReuseIdentifier": { $0.cells.supplementaryIdentifiers[.sectionHeader] ?? "" },
        "footerReuseIdentifier": { $0.cells.supplementaryIdentifiers[.sectionFooter] ?? "" },
        "decelerationRate": { decelerationRate($0.scrollSettings.decelerationRate) },
        "bounces": { text($0.scrollSettings.bounces) },
        "alwaysBounceVertical": { text($0.scrollSettings.alwaysBounceVertical) },
        "alwaysBounceHorizontal": { text($0.scrollSettings.alwaysBounceHorizontal) },
        "isPagingEnabled": { text($0.scrollSettings.isPagingEnabled) },
        "scrollsToTop": { text($0.scrollSettings.scrollsToTop) },
        "contentInsetAdjustmentBehavior": { $0.scrollSettings.contentInsetAdjustmentBehavior.rawValue },
        "reorderingHandlers": { text($0.hasReorderingHandlers) },
        "backgroundView": { text($0.hasBackgroundView) },
        "selfSizingInvalidation": { $0.selfSizingInvalidation.rawValue },
        "dragInteractionEnabled": { text($0.dragInteractionEnabled) },
        "isSpringLoaded": { text($0.isSpringLoaded) },
        "isScrollEnabled": { text($0.scrollSettings.isScrollEnabled) },
        "keyboardDismissMode": { $0.scrollSettings.keyboardDismissMode.rawValue },
        "showsVerticalScrollIndicator": { text($0.scrollSettings.showsVerticalScrollIndicator) },
        "showsHorizontalScrollIndicator": { text($0.scrollSettings.showsHorizontalScrollIndicator) },
        "userInterfaceIdiom": { $0.userInterfaceIdiom.rawValue },
        "installsStandardGestureForInteractiveMovement": { text($0.controller.installsStandardGestureForInteractiveMovement) },
        "clearsSelectionOnViewWillAppear": { text($0.controller.clearsSelectionOnViewWillAppear) },
    ]

    /// `normal` or `fast` when the rate is one of UIKit's named rates, else the number.
    static func decelerationRate(_ rate: Double) -> String {
        rate == Deceleration.normal ? "normal" : rate == Deceleration.fast ? "fast" : format(rate)
    }

    /// `PropertyTable.flowLayout` (and `sectionMetrics`, the same names), read from a `FlowLayout`.
    static let flowLayoutReaders: [String: @Sendable (FlowLayout) -> String] = [
        "itemSize": { format($0.itemSize) },
        "estimatedItemSize": { format($0.estimatedItemSize) },
        "minimumLineSpacing": { format($0.minimumLineSpacing) },
        "minimumInteritemSpacing": { format($0.minimumInteritemSpacing) },
        "sectionInset": { format($0.sectionInset) },
        "headerReferenceSize": { format($0.headerReferenceSize) },
        "footerReferenceSize": { format($0.footerReferenceSize) },
        "scrollDirection": { $0.scrollDirection.rawValue },
        "sectionInsetReference": { $0.sectionInsetReference.rawValue },
        "sectionHeadersPinToVisibleBounds": { text($0.sectionHeadersPinToVisibleBounds) },
        "sectionFootersPinToVisibleBounds": { text($0.sectionFootersPinToVisibleBounds) },
        "sectionBackground": { $0.sectionBackgroundKind?.rawValue ?? "none" },
    ]

    /// `PropertyTable.dropProposal`, read from a `DropProposal`.
    static let dropProposalReaders: [String: @Sendable (DropProposal) -> String] = [
        "operation": { $0.operation.rawValue },
        "intent": { $0.intent.rawValue },
    ]
}
