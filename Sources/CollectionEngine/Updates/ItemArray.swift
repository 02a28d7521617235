/// A section's items: an array with free room before its elements as well as after them, so
/// that a length change at position `i` moves the `min(i, count - i)` elements on the nearer
/// side, not the whole tail (an insert at the front of a million items is O(1) amortised, not an
/// 8 MB memmove). A value type with copy-on-write, like `Array`; the elements stay contiguous
/// (`withUnsafeBufferPointer`), which the diff, shuffle and query paths rely on. It never wraps
/// (unlike a ring-buffer deque).
///
/// Built on an `Array` whose first `start` slots are the room at the front (they hold stale
/// copies of elements, never read): wrapping an array costs nothing (`init(_:)` of an `Array`
/// is O(1)), the room at the back is the array's own, and a length change nearer the front
/// moves the head into the room, making room (an eighth of the count) when there is none.
///
/// Models: the `[Item]` array an app's data source holds for a section.
public struct ItemArray<Element> {
    /// `buffer[start...]` are the elements; `buffer[..<start]` is room.
    private var buffer: [Element]
    private var start: Int

    public init() {
        buffer = []
        start = 0
    }

    /// Wraps `elements` (O(1), no copy).
    public init(_ elements: [Element]) {
        buffer = elements
        start = 0
    }

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init(Array(elements))
    }

    public init(repeating element: Element, count: Int) {
        self.init(Array(repeating: element, count: Swift.max(count, 0)))
    }

    /// The elements as an `Array`: O(1) when there is no room at the front, else a copy.
    public var array: [Element] { start == 0 ? buffer : Array(buffer[start...]) }

    // MARK: Contiguous access

    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        try buffer.withUnsafeBufferPointer { all in try body(UnsafeBufferPointer(rebasing: all[start...])) }
    }

    public mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        let start = start
        return try buffer.withUnsafeMutableBufferPointer { all in
            var items = UnsafeMutableBufferPointer(rebasing: all[start...])
            let base = items.baseAddress, count = items.count
            defer {
                precondition(items.baseAddress == base && items.count == count,  // unreachable: only the engine's own buffer code passes a body, and none replaces the buffer
                             "ItemArray withUnsafeMutableBufferPointer: replacing the buffer is not allowed")
            }
            return try body(&items)
        }
    }

    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        buffer.reserveCapacity(start + minimumCapacity)
    }
}

// MARK: - Collection

extension ItemArray: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<ItemArray<Element>>
    public typealias Iterator = IndexingIterator<ArraySlice<Element>>

    public var startIndex: Int { 0 }
    public var endIndex: Int { buffer.count - start }
    public var count: Int { buffer.count - start }
    public var isEmpty: Bool { buffer.count == start }
    public var indices: Range<Int> { 0..<count }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }
    public func distance(from start: Int, to end: Int) -> Int { end - start }

    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0, "ItemArray index out of range")  // unreachable: the interpreter checks every index path a script names before the engine reads it
            return buffer[start + position]
        }
        set {
            precondition(position >= 0, "ItemArray index out of range")  // unreachable: the interpreter checks every index path a script names before the engine writes it
            buffer[start + position] = newValue
        }
    }

    public subscript(bounds: Range<Int>) -> Slice<ItemArray<Element>> {
        get {
            precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "ItemArray range out of bounds")  // unreachable: engine-computed ranges only; script ranges are checked before the engine is called
            return Slice(base: self, bounds: bounds)
        }
        set {
            precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "ItemArray range out of bounds")  // unreachable: engine-computed ranges only; script ranges are checked before the engine is called
            precondition(newValue.count == bounds.count, "ItemArray slice assignment must keep the length")  // unreachable: the engine assigns slices of the same length only (sorts and permutations)
            replaceSubrange(bounds, with: newValue)
        }
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    public mutating func withContiguousMutableStorageIfAvailable<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R? {
        try withUnsafeMutableBufferPointer(body)
    }

    public func makeIterator() -> Iterator { buffer[start...].makeIterator() }
}

// MARK: - Length changes

extension ItemArray: RangeReplaceableCollection {
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        let count = count
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "ItemArray range out of bounds")  // unreachable: updates are validated against the counts (UIKit's checks) before a splice
        let inserted = newElements.count
        let delta = inserted - subrange.count
        let prefix = subrange.lowerBound
        guard delta != 0, prefix < count - subrange.upperBound else {
            // At the back (or no change of length): the array's own replace, moving the tail.
            buffer.replaceSubrange(start + subrange.lowerBound ..< start + subrange.upperBound, with: newElements)
            return
        }
        if delta > start {
            // No room at the front: one copy into a new array with room (an eighth of the count)
            // before the elements, filled with copies of an element (never read).
            guard let filler = newElements.first ?? self.first else { return }
            let room = Swift.max((count + delta) / 8, 16)
            var grown: [Element] = []
            grown.reserveCapacity(room + count + delta)
            grown.append(contentsOf: repeatElement(filler, count: room))
            grown.append(contentsOf: buffer[start ..< start + prefix])
            grown.append(contentsOf: newElements)
            grown.append(contentsOf: buffer[(start + subrange.upperBound)...])
            buffer = grown
            start = room
            return
        }
        // Move the head by `delta` into the room (or out of it), then write the new elements.
        let newStart = start - delta
        let oldStart = start
        buffer.withUnsafeMutableBufferPointer { all in
            guard let base = all.baseAddress else { return }
            (base + newStart).update(from: base + oldStart, count: prefix)
            var slot = base + newStart + prefix
            for element in newElements {
                slot.pointee = element
                slot += 1
            }
            precondition(slot == base + newStart + prefix + inserted, "ItemArray: a collection's count changed")  // unreachable: the engine passes arrays and ranges, whose count never changes while read
        }
        start = newStart
    }

    public mutating func append(_ newElement: Element) {
        buffer.append(newElement)
    }

    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        buffer.append(contentsOf: newElements)
    }

    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(!isEmpty, "ItemArray: removeLast from an empty array")  // unreachable: the engine removes from the back only items it counted
        return buffer.removeLast()
    }

    public mutating func removeLast(_ k: Int) {
        precondition(k >= 0 && k <= count, "ItemArray: removeLast beyond the count")  // unreachable: the engine removes from the back only items it counted
        buffer.removeLast(k)
    }

    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        buffer.removeAll(keepingCapacity: keepCapacity)
        start = 0
    }
}

// MARK: - Value semantics

extension ItemArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements as [Element]) }
}

extension ItemArray: Equatable where Element: Equatable {
    /// Equal when the elements are; O(1) when both share one buffer (a copy not yet written).
    public static func == (lhs: ItemArray, rhs: ItemArray) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBufferPointer { a in
            rhs.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress || a.elementsEqual(b) }
        }
    }
}

extension ItemArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBufferPointer { for element in $0 { hasher.combine(element) } }
    }
}

extension ItemArray: Sendable where Element: Sendable {}

extension ItemArray: CustomStringConvertible, CustomDebugStringConvertible {
    /// As an `Array` prints: `[1, 2, 3]`.
    public var description: String { array.description }
    public var debugDescription: String { array.debugDescription }
}
