import CollectionEngine

/// How each flow layout property of `PropertyTable.flowLayout` applies to the engine's layout,
/// keyed by the property's UIKit name. Written against `FlowLayout` as it is today and kept in this
/// one file, so moving flow-only state onto a flow case of a layout enum touches only this file.
extension Interpreter {
    typealias FlowLayoutApplier = @Sendable (Interpreter, Located<Value>, inout FlowLayout) throws(RuntimeError) -> Void

    static let flowLayoutAppliers: [String: FlowLayoutApplier] = [
        "itemSize": { i, value, layout throws(RuntimeError) in layout.itemSize = try i.size(value, nonNegative: true) },
        "estimatedItemSize": { i, value, layout throws(RuntimeError) in
            if case .identifier("automatic") = value.value {
                layout.estimatedItemSize = Size(width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
            } else {
                layout.estimatedItemSize = try i.size(value, nonNegative: true)
            }
        },
        "minimumLineSpacing": { i, value, layout throws(RuntimeError) in layout.minimumLineSpacing = try i.number(value) },
        "minimumInteritemSpacing": { i, value, layout throws(RuntimeError) in layout.minimumInteritemSpacing = try i.number(value) },
        "sectionInset": { i, value, layout throws(RuntimeError) in layout.sectionInset = try i.insets(value) },
        "headerReferenceSize": { i, value, layout throws(RuntimeError) in layout.headerReferenceSize = try i.size(value, nonNegative: true) },
        "footerReferenceSize": { i, value, layout throws(RuntimeError) in layout.footerReferenceSize = try i.size(value, nonNegative: true) },
        "scrollDirection": { i, value, layout throws(RuntimeError) in
            layout.scrollDirection = try i.choice(value, FlowLayout.ScrollDirection.self)
        },
        "sectionInsetReference": { i, value, layout throws(RuntimeError) in
            layout.sectionInsetReference = try i.choice(value, FlowLayout.SectionInsetReference.self)
        },
        "sectionHeadersPinToVisibleBounds": { i, value, layout throws(RuntimeError) in
            layout.sectionHeadersPinToVisibleBounds = try i.bool(value)
        },
        "sectionFootersPinToVisibleBounds": { i, value, layout throws(RuntimeError) in
            layout.sectionFootersPinToVisibleBounds = try i.bool(value)
        },
    ]
}
