import CollectionEngine
import CollectionScript

/// A user's long press, as the calls UIKit's context menu interaction makes: the delegate is asked
/// for a configuration (iOS 16's `contextMenuConfigurationForItemsAt:point:`, or the one-item form
/// before), its answer asserted, and a menu that shows is `willDisplayContextMenu`; `dismissMenu`
/// is `willEndContextMenuInteraction`, `previewAction` `willPerformPreviewActionForMenuWith` then
/// `willEndContextMenuInteraction`. The test keeps the configuration in `contextMenu`.
extension SwiftExportWriter {
    /// The Swift for a context menu gesture, or nil for another command.
    mutating func contextMenuLines(_ command: Command, report: StepReport, before: Interpreter) throws(SwiftExport.Failure) -> [String]? {
        guard case .touchInteraction(let interaction) = command.kind else { return nil }
        switch interaction {
        case .longPress:
            // The controller's reordering long press is beginInteractiveMovementForItem(at:) (its calls).
            guard report.calls.contains(where: { if case .gesture(.longPress) = $0 { true } else { false } }) else { return nil }
        case .dismissMenu, .previewAction: break
        case .multiSelect: return multiSelectLines(command, before: before)
        }
        usesLayoutDelegate = true
        usesContextMenus = true
        var lines: [String] = []
        if !declaresContextMenu {
            declaresContextMenu = true
            lines.append("var contextMenu: UIContextMenuConfiguration?")
        }
        let events = Self.events(since: before, in: interpreter).compactMap { event -> InteractionCallback? in
            if case .interaction(let call) = event { call } else { nil }
        }
        lines.append("// The calls UIKit's context menu interaction makes, in its order.")
        for (index, call) in events.enumerated() {
            let shows = events[(index + 1)...].contains(.willDisplayContextMenu)
            switch call {
            case .contextMenuConfigurationForItemsAt(let paths, let point):
                lines.append("contextMenu = delegate.collectionView(collectionView, contextMenuConfigurationForItemsAt: \(SwiftSyntax.indexPaths(paths)), point: \(SwiftSyntax.point(point)))")
                lines.append(shows ? "XCTAssertNotNil(contextMenu)" : "XCTAssertNil(contextMenu)")
            case .contextMenuConfigurationForItemAt(let path, let point):
                lines.append("contextMenu = delegate.collectionView(collectionView, contextMenuConfigurationForItemAt: \(SwiftSyntax.indexPath(path)), point: \(SwiftSyntax.point(point)))")
                lines.append(shows ? "XCTAssertNotNil(contextMenu)" : "XCTAssertNil(contextMenu)")
            case .willDisplayContextMenu:
                lines.append("if let contextMenu { delegate.collectionView(collectionView, willDisplayContextMenu: contextMenu, animator: nil) }")
            case .willPerformPreviewActionForMenu:
                lines.append("if let contextMenu { delegate.collectionView(collectionView, willPerformPreviewActionForMenuWith: contextMenu, animator: CommitAnimator()) }")
            case .willEndContextMenuInteraction:
                lines.append("if let contextMenu { delegate.collectionView(collectionView, willEndContextMenuInteraction: contextMenu, animator: nil) }")
                lines.append("contextMenu = nil")
            case .contextMenuPreview(let call, let preview):
                lines += Self.previewLines(call, preview: preview)
            case .canPerformPrimaryActionForItemAt, .performPrimaryActionForItemAt, .shouldBeginMultipleSelectionInteractionAt,
                 .didBeginMultipleSelectionInteractionAt, .didEndMultipleSelectionInteraction:
                continue
            }
        }
        return lines
    }

    /// `delegate contextMenuConfiguration [ITEM] = BOOL`: whether the delegate answers a configuration.
    mutating func contextMenuAnswer(_ path: IndexPath?, _ value: Value, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        usesLayoutDelegate = true
        usesContextMenus = true
        let answer = try swiftValue(value, command)
        guard let path else { return ["delegate.showsMenuEveryItem = \(answer)"] }
        return ["delegate.showsMenu[\(SwiftSyntax.literal(itemName(path)))] = \(answer)"]
    }
}

extension SwiftSyntax {
    /// The delegate's context menu methods (added only when a scenario long-presses for a menu):
    /// a plain configuration, or nil for the items told so.
    static let contextMenus = """
            /// Whether contextMenuConfiguration answers a menu, by the pressed item's identifier
            /// (colscript's `delegate contextMenuConfiguration`), else `showsMenuEveryItem`.
            var showsMenu: [String: Bool] = [:], showsMenuEveryItem = true
            private func menu(_ indexPath: IndexPath?) -> UIContextMenuConfiguration? {
                guard let indexPath, showsMenu[dataSource.sections[indexPath.section][indexPath.item]] ?? showsMenuEveryItem else { return nil }
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil, actionProvider: nil)
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                                point: CGPoint) -> UIContextMenuConfiguration? {
                menu(collectionView.indexPathForItem(at: point))
            }
            func collectionView(_ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                                point: CGPoint) -> UIContextMenuConfiguration? {
                menu(indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {}
            func collectionView(_ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?) {}
            func collectionView(_ collectionView: UICollectionView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating) {}

        """

    /// The animator a committed preview passes (UIKit's own object on a device; the test's stands in).
    static let commitAnimator = """

        /// The animator UIKit passes to willPerformPreviewActionForMenuWith (its own object on a device).
        @MainActor
        private final class CommitAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
            var preferredCommitStyle = UIContextMenuInteractionCommitStyle.dismiss
            var previewViewController: UIViewController? { nil }
            func addAnimations(_ animations: @escaping () -> Void) {}
            func addCompletion(_ completion: @escaping () -> Void) {}
        }
        """
}
