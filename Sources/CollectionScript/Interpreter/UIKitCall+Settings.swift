import CollectionEngine

extension UIKitCall {
    /// A script's answer or property value given to UIKit: `set NAME = VALUE`, a per-section
    /// metric, `delegate METHOD [ITEM] = VALUE`, a swipe-actions provider's answer, a drop
    /// proposal. The transcript line comes from the command's applier (each property and answer
    /// says its own UIKit effect); JSON carries the typed arguments: what was set, on what, to what.
    package struct Setting: Sendable, Equatable {
        package enum Kind: String, Sendable, Equatable {
            /// `set NAME = VALUE`: a view or flow-layout property.
            case property
            /// `sectionInset 1 = 8`: the delegate's per-section answer.
            case sectionMetric
            /// `delegate METHOD …`.
            case delegateAnswer
            /// `swipeActions leading|trailing …`.
            case swipeActions
        }

        var kind: Kind
        /// The property, metric or delegate method as the script names it (a swipe edge).
        var name: String
        var section: SectionRef?
        var target: ItemRef?
        var value: Value?
        /// The transcript's line, from the applier.
        var spelled: String

        var json: [(String, JSONValue)] {
            var pairs: [(String, JSONValue)] = [("call", .string(kind.rawValue)), ("name", .string(name))]
            switch section {
            case .index(let index)?: pairs.append(("section", .int(index)))
            case .identifier(let name)?: pairs.append(("section", .string(name)))
            case nil: break
            }
            switch target {
            case .indexPath(let path)?: pairs.append(("item", .path(path)))
            case .identifier(let name)?: pairs.append(("item", .string(name)))
            case nil: break
            }
            if let value { pairs.append(("value", value.json)) }
            return pairs
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

extension Value {
    /// A script value as JSON: numbers as numbers, index paths as `[section,item]`, sizes as
    /// `[width,height]`, insets as `[top,left,bottom,right]`, words and strings as strings.
    var json: JSONValue {
        switch self {
        case .integer(let i): return .int(i)
        case .decimal(let d): return .number(d)
        case .string(let s), .identifier(let s): return .string(s)
        case .indexPath(let p): return .path(p)
        case .tuple(let numbers): return .array(numbers.map(JSONValue.number))
        case .size(let s): return .size(s)
        case .insets(let i): return .array([.number(i.top), .number(i.left), .number(i.bottom), .number(i.right)])
        case .list(let items): return .array(items.map(\.value.json))
        }
    }
}
