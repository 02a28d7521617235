import CollectionEngine
import CollectionScript

/// `layout custom` and `invalidateLayout` as Swift (docs/layout.md §10, docs/tooling.md §2): the
/// script's UICollectionViewLayout subclass is written into the test — `prepare()` filling its
/// attribute cache, `collectionViewContentSize`, `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`, and the invalidation rules the script chose
/// (`invalidateLayout(with:)`, `shouldInvalidateLayout(forBoundsChange:)`) written out, not as
/// flags. Each distinct shape and set of rules is one class, private and nested in the test class
/// (so any number of exported tests build together); the step that installs it sets its values.
struct CustomLayoutClasses {
    struct Declared {
        /// What makes two `layout custom` commands the same class: the shape and the rules.
        var key: String
        var name: String
        var source: String
        /// A `UICollectionViewFlowLayout` subclass whose sizes the test's delegate answers.
        var sizesItems: Bool
    }

    var declared: [Declared] = []

    /// Adds the classes to the test class's helpers, and their item sizes to the delegate's
    /// sizeForItemAt (nothing when the scenario has none: other exports stay as they were).
    func add(to helpers: inout String) {
        guard !declared.isEmpty else { return }
        let signature = "sizeForItemAt indexPath: IndexPath) -> CGSize {\n"
        if let end = helpers.range(of: signature) { helpers.insert(contentsOf: sizeLines, at: end.upperBound) }
        helpers += declared.map { "\n\n" + ($0.source.hasSuffix("\n") ? String($0.source.dropLast()) : $0.source) }.joined()
    }

    /// The line the delegate's sizeForItemAt starts with for each left-aligned class: the
    /// layout's `itemSizes`, item `i` taking `itemSizes[i % count]` (colscript's `itemSizes=[…]`).
    var sizeLines: String {
        declared.filter(\.sizesItems).map { declared in
            "        if let sizes = (collectionViewLayout as? \(declared.name))?.itemSizes, !sizes.isEmpty { return sizes[indexPath.item % sizes.count] }\n"
        }.joined()
    }
}

extension SwiftExportWriter {
    /// The Swift for `layout custom` and `invalidateLayout`, or nil for another command.
    mutating func customLayoutLines(_ command: Command) throws(SwiftExport.Failure) -> [String]? {
        if case .invalidateLayout(let refs) = command.kind {
            let paths = refs.compactMap { interpreter.exportIndexPath($0) }
            return Self.invalidateLines(refs.isEmpty ? nil : paths)
        }
        guard case .layoutCustom = command.kind else { return nil }
        guard case .custom(let box) = interpreter.view.layout else { throw unsupported(command, "not a custom layout") }
        sectionPins = [:]
        let install: [String]
        if let layout = box.base as? CachingLayout<WaterfallShape> {
            let shape = layout.shape
            let name = declare(className: shape.className, policy: layout.policy, sizesItems: false) {
                Self.waterfallSource($0, layout.policy)
            }
            install = ["let layout = \(name)()",
                       "layout.numberOfColumns = \(shape.numberOfColumns)",
                       "layout.cellPadding = \(SwiftSyntax.number(shape.spacing))",
                       "layout.sectionInset = \(SwiftSyntax.insets(shape.sectionInset))",
                       "layout.itemHeights = [\(shape.itemHeights.map(SwiftSyntax.number).joined(separator: ", "))]"]
        } else if let layout = box.base as? CachingLayout<LeftAlignedFlowShape> {
            let shape = layout.shape
            let sizes = !shape.itemSizes.isEmpty
            let name = declare(className: shape.className, policy: layout.policy, sizesItems: sizes) {
                Self.leftAlignedSource($0, layout.policy)
            }
            if sizes { usesLayoutDelegate = true }
            var lines = ["let layout = \(name)()"] + SwiftSyntax.flowLayout(shape.flow)
            if sizes { lines.append("layout.itemSizes = [\(shape.itemSizes.map(SwiftSyntax.size).joined(separator: ", "))]") }
            if shape.flow.headerReferenceSize != .zero || shape.flow.footerReferenceSize != .zero {
                usesSupplementaries = true
                lines += [ElementKind.sectionHeader, .sectionFooter].map {
                    "collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: \(Self.kind($0)), withReuseIdentifier: \"Supplementary\")"
                }
            }
            install = lines
        } else if let layout = box.base as? CachingLayout<ExplicitFramesShape> {
            let name = declare(className: layout.shape.className, policy: layout.policy, sizesItems: false) {
                Self.framesSource($0, layout.policy)
            }
            install = ["let layout = \(name)()",
                       "layout.frames = [" + layout.shape.frames.map(SwiftSyntax.rect).joined(separator: ",\n    ") + "]"]
        } else {
            throw unsupported(command, "this custom layout has no Swift form")
        }
        return ["do {"] + install.flatMap { $0.split(separator: "\n").map { "    " + $0 } }
            + ["    collectionView.setCollectionViewLayout(layout, animated: false)", "}"]
    }

