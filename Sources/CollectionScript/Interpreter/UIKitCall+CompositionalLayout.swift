import CollectionEngine

extension UIKitCall {
    /// A compositional layout as a call's argument: the engine's values the script declared, with
    /// identifier-keyed sections by name, so the step is written without the session.
    package struct CompositionalLayoutValue: Sendable, Equatable {
        package var configuration: CompositionalLayoutConfiguration
        /// The section every section uses (`init(section:)`), if any.
        package var section: LayoutSection?
        package var sectionsByIndex: [Int: LayoutSection]
        package var sectionsByIdentifier: [String: LayoutSection]
        /// `layout list`: `UICollectionViewCompositionalLayout.list(using:)` with this configuration.
        package var list: ListConfiguration?
    }
}

/// JSON of a compositional layout (docs/tooling.md §6): nested objects of typed values, in the
/// shape of the UIKit objects — dimensions as `{"fractionalWidth":0.5}`, spacings as
/// `{"fixed":8}`, insets as `[top,left,bottom,right]`, rects as `[x,y,width,height]`, enum cases by
/// name. An optional property UIKit leaves automatic is absent while unset.
extension UIKitCall.CompositionalLayoutValue {
    /// The keys after `"class"`: `list` for `layout list`; else `configuration` and the sections.
    var json: [(String, JSONValue)] {
        if let list { return [("list", list.json)] }
        var pairs: [(String, JSONValue)] = [("configuration", configuration.json)]
        if let section { pairs.append(("section", section.json)) }
        if !sectionsByIndex.isEmpty {
            pairs.append(("sectionsByIndex", .array(sectionsByIndex.sorted { $0.key < $1.key }.map {
                .object([("index", .int($0.key)), ("section", $0.value.json)])
            })))
        }
        if !sectionsByIdentifier.isEmpty {
            pairs.append(("sectionsByIdentifier", .array(sectionsByIdentifier.sorted { $0.key < $1.key }.map {
                .object([("identifier", .string($0.key)), ("section", $0.value.json)])
            })))
        }
        return pairs
    }
}

extension CompositionalLayoutConfiguration {
    var json: JSONValue {
        .object([("scrollDirection", .string(scrollDirection.rawValue)), ("interSectionSpacing", .number(interSectionSpacing)),
                 ("contentInsetsReference", .string(contentInsetsReference.rawValue)),
                 ("boundarySupplementaryItems", .array(boundarySupplementaryItems.map(\.json)))])
    }
}

extension LayoutSection {
    /// A list section as `{"list":{…}}` (its rows, insets and boundaries follow from the list
    /// configuration); any other section by its group and properties.
    var json: JSONValue {
        if let listConfiguration { return .object([("list", listConfiguration.json)]) }
        return .object([
            ("group", group.json),
            ("interGroupSpacing", .number(interGroupSpacing)),
            ("contentInsets", .insets(contentInsets)),
            ("contentInsetsReference", .string(contentInsetsReference.rawValue)),
            ("orthogonalScrollingBehavior", .string(orthogonalScrollingBehavior.rawValue)),
            ("supplementariesFollowContentInsets", .bool(supplementariesFollowContentInsets)),
            ("boundarySupplementaryItems", .array(boundarySupplementaryItems.map(\.json))),
            ("decorationItems", .array(decorationItems.map(\.json))),
        ])
    }
}

extension LayoutGroup {
    /// `direction` horizontal or vertical with `subitems` (`count` or `repeatingCount` when the
    /// group repeats one subitem); a custom group's `direction` is `custom`, with `customItems`.
    var json: JSONValue {
        var pairs: [(String, JSONValue)] = [("layoutSize", layoutSize.json)]
        if let customItems {
            pairs.append(("direction", .string("custom")))
            pairs.append(("customItems", .array(customItems.enumerated().map { index, frame in
                .object([("frame", .array([.number(frame.minX), .number(frame.minY), .number(frame.width), .number(frame.height)]))]
                        + (customZIndices[index].map { [("zIndex", .int($0))] } ?? []))
            })))
        } else {
            pairs.append(("direction", .string(axis.rawValue)))
            switch repetition {
            case .fitting: break
            case .count(let count): pairs.append(("count", .int(count)))
            case .repeating(let count): pairs.append(("repeatingCount", .int(count)))
            }
            pairs.append(("subitems", .array(subitems.map(\.json))))
            if let interItemSpacing { pairs.append(("interItemSpacing", interItemSpacing.json)) }
        }
        pairs.append(("contentInsets", .insets(contentInsets)))
        pairs += edgeSpacing.json
        return .object(pairs)
    }
}

