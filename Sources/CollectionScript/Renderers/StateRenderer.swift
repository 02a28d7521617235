import CollectionEngine

/// The collection's state as the transcript prints it after a step: sections with their items,
/// the selection, the scroll position and the visible items. Compact for small collections,
/// summarised (counts and the visible items) above `itemListLimit` items, so that a step over a
/// million items prints in milliseconds.
struct StateRenderer {
    static let itemListLimit = 200
    /// Above this many sections only the first `leadingSections` and the visible ones print.
    static let sectionListLimit = 50
    static let leadingSections = 5
    let view: CollectionView

    func lines() -> [String] {
        var lines: [String] = []
        let data = view.dataSource
        let summarise = data.totalItems > Self.itemListLimit
        let sectionCount = max(data.numberOfSections, view.numberOfSections)
        if sectionCount == 0 { lines.append("(no sections)") }
        // During an interactive movement the view shows the item at its target already.
        let presented = view.presentedModel
        let visible = view.indexPathsForVisibleItems
        for index in shownSections(count: sectionCount, visible: visible) {
            lines.append(sectionLine(index, in: presented, summarise: summarise))
        }
        if sectionCount > Self.sectionListLimit {
            let hidden = sectionCount - lines.count
            lines.append("… \(hidden) more section\(hidden == 1 ? "" : "s")")
        }
        let selected = view.indexPathsForSelectedItems
        lines.append("selected: " + (selected.isEmpty ? "none" : selected.map(\.description).joined(separator: " ")))
        lines.append("contentOffset: \(format(view.contentOffset))  contentSize: \(format(view.collectionViewContentSize))")
        if let rows = orthogonalRowsLine() { lines.append(rows) }
        if let scroll = scrollViewLine() { lines.append(scroll) }
        if let transition = view.layout.transitionState {
            lines.append("transition: \(transition.currentLayoutClassName) → \(transition.nextLayoutClassName), transitionProgress \(format(transition.transitionProgress))")
        }
        var visibleLine = "visible: " + (visible.isEmpty ? "none" : Self.compact(visible))
        if summarise, let first = visible.first, let last = visible.last {
            let firstName = view.itemName(at: first) ?? "?"
            let lastName = view.itemName(at: last) ?? "?"
            visibleLine += first == last ? " (\(firstName))" : " (\(firstName) … \(lastName))"
        }
        lines.append(visibleLine)
        return lines
    }

    /// "scroll view: isScrollEnabled = false  showsVerticalScrollIndicator = false": the UIScrollView
    /// switches a script changed from their defaults (nil: none), which change no layout.
    private func scrollViewLine() -> String? {
        let settings = view.scrollSettings, defaults = ScrollViewSettings()
        var parts: [String] = []
        if settings.isScrollEnabled != defaults.isScrollEnabled { parts.append("isScrollEnabled = \(settings.isScrollEnabled)") }
        if settings.showsVerticalScrollIndicator != defaults.showsVerticalScrollIndicator {
            parts.append("showsVerticalScrollIndicator = \(settings.showsVerticalScrollIndicator)")
        }
        if settings.showsHorizontalScrollIndicator != defaults.showsHorizontalScrollIndicator {
            parts.append("showsHorizontalScrollIndicator = \(settings.showsHorizontalScrollIndicator)")
        }
        if settings.keyboardDismissMode != defaults.keyboardDismissMode { parts.append("keyboardDismissMode = .\(settings.keyboardDismissMode.rawValue)") }
        return parts.isEmpty ? nil : "scroll view: " + parts.joined(separator: "  ")
    }

    /// "rows: [0] (341.5, 0)  [2] (−105, 0)": the inner offsets of orthogonal rows that were
    /// scrolled (docs/compositional.md §4.5); at most `leadingSections` of them.
    private func orthogonalRowsLine() -> String? {
        let layout = view.layout
        let sections = layout.scrolledOrthogonalSections
        guard !sections.isEmpty else { return nil }
        let vertical = layout.scrollAxis == .vertical
        var parts = sections.prefix(Self.leadingSections).map { s -> String in
            let o = layout.orthogonalOffset(section: s)
            let dragging = view.isDraggingOrthogonalSection(s) ? " dragging" : ""
            return "[\(s)] \(format(vertical ? Point(x: o, y: 0) : Point(x: 0, y: o)))" + dragging
        }
        if sections.count > Self.leadingSections { parts.append("… \(sections.count - Self.leadingSections) more") }
        return "orthogonal rows: " + parts.joined(separator: "  ")
    }

