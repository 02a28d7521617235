import Testing
@testable import CollectionEngine
import TestSupport

/// `BatchUpdate.sameNumberMoves`: item moves whose two section numbers are equal although the
/// batch's section deletes and inserts make them two different sections (the moves UIKit's count
/// check counts as neither moved out nor moved in).
struct SameNumberMovesTests {
    @Test func aDeleteOrInsertAheadRenumbersTheMovesSection() {
        let move = UpdateOperation.moveItem(from: IndexPath(1, 0), to: IndexPath(1, 1))
        #expect(BatchUpdate([.deleteSections([0]), move]).sameNumberMoves
                == [.init(from: IndexPath(1, 0), to: IndexPath(1, 1), oldSectionBecomes: 0)])
        #expect(BatchUpdate([.insertSections([0]), move]).sameNumberMoves
                == [.init(from: IndexPath(1, 0), to: IndexPath(1, 1), oldSectionBecomes: 2)])
        // A delete and an insert ahead cancel out: the same section, a move within it.
        #expect(BatchUpdate([.deleteSections([0]), .insertSections([0]), move]).sameNumberMoves.isEmpty)
        // Sections changed after it leave it where it is.
        #expect(BatchUpdate([.deleteSections([2]), .insertSections([3]), move]).sameNumberMoves.isEmpty)
        // No section change, a cross-section move, whole sections moved: none.
        #expect(BatchUpdate([move]).sameNumberMoves.isEmpty)
        #expect(BatchUpdate([.deleteSections([0]), .moveItem(from: IndexPath(2, 0), to: IndexPath(1, 0))]).sameNumberMoves.isEmpty)
        #expect(BatchUpdate([.deleteSections([0]), .moveSection(from: 2, to: 1), move]).sameNumberMoves.isEmpty)
    }

    /// `newNumber(ofOldSection:)` against sections kept as labels in an array: delete the deleted
    /// ones, insert the new ones at their numbers in ascending order, find the old label.
    @Test func oldSectionsAreNumberedAsAnArrayOfSectionsSays() {
        var rng = SplitMix64(seed: 0x5A_4E)
        for _ in 0..<2_000 {
            let count = rng.int(0...8)
            let deleted = Set((0..<count).filter { _ in rng.chance(30) })
            var sections = (0..<count).filter { !deleted.contains($0) }
            var inserted: [Int] = []
            for _ in 0..<rng.int(0...3) {
                let at = rng.int(0...sections.count + inserted.count)
                if !inserted.contains(at) { inserted.append(at) }
            }
            inserted.sort()
            for at in inserted where at <= sections.count { sections.insert(-1, at: at) }
            for old in 0..<count {
                let expected = sections.firstIndex(of: old)
                let found = BatchUpdate.newNumber(ofOldSection: old, deleted: deleted, inserted: inserted)
                if inserted.allSatisfy({ $0 <= sections.count }) {
                    #expect(found == expected, "old \(old) of \(count), deleted \(deleted.sorted()), inserted \(inserted)")
                }
            }
        }
    }
}
