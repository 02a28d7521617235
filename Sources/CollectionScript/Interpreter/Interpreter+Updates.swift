import CollectionEngine

/// Update commands: each becomes UIKit calls on the view (`both`, `view`) and a change to the
/// app's data source (`both`, `data`), performed as one atomic batch.
extension Interpreter {
    typealias PendingUpdate = (command: UpdateCommand, side: UpdateSide, range: SourceRange)

    /// Flattens a `batch { … }` body: updates, nested batches (they join the outer one, as nested
    /// performBatchUpdates calls do) and `repeat` blocks of updates.
    /// At most `Limits.batchUpdates` updates: the check comes before unrolling a `repeat`.
    func collectBatch(_ body: [Command]) throws(RuntimeError) -> [PendingUpdate] {
        var updates: [PendingUpdate] = []
        func checkRoom(_ more: Int, times: Int, at range: SourceRange) throws(RuntimeError) {
            let room = Limits.batchUpdates - updates.count
            guard more == 0 || times <= room / more else {
                throw .script(.batchUpdates(limit: Limits.batchUpdates), at: range)
            }
        }
        // Only updates, nested batches and repeats of them belong in a batch; anything else is
        // refused by what it is, so a new command needs nothing here.
        for command in body {
            if case .update(let update, let side) = command.kind {
                try checkRoom(1, times: 1, at: command.range)
                updates.append((update, side, command.range))
            } else if case .batch(let inner) = command.kind {
                let nested = try collectBatch(inner)
                try checkRoom(nested.count, times: 1, at: command.range)
                updates += nested
            } else if case .repeat(let count, let inner) = command.kind {
                try checkRepeatCount(count)
                let unrolled = try collectBatch(inner)
                try checkRoom(unrolled.count, times: count.value, at: count.range)
                for _ in 0..<count.value { updates += unrolled }
            } else if case .reloadData = command.kind {
                continue  // accepted by UIKit and without effect on the batch (docs/updates.md §3.3 rule 5)
            } else {
                throw .script(.notAnUpdate, at: command.keywordRange)
            }
        }
        return updates
    }

    /// True when `body` calls reloadData() (`reload`), also inside a nested batch or a `repeat`.
    /// UIKit accepts it and raises nothing (docs/updates.md §3.3 rule 5, docs/evidence.md E10).
    func batchReloadsData(_ body: [Command]) -> Bool {
        body.contains { command in
            if case .reloadData = command.kind { return true }
            if case .batch(let inner) = command.kind { return batchReloadsData(inner) }
            if case .repeat(_, let inner) = command.kind { return batchReloadsData(inner) }
            return false
        }
    }

    /// Performs `updates` as one batch and returns the calls it made, for the transcript.
    /// `singleCall`: one update command (the app changed its data, then called the view), not a batch.
    mutating func performUpdates(_ updates: [PendingUpdate], at range: SourceRange, singleCall: Bool = false) throws(RuntimeError) -> [UIKitCall] {
        var viewOperations: [UpdateOperation] = []
        var dataOperations: [UpdateOperation] = []
        var insertions = DataInsertions()
        var calls: [UIKitCall] = []
        try spend(updates.count, at: range)
        var interned = internInsertedNames(of: updates)
        for update in updates {
            let operations = try operations(for: update, insertions: &insertions, interned: &interned)
            let names = update.side == .view ? [] : insertedNames(operations, insertions)
            for operation in operations {
                switch update.side {
                case .both:
                    viewOperations.append(operation)
                    dataOperations.append(operation)
                    calls.append(.update(operation, side: .both, inserted: names))
                case .view:
                    viewOperations.append(operation)
                    calls.append(.update(operation, side: .viewOnly, inserted: []))
                case .data:
                    dataOperations.append(operation)
                    calls.append(.update(operation, side: .dataOnly, inserted: names))
                }
            }
        }
        let viewBatch = BatchUpdate(viewOperations)
        let dataBatch = BatchUpdate(dataOperations)
        let viewCounts = view.presentedCounts
        let dataCountsBefore = view.dataSource.counts
        let cacheWasStale = !view.countCacheIsValid
        let sectionNames = view.dataSource.sections.map { view.sectionNames.name($0.value) }
        do {
            if viewOperations.isEmpty, singleCall || !dataOperations.isEmpty {  // `batch { }` validates (docs/evidence.md E1)
                try view.changeDataSource(dataBatch, insertions: insertions)
            } else if dataOperations.isEmpty {
                try view.performBatchUpdates(viewBatch)
            } else {
                try view.performBatchUpdates(viewBatch, changingDataSource: dataBatch, insertions: insertions,
                                             dataChangedBeforeTheCall: singleCall)
            }
        } catch {
            let after = dataOperations.isEmpty ? dataCountsBefore : view.dataCountsIfApplied(dataBatch, insertions: insertions)
            throw .uikit(error, at: range, update: UpdateFailure(viewCounts: viewCounts, dataCountsBefore: dataCountsBefore, dataCountsAfter: after,
                                                                 viewOperations: viewOperations, dataOperations: dataOperations,
                                                                 sectionNames: sectionNames, cacheWasStale: cacheWasStale))
        }
        return calls
    }

