import CollectionEngine

/// A mistake in the script that only shows at run time: a name that does not exist, a value of
/// the wrong kind, a count past a limit. Nothing was sent to the collection view. The message,
/// notes and id are computed from the case, so a raise site names what went wrong and its values
/// (`throw .script(.noItem(path), at: ref.range)`), and `Explainer` must explain every case.
public enum ScriptError: Hashable, Sendable {
    // Names
    /// `suggestion`: the closest known name; `noneYet`: there are no sections/items at all.
    case unknownSection(String, suggestion: String?, noneYet: Bool = false)
    case unknownItem(String, suggestion: String?, noneYet: Bool = false)
    case noItem(IndexPath)
    /// `what`: "property", "layout property", …
    case unknownProperty(String, what: String, suggestion: String?)

    // Data source
    case duplicateSectionInList(String)
    case sectionAlreadyInCollection(String)
    case duplicateItemInList(String)
    case itemAlreadyAt(String, IndexPath)
    case itemInAnotherSection(String)
    /// `dataSourceCount`: the number of sections, when the message names it.
    case noSection(Int, dataSourceCount: Int?)
    case noViewSection(Int)

    // Values
    case wrongKind(expected: String, got: String)
    case unknownChoice(String, suggestion: String?, choices: [String])
    case scale
    case negativeSize

    // Expectations
    case expectOperator(String, subject: String)
    case expectNeedsArgument(subject: String)
    case expectNoApply(subject: String)

    // show

    // Diffable data source
    /// `showing`: raised by `show snapshot` (its own wording).
    case notDiffable(showing: Bool = false)
    case notInOutline(String)
    case diffableDataCommand

    // Interaction
    case delegateRedirectUsage
    case notMoving
    /// `tap` on an item outside the visible rect: a finger cannot reach it. `vertically`: it lies
    /// above or below the visible rect (the suggested scroll centres it vertically, else horizontally).
    case tapOffScreen(IndexPath, vertically: Bool)

    // Updates and control flow
    case notAnUpdate
    case sectionInsertOverflow(after: Int, count: Int)
    case itemInsertOverflow(after: IndexPath, count: Int)
    case viewInsertNames
    case insertArity(paths: Int, names: Int)
    /// `Limits`: every count and every command's work is bounded; hitting a limit changes nothing.
    case repeatCount(limit: Int)
    case itemLimit(room: Int, limit: Int)
    case sectionLimit(limit: Int)
    case batchUpdates(limit: Int)
    case viewSize(limit: Int)
    case workBudget(limit: Int, commandCost: Int)
    case interrupted
    // Versions
    /// An API used on a UIKit that did not have it yet (docs/evidence.md E9).
    case apiUnavailable(UIKitAPI, needs: UIKitVersion, on: UIKitVersion)
    // Scroll gestures (docs/scroll-physics.md)
    /// A gesture number outside what the tool accepts (a velocity, a drag distance, a rate).
    /// `hint`: a note on what the value was probably meant to be (a velocity in points per second).
    case gestureOutOfRange(quantity: String, range: String, hint: String? = nil)
    /// `release` with no `drag by` in progress.
    case notDragging
    // Compositional layout (docs/compositional.md §6)
    /// UIKit raises while the layout is built; the text is UIKit's.
    case invalidCompositionalLayout(String)
    /// `layout custom …` with values its shape cannot take (docs/layout.md §10).
    case invalidCustomLayout(String)
    /// `scroll section N to …` on a section that does not scroll orthogonally.
    case notOrthogonal(Int)
    /// `insert … count N` over `Limits.insertedItems`: one update inserts at most that many items.
    case insertLimit(limit: Int)
    /// `delegate canReorderItem` on a diffable data source without reordering handlers.
    case noReorderingHandlers
    /// `startInteractiveTransition`, `layout flow` or a flow-layout answer while a transition runs.
    case transitionInProgress
    /// `transitionProgress`, `finishInteractiveTransition` or `cancelInteractiveTransition` with none running.
    case noTransition
    /// `dismissMenu` or `previewAction` with no context menu open.
    case noContextMenu
    /// `commitPlaceholder` / `deletePlaceholder` naming no placeholder (`standing`: those that stand).
    case unknownPlaceholder(String, standing: [String])
    /// `commitPlaceholder` / `deletePlaceholder` of a placeholder that was committed, deleted or discarded.
    case placeholderEnded(String, how: String)
    /// `moveFinger` with no long press (open context menu) and no drag in flight.
    case noFingerDown
    /// `cancelDrag` with no drag in flight.
    case noDragSession
    /// `drop` with no drag in flight and no placeholder: an outside drop's data arrives later.
    case dropNeedsPlaceholder
    /// `drop … placeholder NAME` with a name an item already has.
    case placeholderNameTaken(String)
    /// `commitPlaceholder` with a diffable data source (it commits by applying a snapshot).
    case diffableCommitPlaceholder
    /// `cellSize FIRST ... LAST` whose ends are in different sections or run backwards.
    case cellSizeRange(IndexPath, IndexPath)
    /// `swipe` on a row outside a list section (docs/interaction.md §11).
    case swipeNeedsList(section: Int, layout: String)
    /// `swipe` on an item that is not on screen.
    case swipeOffScreen(IndexPath, vertically: Bool)
    /// `tap action` with no row's swipe actions showing.
    case noOpenSwipe
    /// `tap action "X"` naming no action of the open row.
    case unknownSwipeAction(String, available: [String])
    /// `swipe` or `tap action` inside a swipe action's handler.
    case swipeInsideHandler
    /// `tapAccessory` / `reorder` on a cell that does not show that accessory now (docs/lists.md §2).
    case accessoryNotShown(IndexPath, String, shown: [String], editing: Bool)
    /// `accessories` listing one system accessory twice: UIKit raises.
    case duplicateAccessory(String)
    /// `tapAccessory ITEM reorder`: the reorder control is dragged (`reorder ITEM -> ITEM`).
    case reorderIsDragged
    /// A block after an accessory that has no actionHandler in UIKit.
    case accessoryTakesNoHandler(String)
    /// `tapAccessory` or `reorder` inside an accessory's or a swipe action's handler.
    case accessoryInsideHandler

