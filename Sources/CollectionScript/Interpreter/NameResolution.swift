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
        var notes: [String] = []
        if let suggestion = closestName(to: name, in: candidates) {
            notes.append("did you mean '\(suggestion)'?")
        } else if candidates.isEmpty {
            notes.append(kind == "section" ? "there are no sections yet: add some with `sections A B`" : "there are no items yet: add some with `items <section> A B`")
        }
        return .script("unknown \(kind) '\(name)'", at: range, notes: notes, id: kind == "section" ? "name.unknownSection" : "name.unknownItem")
    }
}

/// The candidate closest to `name` by edit distance (at most 2 edits, or a case-insensitive match).
func closestName(to name: String, in candidates: [String]) -> String? {
    var best: (String, Int)?
    let lower = name.lowercased()
    for candidate in candidates {
        if candidate.lowercased() == lower { return candidate }
        let distance = levenshtein(lower, candidate.lowercased(), limit: 2)
        if distance <= 2, best == nil || distance < best?.1 ?? Int.max { best = (candidate, distance) }
    }
    return best?.0
}

/// Edit distance, giving up (returning limit + 1) once it exceeds `limit`.
func levenshtein(_ a: String, _ b: String, limit: Int) -> Int {
    let x = Array(a)
    let y = Array(b)
    if abs(x.count - y.count) > limit { return limit + 1 }
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = Array(repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        current[0] = i
        var rowMin = current[0]
        for j in 1...y.count {
            let cost = x[i - 1] == y[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            rowMin = min(rowMin, current[j])
        }
        if rowMin > limit { return limit + 1 }
        swap(&previous, &current)
    }
    return previous[y.count]
}
