import CollectionEngine

/// `explain`: the reasoning behind the last error, in plain words and numbers — what UIKit
/// checked, which side (data source or view) is out of step, and the smallest change that would
/// make the call valid.
package struct Explainer {
    let error: RuntimeError

    func lines() -> [String] {
        var lines = ["The last error: " + firstLine(error.message)]
        switch error {
        case .expectationFailed(let failure, _):
            lines += Self.reasons(for: failure)
        case .script(let script, _):
            lines.append("The script itself is at fault (nothing was sent to the collection view).")
            lines += Self.reasons(for: script)
            lines += error.notes
        case .uikit(let uikit, _, _):
            lines += explain(uikit)
        }
        return lines
    }

    /// `line` said to an app developer (`colscript why`): the script's own syntax — written in
    /// backticks throughout the explanation — is left out. A parenthesis holding it goes; a line
    /// that still holds it goes whole (nil: a fix in script words, "out of step since line 4:
    /// `data …`"; `why` states the app's fix separately).
    package static func inUIKitTerms(_ line: String) -> String? {
        var out = ""
        var rest = Substring(line)
        while let open = rest.firstIndex(of: "(") {
            guard let close = rest[open...].firstIndex(of: ")"), rest[open...close].contains("`") else {
                out += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            out += rest[..<open]
            if out.hasSuffix(" ") { out.removeLast() }
            rest = rest[rest.index(after: close)...]
        }
        out += rest
        return out.contains("`") ? nil : out
    }

    private func firstLine(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text
    }

    private func explain(_ uikit: UIKitError) -> [String] {
        if case .countMismatch(let report, _) = uikit {
            return countExplanation(sectionsToo: report.check == .invalidSectionCount)
        }
        if var lines = Self.reasons(for: uikit) {
            if let update = error.update, update.viewOperations.contains(where: { if case .reloadItems = $0 { true } else { false } }),
               Self.collidesWithAReloadsInsertHalf(uikit) {
                lines.append("Note: a reload is a delete plus an insert, and its insert half lands at an ADJUSTED position: shifted by the batch's other deletes and inserts (not by moves). That is often where the collision comes from.")
            }
            if uikit.exception == .engine {
                lines.append("This message is the engine's own: UIKit does not check this case (its behaviour is undefined), so the engine refuses it rather than pretend.")
            }
            return lines
        }
        return ["UIKit raised \(uikit.exception.rawValue) (\(uikit.id)); the collection view was left exactly as it was before the command."]
    }

    /// The conflicts a reload's insert half can cause (its adjusted position meets another change).
    private static func collidesWithAReloadsInsertHalf(_ error: UIKitError) -> Bool {
        if case .insertAndMoveItem = error { return true }
        if case .insertAndMoveSection = error { return true }
        if case .deleteAndReload = error { return true }
        return false
    }

    /// The table of counts behind "invalid number of items/sections".
    private func countExplanation(sectionsToo: Bool) -> [String] {
        guard let update = error.update else {
            return ["UIKit compares the counts the data source reports after an update with the counts before it plus what the update inserted, deleted and moved."]
        }
        if update.cacheWasStale {
            return ["reloadData() earlier in this run-loop turn only marked the view's counts stale. An update that finds them stale",
                    "reads \"before\" from the data source at that moment — and the app had already changed its data — so \"before\"",
                    "already includes the change, and after ≠ before + inserted − deleted (rdar 27941923: insert right after reloadData).",
                    "Smallest fix: drop the update (reloadData already shows the new data), or make the change inside",
                    "performBatchUpdates (`batch { … }`: it reads the counts before running its block), or let a layout pass run first."]
        }
        var lines = ["UIKit checks, for every section, that after = before + inserted − deleted ± moved in/out, where",
                     "\"before\" is what the view last read and \"after\" is what the data source reports at the end of the update."]
        let batch = BatchUpdate(update.viewOperations)
        let expected = CollectionView.countsAsTold(batch, from: update.viewCounts)
        let told = update.viewOperations.map(\.uikitCall).joined(separator: ", ")
        lines.append("The view was told: " + (told.isEmpty ? "nothing" : told))
        lines.append("")
        lines += countRows(update, expected: expected, renumbering: batch.sectionRenumbering)
        if expected.count != update.dataCountsAfter.count {
            lines.append("  sections: the view expects \(expected.count), the data source reports \(update.dataCountsAfter.count)   ✗")
        }
        lines.append("")
        let sameNumberMove = batch.sameNumberMoves.first
        if let move = sameNumberMove, update.dataCountsBefore == update.viewCounts, expected == update.dataCountsAfter {
            lines.append("Out of step: nobody — every count above agrees. UIKit counts differently:")
            lines.append(Self.sameNumberMove(move, in: batch, dataChangedAsTold: true))
            return lines
        }
        if update.dataCountsBefore != update.viewCounts {
            lines.append("Out of step: the DATA SOURCE. Before this command it already reported \(list(update.dataCountsBefore)) while the view still believed \(list(update.viewCounts)): something changed the data without telling the view (a `data …` command, or in an app a mutation outside performBatchUpdates).")
            lines.append("Smallest fix: tell the view about that earlier change with the matching update (\(suggestion(from: update.viewCounts, to: update.dataCountsBefore))), or call reloadData() (`reload`) before this update.")
        } else if update.dataOperations.isEmpty {
            lines.append("Out of step: the VIEW. It was told of changes (`view …`) that the data source never made, so the data source still reports \(list(update.dataCountsAfter)).")
            lines.append("Smallest fix: make the same change to the data source inside the update (drop the `view` prefix), or do not tell the view.")
        } else {
            lines.append("Out of step: what the view was told and what the data source did differ within this update.")
            lines.append("Smallest fix: tell the view exactly what changed in the data source — \(suggestion(from: expected, to: update.dataCountsAfter)).")
        }
        if let move = sameNumberMove { lines.append(Self.sameNumberMove(move, in: batch, dataChangedAsTold: false)) }
        return lines
    }

    /// The table: its header and rows. Without section deletes or inserts, a row per section
    /// number. With them, "before" and "after" name different sections at the same number, so
    /// each section before has a row saying where the update puts it (`1 → 0`, `0 → deleted`),
    /// then each inserted section (`+ → 2`): UIKit compares each section after with the one it
    /// was before.
    private func countRows(_ update: UpdateFailure, expected: [Int], renumbering: (deleted: Set<Int>, inserted: [Int])?) -> [String] {
        func count(_ counts: [Int], _ index: Int?) -> String {
            guard let index, counts.indices.contains(index) else { return "—" }
            return String(counts[index])
        }
        func name(_ index: Int) -> String { index < update.sectionNames.count ? update.sectionNames[index] : "#\(index)" }
        var rows: [(label: String, before: String, want: String, got: String)] = []
        if let (deleted, inserted) = renumbering, !deleted.isEmpty || !inserted.isEmpty {
            for old in update.viewCounts.indices {
                let new = BatchUpdate.newNumber(ofOldSection: old, deleted: deleted, inserted: inserted)
                rows.append(("\(old) → \(new.map(String.init) ?? "deleted") " + name(old), count(update.viewCounts, old),
                             count(expected, new), count(update.dataCountsAfter, new)))
            }
            for new in inserted where new < max(expected.count, update.dataCountsAfter.count) {
                rows.append(("+ → \(new) (inserted)", "—", count(expected, new), count(update.dataCountsAfter, new)))
            }
        } else {
            for index in 0..<max(expected.count, update.dataCountsAfter.count, update.viewCounts.count) {
                rows.append(("\(index) " + name(index), count(update.viewCounts, index), count(expected, index), count(update.dataCountsAfter, index)))
            }
        }
        let width = max(12, rows.map(\.label.count).max() ?? 0)
        return ["  " + "section".padding(width) + "     view before   expected after   data source after"] + rows.map { row in
            "  \(row.label.padding(width))     \(row.before.padding(11))   \(row.want.padding(14))   \(row.got)\(row.want == row.got ? "" : "   ✗")"
        }
    }

    private func list(_ counts: [Int]) -> String { "[" + counts.map(String.init).joined(separator: ", ") + "]" }

    /// What would reconcile `counts` with `target`: per-section inserts or deletes.
    private func suggestion(from counts: [Int], to target: [Int]) -> String {
        if counts.count != target.count {
            let delta = target.count - counts.count
            return delta > 0 ? "insertSections for the \(delta) new section\(delta == 1 ? "" : "s")" : "deleteSections for the \(-delta) removed section\(delta == -1 ? "" : "s")"
        }
        var parts: [String] = []
        for (index, (a, b)) in zip(counts, target).enumerated() where a != b {
            parts.append(b > a ? "insertItems for \(b - a) item\(b - a == 1 ? "" : "s") in section \(index)"
                               : "deleteItems for \(a - b) item\(a - b == 1 ? "" : "s") in section \(index)")
        }
        return parts.isEmpty ? "no count differs" : parts.joined(separator: "; ")
    }

    /// Why an `expect` failed. Exhaustive: a new failure does not compile until it is explained.
    static func reasons(for failure: ExpectationFailure) -> [String] {
        switch failure {
        case .valueDiffers:
            return ["An `expect` compares what the collection view reports now with what the script said; they differ.",
                    "Either the script's expectation is wrong, or an earlier step did something else than intended: `show` prints the state."]
        case .wrongError:
            return ["`expect error` runs its block and wants an error whose text contains the pattern; the block raised a different one.",
                    "Either the pattern is wrong, or the block fails earlier than intended: the error it raised is quoted above."]
        case .noError:
            return ["`expect error` runs its block and wants it to fail; every command in it succeeded.",
                    "Either the block is valid after all, or an earlier step changed the state it depends on: `show` prints the state."]
        }
    }

    /// Why the script is at fault, case by case. Exhaustive (no default): a new script error does
    /// not compile until it has its reasoning here.
    static func reasons(for error: ScriptError) -> [String] {
        let names = "Sections and items are named by index ([s,i], a section number) or by identifier; the identifier must be in the data source now (`show` lists them)."
        let dataIdentity = "Section identifiers are unique among sections, and item identifiers across the whole collection, as in a diffable data source."
        let diffable = "With a diffable data source (`diffable on`) the data lives in snapshots, and the data source computes the view's updates from them."
        switch error {
        case .unknownSection, .unknownItem:
            return [names]
        case .noItem:
            return [names, "That index path is outside the data source's counts."]
        case .noSection, .noViewSection:
            return ["A section number must be below the number of sections (`show` lists them)."]
        case .unknownProperty:
            return ["That name is not a property of the object it was set on (a misspelling, or a property of another object)."]
        case .duplicateSectionInList, .sectionAlreadyInCollection, .duplicateItemInList, .itemAlreadyAt, .itemInAnotherSection:
            return [dataIdentity, "Fix: pick another identifier, or remove the old one first."]
        case .repeatCount, .itemLimit, .sectionLimit, .batchUpdates, .viewSize, .insertLimit:
            return ["The count or size is outside the range the tool accepts (docs/language.md §7, Limits); the limit keeps every step fast and its output readable, and the command changed nothing."]
        case .workBudget:
            return ["A single command may do a bounded amount of engine work in all (nested repeats multiply, and every change to a large collection costs its size), so no script can hang the tool; the command was rolled back."]
        case .interrupted:
            return ["The run was interrupted before the command finished; the command was rolled back."]
        case .invalidCompositionalLayout:
            return ["UIKit raises this exception while the compositional layout is built (NSCollectionLayoutGroup / NSCollectionLayoutSection checks); the app would crash.",
                    "The layout was not installed: the view keeps its previous layout."]
        case .invalidCustomLayout:
            return ["A custom layout's shape takes only its own properties and values (docs/layout.md §10): a waterfall its columns, heights, padding and sectionInset; a left-aligned flow the flow layout's properties and itemSizes; a frames layout its frames; all of them the cache rules prepare, clearCacheOn and shouldInvalidateLayoutForBoundsChange.",
                    "The layout was not installed: the view keeps its previous layout."]
        case .notOrthogonal:
            return ["Only a section whose orthogonalScrollingBehavior is not .none has its own horizontal scroll view; other sections scroll with the collection view (`scroll to (x, y)`)."]
        case .apiUnavailable(_, let needs, _):
            return ["The API did not exist yet in the UIKit this script reproduces; an app built for that version cannot call it.",
                    "Fix: `ios \(needs)` or later, or the older API (performBatchUpdates, reloadItems, a plain data source)."]
        case .gestureOutOfRange:
            return ["Velocities are points per millisecond as UIKit reports them (a hard flick is about 3–8); decelerationRate is a per-millisecond factor between 0 and 1 (normal 0.998, fast 0.99); drags move at most the limit shown. The command changed nothing (docs/scroll-physics.md)."]
        case .notDragging:
            return ["A finger lifts only after it touched: `drag by (0, 300)` puts it down and moves the content, `release velocity (0, 2)` lifts it; `fling (0, 2)` does both at once."]
        case .transitionInProgress:
            return ["While an interactive transition runs, the view's layout is a UICollectionViewTransitionLayout blending the old and the new layout; a new layout or a flow-layout property has nothing to apply to until `finishInteractiveTransition` or `cancelInteractiveTransition` installs one (docs/layout.md §7.1). The command changed nothing."]
        case .noTransition:
            return ["transitionProgress, finishInteractiveTransition and cancelInteractiveTransition act on the transition layout that `startInteractiveTransition to flow …` installs; without one there is nothing to move or end (docs/layout.md §7.1). The command changed nothing."]
        case .cellSizeRange:
            return ["`cellSize FIRST ... LAST WxH` gives every item from FIRST to LAST of one section the same answer (or the same text rule); both ends must be in the same section, FIRST not after LAST (docs/self-sizing.md §6). The command changed nothing."]
        case .swipeNeedsList:
            return ["Swipe actions are part of UICollectionLayoutListConfiguration (its leading and trailing swipe actions providers): only rows of a list section can be swiped. The command changed nothing (docs/interaction.md §11)."]
        case .swipeOffScreen:
            return ["A finger reaches only what is on screen: scroll the row into view first. The command changed nothing."]
        case .noOpenSwipe:
            return ["An action is tapped on a row whose actions show: `swipe ITEM left` (trailing actions) or `swipe ITEM right` (leading actions) opens it; the handler's completion or another tap closes it (docs/interaction.md §11). The command changed nothing."]
        case .unknownSwipeAction:
            return ["`tap action \"TITLE\"` names one of the open row's UIContextualAction titles, exactly as written in its `swipeActions` block. The command changed nothing."]
        case .accessoryNotShown:
            return ["A cell shows the accessories its `accessories` list gives it in the current editing state: delete and reorder default to `whenEditing`, the others to `always` (UICellAccessory.DisplayedState). A finger can only touch one that shows (docs/lists.md §2). The command changed nothing."]
        case .duplicateAccessory:
            return ["UICollectionViewListCell.accessories takes each system accessory at most once; UIKit raises when the array holds two of one type (docs/lists.md §2). The command changed nothing."]
        case .reorderIsDragged:
            return ["The reorder accessory is a grip: a finger drags it, which starts interactive movement (beginInteractiveMovementForItem(at:) …). Write `reorder ITEM -> ITEM` (docs/lists.md §2.3). The command changed nothing."]
        case .accessoryInsideHandler:
            return ["An accessory's actionHandler or a swipe action's handler runs while the user's tap is being handled; tapping or dragging an accessory from inside it would start another gesture in the middle of this one (and could run the same handler again). Do the update in the handler (docs/lists.md §2). The command changed nothing."]
        case .accessoryTakesNoHandler:
            return ["Only UICellAccessory.outlineDisclosure(actionHandler:) and delete(actionHandler:) take an action handler; the other system accessories have none (docs/lists.md §2). The command changed nothing."]
        case .swipeInsideHandler:
            return ["While a contextual action's handler runs, its row is still open and waiting for completion; a swipe or an action tap inside the handler would run it again. Do the update in the handler and let it complete (docs/interaction.md §11). The command changed nothing."]
        case .noContextMenu:
            return ["A context menu opens on a long press when the delegate's contextMenuConfigurationForItemsAt:point: answers a configuration; `dismissMenu` and `previewAction` end it. With none open there is nothing to end (docs/interaction.md §1.5). The command changed nothing."]
        case .unknownPlaceholder, .placeholderEnded:
            return ["A drop placeholder stands from `drop … placeholder NAME` (coordinator.drop(_:to:) with a UICollectionViewDropPlaceholder) until commitInsertion(dataSourceUpdates:) or deletePlaceholder() ends it, or reloadData() discards it; its context can end it only once (docs/interaction.md §6.2)."]
        case .noFingerDown, .noDragSession:
            return ["A finger is down after `longPress ITEM` opened a menu; moving it 10 points or more lifts a drag (docs/interaction.md §6.3), which `drop INDEXPATH` or `cancelDrag` ends."]
        case .dropNeedsPlaceholder:
            return ["A drop from another app brings item providers whose data loads asynchronously: the app drops each item to a placeholder and commits it when the data arrives (docs/interaction.md §6.2)."]
        case .placeholderNameTaken:
            return ["Items and placeholders share one name space in the tool, as identifiers do in a diffable data source."]
        case .diffableCommitPlaceholder:
            return ["A UICollectionViewDiffableDataSource owns the items: the app adds the dropped item to a snapshot and applies it; the apply removes the placeholders (docs/interaction.md §6.2)."]
        case .wrongKind:
            return ["The value has the wrong kind for this place: a number, an index path, a size, an identifier or a list is expected, as the message says."]
        case .unknownChoice:
            return ["This word must be one of a fixed set of names, listed below."]
        case .scale:
            return ["A screen scale is 1, 2 or 3 on real devices; the tool accepts 1 to 4."]
        case .negativeSize:
            return ["UICollectionViewFlowLayout rejects negative item sizes and logs this message; a size is width x height, both 0 or more."]
        case .expectOperator:
            return ["Only numbers can be ordered with <, <=, > and >=; text and lists compare with == or !=."]
        case .expectNeedsArgument:
            return ["This expectation subject is about one section or item: name it after the subject."]
        case .expectNoApply:
            return [diffable, "The change counts are those of the last `apply`, and no apply has happened yet."]
        case .notDiffable:
            return ["Snapshots exist only with a diffable data source: `diffable on` sets one up from the current data."]
        case .notInOutline:
            return ["Expanding and collapsing work on the items of a section snapshot (an outline); this item is in none."]
        case .diffableDataCommand:
            return [diffable, "Changing the data source directly would put it out of step with its snapshot."]
        case .delegateRedirectUsage:
            return ["collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:) maps a proposed target to the answer: give both as index paths."]
        case .notMoving:
            return ["updateInteractiveMovementTargetPosition, endInteractiveMovement and cancelInteractiveMovement continue a movement that beginInteractiveMovementForItem(at:) started."]
        case .noReorderingHandlers:
            return ["A UICollectionViewDiffableDataSource answers canMoveItemAt through its reorderingHandlers (iOS 14): canReorderItem per item; with none set, nothing can be reordered.",
                    "`set reorderingHandlers = on` installs handlers that allow every item; then `delegate canReorderItem [s,i] = false` refuses one."]
        case .tapOffScreen:
            return ["A tap is a user's finger on a cell the screen shows; an item outside the visible rect (contentOffset and bounds) has no cell to touch.",
                    "Scroll first (`scrollTo [s,i] centeredVertically`, scrollToItem(at:at:animated:) with a position: with none it does not scroll), or select it from code with `select [s,i]`."]
        case .notAnUpdate:
            return ["performBatchUpdates (`batch { … }`) groups updates into one animation; other commands run on their own, outside it."]
        case .sectionInsertOverflow, .itemInsertOverflow:
            return ["Inserting several sections or items takes consecutive positions from the one given, and they would pass the largest index."]
        case .viewInsertNames:
            return ["The view side (`view insert`) tells the view about positions only; identifiers belong to the data source."]
        case .insertArity:
            return ["Either one index path followed by the identifiers to insert there, or one identifier for each index path."]
        }
    }

    /// Why UIKit raises each of its other update, scrolling, selection and cell errors. Exhaustive:
    /// a new error does not compile until it has its reasoning here (nil: the generic line).
    static func reasons(for error: UIKitError) -> [String]? {
        let before = "Deletes, reloads, reconfigures and move sources name positions BEFORE the update: they must exist in the view's current model."
        let after = "Inserts and move targets name positions AFTER the update: they must exist in the data source's new model (one past the last item appends)."
        let identity = "A diffable data source tells items apart by their identifiers: each may appear once in the whole snapshot, and every identifier an edit refers to must already be in it."
        switch error {
        case .countMismatch:
            return nil   // explained with the table of counts
        case .deleteItemOutOfRange, .deleteItemSectionOutOfRange, .deleteSectionOutOfRange,
             .moveItemSourceOutOfRange, .moveItemSourceSectionOutOfRange, .moveSectionSourceOutOfRange,
             .reconfigureItemOutOfRange, .reconfigureItemSectionOutOfRange:
            return [before, "Fix: name a position that exists now (`show` lists them), or insert the item first in an earlier update."]
        case .insertItemOutOfRange, .insertItemSectionOutOfRange, .insertSectionOutOfRange,
             .moveItemTargetOutOfRange, .moveItemTargetSectionOutOfRange, .moveSectionTargetOutOfRange:
            return [after, "Fix: name a position inside the result (count the items after the update), or make the data source hold the new items."]
        case .deleteAndReload:
            return ["A reload is a delete plus an insert, so deleting and reloading one item deletes it twice.",
                    "Fix: drop the reload — a deleted item needs none."]
        case .deleteAndMoveItem, .deleteAndMoveSection:
            return ["The same item is both deleted and moved away in one update; UIKit cannot do both.",
                    "Fix: keep only the delete, or only the move."]
        case .insertAndMoveItem, .insertAndMoveSection:
            return ["Two items would end up at the same final position: one inserted there and one moved there.",
                    "Fix: insert or move to a different position (positions after the update)."]
        case .moveFromDeletedSection:
            return ["An item is moved out of a section the same update deletes; the section's items are already gone with it.",
                    "Fix: move the item before deleting the section (in an earlier update), or do not move it."]
        case .moveIntoInsertedSection:
            return ["An item is moved into a section the same update inserts; a new section's items all come from the data source.",
                    "Fix: insert the section in one update and move the item in the next."]
        case .moveItemToBoth, .moveSectionToBoth:
            return ["One item is moved to two different places.", "Fix: keep one of the moves."]
        case .moveBothItems, .moveBothSections:
            return ["Two items are moved to the same place.", "Fix: give each move its own target."]
        case .itemDeletedTwice, .sectionDeletedTwice:
            return ["The same item is deleted twice in one update. UIKit does not check this and later corrupts memory (rdar 31786176).",
                    "Fix: delete each index path once."]
        case .reloadedAndReconfigured:
            return ["An item is both reloaded (a new cell) and reconfigured (the same cell) in one update; Apple says not to mix them.",
                    "Fix: keep one of the two."]
        case .dataOutOfRange:
            return ["The data source's own arrays could not take this change: a position is outside them. In an app this is a Swift array trap before UIKit is even called.",
                    "Fix: name positions that exist in the data (`show` lists them)."]
        case .duplicateDataIdentifier:
            return ["Item identifiers are unique across the collection, as in a diffable data source; this one is already used.",
                    "Fix: pick another identifier, or delete the old item in the same update."]
        case .invalidScrollTarget(_, _, _, _, let modern):
            return ["scrollToItem(at:at:animated:) (and selectItem with a scroll position, which scrolls first) needs an item the view has; this index path is outside its counts.",
                    modern ? "iOS 15 and later name the counts (\"out-of-bounds item\"); iOS 6 – 14 printed \"attempt to scroll to invalid index path\" with the NSIndexPath, whose indexes print unsigned."
                           : "iOS 6 – 14 print the NSIndexPath (indexes unsigned: -1 is 18446744073709551615); iOS 15 and later name the counts (\"out-of-bounds item\").",
                    "Fix: scroll to an existing item (`show` lists them)."]
        case .scrollToInvalidIndexPath:
            return ["scrollToItem(at:at:animated:) needs an item the view has; this index path is outside its counts.",
                    "Fix: scroll to an existing item (`show` lists them)."]
        case .multipleScrollPositions:
            return ["A ScrollPosition may name one vertical style (top, centeredVertically, bottom) and one horizontal style (left, centeredHorizontally, right), not two of one axis.",
                    "Fix: keep one position per axis."]
        case .noItemToAct:
            return ["Selecting, deselecting, tapping or focusing needs an item the view has; this index path is outside its counts.",
                    "Fix: name an existing item (`show` lists them)."]
        case .numberOfItemsInMissingSection:
            return ["numberOfItems(inSection:) was asked about a section the collection view does not have; UIKit raises rather than answering 0.",
                    "Fix: ask numberOfSections first, or reload after the data source gains the section."]
        case .unregisteredIdentifier(let kind, let identifier) where kind != "UICollectionElementKindCell"
            && kind != ElementKind.sectionHeader.rawValue && kind != ElementKind.sectionFooter.rawValue:
            return ["viewForSupplementaryElementOfKind dequeued a view of kind \(kind) with reuse identifier \(identifier), and nothing is registered for that kind (a badge or other custom kind the layout places must be registered like a header).",
                    "Fix: `register supplementary \(kind)` (register(_:forSupplementaryViewOfKind:withReuseIdentifier:)) before the layout shows one."]
        case .unregisteredIdentifier:
            return ["The data source dequeued a cell with a reuse identifier nobody registered (the view-wide identifier, or the one `delegate dequeueReusableCell` names for that item or section).",
                    "Fix: `register NAME` before the cells are needed; each cell class needs its own registration (register(_:forCellWithReuseIdentifier:) once per identifier)."]
        case .unregisteredDecorationKind(let kind):
            return ["The layout placed a decoration view of kind \(kind) (a compositional section `background`, a flow layout subclass's `sectionBackground`), and no class or nib is registered on the layout for that kind; the view raises when it makes the view for the first one on screen.",
                    "Fix: `register decoration \(kind)` (collectionViewLayout.register(_:forDecorationViewOfKind:)) before the layout shows one."]
        case .directMutation:
            return ["A diffable data source owns the view's updates: it computes them from snapshots. Calling insertItems/deleteItems/reloadData on the view directly would put the view out of step with the snapshot.",
                    "Fix: change a snapshot (`snapshot { … }`) and `apply` it — or switch back with `diffable off`."]
        case .notDiffable:
            return nil   // the interpreter reports this as a script error before the engine sees it
        case .duplicateItemIdentifiers, .duplicateSectionIdentifiers, .sectionSnapshotDuplicates:
            return [identity, "The identifiers passed to this one call repeat.", "Fix: pass each identifier once."]
        case .invalidReferenceItem:
            return [identity, "The item used as the anchor (before/after) is not in the snapshot.",
                    "Fix: anchor on an item the snapshot has (`show snapshot`), or append instead."]
        case .invalidMovedItem:
            return [identity, "The item to move is not in the snapshot.", "Fix: append it first, or move an item the snapshot has."]
        case .invalidSection:
            return [identity, "That section identifier is not in the snapshot.", "Fix: appendSections it first."]
        case .invalidParent:
            return [identity, "The parent item is not in the section snapshot.", "Fix: append the parent before its children."]
        case .cellNotDequeued:
            return ["cellForItemAt returned a cell it created itself (UICollectionViewCell(frame:)); the collection view only accepts cells from its reuse queue, which carry a reuse identifier.",
                    "Fix: return collectionView.dequeueReusableCell(withReuseIdentifier:for:) (or dequeueConfiguredReusableCell)."]
        case .emptyPreferredSize:
            return ["A self-sizing cell answered preferredLayoutAttributesFitting with a 0 × 0 size; the flow layout asserts (usually constraints that do not pin the content to the cell's edges).",
                    "Fix: give the cell a size of its own (`cellSize ITEM WxH` with both sides above 0)."]
        case .supplementaryKindMismatch(let asked, let dequeued):
            return ["viewForSupplementaryElementOfKind was asked for a view of kind \(asked) and returned one dequeued for \(dequeued); a supplementary view must be dequeued with the kind it is asked for.",
                    "Fix: pass the `kind` parameter through to dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) (`delegate viewForSupplementaryElementOfKind = matching`)."]
        case .globalIndexOutOfRange:
            return ["The batch moves a section to itself (a no-op) and moves an item out of that section; UIKit's bookkeeping then asks for an item one past the end of the collection and raises (rdar 48941906).",
                    "Fix: drop the no-op section move from the batch (a diff that reports `moveSection s -> s` should skip it)."]
        case .supplementaryNotDequeued(let kind, let path, let view):
            let returned = view == "(null)" ? "nil" : "a view it made itself (not from the reuse queue)"
            return ["viewForSupplementaryElementOfKind returned \(returned) for \(kind) at \(path); UIKit needs a view dequeued with dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:) for every supplementary element the layout places — it must never return nil.",
                    "Fix: dequeue a view for every kind the layout asks for, even one you show empty (`delegate viewForSupplementaryElementOfKind = matching`), or make the layout stop placing it (a zero header/footer reference size)."]
        case .attributesForMissingIndexPath(let path, let cache?):
            return staleCacheReasons(path, cache)
        case .attributesForMissingIndexPath(let path, nil):
            return ["The layout's layoutAttributesForElements(in:) returned attributes for \(path), which the view does not have; a layout must describe exactly the items the data source reports (typically attributes cached before a data change and not recomputed in prepare()).",
                    "Fix: rebuild the cache in prepare() / invalidateLayout(with:) after the counts change (`delegate layoutAttributesForElementsIn \(path) = computed`)."]
        case .noLayoutAttributesForItem(let path):
            return ["The layout's layoutAttributesForItem(at:) returned nil for \(path), an item the view needed (it animates an update's visible items and scrolls to items through this method); the base UICollectionViewLayout answers nil, so a custom layout must override it.",
                    "Fix: override layoutAttributesForItem(at:) to return the same attributes as layoutAttributesForElements(in:) (`delegate layoutAttributesForItemAt \(path) = computed`)."]
        case .tooManyViewsOnScreen(let limit, _):
            return ["A collection view makes a view (a cell, a header, a footer) for every element whose frame meets the visible rect. With items this small, or a view this large, more than \(limit) would be on screen at once, each a live view: UIKit would run out of memory. colscript refuses the change instead, and the collection is as it was before the command.",
                    "Fix: make the items larger (itemSize, a compositional item's size), the view smaller (`view WxH`), or show fewer items."]
        case .nilCell:
            return ["cellForItemAt returned nil for an item the view asked about; UIKit needs a cell for every item it displays.",
                    "Fix: always dequeue and return a cell (`delegate cellForItemAt ITEM = dequeued`)."]
        case .sectionsAlreadyExist:
            return ["Section identifiers in a snapshot must be unique. From iOS 17 an item that is appended again is moved (with a console notice), but a section that is appended or inserted again raises; before 17 both raised the duplicates error.",
                    "Fix: move the section with moveSection, or delete it first."]
        case .sectionNotFound:
            return ["The snapshot has no section with this identifier. iOS 13 answered an empty list; from iOS 14 the query raises.",
                    "Fix: check indexOfSectionIdentifier first, or append the section."]
        case .noSections:
            return ["appendItems without a section goes to the last section, and the snapshot has none.",
                    "Fix: appendSections first."]
        case .reloadMissingItem:
            return [identity, "Only items already in the snapshot can be reloaded.", "Fix: reload an item the snapshot has, or append it."]
        case .reconfigureMissingItem:
            return [identity, "Only items already in the snapshot can be reconfigured.", "Fix: reconfigure an item the snapshot has."]
        case .reloadMissingSection:
            return [identity, "Only sections already in the snapshot can be reloaded.", "Fix: reload a section the snapshot has."]
        }
    }

    /// Why a custom layout's cache answered for an index path the view no longer has: which rule
    /// kept it (prepare fills only an empty cache; the last invalidation did not empty it).
    static func staleCacheReasons(_ path: IndexPath, _ cache: LayoutCacheReport) -> [String] {
        let kept = cache.lastKeptContext.map { "the last invalidation, a context with \($0.flagsDescription)," } ?? "no invalidation"
        return ["\(cache.className) answered layoutAttributesForElements(in:) from the attributes its prepare() cached for \(cachedCountsText(cache.cachedCounts)); the view no longer has \(path), so the answer names an index path that does not exist.",
                "The cache was not invalidated or rebuilt after the update: prepare() fills it only when it is empty (`prepare=fillIfEmpty`), and \(kept) did not empty it: \(clearRuleText(cache.policy)).",
                "Fix: rebuild the cache in every prepare() (`prepare=rebuild`), or empty it in invalidateLayout(with:) when context.invalidateDataSourceCounts or invalidateEverything is true (`clearCacheOn=[everything dataSourceCounts]`)."]
    }

    /// The counts a cache was computed for, as a UIKit developer says them: "6 items in section 0",
    /// "6 items in section 0 and 2 in section 1"; past four sections, the total.
    static func cachedCountsText(_ counts: [Int]) -> String {
        func items(_ n: Int) -> String { n == 1 ? "1 item" : "\(n) items" }
        switch counts.count {
        case 0: return "no sections"
        case 1: return "\(items(counts[0])) in section 0"
        case 2...4:
            let parts = ["\(items(counts[0])) in section 0"] + counts.enumerated().dropFirst().map { "\($0.element) in section \($0.offset)" }
            return parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        default: return "\(items(counts.reduce(0, +))) in \(counts.count) sections"
        }
    }

    /// The layout's invalidateLayout(with:) override, in UIKit's words.
    static func clearRuleText(_ policy: LayoutCachePolicy) -> String {
        if policy.clearCacheOn.isEmpty {
            return "the layout does not override invalidateLayout(with:) to empty its cache (`clearCacheOn=none`)"
        }
        if policy.clearCacheOn.contains(.any) {
            return "its invalidateLayout(with:) empties the cache for every context (`clearCacheOn=any`)"
        }
        let conditions = policy.orderedTriggers.map { trigger in
            switch trigger {
            case .everything: "context.invalidateEverything is true"
            case .dataSourceCounts: "context.invalidateDataSourceCounts is true"
            case .items: "context.invalidatedItemIndexPaths is not nil"
            case .any: "always"
            }
        }
        return "its invalidateLayout(with:) empties the cache only when \(conditions.joined(separator: " or ")) (`clearCacheOn=\(policy.clearCacheOn.count == 1 ? policy.orderedTriggers[0].rawValue : "[" + policy.orderedTriggers.map(\.rawValue).joined(separator: " ") + "]")`)"
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
