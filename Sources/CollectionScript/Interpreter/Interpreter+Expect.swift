import CollectionEngine

/// `expect SUBJECT [ARGUMENT] OP VALUE` and `expect error "…" { … }`.
extension Interpreter {
    /// An observed value, compared by its printed form (numbers also by order).
    enum Observed {
        case number(Double)
        case text(String)
    }

    mutating func checkExpectation(subject: Located<ExpectSubject>, argument: Located<Value>?, op: Located<ComparisonOperator>,
                                   expected: Located<Value>) throws(RuntimeError) -> String {
        let observed = try observe(subject: subject, argument: argument)
        let expectedText: String
        let holds: Bool
        switch observed {
        case .number(let actual):
            let wanted = try number(expected)
            expectedText = format(wanted)
            switch op.value {
            case .equal: holds = actual == wanted
            case .notEqual: holds = actual != wanted
            case .less: holds = actual < wanted
            case .lessOrEqual: holds = actual <= wanted
            case .greater: holds = actual > wanted
            case .greaterOrEqual: holds = actual >= wanted
            }
        case .text(let actual):
            guard op.value == .equal || op.value == .notEqual else {
                throw .script(.expectOperator(op.value.rawValue, subject: subject.value.rawValue), at: op.range)
            }
            expectedText = normalise(expected.value)
            holds = (actual == expectedText) == (op.value == .equal)
        }
        let actualText: String
        switch observed {
        case .number(let n): actualText = format(n)
        case .text(let t): actualText = t
        }
        let what = subject.value.rawValue + (argument.map { " " + describe($0.value) } ?? "")
        guard holds else {
            throw .expectationFailed(.valueDiffers(subject: what, actual: actualText, operator: op.value.rawValue, expected: expectedText),
                                     at: subject.range.union(expected.range))
        }
        return "✓ \(what) is \(actualText)"
    }

    private func observe(subject: Located<ExpectSubject>, argument: Located<Value>?) throws(RuntimeError) -> Observed {
        switch subject.value {
        case .count:
            guard let argument else { return .number(Double(view.dataSource.totalItems)) }
            let section = try sectionIndex(sectionRef(argument))
            guard let count = view.dataSource.numberOfItems(inSection: section) else {
                throw .script(.noSection(section, dataSourceCount: nil), at: argument.range)
            }
            return .number(Double(count))
        case .numberOfSections:
            return .number(Double(view.numberOfSections))
        case .numberOfItems:
            guard let argument else {
                throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
            }
            let section = try sectionIndex(sectionRef(argument))
            // UIKit raises for a section the view does not have (docs/evidence.md E7).
            do { return .number(Double(try view.checkedNumberOfItems(inSection: section))) } catch { throw .uikit(error, at: argument.range) }
        case .sections:
            return .text("[" + view.dataSource.sections.map { view.sectionNames.name($0.value) }.joined(separator: " ") + "]")
        case .items:
            guard let argument else {
                throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
            }
            let section = try sectionIndex(sectionRef(argument))
            guard view.dataSource.sections.indices.contains(section) else {
                throw .script(.noSection(section, dataSourceCount: nil), at: argument.range)
            }
            // The data source's items: drop placeholders stand only in the view.
            let items = view.dataSource.sections[section].items.filter { view.dropPlaceholders[$0] == nil }
            return .text("[" + items.map { view.itemNames.name($0) }.joined(separator: " ") + "]")
        case .selected:
            return .text(pathList(view.indexPathsForSelectedItems))
        case .visible:
            return .text(pathList(view.indexPathsForVisibleItems))
        case .offset, .contentOffset:
            return .text(format(view.contentOffset))
        case .contentSize:
            return .text(format(view.collectionViewContentSize))
        case .frame:
            guard let argument else {
                throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
            }
            let path = try indexPath(itemRef(argument))
            guard let attributes = view.layoutAttributesForItem(at: path) else { return .text("nil") }
            return .text(format(attributes.frame))
        case .moves, .inserts, .deletes, .reloads, .reconfigures:
            guard let changes = view.diffableDataSource?.lastChangeset else {
                throw .script(.expectNoApply(subject: subject.value.rawValue), at: subject.range)
            }
            let c = changes.counts
            let value: Int
            switch subject.value {
            case .moves: value = c.itemMoves
            case .inserts: value = c.itemInserts
            case .deletes: value = c.itemDeletes
            case .reloads: value = c.itemReloads
            default: value = c.itemReconfigures
            }
            return .number(Double(value))
        case .events:
            return .text("[" + lastStepEvents.expanded().map { JSONValue.quote($0.description) }.joined(separator: " ") + "]")
        case .cell:
            guard let argument else {
                throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
            }
            let path = try indexPath(itemRef(argument))
            return view.cellForItem(at: path).map { .number(Double($0.serial)) } ?? .text("nil")
        case .hasUncommittedUpdates:
            return .text(view.hasUncommittedUpdates ? "true" : "false")
        case .layoutChangedPosts:
            return .number(Double(view.accessibility.layoutChangedPosts))
        case .hasActiveDrag, .hasActiveDrop, .dragInteractionEnabled, .placeholders:
            return observeDropState(subject.value)
        case .separator:
            return try observeSeparator(subject: subject, argument: argument)
        case .attributes, .visibleCells, .visibleHeaders, .visibleFooters, .backgroundView,
             .headerAttributes, .footerAttributes, .header, .footer:
            return try observeQuery(subject: subject, argument: argument)
        case .presentationIndexPath, .dataSourceIndexPath:
            guard let argument else {
                throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
            }
            let path = try indexPath(itemRef(argument))
            let result = subject.value == .presentationIndexPath
                ? view.presentationIndexPath(forDataSourceIndexPath: path)
                : view.dataSourceIndexPath(forPresentationIndexPath: path)
            return .text(result?.description ?? "nil")
        }
    }