    /// The engine operations of one update command, recording new identifiers in `insertions`.
    private mutating func operations(for update: PendingUpdate, insertions: inout DataInsertions,
                                     interned: inout ArraySlice<Int>?) throws(RuntimeError) -> [UpdateOperation] {
        let needsData = update.side != .view
        switch update.command {
        case .insertItems(let paths, let items):
            let positions = try insertPositions(paths: paths, items: items, needsNames: needsData, interned: &interned)
            if needsData {
                for (path, id) in positions { insertions.addItem(id, at: path) }
            }
            return [.insertItems(positions.map(\.0))]
        case .deleteItems(let refs):
            return [.deleteItems(try indexPaths(refs))]
        case .moveItem(let from, let to):
            return [.moveItem(from: try indexPath(from), to: to.value)]
        case .reloadItems(let refs):
            return [.reloadItems(try indexPaths(refs))]
        case .reconfigureItems(let refs):
            return [.reconfigureItems(try indexPaths(refs))]
        case .insertSections(let index, let names):
            var indexes: [Int] = []
            let count = max(1, names.count)
            try checkSectionCount(count, existing: max(view.dataSource.numberOfSections, view.numberOfSections), at: index.range)
            guard index.value <= Int.max - (count - 1) else {
                throw .script(.sectionInsertOverflow(after: index.value, count: count), at: index.range)
            }
            for offset in 0..<count {
                let position = index.value + offset
                indexes.append(position)
                if needsData {
                    let name = offset < names.count ? names[offset] : nil
                    insertions.sections[position] = try newSectionID(name, fallbackNumber: position)
                }
            }
            return [.insertSections(indexes)]
        case .deleteSections(let refs):
            return [.deleteSections(try sectionIndexes(refs))]
        case .moveSection(let from, let to):
            return [.moveSection(from: try sectionIndex(from), to: to.value)]
        case .reloadSections(let refs):
            return [.reloadSections(try sectionIndexes(refs))]
        }
    }

    /// The index paths `refs` name. A loop in a non-mutating method: a closure in the mutating
    /// `operations(for:insertions:)` made it copy the whole interpreter for every update (issue 37).
    private func indexPaths(_ refs: [Located<ItemRef>]) throws(RuntimeError) -> [IndexPath] {
        var paths: [IndexPath] = []
        paths.reserveCapacity(refs.count)
        for ref in refs { paths.append(try indexPath(ref)) }
        return paths
    }

    /// The section indexes `refs` name (as `indexPaths(_:)`).
    private func sectionIndexes(_ refs: [Located<SectionRef>]) throws(RuntimeError) -> [Int] {
        var indexes: [Int] = []
        indexes.reserveCapacity(refs.count)
        for ref in refs { indexes.append(try sectionIndex(ref)) }
        return indexes
    }

    /// Where inserted items go and their identifiers: `insert [0,2] G H` puts G at [0,2] and H at
    /// [0,3]; `insert [0,1] [0,5] A B` pairs paths and names; no names generates them.
    /// The identifiers of every name the updates insert, interned in one call and in their order,
    /// when each insert names its items and its names fit its paths (so `insertPositions` throws
    /// nothing between interning and using them, and the identifiers are those one call per insert
    /// gives); nil otherwise. One call, not one per insert: a call costs more than a name
    /// (a batch of 500 named inserts spent a fifth of its time there, issue 37).
    private mutating func internInsertedNames(of updates: [PendingUpdate]) -> ArraySlice<Int>? {
        var names: [String] = []
        for update in updates where update.side != .view {
            guard case .insertItems(let paths, let items) = update.command else { continue }
            guard case .names(let given)? = items, let first = paths.first, !given.isEmpty,
                  paths.count == given.count || (paths.count == 1 && first.value.item <= Int.max - (given.count - 1))
            else { return nil }
            for name in given { names.append(name.value) }
        }
        guard names.count > 1 else { return nil }
        return view.itemNames.intern(contentsOf: names)[...]
    }

