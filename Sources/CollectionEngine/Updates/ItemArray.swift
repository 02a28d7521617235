/// A section's items: an array whose one contiguous buffer keeps free room before its elements as
/// well as after them, so that a length change at position `i` moves the `min(i, count - i)`
/// elements on the nearer side, not the whole tail (an insert at the front of a million items is
/// O(1) amortised, not an 8 MB memmove). A value type with copy-on-write, like `Array`; the
/// elements stay contiguous (`withUnsafeBufferPointer`), which the diff, shuffle and query paths
/// rely on. It never wraps (unlike a ring-buffer deque): when the side that should move has no
/// room, the elements are copied once into a larger buffer with room on both sides.
///
/// Models: the `[Item]` array an app's data source holds for a section.
public struct ItemArray<Element> {
    /// The buffer: `capacity` slots, of which `start ..< start + count` are initialised.
    fileprivate final class Storage: ManagedBuffer<Header, Element> {
        deinit {
            withUnsafeMutablePointers { header, elements in
                _ = (elements + header.pointee.start).deinitialize(count: header.pointee.count)
            }
        }
    }

    fileprivate struct Header {
        var start: Int
        var count: Int
        var capacity: Int
    }

    /// nil when nothing was ever stored (an empty array allocates nothing).
    private var storage: Storage?

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        if let storage = elements.withContiguousStorageIfAvailable(Self.copy) {
            self.storage = storage
        } else {
            self.storage = Array(elements).withUnsafeBufferPointer(Self.copy)
        }
    }

    /// A buffer holding exactly `buffer`'s elements; nil when there are none.
    private static func copy(_ buffer: UnsafeBufferPointer<Element>) -> Storage? {
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return nil }
        let storage = allocate(capacity: buffer.count, start: 0)
        storage.withUnsafeMutablePointers { header, base in
            base.initialize(from: source, count: buffer.count)
            header.pointee.count = buffer.count
        }
        return storage
    }

    public init(repeating element: Element, count: Int) {
        guard count > 0 else { return }
        let storage = Self.allocate(capacity: count, start: 0)
        storage.withUnsafeMutablePointers { header, base in
            base.initialize(repeating: element, count: count)
            header.pointee.count = count
        }
        self.storage = storage
    }

    /// The elements as an `Array` (a copy: O(count)).
    public var array: [Element] { Array(self) }

    // MARK: Contiguous access

    public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
        guard let storage else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try storage.withUnsafeMutablePointers { header, base in
            try body(UnsafeBufferPointer(start: base + header.pointee.start, count: header.pointee.count))
        }
    }

    public mutating func withUnsafeMutableBufferPointer<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R {
        guard storage != nil else {
            var empty = UnsafeMutableBufferPointer<Element>(start: nil, count: 0)
            return try body(&empty)
        }
        makeUnique()
        // Unique and non-nil after makeUnique(); the buffer must not be replaced by `body`.
        return try storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, base in
            let start = base + header.pointee.start, count = header.pointee.count
            var buffer = UnsafeMutableBufferPointer(start: start, count: count)
            defer {
                precondition(buffer.baseAddress == start && buffer.count == count,
                             "ItemArray withUnsafeMutableBufferPointer: replacing the buffer is not allowed")
            }
            return try body(&buffer)
        }
    }

    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        let h = header, unique = isUnique
        guard minimumCapacity > h.capacity - h.start || !unique else { return }
        reallocate(capacity: Swift.max(minimumCapacity, h.count), start: 0)
    }

    // MARK: Storage

    private static func allocate(capacity: Int, start: Int) -> Storage {
        let buffer = Storage.create(minimumCapacity: capacity) { _ in Header(start: start, count: 0, capacity: capacity) }
        return unsafeDowncast(buffer, to: Storage.self)
    }

    private var header: Header { storage?.header ?? Header(start: 0, count: 0, capacity: 0) }

    private var isUnique: Bool {
        mutating get { isKnownUniquelyReferenced(&storage) }
    }

    /// Makes the buffer this value's own, keeping the room on either side (up to a quarter of the
    /// count each, so that copies made for undo points stay small).
    private mutating func makeUnique() {
        guard storage != nil, !isUnique else { return }
        let h = header
        let room = h.count / 4
        let front = Swift.min(h.start, room), back = Swift.min(h.capacity - h.start - h.count, room)
        reallocate(capacity: front + h.count + back, start: front)
    }

    /// Moves (when unique) or copies the elements into a new buffer of `capacity` slots, at `start`.
    private mutating func reallocate(capacity: Int, start: Int) {
        let h = header
        let new = Self.allocate(capacity: capacity, start: start)
        let unique = isUnique
        new.withUnsafeMutablePointers { newHeader, newBase in
            if let storage, h.count > 0 {
                storage.withUnsafeMutablePointers { oldHeader, oldBase in
                    if unique {
                        (newBase + start).moveInitialize(from: oldBase + h.start, count: h.count)
                        oldHeader.pointee.count = 0
                    } else {
                        (newBase + start).initialize(from: oldBase + h.start, count: h.count)
                    }
                }
            }
            newHeader.pointee.count = h.count
        }
        storage = new
    }
}

