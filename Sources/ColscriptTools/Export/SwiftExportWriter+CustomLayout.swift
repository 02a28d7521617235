import CollectionEngine
import CollectionScript

/// `layout custom` and `invalidateLayout` as Swift (docs/layout.md §10, docs/tooling.md §2): the
/// script's UICollectionViewLayout subclass is written into the test — `prepare()` filling its
/// attribute cache, `collectionViewContentSize`, `layoutAttributesForElements(in:)`,
/// `layoutAttributesForItem(at:)`, `invalidateLayout(with:)` and
/// `shouldInvalidateLayout(forBoundsChange:)` — following the cache's rules, a `LayoutCacheRules`
/// the instance keeps. Each shape is one class, private and nested in the test class (so any number
/// of exported tests build together); the step that installs it passes its values and rules to
/// its initialiser, so a scenario that changes the rules makes two instances of one class.
struct CustomLayoutClasses {
    struct Declared {
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
        helpers += ([Self.rulesSource] + declared.map(\.source)).map { "\n\n" + ($0.hasSuffix("\n") ? String($0.dropLast()) : $0) }.joined()
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
            let name = declare(className: shape.className, sizesItems: false, Self.waterfallSource)
            install = ["let layout = \(name)(",
                       "    numberOfColumns: \(shape.numberOfColumns), cellPadding: \(SwiftSyntax.number(shape.spacing)), "
                           + "sectionInset: \(SwiftSyntax.insets(shape.sectionInset)),",
                       "    itemHeights: [\(shape.itemHeights.map(SwiftSyntax.number).joined(separator: ", "))],",
                       "    rules: \(Self.rules(layout.policy)))"]
        } else if let layout = box.base as? CachingLayout<LeftAlignedFlowShape> {
            let shape = layout.shape
            let sizes = !shape.itemSizes.isEmpty
            let name = declare(className: shape.className, sizesItems: sizes, Self.leftAlignedSource)
            if sizes { usesLayoutDelegate = true }
            var lines = ["let layout = \(name)(",
                         "    itemSizes: [\(shape.itemSizes.map(SwiftSyntax.size).joined(separator: ", "))],",
                         "    rules: \(Self.rules(layout.policy)))"]
            lines += SwiftSyntax.flowLayout(shape.flow)
            if shape.flow.headerReferenceSize != .zero || shape.flow.footerReferenceSize != .zero {
                usesSupplementaries = true
                lines += [ElementKind.sectionHeader, .sectionFooter].map {
                    "collectionView.register(\(selfSizing.viewClass($0)).self, forSupplementaryViewOfKind: \(Self.kind($0)), withReuseIdentifier: \"Supplementary\")"
                }
            }
            install = lines
        } else if let layout = box.base as? CachingLayout<ExplicitFramesShape> {
            let name = declare(className: layout.shape.className, sizesItems: false, Self.framesSource)
            install = ["let layout = \(name)(",
                       "    frames: [" + layout.shape.frames.map(SwiftSyntax.rect).joined(separator: ",\n             ") + "],",
                       "    rules: \(Self.rules(layout.policy)))"]
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

    /// The class for this shape, declared the first time; every set of rules shares it.
    private mutating func declare(className: String, sizesItems: Bool, _ source: (String) -> String) -> String {
        if let found = customLayouts.declared.firstIndex(where: { $0.name == className }) {
            customLayouts.declared[found].sizesItems = customLayouts.declared[found].sizesItems || sizesItems
        } else {
            // With `expect events` the class records the calls colscript's trace shows (+CustomLayoutEvents).
            let text = source(className)
            customLayouts.declared.append(.init(name: className, source: usesEvents ? CustomLayoutClasses.recordingCallbacks(text) : text,
                                                sizesItems: sizesItems))
        }
        return className
    }

    /// The rules as the installing step passes them: `LayoutCacheRules(prepare: .fillIfEmpty,
    /// clearCacheOn: [.items], boundsChange: .never)`, in the script's words.
    static func rules(_ policy: LayoutCachePolicy) -> String {
        "LayoutCacheRules(prepare: .\(policy.prepare.rawValue), clearCacheOn: ["
            + policy.orderedTriggers.map { "." + $0.rawValue }.joined(separator: ", ")
            + "], boundsChange: .\(policy.boundsChange.rawValue))"
    }

    // MARK: The classes

    /// A waterfall: columns of equal width, each item in the shortest column (leftmost on a tie).
    static func waterfallSource(_ name: String) -> String {
        header(name, superclass: "UICollectionViewLayout", "colscript's `layout custom waterfall`: columns of equal width; each item goes to the\n/// shortest column (the leftmost of equal ones) with its own height.") + """
                var numberOfColumns = 2
                var cellPadding: CGFloat = 8
                var sectionInset = UIEdgeInsets.zero
                /// Item `i` of a section takes `itemHeights[i % itemHeights.count]`.
                var itemHeights: [CGFloat] = [100]
            \(storage)
                convenience init(numberOfColumns: Int, cellPadding: CGFloat, sectionInset: UIEdgeInsets, itemHeights: [CGFloat],
                                 rules: LayoutCacheRules) {
                    self.init()
                    self.numberOfColumns = numberOfColumns
                    self.cellPadding = cellPadding
                    self.sectionInset = sectionInset
                    self.itemHeights = itemHeights
                    self.rules = rules
                }

            \(prepareStart())
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
            \(queries)\(invalidation)}

            """
    }

    /// A flow layout whose rows start at the left: the flow layout lays the rows out, prepare()
    /// moves each row's cells to sectionInset.left, minimumInteritemSpacing apart.
    static func leftAlignedSource(_ name: String) -> String {
        header(name, superclass: "UICollectionViewFlowLayout", "colscript's `layout custom leftAligned`: the flow layout breaks the rows, then each row's\n/// cells start at sectionInset.left, minimumInteritemSpacing apart; headers and footers stay.") + """
                /// The delegate's sizeForItemAt answers: item `i` of a section takes `itemSizes[i % itemSizes.count]`.
                var itemSizes: [CGSize] = []
            \(storage)
                convenience init(itemSizes: [CGSize], rules: LayoutCacheRules) {
                    self.init()
                    self.itemSizes = itemSizes
                    self.rules = rules
                }

            \(prepareStart(readsCollectionView: false))
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
            \(invalidation)}

            """
    }

    /// A frame per item, in index-path order; an item past the end of the table has no attributes.
    static func framesSource(_ name: String) -> String {
        header(name, superclass: "UICollectionViewLayout", "colscript's `layout custom frames`: the items, section after section, take the frames in\n/// order; an item past the end of the table has no attributes.") + """
                var frames: [CGRect] = []
            \(storage)
                convenience init(frames: [CGRect], rules: LayoutCacheRules) {
                    self.init()
                    self.frames = frames
                    self.rules = rules
                }

            \(prepareStart())
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
            \(queries)\(invalidation)}

            """
    }

    private static func header(_ name: String, superclass: String, _ summary: String) -> String {
        """
        /// \(summary)
        /// How it keeps its cache is `rules` (docs/layout.md §10).
        @MainActor
        private final class \(name): \(superclass) {

        """
    }

    private static let storage = """
            /// The attributes prepare() computed, and the content size they make.
            var cache: [UICollectionViewLayoutAttributes] = []
            var contentSize = CGSize.zero
            /// When prepare() computes the cache again and what empties it: the script's rules.
            var rules = LayoutCacheRules(prepare: .rebuild, clearCacheOn: [], boundsChange: .never)

        """

    /// prepare()'s first lines: the cache's rule, then `collectionView` unwrapped.
    private static func prepareStart(readsCollectionView: Bool = true) -> String {
        "    override func prepare() {\n        super.prepare()\n"
            + "        // prepare=rebuild computes the cache again at every prepare(); prepare=fillIfEmpty fills it once\n"
            + "        // and keeps it until invalidateLayout(with:) empties it.\n"
            + "        guard rules.prepare == .rebuild || cache.isEmpty else { return }\n        cache = []\n"
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

    /// invalidateLayout(with:) and shouldInvalidateLayout(forBoundsChange:) following `rules`,
    /// after a blank line, each ending with a newline.
    private static let invalidation: String = {
        let conditions = LayoutCachePolicy.Trigger.allCases.map { trigger in
            let test = "rules.clearCacheOn.contains(.\(trigger.rawValue))"
            return switch trigger {
            case .everything: test + " && context.invalidateEverything"
            case .dataSourceCounts: test + " && context.invalidateDataSourceCounts"
            case .items: test + " && context.invalidatedItemIndexPaths != nil"
            case .any: test
            }
        }
        let answers = LayoutCachePolicy.BoundsChange.allCases.map { answer in
            let value = switch answer {
            case .never: "false"
            case .sizeChange: "newBounds.size != collectionView?.bounds.size"
            case .always: "true"
            }
            return "        case .\(answer.rawValue): \(value)\n"
        }
        return "\n    /// Empties the cache for the contexts `rules.clearCacheOn` names (none: no context); `any`\n"
            + "    /// is every call, a bounds change's context too (it has no flag set).\n"
            + "    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {\n"
            + "        super.invalidateLayout(with: context)\n"
            + "        let clears = " + conditions.joined(separator: "\n            || ") + "\n"
            + "        if clears {\n            cache = []\n            contentSize = .zero\n        }\n    }\n"
            + "\n    /// Asked at every bounds change (a scroll, a resize); on true UIKit calls\n"
            + "    /// invalidateLayout(with: invalidationContext(forBoundsChange: newBounds)), no flag set, then prepare().\n"
            + "    /// `never` is UICollectionViewLayout's own answer (UICollectionViewFlowLayout's is true when the width changes).\n"
            + "    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {\n"
            + "        switch rules.boundsChange {\n" + answers.joined() + "        }\n    }\n"
    }()
}

extension CustomLayoutClasses {
    /// The rules' type, declared once beside the classes: the engine's `LayoutCachePolicy` with
    /// the script's words as its cases.
    static let rulesSource: String = {
        func cases<Word: RawRepresentable & CaseIterable>(_ words: Word.Type) -> String where Word.RawValue == String {
            "case " + Word.allCases.map(\.rawValue).joined(separator: ", ")
        }
        return """
            /// How a custom layout keeps its attribute cache: colscript's `prepare=`, `clearCacheOn=` and
            /// `shouldInvalidateLayoutForBoundsChange=` (docs/layout.md §10).
            private struct LayoutCacheRules {
                enum Prepare { \(cases(LayoutCachePolicy.Prepare.self)) }
                enum Trigger { \(cases(LayoutCachePolicy.Trigger.self)) }
                enum BoundsChange { \(cases(LayoutCachePolicy.BoundsChange.self)) }
                /// rebuild: prepare() computes the cache each time; fillIfEmpty: once, kept until emptied.
                var prepare: Prepare
                /// The invalidation contexts that empty the cache (`any`: every one).
                var clearCacheOn: Set<Trigger>
                /// What shouldInvalidateLayout(forBoundsChange:) answers.
                var boundsChange: BoundsChange
            }

            """
    }()
}