    /// invalidateLayout(), or invalidateLayout(with:) a context that names the items.
    static func invalidateLines(_ paths: [IndexPath]?) -> [String] {
        guard let paths else { return ["collectionView.collectionViewLayout.invalidateLayout()"] }
        return ["do {",
                "    let context = UICollectionViewLayoutInvalidationContext()",
                "    context.invalidateItems(at: \(SwiftSyntax.indexPaths(paths)))",
                "    collectionView.collectionViewLayout.invalidateLayout(with: context)",
                "}"]
    }

    /// The name of the class for this shape and rules, declared the first time: `WaterfallLayout`,
    /// then `WaterfallLayout2` for other rules.
    private mutating func declare(className: String, policy: LayoutCachePolicy, sizesItems: Bool,
                                  _ source: (String) -> String) -> String {
        let key = className + " " + CustomLayoutClasses.rulesKey(policy)
        if let found = customLayouts.declared.firstIndex(where: { $0.key == key }) {
            customLayouts.declared[found].sizesItems = customLayouts.declared[found].sizesItems || sizesItems
            return customLayouts.declared[found].name
        }
        let count = customLayouts.declared.filter { $0.key.hasPrefix(className + " ") }.count
        let name = count == 0 ? className : "\(className)\(count + 1)"
        customLayouts.declared.append(.init(key: key, name: name, source: source(name), sizesItems: sizesItems))
        return name
    }

    // MARK: The classes

    /// A waterfall: columns of equal width, each item in the shortest column (leftmost on a tie).
    static func waterfallSource(_ name: String, _ policy: LayoutCachePolicy) -> String {
        header(name, superclass: "UICollectionViewLayout", "colscript's `layout custom waterfall`: columns of equal width; each item goes to the\n/// shortest column (the leftmost of equal ones) with its own height.", policy) + """
                var numberOfColumns = 2
                var cellPadding: CGFloat = 8
                var sectionInset = UIEdgeInsets.zero
                /// Item `i` of a section takes `itemHeights[i % itemHeights.count]`.
                var itemHeights: [CGFloat] = [100]
            \(storage)
            \(prepareStart(policy))
                    let insets = collectionView.adjustedContentInset
                    let contentWidth = max(0, collectionView.bounds.width - insets.left - insets.right)
                    let columns = max(1, numberOfColumns)
                    let columnWidth = max(0, (contentWidth - sectionInset.left - sectionInset.right - CGFloat(columns - 1) * cellPadding) / CGFloat(columns))
                    var top: CGFloat = 0
                    for section in 0..<collectionView.numberOfSections {
                        let count = collectionView.numberOfItems(inSection: section)
                        var columnBottoms = Array(repeating: top + sectionInset.top, count: columns)
                        for item in 0..<count {
                            let column = columnBottoms.indices.min { columnBottoms[$0] < columnBottoms[$1] } ?? 0
                            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                            let height = itemHeights.isEmpty ? 0 : max(0, itemHeights[item % itemHeights.count])
                            attributes.frame = CGRect(x: sectionInset.left + CGFloat(column) * (columnWidth + cellPadding), y: columnBottoms[column],
                                                      width: columnWidth, height: height)
                            cache.append(attributes)
                            columnBottoms[column] = attributes.frame.maxY + cellPadding
                        }
                        let tallest = columnBottoms.max() ?? top
                        top = (count > 0 ? tallest - cellPadding : tallest) + sectionInset.bottom
                    }
                    contentSize = CGSize(width: contentWidth, height: top)
                }
            \(queries)\(invalidation(policy))}

            """
    }

