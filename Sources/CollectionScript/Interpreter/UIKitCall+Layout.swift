import CollectionEngine

extension UIKitCall {
    /// A layout the script installed or transitioned to: its UIKit class, the Swift that builds it
    /// as the transcript writes it (`UICollectionViewFlowLayout(itemSize: 50x50, …)`), and what it
    /// holds, typed, as JSON writes it (never the Swift).
    package struct LayoutValue: Sendable, Equatable {
        /// What the layout holds, typed: the argument's own value, not the view's layout (a step
        /// is written without the view).
        package enum Contents: Sendable, Equatable {
            case flowProperties(FlowLayout)
            case compositionalStructure(CompositionalLayoutValue)
        }

        var className: String
        var swift: String
        package var contents: Contents

        init(flow: FlowLayout, swift: String) {
            className = flow.uikitClassName
            self.swift = swift
            contents = .flowProperties(flow)
        }

        init(compositional: CompositionalLayoutValue, className: String, swift: String) {
            self.className = className
            self.swift = swift
            contents = .compositionalStructure(compositional)
        }
    }

    /// Layout calls (docs/layout.md): installs, transitions, an orthogonal row's offset, the
    /// layout pass at the end of a run-loop turn, and the sizes cells and boundaries measure.
    package enum Layout: Sendable, Equatable {
        /// setCollectionViewLayout(_:) (`animated` nil) or setCollectionViewLayout(_:animated:).
        case setCollectionViewLayout(LayoutValue, animated: Bool?)
        case startInteractiveTransition(to: LayoutValue)
        case transitionProgress(Double, contentOffset: Point)
        case endInteractiveTransition(finished: Bool)
        case orthogonalContentOffset(section: Int, Point)
        /// `runLoop`: the layout pass; `staleCounts` when it read counts cached before a change.
        case layoutPass(staleCounts: Bool)
        /// `measure`: cells `first` … `last` measure `size`; with a text rule, the range of heights.
        case cellsMeasure(first: IndexPath, last: IndexPath, size: Size, rule: TextRule?)
        /// `measure header|footer`: a boundary supplementary view measures `size`.
        /// `cellSize header|footer`; `selfSizing` false when the layout does not measure that
        /// header or footer (its height is not estimated): the answer is kept but not asked for.
        case boundaryMeasures(ElementKind, section: Int, size: Size, selfSizing: Bool)

        /// `measure … height by text`: heights from the item's text.
        package struct TextRule: Sendable, Equatable {
            var shortest: Double
            var tallest: Double
            var lineHeight: Double
            var charactersPerLine: Int
        }

        var spelled: String {
            switch self {
            case .setCollectionViewLayout(let layout, nil): return "setCollectionViewLayout(\(layout.swift))"
            case .setCollectionViewLayout(let layout, let animated?): return "setCollectionViewLayout(\(layout.swift), animated: \(animated))"
            case .startInteractiveTransition(let layout): return "startInteractiveTransition(to: \(layout.swift)) — transitionProgress 0"
            case .transitionProgress(let progress, let offset):
                return "transitionLayout.transitionProgress = \(format(progress)) → contentOffset \(format(offset))"
            case .endInteractiveTransition(let finished): return finished ? "finishInteractiveTransition()" : "cancelInteractiveTransition()"
            case .orthogonalContentOffset(let section, let offset):
                return "orthogonalScrollView(section: \(section)).contentOffset = (\(format(offset.x)), \(format(offset.y)))"
            case .layoutPass(let stale):
                return "— end of the run-loop turn: layout pass" + (stale ? " (the stale counts are read now)" : "")
            case .cellsMeasure(let first, let last, let size, let rule):
                let what = first == last ? "cell \(first) measures" : "cells \(first) ... \(last) measure"
                guard let rule else { return "\(what) \(format(size))" }
                return "\(what) \(format(Size(width: size.width, height: rule.shortest)))"
                    + (rule.tallest > rule.shortest ? " … \(format(Size(width: size.width, height: rule.tallest)))" : "")
                    + " (\(format(size)) + \(format(rule.lineHeight)) per \(rule.charactersPerLine) characters of text)"
            case .boundaryMeasures(let kind, let section, let size, let selfSizing):
                let what = kind == .sectionHeader ? "header" : "footer"
                return "\(what) of section \(section) measures \(format(size))"
                    + (selfSizing ? "" : " — the current layout does not ask: it gives this \(what) no estimated height")
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .setCollectionViewLayout(let layout, let animated):
                return [("call", .string(animated == nil ? "setCollectionViewLayout(_:)" : "setCollectionViewLayout(_:animated:)")),
                        ("layout", layout.json)] + (animated.map { [("animated", .bool($0))] } ?? [])
            case .startInteractiveTransition(let layout):
                return [("call", .string("startInteractiveTransition(to:completion:)")), ("layout", layout.json)]
            case .transitionProgress(let progress, let offset):
                return [("call", .string("transitionProgress")), ("progress", .number(progress)), ("contentOffset", .point(offset))]
            case .endInteractiveTransition(let finished):
                return [("call", .string(finished ? "finishInteractiveTransition()" : "cancelInteractiveTransition()"))]
            case .orthogonalContentOffset(let section, let offset):
                return [("call", .string("orthogonalScrollView.contentOffset")), ("section", .int(section)), ("point", .point(offset))]
            case .layoutPass(let stale):
                return [("call", .string("layoutSubviews()")), ("staleCounts", .bool(stale))]
            case .cellsMeasure(let first, let last, let size, let rule):
                var pairs: [(String, JSONValue)] = [("call", .string("preferredLayoutAttributesFitting(_:)")), ("from", .path(first)),
                                                    ("to", .path(last)), ("size", .size(size))]
                if let rule {
                    pairs += [("shortest", .number(rule.shortest)), ("tallest", .number(rule.tallest)),
                              ("lineHeight", .number(rule.lineHeight)), ("charactersPerLine", .int(rule.charactersPerLine))]
                }
                return pairs
            case .boundaryMeasures(let kind, let section, let size, let selfSizing):
                return [("call", .string("preferredLayoutAttributesFitting(_:)")), ("kind", .string(kind.rawValue)),
                        ("section", .int(section)), ("size", .size(size))] + (selfSizing ? [] : [("selfSizing", .bool(false))])
            }
        }
    }

