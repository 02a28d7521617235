/// A sparse, ordered map from item (or row) index to a size, with prefix sums: the store behind
/// per-item size overrides and measured (self-sized) sizes (docs/self-sizing.md §6).
///
/// A treap kept in parallel arrays (value semantics through copy-on-write; no classes). Each node
/// holds its key, its size, and its subtree's entry count and width/height sums, so
///
/// - `set` / `remove` / `subscript` are O(log m) expected (m = entries, not items),
/// - `prefix(before:)` (how many entries, and the sum of their sizes, precede a key) is O(log m),
/// - `last(where:)` finds the last entry satisfying a monotone predicate of (key, prefix) in
///   O(log m): a layout uses it to find the row at a scroll position.
///
/// Priorities are a hash of the key a node was created with (splitmix64): deterministic, and
/// balanced in expectation for any key pattern a script can write.
///
/// `openGap(at:)` / `closeGap(at:)` renumber every later entry by ±1 in O(log m) (an item inserted
/// or deleted before them, docs/self-sizing.md §2.5): a split, a lazy key shift on one subtree
/// (`shifts`, pushed down on the way through), a merge.
/// Memory: 56 bytes per entry (1,000,000 entries ≈ 56 MB), nothing per item without an entry.
/// Layouts treat the sizes as logical values; sanitising (negative, non-finite) is their business,
/// but the tree counts such entries (`invalidCount`) and each distinct width and height
/// (`widthCounts`, `heightCounts`) so a layout can tell in O(1) whether every entry shares one
/// cross-axis length.
public struct SizeTree: Sendable {
    private var keys: [Int] = []
    private var widths: [Double] = []
    private var heights: [Double] = []
    private var sumWidths: [Double] = []
    private var sumHeights: [Double] = []
    private var counts: [Int32] = []
    private var lefts: [Int32] = []
    private var rights: [Int32] = []
    private var priorities: [UInt32] = []
    /// Pending key shift for every key in the node's children's subtrees (the node's own key is
    /// already shifted). Read-only walks add them up on the way down; mutating walks push them down.
    private var shifts: [Int] = []
    private var freeList: [Int32] = []
    private var root: Int32 = -1
    /// Entries per distinct width / height (for the uniform-cross-axis test).
    public private(set) var widthCounts: [Double: Int] = [:]
    public private(set) var heightCounts: [Double: Int] = [:]
    /// Entries with a negative or non-finite component.
    public private(set) var invalidCount = 0

    /// The sums of the entries before a key.
    public struct Prefix: Equatable, Sendable {
        public var count: Int = 0
        public var width: Double = 0
        public var height: Double = 0
        public init(count: Int = 0, width: Double = 0, height: Double = 0) {
            self.count = count
            self.width = width
            self.height = height
        }
    }

    public init() {}

