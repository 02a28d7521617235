/// What the app's data source holds: sections (by interned section id), each with its items (by
/// interned item id). UIKit itself only ever reads the counts; the items are kept so that the tool can
/// print them and so that identifiers can name items.
public struct DataSourceModel: Hashable, Sendable {
    public typealias Model = SectionedModel<Int, Int>

    public private(set) var model = Model()
    /// For each item id: the id of the section holding it, or -1. Dense because ids are. Kept in
    /// step with every change (only the items that enter or leave are touched).
    private var sectionOfItem = ChunkedItemIndex()
    /// Item counts per section, kept in step with `model` (a read is O(1), never a recount).
    public private(set) var counts: [Int] = []
    /// The number of items over all sections, kept in step with `model`.
    public private(set) var totalItems = 0
    /// For each section id: its index in `model.sections`, or -1 (dense because ids are). Rebuilt
    /// only when the list of sections changes, so finding a section is O(1), not a scan.
    private var sectionPositions: [Int32] = []
    /// Set when section ids are too sparse or large for a dense table (tests, never interned ids):
    /// lookups then scan, as they always did.
    private var sectionIDsAreSparse = false
    /// Set when an index write found its id already held (a lenient batch, `data move …` twice,
    /// left an id in two places): the index then follows the order of writes, which only the
    /// rebuilding path (`replace(with:)`) reproduces, so in-place batches are not taken. Cleared
    /// by a full rebuild that finds every id once.
    private(set) var mayHoldDuplicateIDs = false
    /// The inverse of every change made since the outermost open transaction began
    /// (`DataSourceModel+Journal.swift`); empty and unrecorded when none is open.
    var journal = DataSourceJournal()

    public init() {}

    public var sections: [Model.Section] { model.sections }
    public var numberOfSections: Int { model.sections.count }

    public func numberOfItems(inSection section: Int) -> Int? {
        model.sections.indices.contains(section) ? model.sections[section].items.count : nil
    }

    public func contains(item id: Int) -> Bool {
        id >= 0 && sectionOfItem[id] >= 0
    }

    /// The index of the section with id `sectionID`. O(1).
    public func sectionIndex(of sectionID: Int) -> Int? {
        if sectionIDsAreSparse { return model.sections.firstIndex { $0.value == sectionID } }
        guard sectionID >= 0, sectionID < sectionPositions.count else { return nil }
        let position = Int(sectionPositions[sectionID])
        return position >= 0 ? position : nil
    }

    /// The index of the section holding item `id`, nil if no section does. O(1).
    public func sectionIndex(ofItem id: Int) -> Int? {
        contains(item: id) ? sectionIndex(of: Int(sectionOfItem[id])) : nil
    }

    /// Where item `id` is: O(items in its section).
    public func indexPath(of id: Int) -> IndexPath? {
        guard let section = sectionIndex(ofItem: id),
              let item = model.sections[section].items.firstIndex(of: id) else { return nil }
        return IndexPath(section, item)
    }

    public func item(at indexPath: IndexPath) -> Int? {
        guard model.sections.indices.contains(indexPath.section) else { return nil }
        let items = model.sections[indexPath.section].items
        return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
    }

    /// Replaces everything (what `sections` and `items` do before reloadData).
    ///
    /// O(sections) plus the items of the sections that changed: a section whose items array is
    /// the one already held (copy-on-write storage shared, as when a script replaces one section)
    /// is compared in O(1) and its index entries are kept.
    public mutating func replace(with newModel: Model) {
        let old = model
        journal.record(.replaced(old))
        model = newModel
        counts = newModel.sections.map { $0.items.count }
        totalItems = counts.reduce(0, +)
        guard old.sections.count == newModel.sections.count,
              zip(old.sections, newModel.sections).allSatisfy({ $0.value == $1.value }) else {
            rebuildIndex()
            rebuildSectionPositions()
            return
        }
        var changed: [Int] = []
        for index in newModel.sections.indices where old.sections[index].items != newModel.sections[index].items {
            changed.append(index)
        }
        // One section reordered (a shuffle): its ids keep their entries, and writing them all
        // twice would copy every chunk the model's last copy shares.
        if changed.count == 1, sectionOfItem.holdsAsIs(newModel.sections[changed[0]].items, replacing: old.sections[changed[0]].items,
                                                       as: Int32(truncatingIfNeeded: old.sections[changed[0]].value)) {
            return
        }
        for index in changed {
            sectionOfItem.clear(old.sections[index].items, where: Int32(truncatingIfNeeded: old.sections[index].value))
        }
        for index in changed {
            let section = newModel.sections[index]
            indexItems(section.items, in: section.value)
        }
    }

