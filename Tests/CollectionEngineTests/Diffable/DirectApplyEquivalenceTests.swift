import Testing
@testable import CollectionEngine
import TestSupport

/// End to end: an `apply` (which maps the diff's changeset directly when it can) leaves the whole
/// view — events, selection, counts, layout, data source — exactly as performing the same
/// changeset as a validated `BatchUpdate` does (the path every apply took before), and fails with
/// the same error when the validator rejects it.
@Test func anApplyLeavesTheViewExactlyAsTheValidatedBatchDoes() throws {
    var rng = SplitMix64(seed: 0xA99_1E5)
    var applied = 0, failed = 0
    for round in 0..<400 {
        var view = try CallbackOrderTests.view(items: 0)
        try view.enableDiffableDataSource()
        var old = DiffableSnapshot()
        let sections = Array(0..<rng.int(1...4))
        try old.appendSections(sections)
        for item in Array(0..<40).shuffled(using: &rng).prefix(rng.int(0...30)) {
            try old.appendItems([item], toSection: sections[rng.int(0...sections.count - 1)])
        }
        try view.apply(old, mode: .reloadData)
        for path in view.visibleElements.map(\.indexPath).shuffled(using: &rng).prefix(rng.int(0...4)) {
            try? view.selectItem(at: path)
        }
        if rng.int(0...2) == 0 { try view.setContentOffset(Point(x: 0, y: Double(rng.int(0...600)))) }
        _ = view.drainEvents()

        var new = old
        for _ in 0..<rng.int(1...8) {
            let items = new.itemIdentifiers
            guard !items.isEmpty else { _ = try? new.appendItems([100 + rng.int(0...20)], toSection: new.sectionIdentifiers.first ?? 0); continue }
            let item = items[rng.int(0...items.count - 1)], anchor = items[rng.int(0...items.count - 1)]
            switch rng.int(0...5) {
            case 0: new.deleteItems([item])
            case 1: _ = try? new.insertItems([100 + rng.int(0...20)], afterItem: anchor)
            case 2, 3: try? new.moveItem(item, beforeItem: anchor)
            case 4: if let s = new.sectionIdentifiers.randomElement(using: &rng) { new.deleteSections([s]) }
            default: if let s = new.sectionIdentifiers.randomElement(using: &rng), let t = new.sectionIdentifiers.randomElement(using: &rng) {
                try? new.moveSection(s, afterSection: t)
            }
            }
        }

        for item in new.itemIdentifiers where rng.int(0...5) == 0 {
            if rng.int(0...1) == 0 { try? new.reloadItems([item]) } else { try? new.reconfigureItems([item]) }
        }

        var direct = view, batch = view
        let changes = SnapshotDiff.changes(from: view.diffableDataSource?.snapshot ?? DiffableSnapshot(), to: new)
        let directResult = Result { () throws(UIKitError) in try direct.apply(new, mode: .animated) }
        let batchResult = Result { () throws(UIKitError) in try batch.performBatchUpdates(changes.batch, settingDataSourceTo: new.model) }
        switch (directResult, batchResult) {
        case (.success, .success):
            applied += 1
            batch.diffableDataSource = direct.diffableDataSource   // apply also keeps the snapshot and changeset
            #expect(direct == batch, "round \(round)")
        case (.failure(let a), .failure(let b)):
            failed += 1
            #expect(a == b, "round \(round)")
            #expect(direct == view && batch == view, "round \(round): a failed apply changes nothing")
        default:
            Issue.record("round \(round): \(directResult) vs \(batchResult)")
        }
    }
    #expect(applied > 300, "applied \(applied), failed \(failed)")
}