    /// A flow layout whose rows start at the left: the flow layout lays the rows out, prepare()
    /// moves each row's cells to sectionInset.left, minimumInteritemSpacing apart.
    static func leftAlignedSource(_ name: String, _ policy: LayoutCachePolicy) -> String {
        header(name, superclass: "UICollectionViewFlowLayout", "colscript's `layout custom leftAligned`: the flow layout breaks the rows, then each row's\n/// cells start at sectionInset.left, minimumInteritemSpacing apart; headers and footers stay.", policy) + """
                /// The delegate's sizeForItemAt answers: item `i` of a section takes `itemSizes[i % itemSizes.count]`.
                var itemSizes: [CGSize] = []
            \(storage)
            \(prepareStart(policy, readsCollectionView: false))
                    let content = super.collectionViewContentSize
                    let everything = super.layoutAttributesForElements(in: CGRect(x: -1, y: -1, width: content.width + 2, height: content.height + 2)) ?? []
                    var leftMargin = sectionInset.left
                    var maxY = -CGFloat.greatestFiniteMagnitude
                    for original in everything {
                        guard let attributes = original.copy() as? UICollectionViewLayoutAttributes else { continue }
                        cache.append(attributes)
                        guard attributes.representedElementCategory == .cell else { continue }
                        if attributes.frame.minY >= maxY { leftMargin = sectionInset.left }
                        attributes.frame.origin.x = leftMargin
                        leftMargin += attributes.frame.width + minimumInteritemSpacing
                        maxY = max(attributes.frame.maxY, maxY)
                    }
                    contentSize = content
                }
            \(queries)
                override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                    cache.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
                }
            \(invalidation(policy, flowSubclass: true))}

            """
    }

    /// A frame per item, in index-path order; an item past the end of the table has no attributes.
    static func framesSource(_ name: String, _ policy: LayoutCachePolicy) -> String {
        header(name, superclass: "UICollectionViewLayout", "colscript's `layout custom frames`: the items, section after section, take the frames in\n/// order; an item past the end of the table has no attributes.", policy) + """
                var frames: [CGRect] = []
            \(storage)
            \(prepareStart(policy))
                    var next = 0
                    var size = CGSize.zero
                    for section in 0..<collectionView.numberOfSections {
                        let taken = max(0, min(collectionView.numberOfItems(inSection: section), frames.count - next))
                        for item in 0..<taken {
                            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                            attributes.frame = frames[next + item]
                            cache.append(attributes)
                            size = CGSize(width: max(size.width, attributes.frame.maxX), height: max(size.height, attributes.frame.maxY))
                        }
                        next += taken
                    }
                    contentSize = size
                }
            \(queries)\(invalidation(policy))}

            """
    }

    private static func header(_ name: String, superclass: String, _ summary: String, _ policy: LayoutCachePolicy) -> String {
        """
        /// \(summary)
        /// Its rules (docs/layout.md §10): \(CustomLayoutClasses.rulesKey(policy)).
        @MainActor
        private final class \(name): \(superclass) {

        """
    }

