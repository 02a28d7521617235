import CollectionEngine

extension Explainer {
    /// Why a batch with `move` raised the count error (`BatchUpdate.sameNumberMoves`), for
    /// `explain` and for `colscript why`. `dataChangedAsTold`: the counts show the data changed
    /// exactly as the batch says, so the move is the whole cause.
    package static func sameNumberMove(_ move: BatchUpdate.SameNumberMove, in batch: BatchUpdate, dataChangedAsTold: Bool) -> String {
        let renumbering = batch.operations.compactMap { operation -> String? in
            switch operation {
            case .deleteSections, .insertSections: operation.uikitCall
            default: nil
            }
        }.joined(separator: " and ")
        let old = move.from.section
        let becomes = move.oldSectionBecomes.map { "old section \(old) new section \($0)" } ?? "old section \(old) deleted"
        let call = "moveItem(at: \(move.from), to: \(move.to))"
        let why = "\(call) moves an item between two different sections that share a number: \(renumbering) in the same update makes \(becomes), and new section \(move.to.section) another one. UIKit counts a move as moved out of one section and into another only when its two section numbers differ, so this move counts as neither"
        let fix = "Tell the view deleteItems(at: [\(move.from)]) and insertItems(at: [\(move.to)]) instead of the move, in the same update (a diffable data source's apply does the same)."
        return dataChangedAsTold
            ? "The data changed exactly as the update says (applied to the counts before, it gives the counts after), yet UIKit raises: \(why), and the counts come out wrong. \(fix)"
            : "Also: \(why), and UIKit's counts for it come out wrong even where the data changed as told. \(fix)"
    }
}
