import CollectionEngine
import CollectionScript

/// `delegate targetIndexPathForMove PROPOSED = ANSWER`: the delegate's
/// collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)
/// (iOS 15), which UIKit asks while an interactive movement proposes a target. colscript keeps the
/// answer by index path (CollectionView's delegate answers), and so does the test.
extension SwiftExportWriter {
    mutating func moveRedirectLines(_ proposed: IndexPath?, _ value: Value, _ command: Command) throws(SwiftExport.Failure) -> [String] {
        guard let proposed, case .indexPath(let answer) = value else {
            throw unsupported(command, "it needs a proposed index path and the answer: `delegate targetIndexPathForMove [0,4] = [0,2]`")
        }
        usesLayoutDelegate = true
        delegateFeatures.moveRedirects = true
        return ["delegate.moveRedirects[\(SwiftSyntax.indexPath(proposed))] = \(SwiftSyntax.indexPath(answer))"]
    }
}

extension SwiftSyntax {
    static let moveRedirects = """
            /// targetIndexPathForMove (colscript's `delegate targetIndexPathForMove`): a proposed
            /// target redirected, else the proposal.
            var moveRedirects: [IndexPath: IndexPath] = [:]
            func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
                moveRedirects[proposedIndexPath] ?? proposedIndexPath
            }

        """
}
