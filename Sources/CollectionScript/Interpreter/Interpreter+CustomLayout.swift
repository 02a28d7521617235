import CollectionEngine

/// `layout custom SHAPE NAME=VALUE…` (docs/layout.md §10): a UICollectionViewLayout subclass of
/// one of the shapes apps write, with the attribute cache its prepare() fills and the
/// invalidation rules the script gives it; and `invalidateLayout [ITEM…]`.
extension Interpreter {
    /// What `layout custom` builds: the shape's values and the cache's rules.
    struct CustomLayoutSpec {
        var shape: CustomLayoutShapeName
        var waterfall = WaterfallShape()
        var flow = FlowLayout()
        var itemSizes: [Size] = []
        var frames: [Rect] = []
        var policy = LayoutCachePolicy()

        /// The layout, ready to install.
        var layout: AnyCollectionViewLayout {
            switch shape {
            case .waterfall: AnyCollectionViewLayout(custom: CachingLayout(waterfall, policy: policy))
            case .leftAligned: AnyCollectionViewLayout(custom: CachingLayout(LeftAlignedFlowShape(flow: flow, itemSizes: itemSizes), policy: policy))
            case .frames: AnyCollectionViewLayout(custom: CachingLayout(ExplicitFramesShape(frames: frames), policy: policy))
            }
        }

        /// The transcript's line: the subclass, its values and its rules, in UIKit's words.
        var described: String {
            let shapeText: String
            switch shape {
            case .waterfall:
                shapeText = "WaterfallLayout (UICollectionViewLayout): numberOfColumns \(waterfall.numberOfColumns), cellPadding \(format(waterfall.spacing)), "
                    + "itemHeights [\(waterfall.itemHeights.map(format).joined(separator: ", "))], sectionInset \(format(waterfall.sectionInset))"
            case .leftAligned:
                let sizes = itemSizes.isEmpty ? "itemSize \(format(flow.itemSize))" : "sizeForItemAt [\(itemSizes.map(format).joined(separator: ", "))]"
                shapeText = "LeftAlignedFlowLayout (UICollectionViewFlowLayout): \(sizes), minimumInteritemSpacing \(format(flow.minimumInteritemSpacing)), "
                    + "minimumLineSpacing \(format(flow.minimumLineSpacing)), sectionInset \(format(flow.sectionInset)); rows re-aligned left"
            case .frames:
                shapeText = "FixedFramesLayout (UICollectionViewLayout): \(frames.count) frame\(frames.count == 1 ? "" : "s")"
            }
            return "collectionViewLayout = " + shapeText + "\n" + Self.rules(policy)
        }

        static func rules(_ policy: LayoutCachePolicy) -> String {
            let prepare = switch policy.prepare {
            case .rebuild: "prepare() rebuilds the attribute cache"
            case .fillIfEmpty: "prepare() fills the attribute cache only when it is empty"
            }
            let flags = policy.orderedTriggers.map { trigger in
                switch trigger {
                case .everything: "context.invalidateEverything"
                case .dataSourceCounts: "context.invalidateDataSourceCounts"
                case .items: "context.invalidatedItemIndexPaths"
                case .any: "any context"
                }
            }
            let clears = policy.clearCacheOn.isEmpty ? "never empties it"
                : policy.clearCacheOn.contains(.any) ? "empties it for any context" : "empties it when " + flags.joined(separator: " or ") + " is set"
            let bounds = switch policy.boundsChange {
            case .never: "false"
            case .sizeChange: "newBounds.size != bounds.size"
            case .always: "true"
            }
            return "  \(prepare); invalidateLayout(with:) \(clears); shouldInvalidateLayout(forBoundsChange:) → \(bounds)"
        }
    }

    typealias CustomLayoutApplier = @Sendable (Interpreter, Located<Value>, inout CustomLayoutSpec) throws(RuntimeError) -> Void

