import CollectionEngine

extension UIKitCall {
    /// List cells' configurations, accessories and the outline's handlers (docs/lists.md).
    package enum ListCell: Sendable, Equatable {
        /// cell.accessories for one item's cell (nil: every cell).
        case accessories(item: String?, [CellAccessory])
        /// cell.contentConfiguration (nil: removed) and the height it measures.
        case contentConfiguration(item: String?, ListContentConfiguration?, height: Double?)
        /// cell.backgroundConfiguration (nil: removed).
        case backgroundConfiguration(item: String?, ListBackgroundConfiguration?)
        /// A user taps an accessory; `outcome` says what UIKit does with the tap.
        case tapAccessory(IndexPath, CellAccessory.Kind, outcome: String)
        /// The accessory's actionHandler runs (the script's block).
        case actionHandler(CellAccessory.Kind, IndexPath)
        /// dataSource.sectionSnapshotHandlers installed or removed.
        case sectionSnapshotHandlers(installed: Bool)
        /// What a should… handler answers for an item from now on.
        case sectionSnapshotAnswer(SectionSnapshotQuestion, item: String, Bool)
        /// shouldExpandItem / shouldCollapseItem asked when a user toggles a row.
        case shouldToggle(expand: Bool, item: String, answer: Bool)
        /// willExpandItem / willCollapseItem.
        case willToggle(expand: Bool, item: String)
        /// A reorder drag that cannot start (the row shows no reorder control in that state).
        case reorderDrag(IndexPath, to: IndexPath)

        static func whose(_ item: String?) -> String { item.map { "the cell of \($0)" } ?? "every cell" }

        static func spelled(_ accessories: [CellAccessory]) -> String {
            "[" + accessories.map { accessory in
                let displayed = accessory.displayed == accessory.kind.defaultDisplayed ? "" : "displayed: .\(accessory.displayed.rawValue)"
                let handler = accessory.handler == nil ? "" : "actionHandler: { … }"
                let arguments = [displayed, handler].filter { !$0.isEmpty }.joined(separator: ", ")
                return ".\(accessory.kind.rawValue)(\(arguments))"
            }.joined(separator: ", ") + "]"
        }

        static func spelled(_ content: ListContentConfiguration) -> String {
            var parts = ["var content = \(content.style.uikitName)"]
            parts.append("content.text = \(content.text.map { "\"\($0)\"" } ?? "item")")
            if let secondary = content.secondaryText { parts.append("content.secondaryText = \"\(secondary)\"") }
            if let image = content.imageHeight { parts.append("content.image = (an image \(NumberText.decimal(image)) pt tall)") }
            if content.textLines > 1 { parts.append("(text on \(content.textLines) lines)") }
            if content.secondaryTextLines > 1 { parts.append("(secondary text on \(content.secondaryTextLines) lines)") }
            return parts.joined(separator: "; ")
        }

        var spelled: String {
            switch self {
            case .accessories(let item, let accessories):
                return "cell.accessories = \(Self.spelled(accessories)) (\(Self.whose(item)))"
            case .contentConfiguration(let item, let content?, let height):
                let measures = height.map { " → the cell measures \(NumberText.decimal($0)) high" } ?? ""
                return "\(Self.spelled(content)); cell.contentConfiguration = content (\(Self.whose(item)))\(measures)"
            case .contentConfiguration(let item, nil, _):
                return "cell.contentConfiguration = nil (\(Self.whose(item)))"
            case .backgroundConfiguration(let item, let background?):
                return "cell.backgroundConfiguration = \(background.uikitName) (\(Self.whose(item))): drawn behind the content, cornerRadius \(NumberText.decimal(background.cornerRadius)); no size changes"
            case .backgroundConfiguration(let item, nil):
                return "cell.backgroundConfiguration = nil (\(Self.whose(item)))"
            case .tapAccessory(let path, let kind, let outcome):
                return "a user taps the \(kind.rawValue) accessory of \(path) → \(outcome)"
            case .actionHandler(let kind, let path):
                return "UICellAccessory.\(kind.rawValue) actionHandler() for \(path)"
            case .sectionSnapshotHandlers(let installed):
                return installed ? "dataSource.sectionSnapshotHandlers = (shouldExpandItem, willExpandItem, shouldCollapseItem, willCollapseItem)"
                                 : "dataSource.sectionSnapshotHandlers = .init() (no handlers)"
            case .sectionSnapshotAnswer(let question, let item, let answer):
                return "sectionSnapshotHandlers.\(question.rawValue)Item answers \(answer) for \(item)"
            case .shouldToggle(let expand, let item, let answer):
                return "sectionSnapshotHandlers.should\(expand ? "Expand" : "Collapse")Item(\(item)) → \(answer)"
            case .willToggle(let expand, let item):
                return "sectionSnapshotHandlers.will\(expand ? "Expand" : "Collapse")Item(\(item))"
            case .reorderDrag(let from, let to):
                return "a user drags the reorder control of \(from) to \(to)"
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .accessories(let item, let accessories):
                return [("call", .string("accessories")), ("item", item.map(JSONValue.string) ?? .null),
                        ("accessories", .array(accessories.map { .string($0.kind.rawValue) }))]
            case .contentConfiguration(let item, let content, let height):
                return [("call", .string("contentConfiguration")), ("item", item.map(JSONValue.string) ?? .null),
                        ("style", content.map { .string($0.style.rawValue) } ?? .null), ("height", height.map(JSONValue.number) ?? .null)]
            case .backgroundConfiguration(let item, let background):
                return [("call", .string("backgroundConfiguration")), ("item", item.map(JSONValue.string) ?? .null),
                        ("style", background.map { .string($0.rawValue) } ?? .null)]
            case .tapAccessory(let path, let kind, let outcome):
                return [("call", .string("tapAccessory")), ("indexPath", .path(path)), ("accessory", .string(kind.rawValue)), ("outcome", .string(outcome))]
            case .actionHandler(let kind, let path):
                return [("call", .string("UICellAccessory.actionHandler")), ("accessory", .string(kind.rawValue)), ("indexPath", .path(path))]
            case .sectionSnapshotHandlers(let installed):
                return [("call", .string("sectionSnapshotHandlers")), ("installed", .bool(installed))]
            case .sectionSnapshotAnswer(let question, let item, let answer):
                return [("call", .string("sectionSnapshotHandlers.\(question.rawValue)Item")), ("item", .string(item)), ("answer", .bool(answer))]
            case .shouldToggle(let expand, let item, let answer):
                return [("call", .string(expand ? "shouldExpandItem" : "shouldCollapseItem")), ("item", .string(item)), ("answer", .bool(answer))]
            case .willToggle(let expand, let item):
                return [("call", .string(expand ? "willExpandItem" : "willCollapseItem")), ("item", .string(item))]
            case .reorderDrag(let from, let to):
                return [("call", .string("reorderDrag")), ("from", .path(from)), ("to", .path(to))]
            }
        }
    }
}
