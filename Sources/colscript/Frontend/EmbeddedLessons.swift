// GENERATED from Scripts/lessons/*.colscript by EmbeddedLessonsTests — do not edit.
// Regenerate: COLSCRIPT_RECORD=1 swift test --filter EmbeddedLessonsTests

/// The lessons, built into the binary (`colscript lessons` works from any directory).
enum EmbeddedLessons {
    static let files: [(name: String, text: String)] = [
        ("01-sections-and-items.colscript", ##"""
# Lesson 1 — sections and items.
# A collection view shows items in sections. An item's position is an index path [section,item];
# both count from 0. Here every item also has an identifier (as in a diffable data source), so
# you can name it either way.
sections Fruit Vegetables
items Fruit apple banana cherry
items Vegetables kale leek
pause "Two sections. apple is [0,0], leek is [1,1]. Press Enter."
expect items Fruit == [apple banana cherry]
# insert changes the app's data AND tells the view: insertItems(at:). The index path is where the
# new item will be AFTER the insert.
insert [0,1] blueberry
expect items Fruit == [apple blueberry banana cherry]
pause "blueberry went to [0,1]; banana and cherry moved down one. Press Enter."
# delete names the item by its position BEFORE the delete — or by its identifier.
delete cherry
# move takes an item from where it is now to where it should end up.
move kale -> [0,0]
expect items Fruit == [kale apple blueberry banana]
expect items Vegetables == [leek]
pause "Every call printed the UIKit method it models. Try `help move`. Press Enter."

"""##),
        ("02-batch-updates.colscript", ##"""
# Lesson 2 — batch updates and their index spaces.
# performBatchUpdates groups updates into one animation. Inside a batch UIKit does NOT apply the
# calls in the order you wrote them: deletes (and reloads) use positions from BEFORE the batch,
# inserts use positions from AFTER it, moves go from before to after.
sections Letters
items Letters a b c d e f
pause "predict: after the batch below, what are the items of Letters? Type them, like: a b c"
batch {
  delete [0,0] [0,3]   # a and d: positions in the old list
  insert [0,0] X       # X at position 0 of the new list
  insert [0,3] Y       # Y at position 3 of the new list
  move [0,1] -> [0,4]  # b: old position 1, new position 4
}
expect items Letters == [X c e Y b f]
pause "Work it out: remove a and d and lift b out; then place X@0, Y@3, b@4; the rest fill in. Press Enter."
# The classic mistake: "adjusting" an insert for a delete earlier in the same batch.
items Letters a b c
batch {
  delete [0,0]
  insert [0,1] Z  # meant "where c is now", but inserts are final positions
}
expect items Letters == [b Z c]
pause "Z is at final position 1, between b and c. Press Enter."

"""##),
        ("03-invalid-update.colscript", ##"""
# Lesson 3 — "Invalid update": the crash every UICollectionView developer meets.
# The view remembers how many items it showed. At the end of every update it asks the data source
# again and checks: after = before + inserted − deleted (± moved). If the app changed its data
# without telling the view, the check fails.
ios 16.3  # the classic wording; iOS 16.4+ says "Invalid batch updates detected"
sections Inbox
items Inbox m1 m2 m3 m4
data insert [0,4] m5  # the app appends m5 but forgets insertItems(at:)
pause "The data source now has 5 items; the view still believes 4. Press Enter."
expect error "invalid number of items in section 0" { delete [0,0] }
explain
pause "explain shows the counts and which side is out of step. Press Enter."
# The other half of the mistake: telling the view about a change the data never had.
reload  # reloadData() always succeeds and resynchronises
expect error "invalid number of items" { view insert [0,0] }
# A position outside the collection is refused before any counting.
expect error "attempt to delete item 9 from section 0 which only contains 5 items before the update" { delete [0,9] }
pause "A failed update changes nothing: the collection is exactly as before. Press Enter."
expect count Inbox == 5
# The sneakiest one: an update right after reloadData() in the same run-loop turn. reloadData only
# marks the counts stale; insertItems then reads "before" from the data source — already 6.
expect error "invalid number of items" {
  sameTurn {
    reload
    insert [0,0] m0
  }
}
explain
pause "Inside performBatchUpdates (batch { … }) the counts are read before the block runs: no crash. Press Enter."

"""##),
        ("04-selection.colscript", ##"""
# Lesson 4 — selection.
# selectItem(at:) selects without asking the delegate. A user's tap asks it (shouldSelect…) and
# tells it (didSelect…), in UIKit's order. trace shows those calls.
sections Photos
items Photos p0 p1 p2 p3 p4
select p1
expect selected == [[0,1]]
trace on
tap p3  # single selection: p1 is deselected (didDeselect), p3 selected
expect selected == [[0,3]]
trace off
pause "Look at the callbacks the tap produced. Press Enter."
set allowsMultipleSelection = true
tap p0
tap p3  # tapping a selected item in multiple mode deselects it
expect selected == [[0,0]]
# Selection follows items through updates; deleted items just leave it.
insert [0,0] p_new
expect selected == [[0,1]]
delete p0
expect selected == []
pause "No didDeselect is sent for an item that leaves the selection by an update. Press Enter."

"""##),
        ("05-flow-layout.colscript", ##"""
# Lesson 5 — UICollectionViewFlowLayout arithmetic.
# Items of one size fill rows: as many as fit, with the spare width spread evenly between them
# ("minimumInteritemSpacing is a minimum"). The last row keeps the same columns.
view 390x844
layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
sections Grid
items Grid count 7
# Width 390 − 2×16 insets = 358; three items (300) fit, leaving 58 → gaps of 29.
expect frame [0,0] == (16, 16, 100, 100)
expect frame [0,1] == (145, 16, 100, 100)
expect frame [0,6] == (16, 236, 100, 100)
expect contentSize == 390x352
show layout
pause "Three columns; the seventh item starts a third row on the grid. Press Enter."
# Headers and footers take the full width; section insets sit inside them.
set headerReferenceSize = 0x40
expect frame [0,0] == (16, 56, 100, 100)
# Items of different sizes take another path: full rows are justified, the last row is not.
size [0,0] 150x50
show frames
pause "Mixed sizes: rows fill greedily, centred vertically in their row. Press Enter."

"""##),
        ("06-scrolling.colscript", ##"""
# Lesson 6 — scrolling to items.
# scrollToItem(at:at:) computes an offset from the item's frame, then clamps it to the offsets the
# content allows. contentOffset itself is not clamped.
view 390x844
layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
sections Photos
items Photos count 60
scrollTo [0,30] top  # item 30 is in row 10: y = 16 + 10 × 110 = 1116
expect offset == (0, 1116)
scrollTo [0,30] centeredVertically  # its middle (1166) at the middle of the view (422)
expect offset == (0, 744)
scrollTo [0,59] top  # the last row cannot reach the top: clamped
expect offset == (0, 1378)
pause "The content is 2222 tall and the view 844, so 1378 is as far as it goes. Press Enter."
expect visible == [[0,36] [0,37] [0,38] [0,39] [0,40] [0,41] [0,42] [0,43] [0,44] [0,45] [0,46] [0,47] [0,48] [0,49] [0,50] [0,51] [0,52] [0,53] [0,54] [0,55] [0,56] [0,57] [0,58] [0,59]]
hit (150, 1500)  # indexPathForItem(at:)
expect error "attempt to scroll to invalid index path" { scrollTo [0,60] top }

"""##),
        ("07-cells-and-callbacks.colscript", ##"""
# Lesson 7 — cells, reuse and callbacks.
# The view asks its data source for a cell (cellForItemAt) only for items on screen, then tells the
# delegate it will display it. Cells that scroll away go to a reuse pool and come back for new items.
view 390x300
layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
set isPrefetchingEnabled = false
trace on
sections Feed
items Feed count 30
show cells
# The view is 300 points tall: rows at y 16, 126 and 236 — the third cut off at the bottom edge.
expect visible == [[0,0] [0,1] [0,2] [0,3] [0,4] [0,5] [0,6] [0,7] [0,8]]
pause "Nine cells for nine visible items: three rows of three, the third cut off. Press Enter."
scroll by (0, 330)
show cells
# The first two rows left the screen: their cells went to the reuse queue and came back.
expect cell [0,14] == 1
expect cell [0,15] == 10
pause "Cells #1–#6 ended and were reused for [0,9]…[0,14]: only #10–#12 are new. Press Enter."
trace off
# With prefetching (the default) cells are made one screen ahead of the scroll direction.
set isPrefetchingEnabled = true
set prefetching = on
trace on
scroll by (0, 110)

"""##),
        ("08-interactive-movement.colscript", ##"""
# Lesson 8 — interactive movement (drag to reorder).
# beginInteractiveMovementForItem, then updateInteractiveMovementTargetPosition as the finger
# moves; the other items make room live. The data source hears of it once, at the end (moveItemAt).
view 390x400
layout flow itemSize=100x100 minimumLineSpacing=10 minimumInteritemSpacing=10 sectionInset=16
sections Board
items Board a b c d e f
beginMove a
updateMove (324, 176)  # over f's cell
show layout
pause "a hovers over the last slot; b…f shifted back. The data source is unchanged. Press Enter."
expect items Board == [a b c d e f]
endMove
expect items Board == [b c d e f a]
beginMove b
updateMove (195, 176)
cancelMove  # nothing changes, moveItemAt is never called
expect items Board == [b c d e f a]

"""##),
        ("09-diffable.colscript", ##"""
# Lesson 9 — the diffable data source.
# With UICollectionViewDiffableDataSource you never call insertItems yourself: you edit a snapshot
# and apply it; the data source diffs it against the current one and performs the batch for you.
diffable on
snapshot {
  appendSections Today Later
  appendItems Today write test ship
  appendItems Later rest
}
apply
snapshot {
  deleteItems test
  moveItem ship before write
  appendItems Later test
}
apply
show diff
expect moves == 2
pause "The diff found one move in Today and test's move to Later — the least it could do. Press Enter."
expect error "please do not call mutation APIs directly" { delete [0,0] }

"""##),
        ("10-deceleration-and-paging.colscript", ##"""
# Lesson 10 — where a fling comes to rest, and paging.
# When the finger lifts, UIScrollView knows its velocity in points per MILLISECOND (that is what
# scrollViewWillEndDragging reports). The velocity then shrinks by decelerationRate every
# millisecond (normal 0.998, fast 0.99) until it is down to 0.01 pt/ms. Summing that up gives
# where the content comes to rest — before it gets there, so you can snap it somewhere else.
view 390x844
set scale = 1
layout flow itemSize=390x500 minimumLineSpacing=0
sections Feed
items Feed count 6  # 3000 points of content: the last offset is 3000 - 844 = 2156
scroll to (0, 100)
fling (0, 2)                # released at 2.0 pt/ms
expect offset == (0, 1094)  # 100 + (2 - 0.01) / -ln(0.998) = 100 + 994 = 1094
explain offset
pause "The rule of thumb v·d/(1-d) = 998 would say 1098; UIKit subtracts the 0.01 stop speed first. Press Enter."
set decelerationRate = fast  # 0.99: five times the friction
scroll to (0, 100)
fling (0, 2)
expect offset == (0, 298)  # 100 + 1.99 / 0.01005 = 298
set decelerationRate = normal
# A slow release (under 0.25 pt/ms) does not decelerate at all: there is no
# scrollViewDidEndDecelerating, so finish your work in scrollViewDidEndDragging(willDecelerate: false).
drag by (0, 200)
trace on
release velocity (0, 0.2)
trace off
pause "Only willEndDragging and didEndDragging(willDecelerate: false). Press Enter."
# The delegate may move the target: snap to the nearest item edge, for example.
scroll to (0, 100)
delegate willEndDragging = (0, 1000)
fling (0, 2)
expect offset == (0, 1000)
explain offset
delegate willEndDragging = none
# Paging: pages are as tall as the view. Faster than 0.3 pt/ms → the next page; else the nearest.
layout flow itemSize=390x844 minimumLineSpacing=0
items Feed count 5
set isPagingEnabled = true
scroll to (0, 900)  # p = 900 / 844 = 1.07
fling (0, 0.2)
expect offset == (0, 844)  # slow: the nearest page, 1
scroll to (0, 900)
fling (0, 0.5)
expect offset == (0, 1688)  # fast: the next page, 2
explain offset

"""##),
        ("11-compositional-app-store.colscript", ##"""
# Lesson 11 — an App Store-like screen with UICollectionViewCompositionalLayout.
# A compositional layout is sections of repeating groups of items. Each size is a dimension:
# absolute(N) points, or fractionalWidth(F) / fractionalHeight(F) of the box the element sits in
# (the section for a section's group, the group for its items), floored to the pixel.
view 390x844
set scale = 3
sections Featured TopFree Categories
items Featured count 5
items TopFree count 9
items Categories count 12
# Step 1 — a paging carousel. In an orthogonal section the group's width is a fraction of the
# WHOLE width (0.9 × 390 = 351), and groupPagingCentered rests with each group centred.
layout compositional {
  section Featured {
    group horizontal width=fractionalWidth(0.9) height=absolute(250) {
      item width=fractionalWidth(1) height=fractionalHeight(1)
    }
    interGroupSpacing 10
    orthogonal groupPagingCentered
  }
  section {
    group horizontal width=fractionalWidth(1) height=absolute(44) {
      item width=fractionalWidth(1) height=fractionalHeight(1)
    }
  }
}
expect frame [0,0] == (0, 0, 351, 250)
expect frame [0,1] == (361, 0, 351, 250)
hit (10, 100)
hit (25, 100)
pause "The carousel starts with card 0 centred: (390 − 351) / 2 = 19.5 points show each side. Press Enter."
scroll section Featured to (300, 0)
hit (25, 100)
pause "Scrolling the row snapped to the nearest stop, 361 − 19.5: card 1 is centred now. Press Enter."
# Step 2 — a grid of apps: three rows per column, columns paging sideways. count=3 gives each
# item an equal share of the group's height (210 / 3 = 70), whatever the item's own height says.
# Step 3 — a list-like section with a pinned header and a background behind the whole section.
# A background is a decoration view: its class is registered on the layout for its kind (here the
# default kind, background), or UIKit raises "could not dequeue a decoration view of kind".
register decoration background
layout compositional interSectionSpacing=24 {
  section Featured {
    group horizontal width=fractionalWidth(0.9) height=absolute(250) {
      item width=fractionalWidth(1) height=fractionalHeight(1)
    }
    interGroupSpacing 10
    orthogonal groupPagingCentered
  }
  section TopFree {
    group vertical width=fractionalWidth(0.9) height=absolute(210) count=3 {
      item width=fractionalWidth(1) height=absolute(1) insets=0,0,8,0
    }
    interGroupSpacing 10
    contentInsets 0,16,0,16
    orthogonal groupPaging
    header height=absolute(44)
  }
  section Categories {
    group horizontal width=fractionalWidth(1) height=absolute(44) {
      item width=fractionalWidth(1) height=fractionalHeight(1)
    }
    contentInsets 0,16,16,16
    header height=absolute(36) pinned
    background
  }
}
expect frame [1,0] == (16, 318, 351, 62)
expect frame [1,2] == (16, 458, 351, 62)
expect frame [1,3] == (377, 318, 351, 62)
expect frame [2,0] == (16, 588, 358, 44)
show frames
pause "Top Free: 3 items of 70 per column (62 after the 8-point bottom inset); columns 351 + 10 apart. Press Enter."
# The list's header pins to the top while its section scrolls by; the background covers the whole
# section, header included, from edge to edge.
scroll to (0, 700)
show frames
# 250 + 24 + (44 + 210) + 24 + (36 + 12 × 44 + 16) = 1132.
expect contentSize == 390x1132

"""##),
        ("12-self-sizing.colscript", ##"""
# Lesson 12 — self-sizing cells.
# With an estimatedItemSize the flow layout places every item at the estimate, and asks each cell for
# its own size (preferredLayoutAttributesFitting) only when the cell is created for display. So
# contentSize is a guess that converges as you scroll, and an item above the viewport that turns out
# taller pushes what you are looking at down: the well-known "jump when scrolling up".
view 390x844
layout flow estimatedItemSize=390x50 minimumLineSpacing=10
set isPrefetchingEnabled = false
sections Feed
items Feed p0 p1 p2 p3 p4 p5 p6 p7 p8 p9 p10 p11 p12 p13 p14 p15 p16 p17 p18 p19 p20 p21 p22 p23 p24 p25 p26 p27 p28 p29 p30 p31 p32 p33 p34 p35 p36 p37 p38 p39
# Every post measures 100 tall: one range says so for all 40. (Invalidation is off while we say so,
# so nothing re-measures yet.)
set selfSizingInvalidation = disabled
cellSize [0,0] ... [0,39] 390x100
set selfSizingInvalidation = enabled
reload
expect contentSize == 390x3140
pause "The first screen measured posts 0…14 (100 each); the other 25 are still guessed at 50: 3140. Press Enter."
scroll to (0, 2000)
expect contentSize == 390x3840
expect frame [0,21] == (0, 2010, 390, 100)
pause "Jumping to 2000 skipped posts 15…20, still 50 tall; the 14 measured on screen added 700. Press Enter."
trace on
scroll by (0, -100)
trace off
expect offset == (0, 1900)
expect frame [0,21] == (0, 2110, 390, 100)
pause "Scrolling up 100 measured posts 19 and 20 (+50 each). A flow layout never moves the offset for that, so post 21 jumped from 110 to 210 on screen. Press Enter."
# Scroll through everything and the guess becomes exact.
scroll to (0, 1000)
expect contentSize == 390x4140
scroll to (0, 3296)
expect contentSize == 390x4390
pause "Every post has been on screen now: 40 × 100 + 39 × 10 = 4390, exact at last. Press Enter."

"""##),
        ("13-settings-list.colscript", ##"""
# Lesson 13 — a Settings-like screen: an inset-grouped list with swipe actions.
# UICollectionLayoutListConfiguration(appearance: .insetGrouped) gives each section rounded,
# inset rows: full width minus 20 points each side on a phone wider than 375 points, rows
# estimated at 44, 35 points above the first section and 17.5 between sections.
view 390x844
sections Network Sound General
items Network Wifi Bluetooth Cellular Hotspot
items Sound Ringtone Vibrate
items General About Storage Reset
# Step 1 — the list layout. Look at the frames: x = 20, width = 390 − 2 × 20 = 350.
layout list appearance=insetGrouped
expect frame Wifi == (20, 35, 350, 44)
show layout
pause "Every row is 350 wide and 44 tall; the second section starts 17.5 + 17.5 below the first. Press Enter."
# Each row but the last of an inset-grouped section has a separator: a hairline 1/3 point tall
# at its bottom, starting 20 points in, where the row's text starts.
expect separator Wifi == (40, 78.66666666666667, 330, 0.3333333333333333)
expect separator Hotspot == nil
# Step 2 — swipe actions. The list configuration's trailingSwipeActionsConfigurationProvider
# answers, per index path, a UISwipeActionsConfiguration of UIContextualActions. Here Hotspot
# offers a destructive Delete whose handler removes the item — a real update, validated like any
# other — and every row of Network offers a normal Mute.
swipeActions trailing Hotspot {
  destructive "Delete" { delete Hotspot }
  normal "Mute"
}
swipeActions trailing section Network { normal "Mute" }
trace on
# A swipe to the left uncovers the trailing edge: the list asks the provider, the row opens.
swipe Hotspot left
pause "predict: after tapping Delete, what are the items of Network? Type them, like: a b c"
tap action "Delete"
expect items Network == [Wifi Bluetooth Cellular]
# Cellular is the section's last row now, so its separator went away.
expect separator Cellular == nil
# The handler ran `delete Hotspot` (deleteItems(at: [[0,3]])) and then completion(true).
# Step 3 — one open row at a time, and a tap that only closes.
swipe Wifi left
swipe Bluetooth left
tap [1,0]
expect selected == []
pause "Swiping Bluetooth closed Wifi's actions, and the tap only closed Bluetooth's: nothing was selected. Press Enter."
# Step 4 — a full swipe performs the first action at once (performsFirstActionWithFullSwipe).
swipe Cellular left full
# Step 5 — a handler that forgets the data source fails like any update.
swipeActions trailing Reset { destructive "Erase" { view delete [2,2] } }
swipe Reset left
expect error "Invalid update" { tap action "Erase" }
# The failed update changed nothing: Reset is still there, its row still open on its action.
show layout

"""##),
        ("14-drag-and-drop.colscript", ##"""
# Lesson 14 — drag and drop with placeholders.
# A drop from another app brings data that loads later. The app drops each item to a placeholder: a
# cell the view inserts by itself, without the data source, until the data arrives and the app
# commits it (commitInsertion) or gives up (deletePlaceholder). Meanwhile the view counts one item
# more than the data source: hasUncommittedUpdates is true.
sections Album
items Album a b c
trace on
drop [0,1] placeholder Loading
pause "The view shows (Loading) at [0,1] and asked no cellForItemAt for it: the placeholder's cellUpdateHandler configured the cell. Press Enter."
expect numberOfItems 0 == 4
expect items Album == [a b c]
expect hasUncommittedUpdates == true
pause "predict: an insert at [0,0] arrives while the placeholder stands, then the placeholder commits as photo. What are the items of Album? Type them, like: a b c"
insert [0,0] z
commitPlaceholder Loading photo
expect items Album == [z a photo b c]
pause "The insert shifted the placeholder to [0,2], and the commit put photo there: for the view a reload, so the data source is asked for its cell now. Press Enter."
# The commit's block must insert exactly one item.
drop [0,0] placeholder Spinner
expect error "invalid number of items in section 0" { commitPlaceholder Spinner }
pause "Inserting nothing breaks UIKit's count check, like any update the data source does not back. Press Enter."
deletePlaceholder Spinner
# A long press opens the context menu; a finger that moves 10 points or more turns it into a drag.
longPress b
moveFinger (0, 6)
moveFinger (0, 6)
expect hasActiveDrag == true
pause "predict: the lifted b drops at [0,4]. What are the items of Album? Type them, like: a b c"
drop [0,4]
expect items Album == [z a photo c b]
# As the finger moves, the drop delegate answers a UICollectionViewDropProposal for each position
# (dropSessionDidUpdate); the drop follows the answer at the destination.
delegate dropSessionDidUpdate [0,1] = forbidden
drag c -> [0,1]
expect items Album == [z a photo c b]
pause "Over a (at [0,1]) the delegate answered .forbidden: the drop ended without performDrop and nothing moved. Press Enter."
delegate dropSessionDidUpdate [0,1] = move insertAtDestinationIndexPath
# Spring loading: a finger that rests on an item during a drag activates it like a tap.
set isSpringLoaded = true
longPress b
moveFinger (0, 12)
moveFinger (-68, -12)  # over c, one item to the left
hold
expect selected == [[0,3]]
pause "After 0.5 s over c, shouldSpringLoadItemAt answered true and c was selected through a tap's path. Press Enter."
cancelDrag
# reloadData while a placeholder stands deletes it.
drop [0,0] placeholder Late
reload
expect hasUncommittedUpdates == false
pause "reloadData discarded the placeholder, as UIKit does. Try `help drop`. Press Enter."

"""##),
        ("15-context-menus.colscript", ##"""
# Lesson 15 — context menus, step by step.
# A long press on an item asks the delegate for a UIContextMenuConfiguration. A nil answer means no
# menu; a configuration shows it: UIKit lifts a preview of the cell, calls willDisplayContextMenu,
# and the menu stays until the user dismisses it or taps the preview (which commits it).
view 390x400
set scale = 1
layout flow itemSize=120x120 minimumInteritemSpacing=15 minimumLineSpacing=15
sections Photos
items Photos beach city forest lake
trace on
pause "predict: a long press on forest ([0,2]) on iOS 16 — which delegate method is asked first? Press Enter."
longPress forest
expect events == ["contextMenuConfigurationForItemsAt([[0,2]], point: (330, 60))" "willDisplayContextMenu(configuration:animator:)"]
pause "iOS 16 asks contextMenuConfigurationForItemsAt:point: with an ARRAY of index paths, then willDisplayContextMenu. Press Enter."
dismissMenu
expect events == ["willEndContextMenuInteraction(configuration:animator:)"]
# The multi-item form matters while editing: a long press on a selected item offers every selected item.
set isEditing = true
set allowsMultipleSelectionDuringEditing = true
set allowsMultipleSelection = true
set allowsSelectionDuringEditing = true
select beach
select lake
pause "predict: a long press on lake while beach and lake are selected — which index paths does the delegate get? Press Enter."
longPress lake
expect events == ["contextMenuConfigurationForItemsAt([[0,0], [0,3]], point: (60, 195))" "willDisplayContextMenu(configuration:animator:)"]
dismissMenu
set isEditing = false
# Before iOS 16 the delegate was asked about one item, with a different method.
ios 15.0
pause "predict: the same long press on iOS 15 — which method, and with what? Press Enter."
longPress city
expect events == ["contextMenuConfigurationForItemAt([0,1], point: (195, 60))" "willDisplayContextMenu(configuration:animator:)"]
dismissMenu
ios 17.0
# Previews: the view UIKit lifts when the menu begins and shrinks back into when it is dismissed.
# The delegate implements them only if it wants to; nil means "use the cell".
delegate highlightPreview = nil
delegate dismissalPreview = preview
pause "predict: with both preview methods implemented, in what order do the four callbacks of a long press and a dismissal come? Press Enter."
longPress beach
expect events == ["contextMenuConfigurationForItemsAt([[0,0]], point: (60, 60))" "contextMenuConfiguration(_:highlightPreviewForItemAt: [0,0]) → nil (UIKit previews the cell)" "willDisplayContextMenu(configuration:animator:)"]
dismissMenu
expect events == ["contextMenuConfiguration(_:dismissalPreviewForItemAt: [0,0]) → UITargetedPreview" "willEndContextMenuInteraction(configuration:animator:)"]
pause "The highlight preview comes before willDisplay; the dismissal preview before willEnd. Press Enter."
# A tap on the preview: the preview action. The app opens the photo; the menu ends without
# shrinking back, so no dismissal preview is asked.
longPress lake
pause "predict: after a tap on the preview, which callbacks come? Press Enter."
previewAction
expect events == ["willPerformPreviewActionForMenuWith(configuration:animator:)" "willEndContextMenuInteraction(configuration:animator:)"]
# A delegate that answers nil shows no menu, and with no menu there is nothing to dismiss.
delegate contextMenuConfiguration city = false
longPress city
expect events == ["contextMenuConfigurationForItemsAt([[0,1]], point: (195, 60))"]
expect error "no context menu is open" { dismissMenu }

"""##),
        ("16-custom-layouts.colscript", ##"""
# Lesson 16 — A custom UICollectionViewLayout, its cache, and the crash a stale cache causes.
# A UICollectionViewLayout subclass computes every frame in prepare(), keeps them in a cache, and
# answers layoutAttributesForElements(in:) and layoutAttributesForItem(at:) from it. UIKit calls
# prepare() only after the layout was invalidated: by reloadData(), by a batch update, by
# invalidateLayout(), or by a bounds change the layout asked for.
view 390x400
sections Photos
items Photos count 6
# A waterfall (Pinterest) layout: two columns, each item in the shortest one.
layout custom waterfall numberOfColumns=2 cellPadding=8 itemHeights=[100 60]
expect frame [0,2] == (199, 68, 191, 100)
show frames
pause "predict: item 3 is 60 high; which column does it go to, and at what y? Press Enter."
expect frame [0,3] == (0, 108, 191, 60)
# A resize: UICollectionViewLayout's shouldInvalidateLayout(forBoundsChange:) answers false, so
# the layout is not prepared again and keeps its 191-point columns.
view 300x400
expect frame [0,1] == (199, 0, 191, 60)
invalidateLayout
expect frame [0,1] == (154, 0, 146, 60)
pause "invalidateLayout() made UIKit call prepare() again. Press Enter."
# The classic bug: `guard cache.isEmpty else { return }` at the top of prepare(). The cache is
# filled once and never emptied, so after a delete it still describes six items.
view 390x400
layout custom waterfall numberOfColumns=2 cellPadding=8 itemHeights=[100 60] prepare=fillIfEmpty
pause "predict: what does UIKit do when this layout's item 5 is deleted? Press Enter."
expect error "UICollectionView received layout attributes for a cell with an index path that does not exist" { delete [0,5] }
explain
# The fix: empty the cache in invalidateLayout(with:) when the context says the counts changed
# (reloadData sets invalidateEverything and invalidateDataSourceCounts, a batch update only the
# second), or rebuild it in every prepare().
layout custom waterfall numberOfColumns=2 cellPadding=8 itemHeights=[100 60] prepare=fillIfEmpty clearCacheOn=[everything dataSourceCounts]
delete [0,5]
expect count == 5
layout custom waterfall numberOfColumns=2 cellPadding=8 itemHeights=[100 60] prepare=rebuild
delete [0,4]
expect count == 4
pause "Both layouts survive the delete: the cache is rebuilt from the view's new counts. Press Enter."

"""##),
    ]
}