    /// A completion handler that runs: after a layout change, an interactive transition, an
    /// update's animations, or a swipe action's handler.
    package enum Completion: Sendable, Equatable {
        case layoutChange(animated: Bool)
        case interactiveTransition(completed: Bool)
        case updateAnimations
        case swipeAction

        var spelled: String {
            switch self {
            case .layoutChange(let animated):
                return animated ? "— the layout animation ends: completion(true) runs" : "— completion(true) runs at once"
            case .interactiveTransition(let completed): return "— completion(completed: \(completed), finished: true) runs"
            case .updateAnimations: return "— the update's animations end: completion(true) runs"
            case .swipeAction: return "completion(true): the row closes"
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .layoutChange(let animated): return [("call", .string("completion")), ("of", .string("setCollectionViewLayout")), ("animated", .bool(animated))]
            case .interactiveTransition(let completed):
                return [("call", .string("completion")), ("of", .string("startInteractiveTransition")), ("completed", .bool(completed))]
            case .updateAnimations: return [("call", .string("completion")), ("of", .string("performBatchUpdates")), ("finished", .bool(true))]
            case .swipeAction: return [("call", .string("completion")), ("of", .string("UIContextualAction")), ("success", .bool(true))]
            }
        }
    }
}

extension UIKitCall.LayoutValue {
    /// `{"class":"UICollectionViewFlowLayout","itemSize":[50,50],…}` (insets as
    /// `[top,left,bottom,right]`); a compositional layout: `{"class":…,"configuration":{…},
    /// "section":{…}}` or `{"class":…,"list":{…}}` (UIKitCall+CompositionalLayout.swift).
    var json: JSONValue {
        switch contents {
        case .compositionalStructure(let layout): return .object([("class", .string(className))] + layout.json)
        case .flowProperties(let flow):
            // The section-background subclass's kind (docs/layout.md §11.3), only when it has one.
            let subclass: [(String, JSONValue)] = flow.sectionBackgroundKind.map { [("sectionBackground", .string($0.rawValue))] } ?? []
            return .object([
                ("class", .string(className)),
                ("itemSize", .size(flow.itemSize)),
                ("estimatedItemSize", .size(flow.estimatedItemSize)),
                ("minimumLineSpacing", .number(flow.minimumLineSpacing)),
                ("minimumInteritemSpacing", .number(flow.minimumInteritemSpacing)),
                ("sectionInset", .insets(flow.sectionInset)),
                ("headerReferenceSize", .size(flow.headerReferenceSize)),
                ("footerReferenceSize", .size(flow.footerReferenceSize)),
                ("scrollDirection", .string(flow.scrollDirection.rawValue)),
                ("sectionInsetReference", .string(flow.sectionInsetReference.rawValue)),
                ("sectionHeadersPinToVisibleBounds", .bool(flow.sectionHeadersPinToVisibleBounds)),
                ("sectionFootersPinToVisibleBounds", .bool(flow.sectionFootersPinToVisibleBounds)),
            ] + subclass)
        }
    }
}
