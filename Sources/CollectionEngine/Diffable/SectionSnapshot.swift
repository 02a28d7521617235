/// The items of one section as a tree (outline), with expanded/collapsed parents.
///
/// Models: `NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>` (iOS 14+). Items are
/// interned Int ids, unique within the section snapshot. Choices [inferred]: new parents start
/// collapsed (`expand` must be called); expansion state is kept per item, so a collapsed leaf that
/// later gets children is collapsed; deleting or expanding/collapsing an unknown item does
/// nothing; appending under or inserting next to an unknown item raises.
///
/// Complexity (n items): `contains`, `parent(of:)`, `isExpanded` O(1); `level(of:)` and
/// `isVisible` O(depth); `items`, `visibleItems` and `index(of:)` O(n) (depth-first walks);
/// inserting among siblings O(number of siblings); deleting O(size of the deleted subtrees +
/// siblings).
public struct SectionSnapshot: Equatable, Sendable {
    struct Node: Equatable, Sendable {
        var parent: Int?
        var children: [Int] = []
    }

    /// The top-level items, in order (`rootItems`).
    public private(set) var rootItems: [Int] = []
    private var nodes: [Int: Node] = [:]
    private var expanded: Set<Int> = []

    public init() {}

    // MARK: Queries

    /// Whether `item` is in the section snapshot (`contains(_:)`).
    public func contains(_ item: Int) -> Bool { nodes[item] != nil }

    /// The parent of `item`; nil for root items and unknown items (`parent(of:)`).
    public func parent(of item: Int) -> Int? { nodes[item]?.parent }

    /// The children of `item`, in order; [] for leaves and unknown items.
    public func children(of item: Int) -> [Int] { nodes[item]?.children ?? [] }

    /// The depth of `item`: 0 for root items; nil for unknown items (UIKit answers NSNotFound [inferred]).
    public func level(of item: Int) -> Int? {
        guard var node = nodes[item] else { return nil }
        var level = 0
        while let parent = node.parent, let next = nodes[parent] {
            level += 1
            node = next
        }
        return level
    }

    /// `isExpanded(_:)`: false for unknown items.
    public func isExpanded(_ item: Int) -> Bool { nodes[item] != nil && expanded.contains(item) }

    /// `isVisible(_:)`: the item exists and all its ancestors are expanded.
    public func isVisible(_ item: Int) -> Bool {
        guard var node = nodes[item] else { return false }
        while let parent = node.parent {
            guard expanded.contains(parent), let next = nodes[parent] else { return false }
            node = next
        }
        return true
    }

    /// `items`: every item, depth first (parent before its children).
    public var items: [Int] { walk(onlyVisible: false) }

    /// `visibleItems`: the items whose ancestors are all expanded, depth first. This is what the
    /// section shows, and what applying the snapshot puts into the main snapshot's section.
    public var visibleItems: [Int] { walk(onlyVisible: true) }

    /// `index(of:)`: the item's position in `items`; nil when absent.
    public func index(of item: Int) -> Int? {
        guard nodes[item] != nil else { return nil }
        return items.firstIndex(of: item)
    }

