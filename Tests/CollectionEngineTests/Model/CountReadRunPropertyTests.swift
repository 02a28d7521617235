import Testing
@testable import CollectionEngine
import TestSupport

/// A reloadData records its count reads as one run (`.numberOfItemsInSections`), O(1) event values
/// whatever the number of sections, and `expanded()` lists exactly the calls the engine recorded
/// one by one before: numberOfSections, then numberOfItemsInSection(0) … (S-1) — the reference.
@Suite struct CountReadRunPropertyTests {
    /// The old per-section recording of one count read.
    static func reference(sections: Int) -> [CollectionViewEvent] {
        [.numberOfSections] + (0..<sections).map { .numberOfItemsInSection($0) }
    }

    static func isCountRead(_ event: CollectionViewEvent) -> Bool {
        switch event {
        case .numberOfSections, .numberOfItemsInSection, .numberOfItemsInSections: true
        default: false
        }
    }

    static func view(sections: Int, rng: inout SplitMix64) -> CollectionView {
        var v = CollectionView()
        var next = 0
        let model = DataSourceModel.Model(sections: (0..<sections).map { s in
            .init(value: v.sectionNames.intern("S\(s)"), items: (0..<rng.below(4)).map { _ in
                next += 1
                return v.itemNames.intern("i\(next)")
            })
        })
        v.replaceDataSource(with: model)
        return v
    }

    @Test func aReloadRecordsOneRunThatExpandsToEverySectionsCountRead() throws {
        var rng = SplitMix64(state: 0xC0_07_5E_C7)
        for round in 0..<120 {
            let sections = round < 3 ? round : rng.below(400)
            var v = Self.view(sections: sections, rng: &rng)
            _ = v.drainEvents()
            let deferred = rng.chance(30)
            if deferred {
                // sameTurn { reloadData }: the read happens at the end of the turn.
                v.beginRunLoopTurn()
                try v.reloadData()
                try v.endRunLoopTurn()
            } else {
                try v.reloadData()
            }
            let events = v.drainEvents()
            let context = "round \(round): \(sections) sections, deferred \(deferred)"
            // O(1) values: numberOfSections and at most one run, never a per-section event.
            #expect(events.filter(Self.isCountRead).count <= 2, "\(context)")
            #expect(!events.contains { if case .numberOfItemsInSection = $0 { true } else { false } }, "\(context)")
            // Expanded: the reference list, in place of the run; every other event unchanged.
            let calls = events.expanded()
            #expect(calls.filter(Self.isCountRead) == Self.reference(sections: sections), "\(context)")
            #expect(calls.filter { !Self.isCountRead($0) } == events.filter { !Self.isCountRead($0) }, "\(context)")
            #expect(calls.count == events.count - 1 + sections + (sections == 0 ? 1 : 0), "\(context)")
            // Each value's description is the lines its calls print.
            #expect(events.map(\.description).joined(separator: "\n") == calls.map(\.description).joined(separator: "\n"), "\(context)")
        }
    }

    @Test func theEventLogOfManyReloadsDoesNotGrowWithTheSections() throws {
        var rng = SplitMix64(state: 7)
        var small = Self.view(sections: 10, rng: &rng)
        var large = Self.view(sections: 5_000, rng: &rng)
        _ = small.drainEvents()
        _ = large.drainEvents()
        for _ in 0..<20 { try small.reloadData(); try large.reloadData() }
        #expect(small.events.filter(Self.isCountRead).count == 40)
        #expect(large.events.filter(Self.isCountRead).count == 40)
        #expect(large.events.expanded().filter(Self.isCountRead).count == 20 * 5_001)
    }

    @Test func aSingleValueExpandsToItself() {
        #expect(CollectionViewEvent.numberOfSections.expanded == [.numberOfSections])
        #expect(CollectionViewEvent.numberOfItemsInSections(3..<5).expanded == [.numberOfItemsInSection(3), .numberOfItemsInSection(4)])
        #expect(CollectionViewEvent.numberOfItemsInSections(0..<0).expanded.isEmpty)
    }
}