// MARK: - Collection

extension ItemArray: RandomAccessCollection, MutableCollection {
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias SubSequence = Slice<ItemArray<Element>>

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage?.header.count ?? 0 }
    public var count: Int { storage?.header.count ?? 0 }
    public var isEmpty: Bool { count == 0 }
    public var indices: Range<Int> { 0..<count }

    public func index(after i: Int) -> Int { i + 1 }
    public func index(before i: Int) -> Int { i - 1 }
    public func index(_ i: Int, offsetBy distance: Int) -> Int { i + distance }
    public func distance(from start: Int, to end: Int) -> Int { end - start }

    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "ItemArray index out of range")
            return storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, base in base[header.pointee.start + position] }
        }
        set {
            precondition(position >= 0 && position < count, "ItemArray index out of range")
            makeUnique()
            storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, base in base[header.pointee.start + position] = newValue }
        }
    }

    public subscript(bounds: Range<Int>) -> Slice<ItemArray<Element>> {
        get {
            precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "ItemArray range out of bounds")
            return Slice(base: self, bounds: bounds)
        }
        set {
            precondition(bounds.lowerBound >= 0 && bounds.upperBound <= count, "ItemArray range out of bounds")
            precondition(newValue.count == bounds.count, "ItemArray slice assignment must keep the length")
            replaceSubrange(bounds, with: newValue)
        }
    }

    public func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        try withUnsafeBufferPointer(body)
    }

    public mutating func withContiguousMutableStorageIfAvailable<R>(_ body: (inout UnsafeMutableBufferPointer<Element>) throws -> R) rethrows -> R? {
        try withUnsafeMutableBufferPointer(body)
    }

    public struct Iterator: IteratorProtocol {
        private let storage: Storage?
        private var position: Int
        private let end: Int

        fileprivate init(storage: Storage?) {
            self.storage = storage
            let h = storage?.header
            position = h?.start ?? 0
            end = (h?.start ?? 0) + (h?.count ?? 0)
        }

        public mutating func next() -> Element? {
            guard position < end, let storage else { return nil }
            defer { position += 1 }
            return storage.withUnsafeMutablePointerToElements { $0[position] }
        }
    }

    public func makeIterator() -> Iterator { Iterator(storage: storage) }
}

// MARK: - Length changes