    private func walk(onlyVisible: Bool) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(nodes.count)
        var stack: [Int] = rootItems.reversed()
        while let item = stack.popLast() {
            result.append(item)
            if onlyVisible && !expanded.contains(item) { continue }
            if let children = nodes[item]?.children { stack.append(contentsOf: children.reversed()) }
        }
        return result
    }

    // MARK: Mutations

    /// `append(_:to:)`: adds items as the last children of `parent`, or at root level.
    public mutating func append(_ items: [Int], to parent: Int? = nil, context: SnapshotContext = .init()) throws(UIKitError) {
        try checkNew(items, context: context)
        if let parent {
            guard nodes[parent] != nil else { throw UIKitError.invalidParent(context.itemName(parent)) }
            nodes[parent]?.children.append(contentsOf: items)
        } else {
            rootItems.append(contentsOf: items)
        }
        for item in items { nodes[item] = Node(parent: parent) }
    }

    /// `insert(_:before:)`: adds items as siblings just before `anchor`.
    public mutating func insert(_ items: [Int], before anchor: Int, context: SnapshotContext = .init()) throws(UIKitError) {
        try insert(items, anchor: anchor, offset: 0, context: context)
    }

    /// `insert(_:after:)`: adds items as siblings just after `anchor`.
    public mutating func insert(_ items: [Int], after anchor: Int, context: SnapshotContext = .init()) throws(UIKitError) {
        try insert(items, anchor: anchor, offset: 1, context: context)
    }

    /// `delete(_:)`: removes the items and all their descendants. Unknown items are ignored.
    public mutating func delete(_ items: [Int]) {
        for item in items {
            guard let node = nodes[item] else { continue }  // already removed with an ancestor
            if let parent = node.parent {
                nodes[parent]?.children.removeAll { $0 == item }
            } else {
                rootItems.removeAll { $0 == item }
            }
            var stack = [item]
            while let next = stack.popLast() {
                if let children = nodes[next]?.children { stack.append(contentsOf: children) }
                nodes[next] = nil
                expanded.remove(next)
            }
        }
    }

    /// `deleteAll()`.
    public mutating func deleteAll() {
        self = SectionSnapshot()
    }

    /// `expand(_:)`. Unknown items are ignored.
    public mutating func expand(_ items: [Int]) {
        for item in items where nodes[item] != nil { expanded.insert(item) }
    }

    /// `collapse(_:)`. Unknown items are ignored.
    public mutating func collapse(_ items: [Int]) {
        for item in items { expanded.remove(item) }
    }

    /// `snapshot(of:includingParent:)`: the subtree under `parent` as its own section snapshot
    /// (children become roots, or `parent` is the single root), expansion state kept.
    public func snapshot(of parent: Int, includingParent: Bool = false, context: SnapshotContext = .init()) throws(UIKitError) -> SectionSnapshot {
        guard let node = nodes[parent] else { throw UIKitError.invalidParent(context.itemName(parent)) }
        var result = SectionSnapshot()
        result.rootItems = includingParent ? [parent] : node.children
        let roots = Set(result.rootItems)
        var stack = result.rootItems
        while let item = stack.popLast() {
            guard var copy = nodes[item] else { continue }  // unreachable: children always have nodes
            if roots.contains(item) { copy.parent = nil }
            result.nodes[item] = copy
            if expanded.contains(item) { result.expanded.insert(item) }
            stack.append(contentsOf: copy.children)
        }
        return result
    }

    /// `replace(childrenOf:using:)`: the children of `parent` (and their subtrees) become the
    /// roots of `snapshot` (and theirs). Items of `snapshot` must not be elsewhere in this one.
    public mutating func replace(childrenOf parent: Int, using snapshot: SectionSnapshot,
                                 context: SnapshotContext = .init()) throws(UIKitError) {
        guard nodes[parent] != nil else { throw UIKitError.invalidParent(context.itemName(parent)) }
        var copy = self
        copy.delete(copy.children(of: parent))
        let clashes = snapshot.items.filter { copy.nodes[$0] != nil }
        if !clashes.isEmpty { throw UIKitError.sectionSnapshotDuplicates(clashes.map(context.itemName)) }
        for (item, var node) in snapshot.nodes {
            if node.parent == nil { node.parent = parent }
            copy.nodes[item] = node
        }
        copy.expanded.formUnion(snapshot.expanded)
        copy.nodes[parent]?.children = snapshot.rootItems
        self = copy
    }

    private mutating func insert(_ items: [Int], anchor: Int, offset: Int, context: SnapshotContext) throws(UIKitError) {
        guard let node = nodes[anchor] else { throw UIKitError.invalidReferenceItem(context.itemName(anchor)) }
        try checkNew(items, context: context)
        if let parent = node.parent {
            guard let siblings = nodes[parent]?.children, let index = siblings.firstIndex(of: anchor) else { return }  // unreachable: tree invariant
            nodes[parent]?.children.insert(contentsOf: items, at: index + offset)
        } else {
            guard let index = rootItems.firstIndex(of: anchor) else { return }  // unreachable: tree invariant
            rootItems.insert(contentsOf: items, at: index + offset)
        }
        for item in items { nodes[item] = Node(parent: node.parent) }
    }

    /// Duplicates inside `items` or items already present raise [observed text].
    private func checkNew(_ items: [Int], context: SnapshotContext) throws(UIKitError) {
        var clashes = DiffableSnapshot.duplicates(in: items)
        let listed = Set(clashes)
        for item in DiffableSnapshot.unique(items) where nodes[item] != nil && !listed.contains(item) { clashes.append(item) }
        if !clashes.isEmpty { throw UIKitError.sectionSnapshotDuplicates(clashes.map(context.itemName)) }
    }
}