    /// Replaces the items of the section at `index` with `ids` in place: O(its old and new items),
    /// whatever the number of sections (what `items S …` does before reloadData). The caller has
    /// checked that `index` exists and that no id of `ids` is held by another section.
    public mutating func replaceItems(inSection index: Int, with ids: [Int]) {
        replaceItems(inSection: index, with: ItemArray(ids))
    }

    /// Replaces the items of the section at `index` with `ids` in place (as above).
    public mutating func replaceItems(inSection index: Int, with ids: ItemArray<Int>) {
        let sectionID = Int32(truncatingIfNeeded: model.sections[index].value)
        let old = model.sections[index].items
        journal.record(.replacedItems(section: index, old))
        model.sections[index].items = []   // drop the model's reference before clearing the index
        sectionOfItem.clear(old, where: sectionID)
        indexItems(ids, in: model.sections[index].value)
        model.sections[index].items = ids
        totalItems += ids.count - old.count
        counts[index] = ids.count
    }

    /// Inserts item `id` at `indexPath` in place (an array insert; the index gains one entry).
    /// The caller has checked that the position exists (`0...count`) and that `id` is new.
    public mutating func insertItem(_ id: Int, at indexPath: IndexPath) {
        journal.record(.inserted(at: indexPath))
        model.sections[indexPath.section].items.insert(id, at: indexPath.item)
        counts[indexPath.section] += 1
        totalItems += 1
        if id >= 0 { sectionOfItem[id] = Int32(truncatingIfNeeded: model.sections[indexPath.section].value) }
    }

    /// Removes and returns the item at `indexPath` in place (an array remove; the index loses one
    /// entry). The caller has checked that the item exists.
    @discardableResult
    public mutating func removeItem(at indexPath: IndexPath) -> Int {
        let id = model.sections[indexPath.section].items.remove(at: indexPath.item)
        journal.record(.removed(id, at: indexPath))
        counts[indexPath.section] -= 1
        totalItems -= 1
        if id >= 0 { sectionOfItem[id] = -1 }
        return id
    }

    /// Makes `splices` (each on a different section) in place: the items they remove leave the
    /// index, then the ids they place enter it. O(the spans they touch); the journal records their
    /// inverse, never the items.
    mutating func spliceItems(_ splices: [ItemSplice]) {
        guard !splices.isEmpty else { return }
        var inverses: [ItemSplice] = []
        inverses.reserveCapacity(splices.count)
        for splice in splices {
            let removedIDs = ItemSplice.apply(splice, to: &model.sections[splice.section].items)
            for id in removedIDs where id >= 0 { sectionOfItem[id] = -1 }
            let change = splice.placed.count - splice.removed.count
            counts[splice.section] += change
            totalItems += change
            inverses.append(splice.inverse(removedIDs: removedIDs))
        }
        for splice in splices {
            let sectionID = Int32(truncatingIfNeeded: model.sections[splice.section].value)
            for placed in splice.placed where placed.id >= 0 {
                if sectionOfItem[placed.id] >= 0 { mayHoldDuplicateIDs = true }
                sectionOfItem[placed.id] = sectionID
            }
        }
        journal.record(.splicedItems(inverses))
    }

    /// Makes `reshape` in place: deleted sections' items leave the index, new sections' items enter
    /// it, moved sections travel with their items untouched. O(sections + the items that enter or
    /// leave); the journal records the inverse, holding only the deleted sections.
    mutating func reshapeSections(_ reshape: SectionReshape) {
        var taken: [Int: Model.Section] = [:]
        var inverseRemoved: [SectionReshape.Removed] = []
        var inversePlaced: [SectionReshape.Placed] = []
        for removed in reshape.removed.reversed() {
            let section = model.sections.remove(at: removed.index)
            counts.remove(at: removed.index)
            if removed.isDeleted {
                for id in section.items where id >= 0 { sectionOfItem[id] = -1 }
                totalItems -= section.items.count
                inversePlaced.append(.init(slot: removed.index, source: .new(section)))
            } else {
                taken[removed.index] = section
            }
        }
        for placed in reshape.placed {
            let section: Model.Section
            switch placed.source {
            case .new(let content):
                section = content
                indexItems(content.items, in: content.value)
                totalItems += content.items.count
                inverseRemoved.append(.init(index: placed.slot, isDeleted: true))
            case .old(let index):
                // Always taken above (`removed` holds every old source); empty only if a caller broke that.
                section = taken.removeValue(forKey: index) ?? Model.Section(value: -1, items: [])
                inverseRemoved.append(.init(index: placed.slot, isDeleted: false))
                inversePlaced.append(.init(slot: index, source: .old(placed.slot)))
            }
            model.sections.insert(section, at: placed.slot)
            counts.insert(section.items.count, at: placed.slot)
        }
        rebuildSectionPositions()
        inversePlaced.sort { $0.slot < $1.slot }
        journal.record(.reshapedSections(SectionReshape(removed: inverseRemoved, placed: inversePlaced)))
    }

