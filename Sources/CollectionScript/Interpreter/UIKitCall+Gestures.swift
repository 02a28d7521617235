import CollectionEngine

extension UIKitCall {
    /// A user's finger (or key) the tool simulated, and what UIKit did with it: scroll pans and
    /// releases, a row's pan, focus, the context menu, multi-select. JSON names it by the gesture
    /// (`"call":"pan"`), with its arguments.
    package enum Gesture: Sendable, Equatable {
        /// `drag by`: the content moved by `delta`.
        case pan(began: Bool, delta: Point, contentOffset: Point)
        /// `release` / `fling`: the finger lifted at `requested` points per millisecond.
        case release(requested: Point, ScrollRelease)
        /// The status bar tapped; `scrolledTo` nil when nothing scrolled.
        case statusBarTap(scrolledTo: Point?)
        /// `drag section S by`: an orthogonal row's pan, `distance` along the row.
        case rowPan(section: Int, began: Bool, distance: Double, contentOffset: Point)
        /// `release section S` / `fling section S`: the row's release under its scrolling behaviour.
        case rowRelease(CollectionView.OrthogonalRelease, behavior: OrthogonalScrollingBehavior, target: Point)
        /// `focus ITEM` (nil: focus leaves the collection view).
        case focus(IndexPath?)
        /// `focus up|down|left|right`: an arrow key.
        case pressKey(CollectionView.FocusDirection)
        /// A two-finger pan; `enteredEditing` nil when it was not a selection gesture.
        case multiSelectPan(from: IndexPath, to: IndexPath, enteredEditing: Bool?)
        case longPress(IndexPath, menuShown: Bool)
        /// The context menu ends: dismissed, or its preview committed.
        case endContextMenu(committed: Bool)
        /// A tap while a row's swipe actions show: it only closes them.
        case tapClosesSwipeActions

        var spelled: String {
            switch self {
            case .pan(let began, let delta, let offset):
                return (began ? "pan begins; " : "") + "the finger moves the content by \(format(delta)) → contentOffset \(format(offset))"
            case .release(let requested, let release):
                return Self.releaseLine(release, requested: requested)
            case .statusBarTap(let offset):
                return "status bar tap (scrollsToTop)" + (offset.map { " → contentOffset \(format($0))" } ?? ": nothing scrolls")
            case .rowPan(let section, let began, let distance, let offset):
                let row = Self.row(section)
                return (began ? "\(row): pan begins; " : "\(row): ") + "the finger moves the row by \(format(distance)) → contentOffset \(format(offset))"
            case .rowRelease(let release, let behavior, let target):
                return Self.rowReleaseLine(release, behavior: behavior, target: target)
            case .focus(let path?): return "focus moves to \(path)"
            case .focus(nil): return "focus moves to another view (the user leaves the collection view)"
            case .pressKey(let key): return "the user presses \(key.rawValue)"
            case .multiSelectPan(let from, let to, let enteredEditing):
                let line = "a two-finger pan from \(from) to \(to)"
                guard let enteredEditing else {
                    return line + ": not a selection gesture (the delegate refused, or the view is not editing with allowsMultipleSelectionDuringEditing); nothing is selected"
                }
                return line + (enteredEditing ? " → isEditing = true; multi-select" : " → multi-select")
            case .longPress(let path, let shown):
                return "a long press on \(path) → " + (shown ? "the context menu shows" : "the delegate answers nil: no menu")
            case .endContextMenu(let committed):
                return committed ? "a tap on the menu's preview commits it; the menu ends" : "the context menu is dismissed"
            case .tapClosesSwipeActions:
                return "the tap closes the open row's swipe actions; it selects nothing"
            }
        }

        var json: [(String, JSONValue)] {
            switch self {
            case .pan(let began, let delta, let offset):
                return [("call", .string("pan")), ("began", .bool(began)), ("delta", .point(delta)), ("contentOffset", .point(offset))]
            case .release(let requested, let r):
                var pairs: [(String, JSONValue)] = [("call", .string("release")), ("velocity", .point(requested)),
                                                    ("usedVelocity", .point(r.velocity)), ("willDecelerate", .bool(r.willDecelerate))]
                if r.willDecelerate { pairs.append(("ending", .string(Self.ending(r.kind)))) }
                return pairs + [("target", .point(r.target)), ("frames", .int(r.frames))]
            case .statusBarTap(let offset):
                return [("call", .string("statusBarTap")), ("contentOffset", offset.map(JSONValue.point) ?? .null)]
            case .rowPan(let section, let began, let distance, let offset):
                return [("call", .string("pan")), ("section", .int(section)), ("began", .bool(began)),
                        ("distance", .number(distance)), ("contentOffset", .point(offset))]
            case .rowRelease(let r, let behavior, let target):
                return [("call", .string("release")), ("section", .int(r.section)), ("velocity", .number(r.velocity)),
                        ("decelerationRate", .number(r.rate)), ("projected", .number(r.projected)),
                        ("orthogonalScrollingBehavior", .string(behavior.rawValue)), ("target", .point(target)), ("frames", .int(r.frames))]
            case .focus(let path):
                return [("call", .string("focus")), ("indexPath", path.map(JSONValue.path) ?? .null)]
            case .pressKey(let key):
                return [("call", .string("pressKey")), ("key", .string(key.rawValue))]
            case .multiSelectPan(let from, let to, let enteredEditing):
                return [("call", .string("multiSelectPan")), ("from", .path(from)), ("to", .path(to)),
                        ("recognized", .bool(enteredEditing != nil)), ("enteredEditing", .bool(enteredEditing == true))]
            case .longPress(let path, let shown):
                return [("call", .string("longPress")), ("indexPath", .path(path)), ("menuShown", .bool(shown))]
            case .endContextMenu(let committed):
                return [("call", .string(committed ? "previewAction" : "dismissMenu"))]
            case .tapClosesSwipeActions:
                return [("call", .string("tap")), ("closesSwipeActions", .bool(true))]
            }
        }

        private static func row(_ section: Int) -> String { "orthogonalScrollView(section: \(section))" }

        private static func ending(_ kind: ScrollRelease.Kind) -> String {
            switch kind {
            case .paging: "paging"
            case .bounce: "bounce"
            case .deceleration, .none: "deceleration"
            }
        }

        /// "the finger lifts at (0, 2) pt/ms → comes to rest at (0, 1094) after 159 frames".
        private static func releaseLine(_ release: ScrollRelease, requested: Point) -> String {
            var line = "the finger lifts at velocity \(format(requested)) pt/ms"
            if release.velocity != requested { line += " (used: \(format(release.velocity)))" }
            guard release.willDecelerate else { return line + " → stays at \(format(release.target)) (no deceleration)" }
            let how: String
            switch release.kind {
            case .paging: how = "settles on the page at"
            case .bounce: how = "bounces back to"
            case .deceleration, .none: how = "comes to rest at"
            }
            return line + " → \(how) \(format(release.target)) after \(release.frames) frame" + (release.frames == 1 ? "" : "s")
        }

        /// "orthogonalScrollView(section: 0): the finger lifts at 1.5 pt/ms → projected 1080; groupPaging
        /// picks the next group → comes to rest at (357.5, 0) after 32 frames".
        private static func rowReleaseLine(_ r: CollectionView.OrthogonalRelease, behavior: OrthogonalScrollingBehavior,
                                           target: Point) -> String {
            var line = "\(row(r.section)): the finger lifts at \(format(r.velocity)) pt/ms (decelerationRate \(format(r.rate)))"
            line += ", projected \(format(r.projected))"
            switch behavior {
            case .none, .continuous: line += "; continuous keeps it"
            case .continuousGroupLeadingBoundary: line += "; continuousGroupLeadingBoundary snaps to the nearest group's leading edge"
            case .paging: line += "; paging picks the page (|v| > 0.3 → the next or previous one)"
            case .groupPaging, .groupPagingCentered:
                line += "; \(behavior.rawValue) moves one group from where the drag began (|v| > 0.3), else the nearest"
            }
            if r.frames == 0 { return line + " → stays at \(format(target))" }
            return line + " → comes to rest at \(format(target)) after \(r.frames) frame" + (r.frames == 1 ? "" : "s")
        }
    }
}