    /// `PropertyTable.customLayout`, with the shapes each property belongs to.
    static let customLayoutAppliers: [String: (shapes: Set<CustomLayoutShapeName>, apply: CustomLayoutApplier)] = [
        "numberOfColumns": ([.waterfall], { i, value, spec throws(RuntimeError) in
            let columns = try i.number(value)
            guard columns == columns.rounded(), (1...Limits.customLayoutColumns).contains(Int(exactly: columns) ?? 0) else {
                throw .script(.invalidCustomLayout("numberOfColumns must be a whole number from 1 to \(Limits.customLayoutColumns)"), at: value.range)
            }
            spec.waterfall.numberOfColumns = Int(columns)
        }),
        "itemHeights": ([.waterfall], { i, value, spec throws(RuntimeError) in
            spec.waterfall.itemHeights = try i.customList(value) { v throws(RuntimeError) in
                let height = try i.number(v)
                guard height >= 0, height.isFinite else { throw .script(.negativeSize, at: v.range) }
                return height
            }
        }),
        "cellPadding": ([.waterfall], { i, value, spec throws(RuntimeError) in
            let spacing = try i.number(value)
            guard spacing >= 0, spacing.isFinite else { throw .script(.negativeSize, at: value.range) }
            spec.waterfall.spacing = spacing
        }),
        "itemSizes": ([.leftAligned], { i, value, spec throws(RuntimeError) in
            spec.itemSizes = try i.customList(value) { v throws(RuntimeError) in try i.size(v, nonNegative: true) }
        }),
        "frames": ([.frames], { i, value, spec throws(RuntimeError) in
            spec.frames = try i.customList(value) { v throws(RuntimeError) in
                guard case .tuple(let n) = v.value, n.count == 4 else { throw i.expected("a frame like (0, 0, 100, 50)", got: v) }
                guard n[2] >= 0, n[3] >= 0 else { throw .script(.negativeSize, at: v.range) }
                return Rect(x: n[0], y: n[1], width: n[2], height: n[3])
            }
        }),
        "prepare": (Set(CustomLayoutShapeName.allCases), { i, value, spec throws(RuntimeError) in
            spec.policy.prepare = try i.choice(value, LayoutCachePolicy.Prepare.self)
        }),
        "clearCacheOn": (Set(CustomLayoutShapeName.allCases), { i, value, spec throws(RuntimeError) in
            if case .identifier("none") = value.value {
                spec.policy.clearCacheOn = []
                return
            }
            spec.policy.clearCacheOn = Set(try i.customList(value) { v throws(RuntimeError) in try i.choice(v, LayoutCachePolicy.Trigger.self) })
        }),
        "shouldInvalidateLayoutForBoundsChange": (Set(CustomLayoutShapeName.allCases), { i, value, spec throws(RuntimeError) in
            spec.policy.boundsChange = try i.choice(value, LayoutCachePolicy.BoundsChange.self)
        }),
    ]

    /// The elements of a `[…]` list, or the one value written without brackets; at most
    /// `Limits.customLayoutValues` of them.
    func customList<Element>(_ value: Located<Value>, _ element: (Located<Value>) throws(RuntimeError) -> Element) throws(RuntimeError) -> [Element] {
        guard case .list(let values) = value.value else { return [try element(value)] }
        guard !values.isEmpty else { throw expected("at least one value", got: value) }
        guard values.count <= Limits.customLayoutValues else {
            throw .script(.invalidCustomLayout("at most \(Limits.customLayoutValues) values in a list"), at: value.range)
        }
        var elements: [Element] = []
        for value in values { elements.append(try element(value)) }
        return elements
    }

    /// The spec `layout custom SHAPE NAME=VALUE…` describes: each property applies to the shape it
    /// belongs to (a waterfall takes `sectionInset` of the flow properties, a left-aligned flow all
    /// of them); any other is an error at its name.
    mutating func customLayoutSpec(_ shape: Located<CustomLayoutShapeName>, _ properties: [Property]) throws(RuntimeError) -> CustomLayoutSpec {
        var spec = CustomLayoutSpec(shape: shape.value)
        let flowNames = Set(Self.layoutPropertyNames + Self.layoutPropertyAliases.keys)
        for property in properties {
            let name = property.name.value
            if let applier = Self.customLayoutAppliers[name] {
                guard applier.shapes.contains(shape.value) else { throw notOfShape(property.name, shape.value) }
                try applier.apply(self, property.value, &spec)
            } else if flowNames.contains(name) {
                switch shape.value {
                case .leftAligned:
                    try applyLayoutProperty(property, to: &spec.flow)
                case .waterfall:
                    guard (Self.layoutPropertyAliases[name] ?? name) == "sectionInset" else { throw notOfShape(property.name, shape.value) }
                    spec.waterfall.sectionInset = try insets(property.value)
                case .frames:
                    throw notOfShape(property.name, shape.value)
                }
            } else {
                throw unknownProperty(property.name, candidates: Array(Self.customLayoutAppliers.keys).sorted(), what: "custom layout property")
            }
        }
        if shape.value == .leftAligned, spec.flow.scrollDirection != .vertical {
            throw .script(.invalidCustomLayout("leftAligned re-aligns the rows of a vertical flow layout; scrollDirection must be vertical"), at: shape.range)
        }
        if shape.value == .frames, spec.frames.isEmpty {
            throw .script(.invalidCustomLayout("a frames layout needs its frames: frames=[(x, y, width, height) …]"), at: shape.range)
        }
        return spec
    }

    private func notOfShape(_ name: Located<String>, _ shape: CustomLayoutShapeName) -> RuntimeError {
        let names = Self.customLayoutAppliers.filter { $0.value.shapes.contains(shape) }.keys.sorted()
            + (shape == .leftAligned ? Self.layoutPropertyNames : shape == .waterfall ? ["sectionInset"] : [])
        return .script(.invalidCustomLayout("'\(name.value)' is not a property of a \(shape.rawValue) layout; it takes \(names.joined(separator: ", "))"), at: name.range)
    }
}
