import CollectionEngine

/// One UIKit-level call a step made (or a user action the tool simulated), as a value. The
/// transcript spells it as Swift (`spelled`, byte-identical to the goldens); JSON Lines writes it
/// as an object (`StepJSON`): its name (the UIKit API or the gesture) and typed arguments. Each
/// family of calls has its own file (`UIKitCall+Gestures.swift`, `+DragAndDrop`, `+Diffable`,
/// `+Layout`, `+Swipe`, `+Settings`).
package enum UIKitCall: Sendable, Equatable {
    /// Which side an update command told: the view and its data source, or only one of them.
    package enum Side: Sendable, Equatable {
        case both, viewOnly, dataOnly
    }

    /// An update call (`insertItems(at:)` …); `inserted`: identifiers the data source gained.
    case update(UpdateOperation, side: Side, inserted: [String])
    /// `performBatchUpdates { … }` with the calls made inside.
    case performBatchUpdates([UIKitCall])
    /// The opening of a batch a long list cut (`summarised`): the brace and the calls shown.
    case performBatchUpdatesCut([UIKitCall])
    case reloadData
    case setBoundsSize(Size)
    case setContentOffset(Point)
    case selectItem(at: IndexPath, scrollPosition: String)
    case deselectItem(at: IndexPath)
    case scrollToItem(at: IndexPath, position: String)
    case scrollToItemAnimated(at: IndexPath, position: String)
    case setContentOffsetAnimated(Point)
    /// A simulated user tap on an item.
    case tap(IndexPath)
    case beginInteractiveMovement(at: IndexPath, began: Bool)
    case updateInteractiveMovementTarget(Point)
    case endInteractiveMovement(cancelled: Bool)
    case register(reuseIdentifier: String)
    /// The delegate's `sizeForItemAt` answer for one item changed.
    case sizeForItem(at: IndexPath, size: Size)
    /// `… N more calls`: a long list (from `repeat`) was cut.
    case omitted(count: Int)
    case gesture(Gesture)
    case dragAndDrop(DragAndDrop)
    case springLoading(SpringLoading)
    case diffable(Diffable)
    case layout(Layout)
    case completion(Completion)
    case swipe(Swipe)
    case setting(Setting)
    case registration(Registration)

    /// The transcript's spelling (one line, or several for a batch).
    package var spelled: String {
        switch self {
        case .update(let operation, let side, let inserted):
            let names = inserted.isEmpty ? "" : " — " + inserted.joined(separator: ", ")
            switch side {
            case .both: return operation.uikitCall + names
            case .viewOnly: return operation.uikitCall + "  (the data source did not change)"
            case .dataOnly: return "data source only: " + Self.dataChange(operation) + names + "  (the view was not told)"
            }
        case .performBatchUpdates(let calls):
            return (["performBatchUpdates {"] + calls.map { "  " + $0.spelled } + ["}"]).joined(separator: "\n")
        case .performBatchUpdatesCut(let calls):
            return (["performBatchUpdates {"] + calls.map { "  " + $0.spelled }).joined(separator: "\n")
        case .reloadData: return "reloadData()"
        case .setBoundsSize(let size): return "bounds.size = \(format(size))"
        case .setContentOffset(let point): return "contentOffset = \(format(point))"
        case .selectItem(let path, let position): return "selectItem(at: \(path), animated: false, scrollPosition: \(position))"
        case .deselectItem(let path): return "deselectItem(at: \(path), animated: false)"
        case .scrollToItem(let path, let position): return "scrollToItem(at: \(path), at: \(position), animated: false)"
        case .scrollToItemAnimated(let path, let position): return "scrollToItem(at: \(path), at: \(position), animated: true)"
        case .setContentOffsetAnimated(let point): return "setContentOffset(\(format(point)), animated: true)"
        case .sizeForItem(let path, let size): return "sizeForItemAt(\(path)) → \(format(size))"
        case .tap(let path): return "a user taps \(path)"
        case .beginInteractiveMovement(let path, let began): return "beginInteractiveMovementForItem(at: \(path)) → \(began)"
        case .updateInteractiveMovementTarget(let point): return "updateInteractiveMovementTargetPosition(\(format(point)))"
        case .endInteractiveMovement(let cancelled): return cancelled ? "cancelInteractiveMovement()" : "endInteractiveMovement()"
        case .register(let identifier):
            return "register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"\(identifier)\")"
        case .omitted(let count): return "… \(count) more calls"
        case .gesture(let call): return call.spelled
        case .dragAndDrop(let call): return call.spelled
        case .springLoading(let call): return call.spelled
        case .diffable(let call): return call.spelled
        case .layout(let call): return call.spelled
        case .completion(let call): return call.spelled
        case .swipe(let call): return call.spelled
        case .setting(let call): return call.spelled
        case .registration(let call): return call.spelled
        }
    }

    /// How many transcript lines (entries of the old flat list) the call takes: `repeat`
    /// summaries count these.
    var entryCount: Int {
        if case .performBatchUpdates(let calls) = self { return calls.count + 2 }
        if case .performBatchUpdatesCut(let calls) = self { return calls.count + 1 }
        return 1
    }

    /// A data-source-only change in script words (`insert [0,2]`).
    static func dataChange(_ operation: UpdateOperation) -> String {
        func list(_ paths: [IndexPath]) -> String { paths.map(\.description).joined(separator: " ") }
        func sections(_ s: [Int]) -> String { s.map(String.init).joined(separator: " ") }
        switch operation {
        case .insertItems(let p): return "insert \(list(p))"
        case .deleteItems(let p): return "delete \(list(p))"
        case .reloadItems(let p): return "reload \(list(p))"
        case .reconfigureItems(let p): return "reconfigure \(list(p))"
        case .moveItem(let a, let b): return "move \(a) -> \(b)"
        case .insertSections(let s): return "insertSection \(sections(s))"
        case .deleteSections(let s): return "deleteSection \(sections(s))"
        case .reloadSections(let s): return "reloadSection \(sections(s))"
        case .moveSection(let a, let b): return "moveSection \(a) -> \(b)"
        }
    }
}
