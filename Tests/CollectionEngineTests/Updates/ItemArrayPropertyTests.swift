import Testing
@testable import CollectionEngine
import TestSupport

/// `ItemArray` (a section's items, with room at both ends) against `Array` as the reference model:
/// random inserts, removals and range replacements at random positions, both ends included, with
/// copies kept alive (copy-on-write), contents compared after every step.
@Suite struct ItemArrayPropertyTests {
    /// A reference-counted element: a leak or double release of the elements shows in `live`.
    final class Tracked: Hashable, @unchecked Sendable {
        static let counter = LiveCount()
        let value: Int
        init(_ value: Int) { self.value = value; Self.counter.add(1) }
        deinit { Self.counter.add(-1) }
        static func == (a: Tracked, b: Tracked) -> Bool { a.value == b.value }
        func hash(into hasher: inout Hasher) { hasher.combine(value) }
    }

    /// A counter for `Tracked` (tests may run in parallel: only this suite makes `Tracked`).
    final class LiveCount: @unchecked Sendable {
        private var count = 0
        func add(_ d: Int) { count += d }
        var live: Int { count }
    }

    /// One random edit, made on both the array under test and the reference.
    static func edit<E>(_ items: inout ItemArray<E>, _ reference: inout [E], rng: inout SplitMix64, make: () -> E) {
        let count = reference.count
        // Positions near either end are as likely as any other.
        func position() -> Int {
            switch rng.below(3) {
            case 0: min(count, rng.below(3))
            case 1: max(0, count - rng.below(3))
            default: rng.below(count + 1)
            }
        }
        switch rng.below(9) {
        case 0:
            let i = position()
            let e = make()
            items.insert(e, at: i)
            reference.insert(e, at: i)
        case 1 where count > 0:
            let i = min(position(), count - 1)
            let a = items.remove(at: i), b = reference.remove(at: i)
            _ = (a, b)
        case 2:
            let a = position(), b = position()
            let range = min(a, b)..<max(a, b)
            let new = (0..<rng.below(6)).map { _ in make() }
            items.replaceSubrange(range, with: new)
            reference.replaceSubrange(range, with: new)
        case 3:
            let e = make()
            items.append(e)
            reference.append(e)
        case 4:
            let new = (0..<rng.below(40)).map { _ in make() }
            items.append(contentsOf: new)
            reference.append(contentsOf: new)
        case 5 where count > 0:
            let k = rng.below(min(count, 5) + 1)
            if rng.chance(50) {
                items.removeFirst(k)
                reference.removeFirst(k)
            } else {
                items.removeLast(k)
                reference.removeLast(k)
            }
        case 6 where count > 0:
            let i = rng.below(count)
            let e = make()
            items[i] = e
            reference[i] = e
        case 7:
            // A range replaced by a slice of itself (the source aliases the buffer).
            let a = position(), b = position()
            let range = min(a, b)..<max(a, b)
            let c = position(), d = position()
            let source = min(c, d)..<max(c, d)
            items.replaceSubrange(range, with: items[source])
            reference.replaceSubrange(range, with: reference[source])
        default:
            let k = rng.below(30)
            let new = (0..<k).map { _ in make() }
            items.insert(contentsOf: new, at: 0)
            reference.insert(contentsOf: new, at: 0)
        }
    }

    @Test func editsAgreeWithArray() {
        var rng = SplitMix64(state: 0x17E4_A88A)
        for round in 0..<60 {
            let initial = (0..<rng.below(round.isMultiple(of: 3) ? 0 : 200)).map { $0 }
            var items = ItemArray(initial)
            var reference = initial
            var copies: [(ItemArray<Int>, [Int])] = []
            var next = 1_000
            for step in 0..<300 {
                if rng.chance(5) { copies.append((items, reference)) }
                Self.edit(&items, &reference, rng: &rng) { next += 1; return next }
                let context = "round \(round) step \(step)"
                #expect(items.count == reference.count, "\(context)")
                #expect(Array(items) == reference, "\(context)")
                #expect(items.withUnsafeBufferPointer { Array($0) } == reference, "\(context)")
                #expect(items == ItemArray(reference), "\(context)")
                #expect(items.hashValue == ItemArray(reference).hashValue, "\(context)")
            }
            // Copies taken along the way kept their contents.
            for (copy, expected) in copies { #expect(Array(copy) == expected, "round \(round)") }
            #expect(items.description == reference.description)
        }
    }

    @Test func editsOfReferenceElementsKeepEveryElementAlive() {
        var rng = SplitMix64(state: 0x5EED_0037)
        do {
            for _ in 0..<20 {
                var items = ItemArray<Tracked>()
                var reference: [Tracked] = []
                var held: ItemArray<Tracked> = []
                var next = 0
                for _ in 0..<200 {
                    if rng.chance(5) { held = items }
                    Self.edit(&items, &reference, rng: &rng) { next += 1; return Tracked(next) }
                    #expect(items.map(\.value) == reference.map(\.value))
                    #expect(zip(items, reference).allSatisfy { $0 === $1 })
                }
                _ = held
            }
        }
        #expect(Tracked.counter.live == 0)
    }

    /// Inserting at the front of a large array, then removing there, moves no tail: a run of
    /// inserts at the front is as fast as appends (checked by the buffer's address staying put
    /// while the room lasts).
    @Test func frontInsertsUseTheRoomBeforeTheItems() {
        var items = ItemArray(0..<10_000)
        items.insert(-1, at: 0)   // the first one makes room on both sides
        let tail = items.withUnsafeBufferPointer { $0.baseAddress! + $0.count }
        for k in 2...100 { items.insert(-k, at: 0) }
        items.removeFirst(50)
        let after = items.withUnsafeBufferPointer { $0.baseAddress! + $0.count }
        #expect(after == tail)
        #expect(Array(items) == Array((-50)...(-1)) + Array(0..<10_000))
    }

    @Test func emptyArraysAndLiterals() {
        let empty: ItemArray<Int> = []
        #expect(empty.isEmpty && empty == ItemArray() && empty.description == "[]")
        var items: ItemArray<Int> = [1, 2, 3]
        items.removeAll()
        #expect(items.isEmpty)
        items.append(4)
        #expect(Array(items) == [4])
        #expect(ItemArray(repeating: 7, count: 3) == [7, 7, 7])
        #expect(ItemArray(repeating: 7, count: 0).isEmpty)
    }
}
