import CollectionEngine

/// UICollectionView's read-only queries as `expect` subjects (issue 18 §4):
///
/// - `expect attributes [s,i] == "…"`: `layoutAttributesForItem(at:)`, the whole attributes —
///   frame, center, size, zIndex, alpha, isHidden — or `nil` for an item the layout has none for;
/// - `expect visibleCells == [[0,0] …]`: `visibleCells`, each as `indexPath(for: cell)`, sorted
///   (UIKit's order is unspecified, docs/interaction.md §3.2);
/// - `expect visibleHeaders == [[0,0] …]` / `visibleFooters`:
///   `indexPathsForVisibleSupplementaryElements(ofKind:)` for the flow layout's header and footer
///   kinds (a section's header is at `[s,0]`), sorted.
///
/// - `expect headerAttributes [0,0] == "…"` / `footerAttributes`:
///   `layoutAttributesForSupplementaryElement(ofKind:at:)`, nil where the layout places none;
/// - `expect header [0,0] == 2` / `footer`: `supplementaryView(forElementKind:at:)`, the on-screen
///   view's serial (as `expect cell`), nil when none shows.
///
/// `numberOfSections` and `numberOfItems SECTION` (with UIKit's error for a missing section,
/// docs/evidence.md E7) were subjects already.
extension Interpreter {
    func observeQuery(subject: Located<ExpectSubject>, argument: Located<Value>?) throws(RuntimeError) -> Observed {
        switch subject.value {
        case .attributes:
            guard let argument else {
                throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
            }
            let path = try indexPath(itemRef(argument))
            guard let attributes = view.layoutAttributesForItem(at: path) else { return .text("nil") }
            return .text(JSONValue.quote(Self.describe(attributes)))
        case .visibleCells:
            return .text(pathList(view.cells.visibleCells.keys.sorted()))
        case .visibleHeaders, .visibleFooters:
            let kind: ElementKind = subject.value == .visibleHeaders ? .sectionHeader : .sectionFooter
            return .text(pathList(view.cells.visibleSupplementaryViews.keys.filter { $0.kind == kind }.map(\.indexPath).sorted()))
        case .backgroundView:
            return .text(view.backgroundViewFrame.map(format) ?? "nil")
        case .headerAttributes, .footerAttributes, .header, .footer:
            guard let argument else {
                throw .script(.expectNeedsArgument(subject: subject.value.rawValue), at: subject.range)
            }
            guard case .indexPath(let path) = argument.value else { throw expected("an index path like [0,0]", got: argument) }
            let kind: ElementKind = subject.value == .headerAttributes || subject.value == .header ? .sectionHeader : .sectionFooter
            if subject.value == .header || subject.value == .footer {
                // supplementaryView(forElementKind:at:): the on-screen view's serial, as `expect cell`.
                return view.supplementaryView(forElementKind: kind, at: path).map { .number(Double($0.serial)) } ?? .text("nil")
            }
            guard let attributes = view.layoutAttributesForSupplementaryElement(ofKind: kind, at: path) else { return .text("nil") }
            return .text(JSONValue.quote(Self.describe(attributes)))
        default:
            return .text("nil")
        }
    }

    /// UICollectionViewLayoutAttributes as a line: `frame (16, 16, 100, 100) center (66, 66) size
    /// 100x100 zIndex 0 alpha 1 isHidden false`.
    static func describe(_ attributes: LayoutAttributes) -> String {
        "frame \(format(attributes.frame)) center \(format(attributes.center)) size \(format(attributes.size))"
            + " zIndex \(attributes.zIndex) alpha \(format(attributes.alpha)) isHidden \(attributes.isHidden)"
    }
}
