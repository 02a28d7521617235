/// Item moves that UIKit's count check reads as staying in their section although they change
/// sections (docs/updates.md §2.1 step 7): it counts a move as moved out of its old section and
/// into its new one only when the two section *numbers* differ, so a move from old section s to
/// new section s counts as neither — even when sections deleted or inserted in the same batch
/// make old s and new s two different sections. Such a batch raises the count error although
/// the data changed exactly as told; a delete of the old path plus an insert of the new one says
/// the same change in a way UIKit counts.
extension BatchUpdate {
    /// A move between two different sections that share a number, and the new number of its
    /// old section (nil when that section is deleted in the batch).
    public struct SameNumberMove: Equatable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public var oldSectionBecomes: Int?
    }

    /// The batch's item moves from old section s to new section s where old s is not new s.
    /// None when the batch moves whole sections (their renumbering is not followed here).
    public var sameNumberMoves: [SameNumberMove] {
        guard let (deleted, inserted) = sectionRenumbering, !deleted.isEmpty || !inserted.isEmpty else { return [] }
        return operations.compactMap { operation in
            guard case .moveItem(let from, let to) = operation, from.section == to.section else { return nil }
            let becomes = Self.newNumber(ofOldSection: from.section, deleted: deleted, inserted: inserted)
            return becomes == from.section ? nil : SameNumberMove(from: from, to: to, oldSectionBecomes: becomes)
        }
    }

    /// The sections the batch deletes (old numbers) and inserts (new numbers, ascending), which
    /// `newNumber(ofOldSection:deleted:inserted:)` renumbers by; nil when it moves whole sections
    /// (that renumbering is not followed here).
    public var sectionRenumbering: (deleted: Set<Int>, inserted: [Int])? {
        var deleted = Set<Int>()
        var inserted = Set<Int>()
        for operation in operations {
            switch operation {
            case .deleteSections(let sections): deleted.formUnion(sections)
            case .insertSections(let sections): inserted.formUnion(sections)
            case .moveSection: return nil
            default: break
            }
        }
        return (deleted, inserted.sorted())
    }

    /// Where old section `section` is numbered after a batch deleting `deleted` (old numbers) and
    /// inserting `inserted` (new numbers, ascending): nil when it is deleted.
    public static func newNumber(ofOldSection section: Int, deleted: Set<Int>, inserted: [Int]) -> Int? {
        guard !deleted.contains(section) else { return nil }
        var new = section - deleted.filter { $0 < section }.count
        for insert in inserted where insert <= new { new += 1 }
        return new
    }
}