    /// Equal when the sections and items are: the index and counts follow from them.
    public static func == (lhs: DataSourceModel, rhs: DataSourceModel) -> Bool { lhs.model == rhs.model }

    public func hash(into hasher: inout Hasher) { hasher.combine(model) }


    private mutating func rebuildSectionPositions() {
        let largest = model.sections.reduce(-1) { max($0, $1.value) }
        sectionIDsAreSparse = largest > max(1 << 20, 4 * model.sections.count)
            || model.sections.contains { $0.value < 0 }
        guard !sectionIDsAreSparse else {
            sectionPositions = []
            return
        }
        sectionPositions = Array(repeating: -1, count: largest + 1)
        for (index, section) in model.sections.enumerated() where section.value >= 0 {
            // The first section with an id wins, as the scan this replaces found it.
            if sectionPositions[section.value] < 0 { sectionPositions[section.value] = Int32(truncatingIfNeeded: index) }
        }
    }

    private mutating func rebuildIndex() {
        sectionOfItem = ChunkedItemIndex()
        mayHoldDuplicateIDs = false
        for section in model.sections { indexItems(section.items, in: section.value) }
    }

    /// Points the index of each of `ids` at section `sectionID`, noting an id already held.
    private mutating func indexItems(_ ids: ItemArray<Int>, in sectionID: Int) {
        if sectionOfItem.index(ids, as: Int32(truncatingIfNeeded: sectionID)) { mayHoldDuplicateIDs = true }
    }
}

/// Item id → section id (-1 = none), in chunks of 4096 entries: a write while a copy of the model
/// is alive (a rollback point, the REPL's undo history) copies one chunk and the chunk list, not
/// the whole index, so replacing one section of a large model stays O(its items + ids / 4096).
private struct ChunkedItemIndex: Sendable {
    private static let shift = 12
    private static let mask = (1 << shift) - 1
    private var chunks: [[Int32]] = []

    subscript(id: Int) -> Int32 {
        get {
            let chunk = id >> Self.shift
            return chunk < chunks.count ? chunks[chunk][id & Self.mask] : -1
        }
        set {
            let chunk = id >> Self.shift
            while chunk >= chunks.count { chunks.append(Array(repeating: -1, count: 1 << Self.shift)) }
            chunks[chunk][id & Self.mask] = newValue
        }
    }

    /// Points each non-negative id of `ids` at `value`, in order; true when a write found its id
    /// already held (>= 0).
    mutating func index(_ ids: ItemArray<Int>, as value: Int32) -> Bool {
        ids.withUnsafeBufferPointer { index($0, as: value) }
    }

    private mutating func index(_ ids: UnsafeBufferPointer<Int>, as value: Int32) -> Bool {
        var held = false
        guard ids.count >= Self.bulkThreshold else {
            for id in ids where id >= 0 {
                if self[id] >= 0 { held = true }
                self[id] = value
            }
            return held
        }
        forEachChunk(of: ids) { entries, offsets in
            for offset in offsets {
                let k = Int(offset)
                if entries[k] >= 0 { held = true }
                entries[k] = value
            }
        }
        return held
    }

    /// True when `new` holds exactly the ids of `old`, each once, and every one of them is
    /// pointed at `value`: clearing `old` and indexing `new` would leave every entry as it is
    /// (and find none held), so neither need be done. Asked only of lists of at least
    /// `bulkThreshold` ids (two bits for every id the index covers: for a short list, the clear
    /// and index are cheaper). The lists are read into bit sets (cache-resident at a million
    /// ids) and the entries are then read in id order, not in the lists' shuffled order, which
    /// would miss the cache on nearly every read. O(ids + the index's size / 64).
    func holdsAsIs(_ new: ItemArray<Int>, replacing old: ItemArray<Int>, as value: Int32) -> Bool {
        guard new.count == old.count, old.count >= Self.bulkThreshold else { return false }
        return new.withUnsafeBufferPointer { new in old.withUnsafeBufferPointer { old in holdsAsIs(new, replacing: old, as: value) } }
    }

