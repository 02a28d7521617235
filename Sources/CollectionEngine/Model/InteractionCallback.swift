/// The delegate calls of the iOS 13 – 16 touch interactions (docs/interaction.md §1.3 – §1.5):
/// primary actions, the two-finger multi-select pan and context menus. One case of
/// `CollectionViewEvent` carries them so the event list stays short.
public enum InteractionCallback: Hashable, Sendable, CustomStringConvertible {
    /// collectionView(_:canPerformPrimaryActionForItemAt:) (iOS 16).
    case canPerformPrimaryActionForItemAt(IndexPath)
    /// collectionView(_:performPrimaryActionForItemAt:) (iOS 16).
    case performPrimaryActionForItemAt(IndexPath)
    /// collectionView(_:shouldBeginMultipleSelectionInteractionAt:) (iOS 13).
    case shouldBeginMultipleSelectionInteractionAt(IndexPath)
    /// collectionView(_:didBeginMultipleSelectionInteractionAt:) (iOS 13).
    case didBeginMultipleSelectionInteractionAt(IndexPath)
    /// collectionViewDidEndMultipleSelectionInteraction(_:) (iOS 13).
    case didEndMultipleSelectionInteraction
    /// collectionView(_:contextMenuConfigurationForItemsAt:point:) (iOS 16).
    case contextMenuConfigurationForItemsAt([IndexPath], point: Point)
    /// collectionView(_:contextMenuConfigurationForItemAt:point:) (iOS 13 – 15).
    case contextMenuConfigurationForItemAt(IndexPath, point: Point)
    /// collectionView(_:willDisplayContextMenu:animator:) (iOS 13).
    case willDisplayContextMenu
    /// collectionView(_:willEndContextMenuInteraction:animator:) (iOS 13).
    case willEndContextMenuInteraction
    /// collectionView(_:willPerformPreviewActionForMenuWith:animator:) (iOS 13).
    case willPerformPreviewActionForMenu
    /// The context menu's highlight and dismissal previews (CollectionView+ContextMenuPreviews.swift):
    /// `preview` is whether the delegate answered a UITargetedPreview (false: nil, UIKit previews the cell).
    case contextMenuPreview(ContextMenuPreviewCall, preview: Bool)

    public var description: String {
        func point(_ p: Point) -> String { "(\(NumberText.decimal(p.x)), \(NumberText.decimal(p.y)))" }
        switch self {
        case .canPerformPrimaryActionForItemAt(let p): return "canPerformPrimaryActionForItemAt(\(p))"
        case .performPrimaryActionForItemAt(let p): return "performPrimaryActionForItemAt(\(p))"
        case .shouldBeginMultipleSelectionInteractionAt(let p): return "shouldBeginMultipleSelectionInteractionAt(\(p))"
        case .didBeginMultipleSelectionInteractionAt(let p): return "didBeginMultipleSelectionInteractionAt(\(p))"
        case .didEndMultipleSelectionInteraction: return "didEndMultipleSelectionInteraction"
        case .contextMenuConfigurationForItemsAt(let paths, let p):
            return "contextMenuConfigurationForItemsAt([" + paths.map(\.description).joined(separator: ", ") + "], point: \(point(p)))"
        case .contextMenuConfigurationForItemAt(let path, let p):
            return "contextMenuConfigurationForItemAt(\(path), point: \(point(p)))"
        case .willDisplayContextMenu: return "willDisplayContextMenu(configuration:animator:)"
        case .willEndContextMenuInteraction: return "willEndContextMenuInteraction(configuration:animator:)"
        case .willPerformPreviewActionForMenu: return "willPerformPreviewActionForMenuWith(configuration:animator:)"
        case .contextMenuPreview(let call, let preview): return call.description(preview: preview)
        }
    }
}