    private static let storage = """
            /// The attributes prepare() computed, and the content size they make.
            var cache: [UICollectionViewLayoutAttributes] = []
            var contentSize = CGSize.zero

        """

    /// prepare()'s first lines: the cache's rule, then `collectionView` unwrapped.
    private static func prepareStart(_ policy: LayoutCachePolicy, readsCollectionView: Bool = true) -> String {
        let rule = switch policy.prepare {
        case .rebuild: "        // prepare=rebuild: the cache is computed again at every prepare().\n        cache = []\n"
        case .fillIfEmpty: "        // prepare=fillIfEmpty: the cache is filled once and kept until invalidateLayout(with:) empties it.\n        guard cache.isEmpty else { return }\n"
        }
        return "    override func prepare() {\n        super.prepare()\n" + rule
            + (readsCollectionView ? "        guard let collectionView else { return }" : "        guard collectionView != nil else { return }")
    }

    /// The queries, answered from the cache.
    private static let queries = """

            override var collectionViewContentSize: CGSize { contentSize }

            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                cache.filter { $0.frame.intersects(rect) }
            }

            override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
                cache.first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
            }

        """

    /// invalidateLayout(with:) and shouldInvalidateLayout(forBoundsChange:) as the script chose,
    /// after a blank line, each ending with a newline.
    private static func invalidation(_ policy: LayoutCachePolicy, flowSubclass: Bool = false) -> String {
        var blocks: [String] = []
        if policy.clearCacheOn.isEmpty {
            blocks.append("    // invalidateLayout(with:) is not overridden (clearCacheOn=none): no context empties the cache.\n")
        } else {
            let conditions = policy.orderedTriggers.compactMap { trigger -> String? in
                switch trigger {
                case .everything: "context.invalidateEverything"
                case .dataSourceCounts: "context.invalidateDataSourceCounts"
                case .items: "context.invalidatedItemIndexPaths != nil"
                case .any: nil
                }
            }
            let body = policy.clearCacheOn.contains(.any) || conditions.isEmpty
                ? "        // clearCacheOn=any: every invalidation empties the cache.\n        cache = []\n        contentSize = .zero\n"
                : "        if \(conditions.joined(separator: " || ")) {\n            cache = []\n            contentSize = .zero\n        }\n"
            blocks.append("    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {\n"
                + "        super.invalidateLayout(with: context)\n" + body + "    }\n")
        }
        switch policy.boundsChange {
        case .never where flowSubclass:
            blocks.append("    /// shouldInvalidateLayoutForBoundsChange=never: false for every bounds change (UICollectionViewFlowLayout's\n"
                + "    /// own answer is true when the width changes).\n"
                + "    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {\n        false\n    }\n")
        case .never:
            blocks.append("    // shouldInvalidateLayout(forBoundsChange:) is not overridden: UICollectionViewLayout answers false.\n")
        case .sizeChange, .always:
            let answer = policy.boundsChange == .always ? "true" : "newBounds.size != collectionView?.bounds.size"
            blocks.append("    /// Asked at every bounds change (a scroll, a resize); on true UIKit calls\n"
                + "    /// invalidateLayout(with: invalidationContext(forBoundsChange: newBounds)), no flag set, then prepare().\n"
                + "    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {\n"
                + "        \(answer)\n    }\n")
        }
        return blocks.map { "\n" + $0 }.joined()
    }
}

extension CustomLayoutClasses {
    /// The rules in the script's words: `prepare=fillIfEmpty clearCacheOn=none shouldInvalidateLayoutForBoundsChange=never`.
    static func rulesKey(_ policy: LayoutCachePolicy) -> String {
        let clears = policy.clearCacheOn.isEmpty ? "none" : "[" + policy.orderedTriggers.map(\.rawValue).joined(separator: " ") + "]"
        return "prepare=\(policy.prepare.rawValue) clearCacheOn=\(clears) shouldInvalidateLayoutForBoundsChange=\(policy.boundsChange.rawValue)"
    }
}