    private func holdsAsIs(_ new: UnsafeBufferPointer<Int>, replacing old: UnsafeBufferPointer<Int>, as value: Int32) -> Bool {
        let limit = chunks.count << Self.shift
        let wordCount = limit >> 6 + 1
        var inOld = [UInt64](repeating: 0, count: wordCount)
        var inNew = [UInt64](repeating: 0, count: wordCount)
        let sameIDs = inOld.withUnsafeMutableBufferPointer { inOld in
            inNew.withUnsafeMutableBufferPointer { inNew in
                for id in old {
                    guard id >= 0, id < limit else { return false }
                    let bit: UInt64 = 1 << UInt64(id & 63)
                    guard inOld[id >> 6] & bit == 0 else { return false }   // id < limit: in range
                    inOld[id >> 6] |= bit
                }
                // As many ids as `old`, each once, each one of old's: the same ids.
                for id in new {
                    guard id >= 0, id < limit else { return false }
                    let bit: UInt64 = 1 << UInt64(id & 63)
                    guard inOld[id >> 6] & bit != 0, inNew[id >> 6] & bit == 0 else { return false }
                    inNew[id >> 6] |= bit
                }
                return true
            }
        }
        guard sameIDs else { return false }
        for word in inOld.indices where inOld[word] != 0 {
            var bits = inOld[word]
            while bits != 0 {
                let id = word << 6 | bits.trailingZeroBitCount
                guard chunks[id >> Self.shift][id & Self.mask] == value else { return false }
                bits &= bits &- 1
            }
        }
        return true
    }

    /// Clears, in order, each non-negative id of `ids` whose entry is `value`.
    mutating func clear(_ ids: ItemArray<Int>, where value: Int32) {
        ids.withUnsafeBufferPointer { clear($0, where: value) }
    }

    private mutating func clear(_ ids: UnsafeBufferPointer<Int>, where value: Int32) {
        guard ids.count >= Self.bulkThreshold else {
            for id in ids where id >= 0 && self[id] == value { self[id] = -1 }
            return
        }
        forEachChunk(of: ids) { entries, offsets in
            for offset in offsets where entries[Int(offset)] == value { entries[Int(offset)] = -1 }
        }
    }

    /// Lists at least this long are written chunk by chunk (below it, id by id).
    private static let bulkThreshold = 1 << shift

    /// Calls `body` once for each chunk that `ids` touch (grown to hold every id), with its
    /// entries and the offsets in it of those ids (the non-negative ones), in their order in
    /// `ids`: a stable counting pass groups them, so each chunk is made unique once and written
    /// through one buffer (no uniqueness check a write), and its writes stay in one 16 KB block
    /// instead of landing anywhere in the whole index. O(ids + chunks).
    private mutating func forEachChunk(of ids: UnsafeBufferPointer<Int>,
                                       _ body: (UnsafeMutableBufferPointer<Int32>, UnsafeBufferPointer<Int32>) -> Void) {
        var largest = -1
        for id in ids where id > largest { largest = id }
        guard largest >= 0 else { return }
        let chunkCount = largest >> Self.shift + 1
        while chunks.count < chunkCount { chunks.append(Array(repeating: -1, count: 1 << Self.shift)) }
        // starts[c]..<starts[c + 1]: chunk c's offsets in `offsets`.
        var starts = [Int](repeating: 0, count: chunkCount + 1)
        for id in ids where id >= 0 { starts[id >> Self.shift + 1] += 1 }
        for c in 0..<chunkCount { starts[c + 1] += starts[c] }
        var offsets = [Int32](repeating: 0, count: starts[chunkCount])
        var next = starts
        offsets.withUnsafeMutableBufferPointer { offsets in
            next.withUnsafeMutableBufferPointer { next in
                for id in ids where id >= 0 {
                    // id >> shift < chunkCount, and next[c] < starts[c + 1] <= offsets.count.
                    let c = id >> Self.shift
                    offsets[next[c]] = Int32(truncatingIfNeeded: id & Self.mask)
                    next[c] += 1
                }
            }
        }
        offsets.withUnsafeBufferPointer { offsets in
            for c in 0..<chunkCount where starts[c] < starts[c + 1] {
                // Every offset is < 1 << shift, the length of a chunk.
                chunks[c].withUnsafeMutableBufferPointer { entries in
                    body(entries, UnsafeBufferPointer(rebasing: offsets[starts[c]..<starts[c + 1]]))
                }
            }
        }
    }
}
