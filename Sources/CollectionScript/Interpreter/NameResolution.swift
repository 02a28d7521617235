import CollectionEngine

/// Turning the script's names into the engine's positions: `Favorites` → section 0, `G` → [0,2].
extension Interpreter {
    func sectionIndex(_ ref: Located<SectionRef>) throws(RuntimeError) -> Int {
        switch ref.value {
        case .index(let index):
            return index
        case .identifier(let name):
            if let id = view.sectionNames.lookup(name), let index = view.dataSource.sectionIndex(of: id) {
                return index
            }
            throw unknownName(name, kind: "section", candidates: view.dataSource.sections.map { view.sectionNames.name($0.value) }, at: ref.range)
        }
    }

    func indexPath(_ ref: Located<ItemRef>) throws(RuntimeError) -> IndexPath {
        switch ref.value {
        case .indexPath(let path):
            return path
        case .identifier(let name):
            if let id = view.itemNames.lookup(name), let path = view.dataSource.indexPath(of: id) {
                return path
            }
            throw unknownName(name, kind: "item", candidates: itemNameCandidates(), at: ref.range)
        }
    }

    func itemNameCandidates(limit: Int = 2000) -> [String] {
        var names: [String] = []
        for section in view.dataSource.sections {
            for id in section.items {
                if names.count >= limit { return names }
                names.append(view.itemNames.name(id))
            }
        }
        return names
    }

    func unknownName(_ name: String, kind: String, candidates: [String], at range: SourceRange) -> RuntimeError {
        let suggestion = closestName(to: name, in: candidates)
        return .script(kind == "section" ? .unknownSection(name, suggestion: suggestion, noneYet: candidates.isEmpty)
                                         : .unknownItem(name, suggestion: suggestion, noneYet: candidates.isEmpty), at: range)
    }
}

/// The candidate `name` most likely meant (see `EditDistance.suggestion`).
func closestName(to name: String, in candidates: [String]) -> String? {
    EditDistance.suggestion(for: name, in: candidates)
}
