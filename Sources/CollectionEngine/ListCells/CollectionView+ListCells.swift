/// List cells' configurations and accessories (docs/lists.md): the script sets them, the cells on
/// screen re-measure (a content configuration decides a list cell's self-sized height), and the
/// picture and the accessories' taps read them.
extension CollectionView {
    /// What UIKit raises for `cell.accessories` holding two system accessories of one kind
    /// (charon's list checks record the message's start; the rest names the array).
    public static func duplicateAccessoryMessage(_ kind: CellAccessory.Kind) -> String {
        "Accessories array contains more than one system accessory of the same type. Duplicate: \(kind.uikitName)"
    }

    /// The first kind `accessories` holds twice, if any.
    public static func duplicatedAccessory(in accessories: [CellAccessory]) -> CellAccessory.Kind? {
        var seen = Set<CellAccessory.Kind>()
        for accessory in accessories where !seen.insert(accessory.kind).inserted { return accessory.kind }
        return nil
    }

    /// cell.accessories for item `item`, or with nil for every cell.
    public mutating func setAccessories(_ accessories: [CellAccessory], item: Int?) {
        if let item { listCells.accessoriesByItem[item] = accessories } else {
            listCells.allAccessories = accessories
            listCells.accessoriesByItem = [:]
        }
    }

    /// The accessories the cell of the item at `indexPath` shows now (editing decides some).
    public func shownAccessories(at indexPath: IndexPath) -> [CellAccessory] {
        guard let item = dataSource.item(at: indexPath) else { return [] }
        return listCells.accessories(of: item).filter { $0.displayed.shows(editing: isEditing) }
    }

    /// cell.backgroundConfiguration for item `item`, or with nil for every cell.
    public mutating func setBackgroundConfiguration(_ background: ListBackgroundConfiguration?, item: Int?) {
        if let item { listCells.backgroundByItem[item] = background } else {
            listCells.allBackground = background
            listCells.backgroundByItem = [:]
        }
    }

    /// Installs (or with nil removes) the data source's sectionSnapshotHandlers.
    public mutating func setSectionSnapshotHandlers(_ handlers: SectionSnapshotHandlers?) {
        listCells.sectionSnapshotHandlers = handlers
    }

    /// cell.contentConfiguration for item `item` (nil: every cell). The cells on screen take it at
    /// once and re-measure: UIListContentConfiguration invalidates its cell's size itself
    /// (self-sizing.md §4 [WWDC22]), so even with selfSizingInvalidation disabled.
    public mutating func setContentConfiguration(_ content: ListContentConfiguration?, item: Int?) throws(UIKitError) {
        try transaction { view throws(UIKitError) in
            if let item { view.listCells.contentByItem[item] = content } else {
                view.listCells.allContent = content
                view.listCells.contentByItem = [:]
            }
            guard view.estimatesItemSizes else { return }
            for path in view.cells.visibleCells.keys.sorted() {
                guard let id = view.dataSource.item(at: path), item == nil || item == id else { continue }
                if let frame = view.layout.layoutAttributesForItem(at: path)?.frame {
                    view.measureIfSelfSizing(path, given: frame.size)
                }
            }
            view.settleSelfSizing()
        }
    }

    /// What the content configuration of item `item` measures given `size` by the layout: the
    /// layout's width and the configuration's height (§1.2); nil without a configuration.
    func contentConfigurationSize(of item: Int, given size: Size) -> Size? {
        listCells.content(of: item).map { Size(width: size.width, height: $0.fittingHeight(scale: scale)) }
    }
}
