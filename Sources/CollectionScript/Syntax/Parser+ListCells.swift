import CollectionEngine

/// List cells' configurations, accessories and the outline's handlers (docs/lists.md):
/// `accessories ITEM|all ACCESSORY…`, `contentConfiguration ITEM|all STYLE [OPTION=VALUE…]`,
/// `backgroundConfiguration ITEM|all STYLE`, `tapAccessory ITEM ACCESSORY`, `reorder ITEM -> ITEM`,
/// `sectionSnapshotHandlers on|off`, `sectionSnapshotHandlers shouldExpand|shouldCollapse ITEM = BOOL`.
public enum ListCellCommand: Hashable, Sendable {
    case accessories(ListCellTarget, [AccessoryNode])
    case contentConfiguration(ListCellTarget, Located<ListContentConfiguration.Style>?, ContentOptions)
    case backgroundConfiguration(ListCellTarget, Located<ListBackgroundConfiguration>?)
    case tapAccessory(Located<ItemRef>, Located<CellAccessory.Kind>)
    case reorder(Located<ItemRef>, to: Located<ItemRef>)
    case sectionSnapshotHandlers(Bool)
    case sectionSnapshotAnswer(Located<SectionSnapshotQuestion>, Located<ItemRef>, Bool)
}

/// Whose cells a list-cell command configures: one item's, or every cell's (the registration's
/// configuration handler).
public enum ListCellTarget: Hashable, Sendable {
    case all
    case item(Located<ItemRef>)
}

/// One accessory of `accessories`: `delete`, `delete whenEditing`, `outlineDisclosure { … }` (the
/// block is the accessory's actionHandler).
public struct AccessoryNode: Hashable, Sendable {
    public var kind: Located<CellAccessory.Kind>
    public var displayed: Located<CellAccessory.DisplayedState>?
    public var handler: [Command]?
}

/// What `contentConfiguration` says besides the style.
public struct ContentOptions: Hashable, Sendable {
    public var text: String?
    public var secondaryText: String?
    public var imageHeight: Double?
    public var lines = 1
    public var secondaryLines = 1
}

/// The sectionSnapshotHandlers' questions the script answers.
public enum SectionSnapshotQuestion: String, Hashable, Sendable, CaseIterable {
    case shouldExpand, shouldCollapse
}

/// The options of `contentConfiguration`.
enum ContentOptionName: String, CaseIterable, Hashable, Sendable {
    case text, secondaryText, image, lines, secondaryLines
}

extension ParserState {
    /// `all` or an item.
    mutating func parseListCellTarget(after keyword: String) throws -> ListCellTarget {
        if matchWord("all") != nil { return .all }
        return .item(try parseItemRef(after: keyword))
    }

    mutating func parseAccessories() throws -> CommandKind {
        let target = try parseListCellTarget(after: "accessories")
        if matchWord("none") != nil { return .listCell(.accessories(target, [])) }
        var nodes: [AccessoryNode] = []
        repeat {
            let kind = try parseWord(CellAccessory.Kind.self, after: "accessories", expecting: "an accessory (or none)", noun: "accessory")
            var displayed: Located<CellAccessory.DisplayedState>?
            if peek.kind == .identifier, let state = CellAccessory.DisplayedState(rawValue: text(of: peek)) {
                displayed = Located(state, advance().range)
            }
            var handler: [Command]?
            if check(.leftBrace) {
                handler = try parseBlock(after: "the accessory \(kind.value.rawValue)") { try $0.parseCommand() }
            }
            nodes.append(AccessoryNode(kind: kind, displayed: displayed, handler: handler))
        } while peek.kind == .identifier
        return .listCell(.accessories(target, nodes))
    }

    mutating func parseContentConfiguration() throws -> CommandKind {
        let target = try parseListCellTarget(after: "contentConfiguration")
        if matchWord("none") != nil { return .listCell(.contentConfiguration(target, nil, ContentOptions())) }
        let style = try parseWord(ListContentConfiguration.Style.self, after: "contentConfiguration",
                                  expecting: "a style (cell, subtitleCell, valueCell …)", noun: "content configuration style")
        var options = ContentOptions()
        while peek.kind == .identifier {
            let name = try parseWord(ContentOptionName.self, after: "the style", expecting: "an option", noun: "content configuration option")
            _ = try consume(.equal, orReport: .expectedEqual(after: name.value.rawValue))
            switch name.value {
            case .text, .secondaryText:
                let string = try consume(.string, orReport: .expectedString(after: "\(name.value.rawValue)="))
                guard case .string(let value) = string.literal else { throw fail(.expectedString(after: "\(name.value.rawValue)="), at: string) }
                if name.value == .text { options.text = value } else { options.secondaryText = value }
            case .image:
                options.imageHeight = Double(try parseInteger(.expectedInteger("a height in points", after: "image=")).value)
            case .lines, .secondaryLines:
                let count = try parseInteger(.expectedInteger("a number of lines", after: "\(name.value.rawValue)="))
                let clamped = min(max(count.value, 1), 100)
                if name.value == .lines { options.lines = clamped } else { options.secondaryLines = clamped }
            }
        }
        return .listCell(.contentConfiguration(target, style, options))
    }

    mutating func parseBackgroundConfiguration() throws -> CommandKind {
        let target = try parseListCellTarget(after: "backgroundConfiguration")
        if matchWord("none") != nil { return .listCell(.backgroundConfiguration(target, nil)) }
        let style = try parseWord(ListBackgroundConfiguration.self, after: "backgroundConfiguration",
                                  expecting: "a style (listPlainCell, listGroupedCell …)", noun: "background configuration")
        return .listCell(.backgroundConfiguration(target, style))
    }

    mutating func parseTapAccessory() throws -> CommandKind {
        let item = try parseItemRef(after: "tapAccessory")
        let kind = try parseWord(CellAccessory.Kind.self, after: "the item in 'tapAccessory'", expecting: "an accessory", noun: "accessory")
        return .listCell(.tapAccessory(item, kind))
    }

    mutating func parseReorder() throws -> CommandKind {
        let item = try parseItemRef(after: "reorder")
        _ = try consume(.arrow, orReport: .expectedArrow(after: "the item whose reorder control is dragged"))
        let target = try parseItemRef(after: "'->'")
        return .listCell(.reorder(item, to: target))
    }

    mutating func parseSectionSnapshotHandlers() throws -> CommandKind {
        if peek.kind == .identifier, let question = SectionSnapshotQuestion(rawValue: text(of: peek)) {
            let word = Located(question, advance().range)
            let item = try parseItemRef(after: question.rawValue)
            _ = try consume(.equal, orReport: .expectedEqual(after: "the item"))
            return .listCell(.sectionSnapshotAnswer(word, item, try parseBoolean(after: "'='")))
        }
        return .listCell(.sectionSnapshotHandlers(try parseBoolean(after: "sectionSnapshotHandlers")))
    }
}