extension LayoutGroup.Subitem {
    /// `{"item":{…}}` or `{"group":{…}}`.
    var json: JSONValue {
        switch self {
        case .item(let item): .object([("item", item.json)])
        case .group(let group): .object([("group", group.json)])
        }
    }
}

extension LayoutItem {
    var json: JSONValue {
        .object([("layoutSize", layoutSize.json), ("contentInsets", .insets(contentInsets))] + edgeSpacing.json
                + [("supplementaryItems", .array(supplementaryItems.map(\.json)))])
    }
}

extension LayoutSize {
    /// `{"width":{"fractionalWidth":1},"height":{"absolute":44}}`.
    var json: JSONValue { .object([("width", width.json), ("height", height.json)]) }
}

extension LayoutDimension {
    /// `{"fractionalWidth":0.5}`, `{"absolute":44}`, `{"estimated":44}`, `{"uniformAcrossSiblings":44}`.
    var json: JSONValue {
        switch self {
        case .fractionalWidth(let v): .object([("fractionalWidth", .number(v))])
        case .fractionalHeight(let v): .object([("fractionalHeight", .number(v))])
        case .absolute(let v): .object([("absolute", .number(v))])
        case .estimated(let v): .object([("estimated", .number(v))])
        case .uniformAcrossSiblings(let v): .object([("uniformAcrossSiblings", .number(v))])
        }
    }
}

extension LayoutSpacing {
    /// `{"fixed":8}` or `{"flexible":8}`.
    var json: JSONValue {
        switch self {
        case .fixed(let v): .object([("fixed", .number(v))])
        case .flexible(let v): .object([("flexible", .number(v))])
        }
    }
}

extension LayoutEdgeSpacing {
    /// `"edgeSpacing":{"leading":{"fixed":8},…}` with the edges set; nothing when none is.
    var json: [(String, JSONValue)] {
        let edges = [("leading", leading), ("top", top), ("trailing", trailing), ("bottom", bottom)]
            .compactMap { name, spacing in spacing.map { (name, $0.json) } }
        return edges.isEmpty ? [] : [("edgeSpacing", .object(edges))]
    }
}

extension BoundarySupplementaryItem {
    var json: JSONValue {
        .object([("elementKind", .string(elementKind.rawValue)), ("layoutSize", layoutSize.json),
                 ("alignment", .string(alignment.rawValue)), ("absoluteOffset", .point(offset)),
                 ("extendsBoundary", .bool(extendsBoundary)), ("pinToVisibleBounds", .bool(pinToVisibleBounds)),
                 ("zIndex", .int(zIndex))])
    }
}

extension AnchoredSupplementaryItem {
    /// The anchor's offset as `absoluteOffset` or `fractionalOffset`, `[x,y]`.
    var json: JSONValue {
        .object([("elementKind", .string(elementKind.rawValue)), ("layoutSize", layoutSize.json),
                 ("containerAnchor", .string(containerAnchor.rawValue))]
                + (itemAnchor.map { [("itemAnchor", .string($0.rawValue))] } ?? [])
                + [(isFractionalOffset ? "fractionalOffset" : "absoluteOffset", .point(offset)), ("zIndex", .int(zIndex))])
    }
}

extension DecorationItem {
    var json: JSONValue {
        .object([("elementKind", .string(elementKind.rawValue)), ("contentInsets", .insets(contentInsets)), ("zIndex", .int(zIndex))])
    }
}

extension ListConfiguration {
    /// `headerTopPadding` and `separatorInsets` (bottomSeparatorInsets) are absent while automatic.
    var json: JSONValue {
        .object([("appearance", .string(appearance.rawValue)), ("headerMode", .string(headerMode.rawValue)),
                 ("footerMode", .string(footerMode.rawValue)), ("showsSeparators", .bool(showsSeparators))]
                + (headerTopPadding.map { [("headerTopPadding", .number($0))] } ?? [])
                + (separatorInsets.map { [("separatorInsets", .insets($0))] } ?? []))
    }
}