    /// Stable, for JSON Lines and tests: the domain and the case's name (`name.unknownItem`),
    /// derived, never typed.
    public var id: String { domain + "." + CaseName.of(self) }

    /// The area the mistake belongs to: the first part of its id.
    var domain: String {
        switch self {
        case .unknownSection, .unknownItem, .noItem, .unknownProperty: "name"
        case .duplicateSectionInList, .sectionAlreadyInCollection, .duplicateItemInList, .itemAlreadyAt,
             .itemInAnotherSection, .noSection, .noViewSection: "data"
        case .wrongKind, .unknownChoice, .scale, .negativeSize, .gestureOutOfRange: "value"
        case .expectOperator, .expectNeedsArgument, .expectNoApply: "expect"
        case .notDiffable, .notInOutline, .diffableDataCommand, .noReorderingHandlers,
             .diffableCommitPlaceholder: "diffable"
        case .delegateRedirectUsage: "delegate"
        case .notMoving: "move"
        case .tapOffScreen, .notDragging, .noContextMenu, .noFingerDown, .noDragSession, .swipeNeedsList,
             .swipeOffScreen, .noOpenSwipe, .unknownSwipeAction, .swipeInsideHandler: "gesture"
        case .accessoryNotShown, .duplicateAccessory, .reorderIsDragged, .accessoryTakesNoHandler, .accessoryInsideHandler: "lists"
        case .notAnUpdate, .sectionInsertOverflow, .itemInsertOverflow, .viewInsertNames, .insertArity,
             .interrupted: "script"
        case .repeatCount, .itemLimit, .sectionLimit, .batchUpdates, .viewSize, .workBudget, .insertLimit: "limits"
        case .apiUnavailable: "version"
        case .invalidCompositionalLayout, .invalidCustomLayout, .notOrthogonal: "layout"
        case .transitionInProgress, .noTransition: "transition"
        case .unknownPlaceholder, .placeholderEnded, .dropNeedsPlaceholder, .placeholderNameTaken: "drop"
        case .cellSizeRange: "selfSizing"
        }
    }

