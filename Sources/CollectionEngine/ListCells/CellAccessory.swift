/// UICellAccessory (iOS 14): a system accessory of a UICollectionViewListCell (docs/lists.md §2).
///
/// An accessory sits on the cell's leading or trailing edge, outside its content view: it narrows
/// the content view, never the cell, so it changes no frame the layout hands out [doc: UICellAccessory
/// overview; logs: charon's list recordings, a disclosure indicator 14 wide whose content view ends
/// where it begins].
public struct CellAccessory: Hashable, Sendable {
    /// The system accessories the engine models.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case disclosureIndicator, checkmark, outlineDisclosure, delete, reorder

        /// The UIKit factory (`UICellAccessory.disclosureIndicator()` …).
        public var uikitName: String { "UICellAccessory.\(rawValue)()" }

        /// The default `displayed:` of the factory [doc: each factory's declaration]: delete and
        /// reorder show only in editing, the others always.
        public var defaultDisplayed: DisplayedState {
            switch self {
            case .disclosureIndicator, .checkmark, .outlineDisclosure: .always
            case .delete, .reorder: .whenEditing
            }
        }

        /// Which edge the accessory sits on (iOS, idiom phone and pad) [doc: UICellAccessory
        /// classes' overviews; Mac Catalyst puts a cell's outline disclosure on the leading edge,
        /// not modelled].
        public var isLeading: Bool {
            switch self {
            case .delete: true
            case .disclosureIndicator, .checkmark, .outlineDisclosure, .reorder: false
            }
        }

        /// Whether UIKit lets the script give it an `actionHandler` (`outlineDisclosure(…actionHandler:)`,
        /// `delete(…actionHandler:)`) [doc].
        public var takesActionHandler: Bool {
            switch self {
            case .outlineDisclosure, .delete: true
            case .disclosureIndicator, .checkmark, .reorder: false
            }
        }

        /// Whether the accessory takes touches of its own: a disclosure indicator and a checkmark
        /// do not, a tap on them is a tap on the cell [doc: UITableViewCell.AccessoryType].
        public var tracksTouches: Bool {
            switch self {
            case .outlineDisclosure, .delete, .reorder: true
            case .disclosureIndicator, .checkmark: false
            }
        }
    }

    /// UICellAccessory.DisplayedState.
    public enum DisplayedState: String, Hashable, Sendable, CaseIterable {
        case always, whenEditing, whenNotEditing

        /// Whether an accessory so displayed shows while the view's isEditing is `editing`.
        public func shows(editing: Bool) -> Bool {
            switch self {
            case .always: true
            case .whenEditing: editing
            case .whenNotEditing: !editing
            }
        }
    }

    public var kind: Kind
    public var displayed: DisplayedState
    /// The actionHandler the script gave, as the caller's handle for its commands (as
    /// `ContextualAction.handler`); nil: UIKit's default behaviour.
    public var handler: Int?

    public init(_ kind: Kind, displayed: DisplayedState? = nil, handler: Int? = nil) {
        self.kind = kind
        self.displayed = displayed ?? kind.defaultDisplayed
        self.handler = kind.takesActionHandler ? handler : nil
    }
}