    private mutating func insertPositions(paths: [Located<IndexPath>], items: ItemList?, needsNames: Bool,
                                          interned: inout ArraySlice<Int>?) throws(RuntimeError) -> [(IndexPath, Int)] {
        guard let first = paths.first else { return [] }
        // Consecutive positions from `first`: an index path near Int.max cannot take more.
        func consecutive(_ count: Int) throws(RuntimeError) -> [IndexPath] {
            guard count <= 1 || first.value.item <= Int.max - (count - 1) else {
                throw .script(.itemInsertOverflow(after: first.value, count: count), at: first.range)
            }
            return (0..<max(0, count)).map { IndexPath(first.value.section, first.value.item + $0) }
        }
        if !needsNames {
            if let items, case .names(let names) = items, let name = names.first {
                throw .script(.viewInsertNames, at: name.range)
            }
            if let items, case .count(let count) = items {
                try checkItemCount(count, existing: view.presentedCounts.reduce(0, +))
                try spendInsertedItems(count)
                return try consecutive(count.value).map { ($0, -1) }
            }
            return paths.map { ($0.value, -1) }
        }
        switch items {
        case .names(let names)?:
            let ids: [Int]
            if let all = interned, all.count >= names.count {
                ids = Array(all.prefix(names.count))
                interned = all.dropFirst(names.count)
            } else {
                ids = view.itemNames.intern(contentsOf: names.map(\.value))
            }
            if paths.count == 1 {
                return zip(try consecutive(ids.count), ids).map { ($0, $1) }
            }
            guard paths.count == names.count else {
                throw .script(.insertArity(paths: paths.count, names: names.count), at: paths[0].range.union(names[names.count - 1].range))
            }
            return zip(paths.map(\.value), ids).map { ($0, $1) }
        case .count(let count)?:
            try checkItemCount(count, existing: view.dataSource.totalItems)
            try spendInsertedItems(count)
            let positions = try consecutive(count.value)
            let ids = generateIdentifiers(prefix: prefix(forSection: first.value.section), count: count.value)
            return zip(positions, ids).map { ($0, $1) }
        case nil:
            var result: [(IndexPath, Int)] = []
            for path in paths {
                let id = generateIdentifiers(prefix: prefix(forSection: path.value.section), count: 1)
                result.append((path.value, id.first ?? -1))
            }
            return result
        }
    }

    private func prefix(forSection section: Int) -> String {
        let sections = view.dataSource.sections
        return sections.indices.contains(section) ? view.sectionNames.name(sections[section].value) : "item"
    }

    private mutating func newSectionID(_ name: Located<String>?, fallbackNumber: Int) throws(RuntimeError) -> Int {
        if let name {
            if let id = view.sectionNames.lookup(name.value), view.dataSource.sectionIndex(of: id) != nil {
                throw .script(.sectionAlreadyInCollection(name.value), at: name.range)
            }
            return view.sectionNames.intern(name.value)
        }
        func isFree(_ number: Int) -> Bool {
            guard let id = view.sectionNames.lookup("Section-\(number)") else { return true }
            return view.dataSource.sectionIndex(of: id) == nil
        }
        if isFree(fallbackNumber) { return view.sectionNames.intern("Section-\(fallbackNumber)") }
        // Taken: the next free number from a counter that only grows, so probing is O(1) amortised
        // (at most one probe per section ever added) and never overflows.
        var number = nextGenerated[Self.generatedSectionKey] ?? 0
        while !isFree(number) { number += 1 }
        nextGenerated[Self.generatedSectionKey] = number + 1
        return view.sectionNames.intern("Section-\(number)")
    }

    /// The `nextGenerated` key of generated section names (a space: no item prefix has one).
    static let generatedSectionKey = " Section"

    /// The identifiers an insert call gave the data source (` — G, H` in the transcript).
    private func insertedNames(_ operations: [UpdateOperation], _ insertions: DataInsertions) -> [String] {
        var names: [String] = []
        for operation in operations {
            switch operation {
            case .insertItems(let paths):
                names += paths.compactMap { insertions.lastItem(at: $0).map { view.itemNames.name($0) } }
            case .insertSections(let sections):
                names += sections.compactMap { insertions.sections[$0].map { view.sectionNames.name($0) } }
            default: break
            }
        }
        return names
    }
}