    public var message: String {
        switch self {
        case .unknownSection(let name, _, _): "unknown section '\(name)'"
        case .unknownItem(let name, _, _): "unknown item '\(name)'"
        case .noItem(let path): "no item at \(path)"
        case .unknownProperty(let name, let what, _): "unknown \(what) '\(name)'"
        case .duplicateSectionInList(let name): "section identifier '\(name)' appears twice; section identifiers are unique"
        case .sectionAlreadyInCollection(let name): "section identifier '\(name)' is already in the collection; section identifiers are unique"
        case .duplicateItemInList(let name): "item identifier '\(name)' appears twice; item identifiers are unique"
        case .itemAlreadyAt(let name, let path): "item identifier '\(name)' is already at \(path); item identifiers are unique"
        case .itemInAnotherSection(let name): "identifier '\(name)' is already in another section; item identifiers are unique"
        case .noSection(let section, let count?): "there is no section \(section): the data source has \(count)"
        case .noSection(let section, nil): "there is no section \(section)"
        case .noViewSection(let section): "the view has no section \(section)"
        case .wrongKind(let expected, let got): "expected \(expected), not '\(got)'"
        case .unknownChoice(let word, _, _): "'\(word)' is not a valid value here"
        case .scale: "scale must be between 1 and 4 (a screen scale such as 2 or 3)"
        case .negativeSize: "Negative sizes are not supported by flow layout."
        case .expectOperator(let op, let subject): "'\(op)' compares numbers; \(subject) is not a number: use == or !="
        case .expectNeedsArgument(let subject):
            switch subject {
            case "numberOfItems": "numberOfItems needs a section: `expect numberOfItems 0 == 4`"
            case "items": "items needs a section: `expect items Favorites == [A B]`"
            case "frame": "frame needs an item: `expect frame [0,0] == (16, 16, 100, 100)`"
            case "cell": "cell needs an item: `expect cell [0,0] == 3` (the cell's serial number, nil off screen)"
            default: "\(subject) needs an index path"
            }
        case .expectNoApply(let subject): "\(subject) counts the last diffable apply's changes, and there is none"
        case .notDiffable(let showing):
            showing ? "no diffable data source: start with `diffable on`"
                    : "the collection view has no diffable data source: start with `diffable on`"
        case .notInOutline(let name): "'\(name)' is in no section snapshot: build one with `sectionSnapshot SECTION { append … }`"
        case .diffableDataCommand:
            "with a diffable data source the data lives in snapshots: edit one with `snapshot { … }` and `apply` it (or `diffable off`)"
        case .delegateRedirectUsage:
            "targetIndexPathForMove takes a proposed index path and the answer: `delegate targetIndexPathForMove [0,4] = [0,2]`"
        case .notMoving: "no interactive movement in progress: start one with `beginMove [s,i]`"
        case .tapOffScreen(let path, let vertically):
            "the item at \(path) is not on screen, so a finger cannot tap it: bring it into view first with `scrollTo \(path) \(vertically ? "centeredVertically" : "centeredHorizontally")`"
        case .notAnUpdate: "only updates (insert, delete, move, reload, reconfigure and the section forms) can go inside 'batch { }'"
        case .sectionInsertOverflow(let index, let count): "no room after section \(index) for \(count) sections"
        case .itemInsertOverflow(let path, let count): "no room after \(path) for \(count) items"
        case .viewInsertNames: "the view side takes index paths only: identifiers belong to the data source (use `data insert` or `insert`)"
        case .insertArity(let paths, let names):
            "\(paths) index paths but \(names) identifiers: give one path and the identifiers to insert there, or one identifier per path"
        case .repeatCount(let limit): "repeat count must be between 0 and \(limit)"
        case .itemLimit(let room, let limit): "item count must be between 0 and \(room): a collection holds at most \(limit) items"
        case .sectionLimit(let limit): "a collection holds at most \(limit) sections"
        case .batchUpdates(let limit): "a batch queues at most \(limit) updates"
        case .viewSize(let limit): "the view's width and height must be more than 0 and at most \(limit)"
        case .workBudget(let limit, let commandCost): "this command needs more than \(limit) units of work (each command run counts \(commandCost), each item created and update queued one, each change to the data or layout \(Limits.collectionCommandCost) and the collection's size, each layout pass the collection's size, each view placed \(Limits.frameViewCost), each cell measured \(WorkMeter.measureCost), each frame of a scroll animation \(Limits.frameCost), each byte of output \(Limits.outputByteCost)); it was stopped and changed nothing"
        case .interrupted: "interrupted"
        case .apiUnavailable(let api, let needs, let version):
            "\(api.rawValue) needs iOS \(needs); this script reproduces iOS \(version)"
        case .gestureOutOfRange(let quantity, let range, _): "\(quantity) must be \(range)"
        case .notDragging: "no finger on the view: `release` ends a `drag by (dx, dy)`; use `fling (vx, vy)` for a flick"
        case .invalidCompositionalLayout(let text): text
        case .invalidCustomLayout(let text): text
        case .notOrthogonal(let section):
            "section \(section) does not scroll orthogonally: give it `orthogonalScrollingBehavior continuous` (or paging, groupPaging …) in a compositional layout"
        case .noReorderingHandlers:
            "the diffable data source has no reorderingHandlers, so it answers canReorderItem with nothing: set them first with `set reorderingHandlers = on`"
        case .insertLimit(let limit):
            "item count must be between 0 and \(limit): one update inserts at most \(limit) items by count (`items … count` fills a section with more)"
        case .transitionInProgress: "an interactive layout transition is in progress: end it with `finishInteractiveTransition` or `cancelInteractiveTransition` first"
        case .noTransition: "no interactive layout transition in progress: start one with `startInteractiveTransition to flow …`"
        case .noContextMenu: "no context menu is open: `longPress [0,2]` opens one (when the delegate answers a configuration)"
        case .unknownPlaceholder(let name, let standing):
            standing.isEmpty ? "no drop placeholder named '\(name)': none stands (`drop [0,2] placeholder \(name)` inserts one)"
                : "no drop placeholder named '\(name)': standing now: " + standing.joined(separator: ", ")
        case .placeholderEnded(let name, let how): "the drop placeholder '\(name)' no longer stands: it was \(how)"
        case .noFingerDown: "no finger is down: `moveFinger` moves the finger of a `longPress` whose menu is open, or of the drag it lifted"
        case .noDragSession: "no drag is in flight: `longPress ITEM` then `moveFinger (0, 40)` lifts one"
        case .dropNeedsPlaceholder:
            "no drag is in flight, so this drop comes from another app and its data arrives later: drop it to a placeholder (`drop [0,2] placeholder Loading`)"
        case .placeholderNameTaken(let name): "'\(name)' already names an item; a placeholder needs a name of its own"
        case .diffableCommitPlaceholder:
            "with a diffable data source the new item arrives by a snapshot: append it in `snapshot { … }` and `apply`, which removes the placeholder"
        case .cellSizeRange(let first, let last): "a cellSize range runs forward inside one section: \(first) ... \(last) does not"
        case .swipeNeedsList(let section, let layout):
            "section \(section) is not a list section (\(layout)): swipe actions belong to UICollectionLayoutListConfiguration; use `layout list …` or `section list …`"
        case .swipeOffScreen(let path, let vertically):
            "the item at \(path) is not on screen, so a finger cannot swipe it: bring it into view first with `scrollTo \(path) \(vertically ? "centeredVertically" : "centeredHorizontally")`"
        case .noOpenSwipe: "no row shows its swipe actions: `swipe ITEM left` opens one first"
        case .unknownSwipeAction(let title, let available):
            "the open row has no action \"\(title)\": it shows " + available.map { "\"\($0)\"" }.joined(separator: ", ")
        case .swipeInsideHandler: "a swipe action's handler cannot swipe a row or tap an action: the row is still running this handler"
        case .accessoryNotShown(let path, let kind, let shown, let editing):
            "the cell at \(path) shows no \(kind) accessory \(editing ? "in editing" : "out of editing"): it shows "
                + (shown.isEmpty ? "none" : shown.joined(separator: ", ")) + (kind == "delete" || kind == "reorder" ? " (delete and reorder show only in editing: `set isEditing = on`)" : "")
        case .duplicateAccessory(let kind):
            "NSInternalInconsistencyException: " + CollectionView.duplicateAccessoryMessage(CellAccessory.Kind(rawValue: kind) ?? .checkmark)
        case .reorderIsDragged: "a reorder control is dragged, not tapped: `reorder ITEM -> ITEM`"
        case .accessoryTakesNoHandler(let kind): "UICellAccessory.\(kind)() has no actionHandler: only outlineDisclosure and delete take a block"
        case .accessoryInsideHandler: "a handler cannot tap or drag an accessory: the finger is still on the control whose handler runs"
        }
    }

    public var notes: [String] {
        switch self {
        case .unknownSection(_, let suggestion?, _), .unknownItem(_, let suggestion?, _), .unknownProperty(_, _, let suggestion?):
            ["did you mean '\(suggestion)'?"]
        case .unknownSection(_, nil, true): ["there are no sections yet: add some with `sections A B`"]
        case .unknownItem(_, nil, true): ["there are no items yet: add some with `items <section> A B`"]
        case .unknownChoice(_, let suggestion, let choices):
            Self.didYouMean(suggestion) + ["expected one of: " + choices.joined(separator: ", ")]
        case .gestureOutOfRange(_, _, let hint?): [hint]
        default: []
        }
    }

    private static func didYouMean(_ suggestion: String?) -> [String] {
        suggestion.map { ["did you mean '\($0)'?"] } ?? []
    }
}
