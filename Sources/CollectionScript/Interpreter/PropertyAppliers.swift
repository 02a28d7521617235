import CollectionEngine

/// How each property of `PropertyTable` applies, and the UIKit call the transcript prints for it:
/// one table per target, keyed by the property's UIKit name (the parser has already checked the
/// name and the value's kind against `PropertyTable`). The interpreter looks a property up here;
/// `KeywordTableTests` checks that every `PropertyTable` entry has exactly one applier.
///
/// To add a property: its `PropertyInfo` in `PropertyTable` (name, value kind) and its entry here.
extension Interpreter {
    typealias FlowLayoutApplier = @Sendable (Interpreter, Located<Value>, inout FlowLayout) throws(RuntimeError) -> Void

    /// A `set` property of the view (UICollectionView / UIScrollView).
    struct ViewPropertyApplier: Sendable {
        /// Sets the property on the interpreter's view.
        var apply: @Sendable (inout Interpreter, Located<Value>) throws(RuntimeError) -> Void
        /// The transcript's line for the assignment (after `apply`), from the property name and value.
        var uikitCall: @Sendable (Interpreter, String, Located<Value>) -> String

        /// `name = value`: the line of most properties.
        init(_ apply: @escaping @Sendable (inout Interpreter, Located<Value>) throws(RuntimeError) -> Void,
             uikitCall: @escaping @Sendable (Interpreter, String, Located<Value>) -> String = { i, name, value in
                 "\(name) = \(i.describe(value.value))"
             }) {
            self.apply = apply
            self.uikitCall = uikitCall
        }
    }

    /// A per-section flow metric: what a UICollectionViewDelegateFlowLayout method answers.
    struct SectionMetricApplier: Sendable {
        /// The delegate method the transcript names: `insetForSectionAt`.
        var delegateMethod: String
        var apply: @Sendable (Interpreter, Located<Value>, inout SectionMetricOverrides) throws(RuntimeError) -> Void
    }