extension ItemArray: RangeReplaceableCollection {
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Element {
        let h = header
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= h.count, "ItemArray range out of bounds")
        let inserted = newElements.count
        let removed = subrange.count
        let delta = inserted - removed
        let newCount = h.count + delta
        let prefix = subrange.lowerBound, suffix = h.count - subrange.upperBound
        let movesPrefix = prefix < suffix
        let unique = isUnique   // false when there is no buffer
        if newCount == 0 && !unique {
            storage = nil
            return
        }
        if !unique || (delta > 0 && (movesPrefix ? h.start : h.capacity - h.start - h.count) < delta) {
            // Room on both sides, more on the side that grows.
            let room = Swift.max(newCount / 2, 16)
            let front = movesPrefix && delta > 0 ? room * 3 / 4 : room / 4
            let new = Self.allocate(capacity: newCount + room, start: front)
            new.withUnsafeMutablePointers { newHeader, newBase in
                let target = newBase + front
                if let storage {
                    storage.withUnsafeMutablePointers { oldHeader, oldBase in
                        let source = oldBase + h.start
                        if unique {
                            target.moveInitialize(from: source, count: prefix)
                            (source + prefix).deinitialize(count: removed)
                            (target + prefix + inserted).moveInitialize(from: source + subrange.upperBound, count: suffix)
                            oldHeader.pointee.count = 0
                        } else {
                            target.initialize(from: source, count: prefix)
                            (target + prefix + inserted).initialize(from: source + subrange.upperBound, count: suffix)
                        }
                    }
                }
                Self.initialize(target + prefix, from: newElements, count: inserted)
                newHeader.pointee.count = newCount
            }
            storage = new
            return
        }
        // Unique, with room on the side that moves.
        storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, base in
            let source = base + h.start
            (source + prefix).deinitialize(count: removed)
            if movesPrefix {
                let newStart = h.start - delta
                (base + newStart).moveInitialize(from: source, count: prefix)
                Self.initialize(base + newStart + prefix, from: newElements, count: inserted)
                header.pointee.start = newStart
            } else {
                (source + prefix + inserted).moveInitialize(from: source + subrange.upperBound, count: suffix)
                Self.initialize(source + prefix, from: newElements, count: inserted)
            }
            header.pointee.count = newCount
        }
    }

    /// Initialises `count` elements at `target` from `elements`, which holds exactly `count`.
    private static func initialize<C: Collection>(_ target: UnsafeMutablePointer<Element>, from elements: C, count: Int) where C.Element == Element {
        guard count > 0 else { return }
        if let _: Void = elements.withContiguousStorageIfAvailable({ buffer in
            precondition(buffer.count == count, "ItemArray: a collection's count changed")
            if let source = buffer.baseAddress { target.initialize(from: source, count: count) }
        }) {
            return
        }
        var written = 0
        for element in elements {
            precondition(written < count, "ItemArray: a collection's count changed")
            (target + written).initialize(to: element)
            written += 1
        }
        precondition(written == count, "ItemArray: a collection's count changed")
    }

    public mutating func append(_ newElement: Element) {
        let h = header
        if storage != nil, h.start + h.count < h.capacity, isUnique {
            storage.unsafelyUnwrapped.withUnsafeMutablePointers { header, base in
                (base + h.start + h.count).initialize(to: newElement)
                header.pointee.count += 1
            }
            return
        }
        replaceSubrange(h.count..<h.count, with: CollectionOfOne(newElement))
    }

    public mutating func append<S: Sequence>(contentsOf newElements: S) where S.Element == Element {
        let end = count
        if let _: Void = newElements.withContiguousStorageIfAvailable({ replaceSubrange(end..<end, with: $0) }) { return }
        for element in newElements { append(element) }
    }

    public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
        guard keepCapacity else {
            storage = nil
            return
        }
        replaceSubrange(0..<count, with: EmptyCollection())
    }
}

// MARK: - Value semantics

extension ItemArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension ItemArray: Equatable where Element: Equatable {
    /// Equal when the elements are; O(1) when both share one buffer (a copy not yet written).
    public static func == (lhs: ItemArray, rhs: ItemArray) -> Bool {
        let l = lhs.header, r = rhs.header
        guard l.count == r.count else { return false }
        if lhs.storage === rhs.storage && l.start == r.start { return true }
        return lhs.withUnsafeBufferPointer { a in rhs.withUnsafeBufferPointer { b in a.elementsEqual(b) } }
    }
}

extension ItemArray: Hashable where Element: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        withUnsafeBufferPointer { for element in $0 { hasher.combine(element) } }
    }
}

/// The buffer is shared only between values that copy it before writing (copy-on-write).
extension ItemArray: @unchecked Sendable where Element: Sendable {}

extension ItemArray: CustomStringConvertible, CustomDebugStringConvertible {
    /// As an `Array` prints: `[1, 2, 3]`.
    public var description: String { Array(self).description }
    public var debugDescription: String { Array(self).debugDescription }
}
