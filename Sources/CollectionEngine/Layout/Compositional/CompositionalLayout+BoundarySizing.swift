/// Self-sizing headers and footers (docs/self-sizing.md §3.5): a list section's header and
/// footer (headerMode/footerMode `.supplementary`) are estimated (17.5 grouped, 28 plain, §5.2 of
/// docs/compositional.md), and so is any top or bottom boundary item of estimated height in a
/// vertical layout's section; a measured height replaces the estimate and everything after it moves.
/// Kept by kind and section in a dictionary: a measurement is O(1), and prepare, already
/// O(sections), looks each list section's header and footer up once.
extension CompositionalLayout {
    /// Records the height the header or footer `key` measured, for a layout of `sectionCount` sections.
    public mutating func setMeasuredBoundaryHeight(_ height: Double, for key: SupplementaryKey, sectionCount: Int) {
        if measuredBoundarySectionCount != sectionCount {
            measuredBoundaryHeights = [:]
            measuredBoundarySectionCount = sectionCount
        }
        measuredBoundaryHeights[key] = height
    }

    /// Whether section `section` shows a self-sizing `kind`: a list section's header or footer
    /// whose mode is `.supplementary`, or, in a vertical layout, a section boundary item on the top
    /// or bottom edge whose height is estimated (charon sized #11: a plain section's estimated
    /// header and footer are measured as its cells are).
    public func measuresBoundaryItem(_ kind: ElementKind, inSection section: Int) -> Bool {
        guard let description = sectionDescription(at: section) else { return false }
        if let list = description.listConfiguration {
            switch kind {
            case .sectionHeader: return list.headerMode == .supplementary
            case .sectionFooter: return list.footerMode == .supplementary
            default: return false
            }
        }
        return isVertical && description.boundarySupplementaryItems.contains { Self.selfSizes($0, kind: kind) }
    }

    /// Whether a section boundary item of `kind` is measured: on the top or bottom edge, its
    /// height estimated.
    static func selfSizes(_ item: BoundarySupplementaryItem, kind: ElementKind) -> Bool {
        item.elementKind == kind && item.alignment.scrollEdge != nil && item.layoutSize.height.isEstimated
    }

    /// Replaces a resolved section's estimated header/footer heights with measured ones (every
    /// boundary item of a list; the estimated top and bottom ones of another section).
    func applyMeasuredBoundaryHeights(_ section: inout LayoutSection, section s: Int) {
        guard !measuredBoundaryHeights.isEmpty else { return }
        let list = section.listConfiguration != nil
        guard list || isVertical else { return }
        for j in section.boundarySupplementaryItems.indices {
            let kind = section.boundarySupplementaryItems[j].elementKind
            guard list || Self.selfSizes(section.boundarySupplementaryItems[j], kind: kind) else { continue }
            guard let height = measuredBoundaryHeights[SupplementaryKey(kind: kind, indexPath: IndexPath(s, 0))] else { continue }
            section.boundarySupplementaryItems[j].layoutSize.height = .absolute(height)
        }
    }
}

extension [SupplementaryKey: Double] {
    /// The entries moved to their sections' new indexes; deleted sections' entries dropped.
    /// O(entries).
    func remapped(_ mapping: UpdateMapping) -> Self {
        var result: Self = [:]
        for (key, value) in self {
            guard let section = mapping.newSection(forOld: key.indexPath.section) else { continue }
            result[SupplementaryKey(kind: key.kind, indexPath: IndexPath(section, 0))] = value
        }
        return result
    }
}

extension CompositionalLayout {
    /// Makes measured header/footer heights follow their sections through a batch update.
    public mutating func remapMeasuredBoundaryHeights(_ mapping: UpdateMapping, sectionCount: Int) {
        measuredBoundaryHeights = measuredBoundaryHeights.remapped(mapping)
        measuredBoundarySectionCount = sectionCount
    }

    /// `remapMeasuredBoundaryHeights(_:sectionCount:)` when there are measured heights.
    public mutating func remapMeasuredBoundaryHeights(through mapping: UpdateMapping, sectionCount: Int) {
        guard !measuredBoundaryHeights.isEmpty else { return }
        remapMeasuredBoundaryHeights(mapping, sectionCount: sectionCount)
    }
}
