/// The line iOS 13 – 16.3 logged when an invalid update of a view it did not validate fell back to
/// reloadData (docs/evidence.md E8): `[UICollectionView] Invalid update: … - will perform reloadData.
/// UICollectionView instance: <…>; currentUpdate: [UICollectionViewUpdate - 0x…: old:<…> new<…>
/// items:<( "D(0,18)" )>]` [observed: VerticalCardSwiper#62, iOS 13]. Addresses print `0x0`; the
/// update's items are spelled `D(s,i)` for deletes as observed, `I(s,i)` for inserts, `M(s,i->s,i)`
/// for moves and `R(s,i)` for reloads [inferred]; old/new are UIKit's internal data objects.
public enum SkippedUpdateLog {
    static func text(_ classic: MessageTemplate, batch: BatchUpdate, view: String) -> String {
        var items: [String] = []
        for operation in batch.operations {
            switch operation {
            case .deleteItems(let paths): items += paths.map { "\"D(\($0.section),\($0.item))\"" }
            case .insertItems(let paths): items += paths.map { "\"I(\($0.section),\($0.item))\"" }
            case .reloadItems(let paths): items += paths.map { "\"R(\($0.section),\($0.item))\"" }
            case .moveItem(let from, let to): items.append("\"M(\(from.section),\(from.item)->\(to.section),\(to.item))\"")
            default: break
            }
        }
        let list = items.isEmpty ? "()" : "(\n    " + items.joined(separator: ",\n    ") + "\n)"
        return template(classic, view: view, items: list).text
    }

    /// The log's wording around the classic sentence; the category tag and the view's state are
    /// what a pasted log may lack.
    public static func template(_ classic: MessageTemplate, view: String, items: String) -> MessageTemplate {
        "\(optional: "[UICollectionView] ")\(classic) - will perform reloadData.\(optional: " UICollectionView instance: \(text: view); currentUpdate: [UICollectionViewUpdate - 0x0: old:<UICollectionViewData: 0x0> new<UICollectionViewData: 0x0> items:<\(entries: items)>]")"
    }
}
