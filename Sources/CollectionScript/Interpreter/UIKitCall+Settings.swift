import CollectionEngine

extension UIKitCall {
    /// A script's answer or property value given to UIKit: `set NAME = VALUE`, a per-section
    /// metric, `delegate METHOD [ITEM] = VALUE`, a swipe-actions provider's answer. The transcript
    /// line comes from the command's applier (each property and answer says its own UIKit effect,
    /// `spelled`); JSON carries the typed arguments: what was set, on what, to what.
    package enum Setting: Sendable, Equatable {
        /// `set NAME = VALUE`: a view or flow-layout property.
        case property(name: String, value: Value, spelled: String)
        /// `sectionInset 1 = 8`: the flow layout delegate's per-section answer.
        case sectionMetric(name: String, section: SectionRef, value: Value, spelled: String)
        /// `delegate METHOD [ITEM] = VALUE` (the drop delegate's proposal too: its operation and intent).
        case delegateAnswer(DelegateMethod, target: ItemRef?, value: Value, spelled: String)
        /// `swipeActions leading|trailing ITEM|section S { … }`: the provider's answer, by action title.
        case swipeActions(SwipeEdge, target: SwipeTarget, actions: [String], performsFirstActionWithFullSwipe: Bool, spelled: String)

        var spelled: String {
            switch self {
            case .property(_, _, let text), .sectionMetric(_, _, _, let text), .delegateAnswer(_, _, _, let text),
                 .swipeActions(_, _, _, _, let text):
                return text
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .property(let name, let value, _):
                return [("call", .string(name)), ("value", value.json)]
            case .sectionMetric(let name, let section, let value, _):
                return [("call", .string("delegate")), ("method", .string(name)), ("section", section.json), ("value", value.json)]
            case .delegateAnswer(let method, let target, let value, _):
                return [("call", .string("delegate")), ("method", .string(method.rawValue))]
                    + (target.map { [("item", $0.json)] } ?? []) + [("value", value.json)]
            case .swipeActions(let edge, let target, let actions, let fullSwipe, _):
                let scope: (String, JSONValue)
                switch target {
                case .item(let ref): scope = ("item", ref.value.json)
                case .section(let ref): scope = ("section", ref.value.json)
                }
                return [("call", .string("\(edge.rawValue)SwipeActionsConfigurationProvider")), scope,
                        ("actions", .array(actions.map(JSONValue.string))), ("performsFirstActionWithFullSwipe", .bool(fullSwipe))]
            }
        }
    }

    /// `register FORM NAME` and `separatorVisibility ITEM VISIBILITY`.
    package enum Registration: Sendable, Equatable {
        case register(RegistrationForm, name: String)
        /// The list's itemSeparatorHandler answer for an item.
        case separator(item: String, ListSeparatorVisibility)

        var spelled: String {
            switch self {
            case .separator(let item, let visibility):
                return "itemSeparatorHandler for \(item): configuration.bottomSeparatorVisibility = .\(visibility.rawValue)"
            case .register(let form, let name):
                switch form {
                case .cell:
                    return "register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"\(name)\")"
                case .nib:
                    return "register(UINib(nibName: \"\(name)\", bundle: nil), forCellWithReuseIdentifier: \"\(name)\")"
                case .registration:
                    return "let \(name) = UICollectionView.CellRegistration<UICollectionViewCell, Item> { cell, indexPath, item in … }"
                        + " — cellForItemAt returns dequeueConfiguredReusableCell(using: \(name), for:, item:)"
                case .header, .footer:
                    let constant = form == .header ? "elementKindSectionHeader" : "elementKindSectionFooter"
                    return "register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.\(constant), withReuseIdentifier: \"\(name)\")"
                case .supplementary:
                    return "register(UICollectionReusableView.self, forSupplementaryViewOfKind: \"\(name)\", withReuseIdentifier: \"\(name)\")"
                case .headerRegistration, .footerRegistration:
                    let constant = form == .headerRegistration ? "elementKindSectionHeader" : "elementKindSectionFooter"
                    return "let \(name) = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: UICollectionView.\(constant)) { view, kind, indexPath in … }"
                        + " — viewForSupplementaryElementOfKind returns dequeueConfiguredReusableSupplementary(using: \(name), for:)"
                case .decoration:
                    return "collectionViewLayout.register(UICollectionReusableView.self, forDecorationViewOfKind: \"\(name)\")"
                }
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .separator(let item, let visibility):
                return [("call", .string("itemSeparatorHandler")), ("item", .string(item)), ("bottomSeparatorVisibility", .string(visibility.rawValue))]
            case .register(let form, let name):
                let api: String
                switch form {
                case .cell, .nib: api = "register(_:forCellWithReuseIdentifier:)"
                case .registration: api = "UICollectionView.CellRegistration"
                case .header, .footer, .supplementary: api = "register(_:forSupplementaryViewOfKind:withReuseIdentifier:)"
                case .headerRegistration, .footerRegistration: api = "UICollectionView.SupplementaryRegistration"
                case .decoration: api = "register(_:forDecorationViewOfKind:)"
                }
                return [("call", .string(api)), ("form", .string(form.rawValue)), ("name", .string(name))]
            }
        }
    }
}

extension ItemRef {
    /// An index path as `[section,item]`, an identifier as a string.
    var json: JSONValue {
        switch self {
        case .indexPath(let path): .path(path)
        case .identifier(let name): .string(name)
        }
    }
}

extension SectionRef {
    /// An index as a number, an identifier as a string.
    var json: JSONValue {
        switch self {
        case .index(let index): .int(index)
        case .identifier(let name): .string(name)
        }
    }
}

extension Value {
    /// A script value as JSON: numbers as numbers, index paths as `[section,item]`, sizes as
    /// `[width,height]`, insets as `[top,left,bottom,right]`, `true`/`false` as booleans, other
    /// words and strings as strings.
    var json: JSONValue {
        switch self {
        case .integer(let i): return .int(i)
        case .decimal(let d): return .number(d)
        case .identifier("true"): return .bool(true)
        case .identifier("false"): return .bool(false)
        case .string(let s), .identifier(let s): return .string(s)
        case .indexPath(let p): return .path(p)
        case .tuple(let numbers): return .array(numbers.map(JSONValue.number))
        case .size(let s): return .size(s)
        case .insets(let i): return .insets(i)
        case .list(let items): return .array(items.map(\.value.json))
        }
    }
}
