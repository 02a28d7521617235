import CollectionEngine

/// Self-sizing list headers and footers: `cellSize header SECTION WxH` says what the section's
/// header (or footer) measures; the engine measures it when it is displayed (docs/self-sizing.md §3.5).
extension Interpreter {
    mutating func setBoundarySize(kind: Located<ElementKind>, section ref: Located<SectionRef>,
                                  size: Located<Size>) throws(RuntimeError) -> UIKitCall {
        let section = try sectionIndex(ref)
        let count = view.dataSource.sections.count
        guard section >= 0, section < count else { throw .script(.noSection(section, dataSourceCount: count), at: ref.range) }
        do { try view.setBoundarySize(kind: kind.value, section: section, size: size.value) } catch { throw layoutPassError(error) }
        return .layout(.boundaryMeasures(kind.value, section: section, size: size.value,
                                         selfSizing: view.layout.measuresBoundaryItem(kind.value, inSection: section)))
    }
}
