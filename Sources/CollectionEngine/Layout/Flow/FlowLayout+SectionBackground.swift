/// A UICollectionViewFlowLayout subclass with section backgrounds (docs/layout.md §11.3): the
/// pattern apps write to colour a section behind its cells — register a decoration view class on
/// the layout, and override layoutAttributesForElements(in:) to return super's attributes plus one
/// UICollectionViewLayoutAttributes(forDecorationViewOfKind:with: [s, 0]) per section, and
/// layoutAttributesForDecorationView(ofKind:at:) to answer the same frame.
///
/// The frame [inferred: the common subclass, not UIKit's]: the section's box between its header
/// and its footer (section insets and rows included) across the whole width of the content (the
/// height, scrolling horizontally); zIndex −1, behind the cells; none for a section without items.
extension FlowLayout {
    /// The background decoration of section `s`, if it has items.
    func sectionBackground(_ kind: ElementKind, _ s: Int) -> LayoutAttributes? {
        guard geometry.sections.indices.contains(s) else { return nil }
        let section = geometry.section(s)
        guard section.itemCount > 0 else { return nil }
        let main = section.start + section.headerLength
        let length = max(0, section.length - section.headerLength - section.footerLength)
        let frame = geometry.physicalFrame(cross: 0, main: main, crossLength: geometry.dimension, mainLength: length)
        return LayoutAttributes(indexPath: IndexPath(s, 0), category: .decorationView, kind: kind, frame: frame, zIndex: -1)
    }

    /// The section backgrounds whose frames meet `rect`, by section.
    func sectionBackgrounds(_ kind: ElementKind, in rect: Rect) -> [LayoutAttributes] {
        geometry.sections.indices.compactMap { s in
            sectionBackground(kind, s).flatMap { $0.frame.intersects(rect) ? $0 : nil }
        }
    }

    /// layoutAttributesForDecorationView(ofKind:at:): the subclass's answer for its kind.
    public func layoutAttributesForDecorationView(ofKind kind: ElementKind, at indexPath: IndexPath) -> LayoutAttributes? {
        guard kind == sectionBackgroundKind, indexPath.item == 0 else { return nil }
        return sectionBackground(kind, indexPath.section)
    }
}