    /// `PropertyTable.flowLayout`; written against `FlowLayout` (moving flow-only state onto a flow
    /// case of the layout enum touches only this table). Through `set`, the line is
    /// `collectionViewLayout.NAME = VALUE; invalidateLayout()`.
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
        "sectionBackground": { i, value, layout throws(RuntimeError) in
            guard case .identifier(let kind) = value.value else { throw i.expected("a decoration kind (or none)", got: value) }
            layout.sectionBackgroundKind = kind == "none" ? nil : ElementKind(kind)
        },
    ]

    /// `PropertyTable.view`, `PropertyTable.traits` and `PropertyTable.controller`.
    static let viewPropertyAppliers: [String: ViewPropertyApplier] = [
        "contentInset": .init { i, value throws(RuntimeError) in
            let insets = try i.insets(value)
            do throws(UIKitError) { try i.view.setContentInset(insets) } catch { throw i.layoutPassError(error) }
        },
        "contentOffset": .init { i, value throws(RuntimeError) in
            let point = try i.point(value)
            do throws(UIKitError) { try i.view.setContentOffset(point) } catch { throw i.layoutPassError(error) }
        },
        "allowsSelection": .init { i, value throws(RuntimeError) in i.view.allowsSelection = try i.bool(value) },
        "allowsMultipleSelection": .init { i, value throws(RuntimeError) in i.view.allowsMultipleSelection = try i.bool(value) },
        "isEditing": .init { i, value throws(RuntimeError) in i.view.isEditing = try i.bool(value) },
        "allowsSelectionDuringEditing": .init { i, value throws(RuntimeError) in
            i.view.allowsSelectionDuringEditing = try i.bool(value)
        },
        "allowsMultipleSelectionDuringEditing": .init { i, value throws(RuntimeError) in
            i.view.allowsMultipleSelectionDuringEditing = try i.bool(value)
        },
        "isPrefetchingEnabled": .init { i, value throws(RuntimeError) in i.view.isPrefetchingEnabled = try i.bool(value) },
        "prefetching": .init({ i, value throws(RuntimeError) in i.view.hasPrefetchDataSource = try i.bool(value) },
                             uikitCall: { i, _, _ in
                                 "prefetchDataSource = " + (i.view.hasPrefetchDataSource ? "(a prefetching data source)" : "nil")
                             }),
        "semanticContentAttribute": .init { i, value throws(RuntimeError) in
            let attribute = try i.word(value, among: PropertyTable.semanticContentAttributes)
            do throws(UIKitError) { try i.view.setRightToLeft(attribute == "forceRightToLeft") } catch { throw i.layoutPassError(error) }
        },
        "scale": .init { i, value throws(RuntimeError) in
            let scale = try i.number(value)
            guard scale >= 1, scale <= 4 else {
                throw .script(.scale, at: value.range)
            }
            do throws(UIKitError) { try i.view.setScale(scale) } catch { throw i.layoutPassError(error) }
        },
        "safeAreaInsets": .init({ i, value throws(RuntimeError) in
                                    let insets = try i.insets(value)
                                    do throws(UIKitError) { try i.view.setSafeAreaInsets(insets) } catch { throw i.layoutPassError(error) }
                                },
                                uikitCall: { i, name, value in
                                    "\(name) = \(i.describe(value.value)) → adjustedContentInset = \(format(i.view.adjustedContentInset))"
                                }),
        "userInterfaceIdiom": .init({ i, value throws(RuntimeError) in
                                        let idiom = try i.choice(value, UserInterfaceIdiom.self)
                                        do throws(UIKitError) { try i.view.setUserInterfaceIdiom(idiom) } catch { throw i.layoutPassError(error) }
                                    },
                                    uikitCall: { i, name, _ in "traitOverrides.\(name) = .\(i.view.userInterfaceIdiom.rawValue)" }),
        "layoutMargins": .init { i, value throws(RuntimeError) in
            let insets = try i.insets(value)
            do throws(UIKitError) { try i.view.setLayoutMargins(insets) } catch { throw i.layoutPassError(error) }
        },
        "validateOffscreenUpdates": .init { i, value throws(RuntimeError) in i.view.validateOffscreenUpdates = try i.bool(value) },
        "allowsFocus": .init { i, value throws(RuntimeError) in i.view.allowsFocus = try i.bool(value) },
        "remembersLastFocusedIndexPath": .init { i, value throws(RuntimeError) in
            i.view.remembersLastFocusedIndexPath = try i.bool(value)
        },
        "selectionFollowsFocus": .init { i, value throws(RuntimeError) in i.view.selectionFollowsFocus = try i.bool(value) },
        "backgroundView": .init({ i, value throws(RuntimeError) in i.view.hasBackgroundView = try i.bool(value) },
                                uikitCall: { i, _, _ in
                                    i.view.backgroundViewFrame.map { "backgroundView = UIView() — frame \(format($0)) (the bounds: it does not scroll)" } ?? "backgroundView = nil"
                                }),
        "reorderingHandlers": .init({ i, value throws(RuntimeError) in
            let on = try i.bool(value)
            guard i.view.setReorderingHandlers(on) else { throw .script(.notDiffable(), at: value.range) }
        }, uikitCall: { i, _, _ in
            "dataSource.reorderingHandlers = " + (i.view.hasReorderingHandlers
                ? "(canReorderItem, willReorder, didReorder)" : "UICollectionViewDiffableDataSource.ReorderingHandlers()  (none: no reordering)")
        }),
        "selfSizingInvalidation": .init { i, value throws(RuntimeError) in
            let word = try i.word(value, among: SelfSizingInvalidation.allCases.map(\.rawValue))
            i.view.setSelfSizingInvalidation(SelfSizingInvalidation(rawValue: word) ?? .enabled)
        },
        "reorderingCadence": .init { i, value throws(RuntimeError) in
            i.view.reorderingCadence = try i.word(value, among: PropertyTable.reorderingCadences)
        },
        "allowsFocusDuringEditing": .init { i, value throws(RuntimeError) in i.view.allowsFocusDuringEditing = try i.bool(value) },
        "bounds": .init { i, value throws(RuntimeError) in
            // Same limits as `view WxH`: an empty, negative or huge view is a located error.
            let size = try i.size(value, nonNegative: true)
            try i.checkViewSize(Located(size, value.range))
            do throws(UIKitError) { try i.view.setBoundsSize(size) } catch { throw i.layoutPassError(error) }
        },
        "decelerationRate": .init { i, value throws(RuntimeError) in i.view.scrollSettings.decelerationRate = try i.decelerationRate(value) },
        "bounces": .init { i, value throws(RuntimeError) in i.view.scrollSettings.bounces = try i.bool(value) },
        "alwaysBounceVertical": .init { i, value throws(RuntimeError) in
            let on = try i.bool(value)
            do throws(UIKitError) { try i.view.updateScrollSettings { $0.alwaysBounceVertical = on } } catch { throw i.layoutPassError(error) }
        },
        "alwaysBounceHorizontal": .init { i, value throws(RuntimeError) in
            let on = try i.bool(value)
            do throws(UIKitError) { try i.view.updateScrollSettings { $0.alwaysBounceHorizontal = on } } catch { throw i.layoutPassError(error) }
        },
        "contentInsetAdjustmentBehavior": .init({ i, value throws(RuntimeError) in
            let behaviour = try i.choice(value, ContentInsetAdjustmentBehavior.self)
            do throws(UIKitError) { try i.view.setContentInsetAdjustmentBehavior(behaviour) } catch { throw i.layoutPassError(error) }
        }, uikitCall: { i, name, value in
            "\(name) = .\(i.describe(value.value)) → adjustedContentInset = \(format(i.view.adjustedContentInset))"
        }),
        "isPagingEnabled": .init { i, value throws(RuntimeError) in i.view.scrollSettings.isPagingEnabled = try i.bool(value) },
        "scrollsToTop": .init { i, value throws(RuntimeError) in i.view.scrollSettings.scrollsToTop = try i.bool(value) },
        "cellReuseIdentifier": .init({ i, value throws(RuntimeError) in
            guard case .identifier(let identifier) = value.value else { throw i.expected("a reuse identifier", got: value) }
            i.view.setCellReuseIdentifier(identifier)
        }, uikitCall: { i, _, value in "the data source dequeues cells with \"\(i.describe(value.value))\"" }),
        "headerReuseIdentifier": .init({ i, value throws(RuntimeError) in
            guard case .identifier(let identifier) = value.value else { throw i.expected("a reuse identifier", got: value) }
            i.view.setSupplementaryReuseIdentifier(identifier, kind: .sectionHeader)
        }, uikitCall: { i, _, value in "the data source dequeues headers with \"\(i.describe(value.value))\"" }),
        "footerReuseIdentifier": .init({ i, value throws(RuntimeError) in
            guard case .identifier(let identifier) = value.value else { throw i.expected("a reuse identifier", got: value) }
            i.view.setSupplementaryReuseIdentifier(identifier, kind: .sectionFooter)
        }, uikitCall: { i, _, value in "the data source dequeues footers with \"\(i.describe(value.value))\"" }),
        "dragInteractionEnabled": .init { i, value throws(RuntimeError) in i.view.dragInteractionEnabled = try i.bool(value) },
        "isSpringLoaded": .init { i, value throws(RuntimeError) in i.view.isSpringLoaded = try i.bool(value) },
        "isScrollEnabled": .init { i, value throws(RuntimeError) in i.view.scrollSettings.isScrollEnabled = try i.bool(value) },
        "keyboardDismissMode": .init({ i, value throws(RuntimeError) in
            i.view.scrollSettings.keyboardDismissMode = try i.choice(value, KeyboardDismissMode.self)
        }, uikitCall: { i, name, value in "\(name) = .\(i.describe(value.value)) (no keyboard is modelled: recorded)" }),
        "showsVerticalScrollIndicator": .init { i, value throws(RuntimeError) in
            i.view.scrollSettings.showsVerticalScrollIndicator = try i.bool(value)
        },
        "showsHorizontalScrollIndicator": .init { i, value throws(RuntimeError) in
            i.view.scrollSettings.showsHorizontalScrollIndicator = try i.bool(value)
        },
        "installsStandardGestureForInteractiveMovement": .init({ i, value throws(RuntimeError) in
            i.view.controller.installsStandardGestureForInteractiveMovement = try i.bool(value)
        }, uikitCall: { i, name, value in "collectionViewController.\(name) = \(i.describe(value.value))" }),
        "clearsSelectionOnViewWillAppear": .init({ i, value throws(RuntimeError) in
            i.view.controller.clearsSelectionOnViewWillAppear = try i.bool(value)
        }, uikitCall: { i, name, value in "collectionViewController.\(name) = \(i.describe(value.value))" }),
    ]

    /// `PropertyTable.sectionMetrics`: the transcript prints `METHOD(SECTION) → VALUE`.
    static let sectionMetricAppliers: [String: SectionMetricApplier] = [
        "sectionInset": .init(delegateMethod: "insetForSectionAt") { i, value, overrides throws(RuntimeError) in
            overrides.sectionInset = try i.insets(value)
        },
        "minimumLineSpacing": .init(delegateMethod: "minimumLineSpacingForSectionAt") { i, value, overrides throws(RuntimeError) in
            overrides.minimumLineSpacing = try i.number(value)
        },
        "minimumInteritemSpacing": .init(delegateMethod: "minimumInteritemSpacingForSectionAt") { i, value, overrides throws(RuntimeError) in
            overrides.minimumInteritemSpacing = try i.number(value)
        },
        "headerReferenceSize": .init(delegateMethod: "referenceSizeForHeaderInSection") { i, value, overrides throws(RuntimeError) in
            overrides.headerReferenceSize = try i.size(value, nonNegative: true)
        },
        "footerReferenceSize": .init(delegateMethod: "referenceSizeForFooterInSection") { i, value, overrides throws(RuntimeError) in
            overrides.footerReferenceSize = try i.size(value, nonNegative: true)
        },
    ]
}