    /// Every section up to `sectionListLimit`; above it the first `leadingSections` and those
    /// with visible items, in order (a step over 100 000 sections still prints a screenful).
    private func shownSections(count: Int, visible: [IndexPath]) -> [Int] {
        guard count > Self.sectionListLimit else { return Array(0..<count) }
        var shown = Array(0..<Self.leadingSections)
        for section in visible.map(\.section) where section >= Self.leadingSections && section < count && section != shown.last {
            shown.append(section)
        }
        return shown
    }

    private func sectionLine(_ index: Int, in data: DataSourceModel.Model, summarise: Bool) -> String {
        guard index < data.sections.count else {
            let count = view.numberOfItems(inSection: index) ?? 0
            return "[\(index)] (gone from the data source; the view still has \(count) item\(count == 1 ? "" : "s"))"
        }
        let section = data.sections[index]
        let name = view.sectionNames.name(section.value)
        var line = "[\(index)] \(name): "
        if summarise {
            line += "\(section.items.count) item\(section.items.count == 1 ? "" : "s")"
        } else if section.items.isEmpty {
            line += "(empty)"
        } else {
            // A drop placeholder shows in parentheses: the view has it, the data source does not.
            line += section.items.map { id in view.dropPlaceholders[id] == nil ? view.itemNames.name(id) : "(\(view.itemNames.name(id)))" }
                .joined(separator: " ")
        }
        if let viewCount = view.numberOfItems(inSection: index) {
            if viewCount != section.items.count && view.interactiveMovement == nil {
                line += "  (the view still has \(viewCount))"
            }
        } else {
            line += "  (not in the view yet)"
        }
        return line
    }

    /// `[0,0]…[0,3] [1,0]…[1,7]`: runs of consecutive items in one section collapse.
    static func compact(_ paths: [IndexPath]) -> String {
        var parts: [String] = []
        var index = 0
        while index < paths.count {
            var end = index
            while end + 1 < paths.count, paths[end + 1].section == paths[index].section,
                  paths[end + 1].item == paths[end].item + 1 {
                end += 1
            }
            if end == index {
                parts.append(paths[index].description)
            } else if end == index + 1 {
                parts.append(paths[index].description + " " + paths[end].description)
            } else {
                parts.append(paths[index].description + "…" + paths[end].description)
            }
            index = end + 1
        }
        return parts.joined(separator: " ")
    }

    /// What differs between two printings of the state, field by field (`selected: none → [0,1]`,
    /// `[0] A: a b c → a c`); a field that appeared prints whole, one that went prints `(gone)`.
    /// Fields are `key: value`, several on a line separated by two spaces.
    static func changes(from old: [String], to new: [String]) -> [String] {
        func fields(_ lines: [String]) -> [(key: String, value: String)] {
            lines.flatMap { line in
                line.split(separator: "  ", omittingEmptySubsequences: true).map { field in
                    guard let colon = field.firstRange(of: ": ") else { return (String(field), "") }
                    return (String(field[..<colon.lowerBound]), String(field[colon.upperBound...]))
                }
            }
        }
        let before = fields(old), after = fields(new)
        var previous: [String: String] = [:]
        for field in before { previous[field.key] = field.value }
        var lines: [String] = []
        var seen = Set<String>()
        for field in after {
            seen.insert(field.key)
            switch previous[field.key] {
            case nil: lines.append(field.value.isEmpty ? field.key : "\(field.key): \(field.value)")
            case field.value?: continue
            case let was?: lines.append("\(field.key): \(was) → \(field.value)")
            }
        }
        for field in before where !seen.contains(field.key) && !field.value.isEmpty { lines.append("\(field.key): (gone)") }
        return lines
    }
}
