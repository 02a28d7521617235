/// The exceptions UIKit raises while a compositional layout is built (docs/compositional.md §6):
/// checked when the layout is declared, so a bad declaration changes nothing.
extension CompositionalLayout {
    /// UIKit's exception text for the first invalid part of the layout, or nil when it is valid.
    public func validationError() -> String? {
        var all = Array(sectionsByIndex.keys.sorted().compactMap { sectionsByIndex[$0] })
        all += sectionsByIdentifier.keys.sorted().compactMap { sectionsByIdentifier[$0] }
        if let section { all.insert(section, at: 0) }
        for description in all {
            if let error = Self.validate(description) { return error }
        }
        for item in configuration.boundarySupplementaryItems {
            if let error = Self.validate(item.layoutSize) { return error }
        }
        return Self.duplicateKinds(configuration.boundarySupplementaryItems.map(\.elementKind.rawValue))
    }

    public static func validate(_ section: LayoutSection) -> String? {
        if let error = validate(section.group) { return error }
        for item in section.boundarySupplementaryItems {
            if let error = validate(item.layoutSize) { return error }
        }
        return duplicateKinds(section.boundarySupplementaryItems.map(\.elementKind.rawValue)
                              + section.decorationItems.map(\.elementKind.rawValue))
    }

    public static func validate(_ group: LayoutGroup) -> String? {
        if let error = validate(group.layoutSize) { return error }
        if let frames = group.customItems {
            for frame in frames where ![frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].allSatisfy(\.isFinite) {
                return CompositionalMessages.nonFiniteCustomFrame
            }
            return nil
        }
        guard !group.subitems.isEmpty else { return CompositionalMessages.groupNeedsSubitem }
        switch group.repetition {
        case .fitting: break
        case .count(let c), .repeating(let c):
            if group.subitems.count > 1 { return CompositionalMessages.repeatingGroupNeedsOneSubitem(group.subitems.count) }
            if c < 1 { return CompositionalMessages.countTooSmall(group.axis) }
        }
        for subitem in group.subitems {
            switch subitem {
            case .item(let item): if let error = validate(item.layoutSize) { return error }
            case .group(let nested): if let error = validate(nested) { return error }
            }
        }
        return nil
    }

    public static func validate(_ size: LayoutSize) -> String? {
        for dimension in [size.width, size.height] where !dimension.value.isFinite {
            return CompositionalMessages.nonFinite(dimension)
        }
        return nil
    }

    public static func duplicateKinds(_ kinds: [String]) -> String? {
        var seen = Set<String>(), duplicates: [String] = []
        for kind in kinds where !seen.insert(kind).inserted && !duplicates.contains(kind) { duplicates.append(kind) }
        return duplicates.isEmpty ? nil : CompositionalMessages.duplicateKinds(duplicates)
    }

    /// Logged, not raised: non-positive dimensions anywhere in the layout (UIKit's "must be > 0").
    public func dimensionWarnings() -> [String] {
        var out: [String] = []
        func check(_ size: LayoutSize) {
            for d in [size.width, size.height] where d.value <= 0 {
                let text = CompositionalMessages.nonPositive(d)
                if !out.contains(text) { out.append(text) }
            }
        }
        func walk(_ group: LayoutGroup) {
            check(group.layoutSize)
            for sub in group.subitems {
                switch sub {
                case .item(let item): check(item.layoutSize)
                case .group(let nested): walk(nested)
                }
            }
        }
        var all = sectionsByIndex.keys.sorted().compactMap { sectionsByIndex[$0] }
            + sectionsByIdentifier.keys.sorted().compactMap { sectionsByIdentifier[$0] }
        if let section { all.insert(section, at: 0) }
        for description in all { walk(description.group) }
        return out
    }
}
