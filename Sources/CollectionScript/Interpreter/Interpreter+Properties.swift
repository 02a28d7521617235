import CollectionEngine

/// Properties: `layout flow name=value …`, `set name = value`, and the per-section delegate
/// answers (`sectionInset 1 = 8`). Names are UIKit's, so a script teaches the real API.
extension Interpreter {
    static var layoutPropertyNames: [String] { CommandCatalog.flowLayoutProperties }
    static var layoutPropertyAliases: [String: String] { CommandCatalog.flowLayoutPropertyAliases }
    static var viewPropertyNames: [String] {
        CommandCatalog.viewProperties + PropertyTable.traits.map(\.name) + PropertyTable.controller.map(\.name)
    }
    static var sectionMetricNames: [String] { CommandCatalog.sectionMetrics }

    mutating func applyLayoutProperty(_ property: Property, to layout: inout FlowLayout) throws(RuntimeError) {
        let name = Self.layoutPropertyAliases[property.name.value] ?? property.name.value
        guard let apply = Self.flowLayoutAppliers[name] else {
            throw unknownProperty(property.name, candidates: Self.layoutPropertyNames + Self.layoutPropertyAliases.keys.sorted(),
                                  what: "UICollectionViewFlowLayout property")
        }
        try apply(self, property.value, &layout)
    }

    /// `set name = value`: a view property, or a property of the current flow layout (which
    /// invalidates it, as UIKit's setters do when the value changes). Looked up in `PropertyAppliers`.
    mutating func applySetProperty(_ property: Property) throws(RuntimeError) -> String {
        let value = property.value
        let name = property.name.value
        if let applier = Self.viewPropertyAppliers[name] {
            try applier.apply(&self, value)
            return applier.uikitCall(self, name, value)
        }
        let layoutName = Self.layoutPropertyAliases[name] ?? name
        guard Self.layoutPropertyNames.contains(layoutName) else {
            throw unknownProperty(property.name, candidates: Self.viewPropertyNames + Self.layoutPropertyNames,
                                  what: "property")
        }
        var layout = view.flowLayoutForProperties
        try applyLayoutProperty(property, to: &layout)
        do { try view.setCollectionViewLayout(layout) } catch { throw layoutPassError(error) }
        return "collectionViewLayout.\(layoutName) = \(describe(value.value)); invalidateLayout()"
    }

    /// `sectionInset 1 = 8` and friends: what the delegate's per-section methods answer.
    mutating func applySectionMetric(name: Located<String>, section: Located<SectionRef>, value: Located<Value>) throws(RuntimeError) -> String {
        let index = try sectionIndex(section)
        guard view.dataSource.sections.indices.contains(index) else {
            throw .script(.noSection(index, dataSourceCount: view.dataSource.numberOfSections), at: section.range)
        }
        guard let applier = Self.sectionMetricAppliers[name.value] else {
            throw unknownProperty(name, candidates: Self.sectionMetricNames, what: "per-section flow layout metric")
        }
        let sectionID = view.dataSource.sections[index].value
        var overrides = view.sectionOverrides[sectionID] ?? SectionMetricOverrides()
        try applier.apply(self, value, &overrides)
        do { try view.setSectionOverrides(sectionID: sectionID, overrides) } catch { throw layoutPassError(error) }
        return "\(applier.delegateMethod)(\(index)) → \(describe(value.value))"
    }