    /// A printed list of index paths: `[[0,1] [0,2]]`.
    func pathList(_ paths: [IndexPath]) -> String {
        "[" + paths.map(\.description).joined(separator: " ") + "]"
    }

    /// The expected value printed the way observations are, so `[[1,3]]`, `[ [1,3] ]` and `[[1, 3]]` agree.
    private func normalise(_ value: Value) -> String {
        switch value {
        case .tuple(let numbers): return "(" + numbers.map(format).joined(separator: ", ") + ")"
        case .identifier("none"), .identifier("nil"): return "nil"
        case .string(let text): return JSONValue.quote(text)
        case .list(let items): return "[" + items.map { normalise($0.value) }.joined(separator: " ") + "]"
        default: return describe(value)
        }
    }

    private func sectionRef(_ value: Located<Value>) throws(RuntimeError) -> Located<SectionRef> {
        switch value.value {
        case .integer(let i): return Located(.index(i), value.range)
        case .identifier(let name): return Located(.identifier(name), value.range)
        default: throw expected("a section (an index or an identifier)", got: value)
        }
    }

    func itemRef(_ value: Located<Value>) throws(RuntimeError) -> Located<ItemRef> {
        switch value.value {
        case .indexPath(let path): return Located(.indexPath(path), value.range)
        case .identifier(let name): return Located(.identifier(name), value.range)
        default: throw expected("an item (an index path like [0,2] or an identifier)", got: value)
        }
    }

    /// Runs `body`; it must raise an error whose text contains `pattern` (in any UIKit era's
    /// wording). Commands before the failing one keep their effects; the failing one changes nothing.
    mutating func expectError(pattern: Located<String>, body: [Command], at range: SourceRange) throws(RuntimeError) -> StepReport {
        var report = StepReport()
        for command in body {
            do {
                report.merge(try execute(command))
            } catch {
                guard error.matches(pattern.value) else {
                    throw .expectationFailed(.wrongError(pattern: pattern.value, got: error), at: pattern.range)
                }
                report.lines.append(.expectation("✓ raised as expected: \(error.message)"))
                return report
            }
        }
        throw .expectationFailed(.noError(pattern: pattern.value), at: range)
    }
}