    /// Where the entries' keys are stored: the same before and after an edit made in place, another
    /// address after one that copied the tree (tests check that a step edits in place).
    var storageAddress: UnsafeRawPointer? {
        keys.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// The number of entries.
    public var count: Int { root < 0 ? 0 : Int(counts[Int(root)]) }
    public var isEmpty: Bool { root < 0 }

    /// The sum of every entry (count, widths, heights).
    public var total: Prefix {
        guard root >= 0 else { return Prefix() }
        let r = Int(root)
        return Prefix(count: Int(counts[r]), width: sumWidths[r], height: sumHeights[r])
    }

    /// True when every entry has this width (vacuously true when empty) and none is invalid.
    public func allWidths(equal value: Double) -> Bool {
        invalidCount == 0 && (isEmpty || (widthCounts.count == 1 && widthCounts[value] != nil))
    }

    /// True when every entry has this height (vacuously true when empty) and none is invalid.
    public func allHeights(equal value: Double) -> Bool {
        invalidCount == 0 && (isEmpty || (heightCounts.count == 1 && heightCounts[value] != nil))
    }

    /// The size stored for `key`, if any. O(log m).
    public subscript(key: Int) -> Size? {
        var n = root
        var off = 0
        while n >= 0 {
            let i = Int(n)
            let k = keys[i] &+ off
            if key == k { return Size(width: widths[i], height: heights[i]) }
            off &+= shifts[i]
            n = key < k ? lefts[i] : rights[i]
        }
        return nil
    }

    /// Stores `size` for `key` (insert or replace). O(log m).
    public mutating func set(_ key: Int, _ size: Size) {
        if let node = find(key) {
            let i = Int(node)
            uncount(width: widths[i], height: heights[i])
            widths[i] = size.width
            heights[i] = size.height
            count(width: size.width, height: size.height)
            // Sums change along the path from the root: recompute them top-down after the search.
            var path: [Int32] = []
            var n = root
            var off = 0
            while n >= 0 {
                path.append(n)
                let k = keys[Int(n)] &+ off
                if k == key { break }
                off &+= shifts[Int(n)]
                n = key < k ? lefts[Int(n)] : rights[Int(n)]
            }
            for p in path.reversed() { update(p) }
            return
        }
        let node = allocate(key, size)
        count(width: size.width, height: size.height)
        let (l, r) = split(root, key)
        root = merge(merge(l, node), r)
    }

    /// Removes the entry for `key`, if any. O(log m).
    public mutating func remove(_ key: Int) {
        guard find(key) != nil else { return }
        let (l, r) = split(root, key)
        let (mid, rest) = key == Int.max ? (r, Int32(-1)) : split(r, key + 1)
        release(mid)
        root = merge(l, rest)
        if root < 0 { self = SizeTree() }
    }

    /// Renumbers every entry with key ≥ `key` to key + 1 (an item inserted at `key`). O(log m).
    public mutating func openGap(at key: Int) {
        guard root >= 0 else { return }
        let (l, r) = split(root, key)
        shift(r, by: 1)
        root = merge(l, r)
    }

    /// Removes the entry for `key`, if any, and renumbers every entry with a larger key to key − 1
    /// (the item at `key` deleted). O(log m).
    public mutating func closeGap(at key: Int) {
        guard root >= 0, key < Int.max else { return }
        let (l, r) = split(root, key)
        let (mid, rest) = split(r, key + 1)
        release(mid)
        shift(rest, by: -1)
        root = merge(l, rest)
        if root < 0 { self = SizeTree() }
    }

    /// The count and sums of the entries with keys < `key`. O(log m).
    public func prefix(before key: Int) -> Prefix {
        var result = Prefix()
        var n = root
        var off = 0
        while n >= 0 {
            let i = Int(n)
            let k = keys[i] &+ off
            off &+= shifts[i]
            if k < key {
                add(lefts[i], to: &result)
                result.count += 1
                result.width += widths[i]
                result.height += heights[i]
                n = rights[i]
            } else {
                n = lefts[i]
            }
        }
        return result
    }

    /// The last entry (largest key) for which `predicate(key, size, prefixBefore)` holds, for a
    /// predicate that holds for a leading run of the entries in key order and then never again.
    /// O(log m).
    public func last(where predicate: (Int, Size, Prefix) -> Bool) -> (key: Int, size: Size, before: Prefix)? {
        var best: (key: Int, size: Size, before: Prefix)?
        var acc = Prefix()
        var n = root
        var off = 0
        while n >= 0 {
            let i = Int(n)
            let k = keys[i] &+ off
            off &+= shifts[i]
            var before = acc
            add(lefts[i], to: &before)
            let size = Size(width: widths[i], height: heights[i])
            if predicate(k, size, before) {
                best = (k, size, before)
                acc = before
                acc.count += 1
                acc.width += widths[i]
                acc.height += heights[i]
                n = rights[i]
            } else {
                n = lefts[i]
            }
        }
        return best
    }

    /// The first entry with key ≥ `key`. O(log m).
    public func first(atOrAfter key: Int) -> (key: Int, size: Size)? {
        var best: (key: Int, size: Size)?
        var n = root
        var off = 0
        while n >= 0 {
            let i = Int(n)
            let k = keys[i] &+ off
            off &+= shifts[i]
            if k >= key {
                best = (k, Size(width: widths[i], height: heights[i]))
                n = lefts[i]
            } else {
                n = rights[i]
            }
        }
        return best
    }

    /// Calls `body` for every entry in key order. O(m).
    public func forEach(_ body: (Int, Size) -> Void) {
        // Each stacked node with the shift its key still needs (the sum of its ancestors' shifts).
        var stack: [(Int32, Int)] = []
        var n = root
        var off = 0
        while n >= 0 || !stack.isEmpty {
            while n >= 0 { stack.append((n, off)); off &+= shifts[Int(n)]; n = lefts[Int(n)] }
            let (top, topOff) = stack.removeLast()
            let i = Int(top)
            body(keys[i] &+ topOff, Size(width: widths[i], height: heights[i]))
            off = topOff &+ shifts[i]
            n = rights[i]
        }
    }

    // MARK: - Internals

    private func find(_ key: Int) -> Int32? {
        var n = root
        var off = 0
        while n >= 0 {
            let i = Int(n)
            let k = keys[i] &+ off
            if key == k { return n }
            off &+= shifts[i]
            n = key < k ? lefts[i] : rights[i]
        }
        return nil
    }

    /// Adds `delta` to every key of the subtree at `n` (lazily below `n`).
    private mutating func shift(_ n: Int32, by delta: Int) {
        guard n >= 0 else { return }
        keys[Int(n)] &+= delta
        shifts[Int(n)] &+= delta
    }

    /// Hands the node's pending shift to its children.
    private mutating func pushDown(_ n: Int32) {
        let i = Int(n)
        let delta = shifts[i]
        guard delta != 0 else { return }
        shift(lefts[i], by: delta)
        shift(rights[i], by: delta)
        shifts[i] = 0
    }

    private func add(_ n: Int32, to prefix: inout Prefix) {
        guard n >= 0 else { return }
        let i = Int(n)
        prefix.count += Int(counts[i])
        prefix.width += sumWidths[i]
        prefix.height += sumHeights[i]
    }

    private mutating func count(width: Double, height: Double) {
        widthCounts[width, default: 0] += 1
        heightCounts[height, default: 0] += 1
        if !(width.isFinite && width >= 0 && height.isFinite && height >= 0) { invalidCount += 1 }
    }

    private mutating func uncount(width: Double, height: Double) {
        if let c = widthCounts[width] { widthCounts[width] = c > 1 ? c - 1 : nil }
        if let c = heightCounts[height] { heightCounts[height] = c > 1 ? c - 1 : nil }
        if !(width.isFinite && width >= 0 && height.isFinite && height >= 0) { invalidCount -= 1 }
    }

    /// splitmix64 of the key: the node's heap priority.
    private static func priority(_ key: Int) -> UInt32 {
        var z = UInt64(bitPattern: Int64(key)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt32(truncatingIfNeeded: z ^ (z >> 31))
    }

    /// Frees node `n` (split off alone; -1 for none) for `allocate` to reuse, taking its size out of
    /// the counts. Its fields are set anew when it is reused.
    private mutating func release(_ n: Int32) {
        guard n >= 0 else { return }
        let i = Int(n)
        uncount(width: widths[i], height: heights[i])
        freeList.append(n)
        lefts[i] = -1
        rights[i] = -1
    }

    private mutating func allocate(_ key: Int, _ size: Size) -> Int32 {
        // Non-finite sizes are kept as they are; the sums then are non-finite too and the layout
        // (which checks `invalidCount`) does not use them.
        if let n = freeList.popLast() {
            let i = Int(n)
            keys[i] = key; widths[i] = size.width; heights[i] = size.height
            sumWidths[i] = size.width; sumHeights[i] = size.height; counts[i] = 1
            lefts[i] = -1; rights[i] = -1; priorities[i] = Self.priority(key); shifts[i] = 0
            return n
        }
        let n = Int32(truncatingIfNeeded: keys.count)
        keys.append(key); widths.append(size.width); heights.append(size.height)
        sumWidths.append(size.width); sumHeights.append(size.height); counts.append(1)
        lefts.append(-1); rights.append(-1); priorities.append(Self.priority(key)); shifts.append(0)
        return n
    }

    private mutating func update(_ n: Int32) {
        let i = Int(n)
        var c: Int32 = 1
        var w = widths[i], h = heights[i]
        let l = lefts[i], r = rights[i]
        if l >= 0 { c += counts[Int(l)]; w += sumWidths[Int(l)]; h += sumHeights[Int(l)] }
        if r >= 0 { c += counts[Int(r)]; w += sumWidths[Int(r)]; h += sumHeights[Int(r)] }
        counts[i] = c; sumWidths[i] = w; sumHeights[i] = h
    }

    /// Higher priority on top; ties (rare) broken by the smaller key.
    private func above(_ a: Int32, _ b: Int32) -> Bool {
        let pa = priorities[Int(a)], pb = priorities[Int(b)]
        return pa != pb ? pa > pb : keys[Int(a)] < keys[Int(b)]
    }

    /// (keys < key, keys ≥ key).
    private mutating func split(_ n: Int32, _ key: Int) -> (Int32, Int32) {
        guard n >= 0 else { return (-1, -1) }
        pushDown(n)
        let i = Int(n)
        if keys[i] < key {
            let (l, r) = split(rights[i], key)
            rights[i] = l
            update(n)
            return (n, r)
        } else {
            let (l, r) = split(lefts[i], key)
            lefts[i] = r
            update(n)
            return (l, n)
        }
    }

    /// Every key of `a` is smaller than every key of `b`.
    private mutating func merge(_ a: Int32, _ b: Int32) -> Int32 {
        if a < 0 { return b }
        if b < 0 { return a }
        pushDown(a)
        pushDown(b)
        if above(a, b) {
            rights[Int(a)] = merge(rights[Int(a)], b)
            update(a)
            return a
        } else {
            lefts[Int(b)] = merge(a, lefts[Int(b)])
            update(b)
            return b
        }
    }
}

extension SizeTree: Equatable {
    /// Equal when they hold the same entries (the node layout in the arrays does not matter).
    public static func == (a: SizeTree, b: SizeTree) -> Bool {
        guard a.count == b.count else { return false }
        var left: [(Int, Size)] = []
        left.reserveCapacity(a.count)
        a.forEach { left.append(($0, $1)) }
        var index = 0
        var equal = true
        b.forEach { key, size in
            if equal, index < left.count, left[index].0 == key, left[index].1 == size { index += 1 } else { equal = false }
        }
        return equal
    }
}

extension SizeTree: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        forEach { key, size in hasher.combine(key); hasher.combine(size) }
    }
}