    func describe(_ layout: FlowLayout) -> String {
        var parts = ["itemSize: \(format(layout.itemSize))",
                     "minimumLineSpacing: \(format(layout.minimumLineSpacing))",
                     "minimumInteritemSpacing: \(format(layout.minimumInteritemSpacing))",
                     "sectionInset: \(format(layout.sectionInset))"]
        if layout.headerReferenceSize != .zero { parts.append("headerReferenceSize: \(format(layout.headerReferenceSize))") }
        if layout.footerReferenceSize != .zero { parts.append("footerReferenceSize: \(format(layout.footerReferenceSize))") }
        if layout.scrollDirection != .vertical { parts.append("scrollDirection: .\(layout.scrollDirection.rawValue)") }
        if layout.sectionInsetReference != .fromContentInset { parts.append("sectionInsetReference: .\(layout.sectionInsetReference.rawValue)") }
        if layout.sectionHeadersPinToVisibleBounds { parts.append("sectionHeadersPinToVisibleBounds: true") }
        if layout.sectionFootersPinToVisibleBounds { parts.append("sectionFootersPinToVisibleBounds: true") }
        if layout.estimatedItemSize != .zero {
            parts.append("estimatedItemSize: " + (layout.estimatedItemSize.width == .greatestFiniteMagnitude ? "automaticSize" : format(layout.estimatedItemSize)))
        }
        if let kind = layout.sectionBackgroundKind {
            // The subclass pattern of docs/layout.md §11.3, named for what it adds.
            parts.append("sectionBackgroundDecorationKind: \"\(kind.rawValue)\"")
            return "SectionBackgroundFlowLayout(" + parts.joined(separator: ", ") + ")"
        }
        return "UICollectionViewFlowLayout(" + parts.joined(separator: ", ") + ")"
    }

    func describe(_ value: Value) -> String {
        switch value {
        case .integer(let i): return String(i)
        case .decimal(let d): return format(d)
        case .string(let s): return "\"\(s)\""
        case .identifier(let s): return s
        case .indexPath(let p): return p.description
        case .tuple(let numbers): return "(" + numbers.map(format).joined(separator: ", ") + ")"
        case .size(let s): return format(s)
        case .insets(let i): return format(i)
        case .list(let items): return "[" + items.map { describe($0.value) }.joined(separator: " ") + "]"
        }
    }

    // MARK: - Value conversions, each with an error that says what was expected

    func number(_ value: Located<Value>) throws(RuntimeError) -> Double {
        switch value.value {
        case .integer(let i): return Double(i)
        case .decimal(let d): return d
        default: throw expected("a number", got: value)
        }
    }

    func size(_ value: Located<Value>, nonNegative: Bool) throws(RuntimeError) -> Size {
        let result: Size
        switch value.value {
        case .size(let s): result = s
        case .tuple(let n) where n.count == 2: result = Size(width: n[0], height: n[1])
        default: throw expected("a size like 100x100", got: value)
        }
        if nonNegative, result.width < 0 || result.height < 0 {
            throw .script(.negativeSize, at: value.range)
        }
        return result
    }

    func point(_ value: Located<Value>) throws(RuntimeError) -> Point {
        guard case .tuple(let n) = value.value, n.count == 2 else { throw expected("a point like (0, 120)", got: value) }
        return Point(x: n[0], y: n[1])
    }

    func insets(_ value: Located<Value>) throws(RuntimeError) -> EdgeInsets {
        switch value.value {
        case .insets(let i): return i
        case .integer(let i): return EdgeInsets(all: Double(i))
        case .decimal(let d): return EdgeInsets(all: d)
        default: throw expected("insets like 16 or top,left,bottom,right (0,16,34,16)", got: value)
        }
    }

    func bool(_ value: Located<Value>) throws(RuntimeError) -> Bool {
        if case .identifier(let word) = value.value {
            switch word {
            case "true", "on", "yes": return true
            case "false", "off", "no": return false
            default: break
            }
        }
        throw expected("true or false", got: value)
    }

    func word(_ value: Located<Value>, among choices: [String]) throws(RuntimeError) -> String {
        if case .identifier(let word) = value.value {
            if choices.contains(word) { return word }
            throw .script(.unknownChoice(word, suggestion: closestName(to: word, in: choices), choices: choices), at: value.range)
        }
        throw expected("one of " + choices.joined(separator: ", "), got: value)
    }

    func choice<E: RawRepresentable & CaseIterable>(_ value: Located<Value>, _ type: E.Type) throws(RuntimeError) -> E where E.RawValue == String {
        let raw = try word(value, among: E.allCases.map(\.rawValue))
        guard let result = E(rawValue: raw) else { throw expected("a valid choice", got: value) }
        return result
    }

    func expected(_ what: String, got value: Located<Value>) -> RuntimeError {
        .script(.wrongKind(expected: what, got: describe(value.value)), at: value.range)
    }

    func unknownProperty(_ name: Located<String>, candidates: [String], what: String) -> RuntimeError {
        .script(.unknownProperty(name.value, what: what, suggestion: closestName(to: name.value, in: candidates)), at: name.range)
    }
}
