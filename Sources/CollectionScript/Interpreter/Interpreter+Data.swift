import CollectionEngine

/// `sections` and `items`: replacing the data source's contents, then reloadData().
extension Interpreter {
    mutating func replaceSections(_ names: [Located<String>]) throws(RuntimeError) {
        if names.count > Limits.sections {
            throw .script(.sectionLimit(limit: Limits.sections), at: names[Limits.sections].range)
        }
        var seen = Set<String>()
        var model = DataSourceModel.Model()
        for name in names {
            guard seen.insert(name.value).inserted else {
                throw .script(.duplicateSectionInList(name.value), at: name.range)
            }
            model.sections.append(.init(value: view.sectionNames.intern(name.value), items: []))
        }
        view.replaceDataSource(with: model)
        do { try view.reloadData() } catch { throw layoutPassError(error) }
    }

    mutating func replaceItems(in ref: Located<SectionRef>, with list: ItemList) throws(RuntimeError) {
        let section = try sectionIndex(ref)
        guard view.dataSource.sections.indices.contains(section) else {
            throw .script(.noSection(section, dataSourceCount: view.dataSource.numberOfSections), at: ref.range)
        }
        // Only this section is read and replaced: O(its items), whatever the number of sections.
        let sectionName = view.sectionNames.name(view.dataSource.sections[section].value)
        let existing = view.dataSource.totalItems - view.dataSource.counts[section]
        let ids: [Int]
        switch list {
        case .names(let names):
            try checkItemCount(Located(names.count, ref.range), existing: existing)
            ids = view.itemNames.intern(contentsOf: names.map(\.value))
            try checkUnique(ids, names: names, replacingSection: section)
        case .count(let count):
            try checkItemCount(count, existing: existing)
            try spend(count.value, at: count.range)
            ids = view.itemNames.generate(prefix: sectionName, first: 0, count: count.value)
            if let clash = ids.first(where: { id in view.dataSource.sectionIndex(ofItem: id).map { $0 != section } ?? false }) {
                throw .script(.itemInAnotherSection(view.itemNames.name(clash)), at: count.range)
            }
            nextGenerated[sectionName] = max(nextGenerated[sectionName] ?? 0, count.value)
        }
        view.replaceDataSourceItems(inSection: section, with: ids)
        do { try view.reloadData() } catch { throw layoutPassError(error) }
    }

    /// Identifiers must be unique across the collection (as in a diffable data source), except for
    /// the items of the section being replaced.
    private func checkUnique(_ ids: [Int], names: [Located<String>], replacingSection section: Int) throws(RuntimeError) {
        var seen = Set<Int>()
        for (id, name) in zip(ids, names) {
            if !seen.insert(id).inserted {
                throw .script(.duplicateItemInList(name.value), at: name.range)
            }
            if let other = view.dataSource.sectionIndex(ofItem: id), other != section,
               let path = view.dataSource.indexPath(of: id) {
                throw .script(.itemAlreadyAt(name.value, path), at: name.range)
            }
        }
    }

    /// `count` fresh generated identifiers named after `prefix` (`Photos-12` …), skipping names the
    /// data source — or `snapshot`, when a diffable edit is building one — already holds. A long
    /// run of names never used before is generated as one range (cheap at a million).
    mutating func generateIdentifiers(prefix: String, count: Int, avoiding snapshot: DiffableSnapshot? = nil) -> [Int] {
        var number = nextGenerated[prefix] ?? 0
        // A run of names never used before is one generated range: no string is made per name.
        if count > 0, number == 0, view.itemNames.isUnused(prefix: prefix, first: 0, count: count) {
            nextGenerated[prefix] = count
            return view.itemNames.generate(prefix: prefix, first: 0, count: count)
        }
        var ids: [Int] = []
        ids.reserveCapacity(count)
        while ids.count < count {
            let name = "\(prefix)-\(number)"
            number += 1
            if let existing = view.itemNames.lookup(name),
               view.dataSource.contains(item: existing) || snapshot?.containsItem(existing) == true { continue }
            ids.append(view.itemNames.intern(name))
        }
        nextGenerated[prefix] = number
        return ids
    }
}
