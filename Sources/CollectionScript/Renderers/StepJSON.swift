import CollectionEngine

/// A step's calls and output as JSON Lines structure (docs/language.md "Output"): every call and
/// every output is an object; index paths are `[section,item]` arrays, points and sizes are
/// `[x,y]` / `[width,height]` number arrays, never display strings (only text output carries text).
///
/// Calls: every call is `{"call":NAME, ARGUMENTS…}`, NAME the UIKit API or the gesture (docs/tooling.md
/// "JSON Lines"): `{"call":"insertItems(at:)","indexPaths":[[0,2]],"inserted":["G"]}` (`"side":"view"` or
/// `"data"` when an update told only one side), `{"call":"performBatchUpdates(_:completion:)",
/// "calls":[…]}` (`"cut":true` when a long list ends inside it), `{"call":"contentOffset","point":[0,120]}`,
/// `{"call":"pan","began":true,"delta":[0,300],"contentOffset":[0,300]}`, `{"omitted":25}` (a cut list).
/// Each family writes its own arguments (`UIKitCall+Gestures.swift` …). Output: `{"text":"…"}`, `{"show":"frames",
/// "lines":[…]}`, `{"expectation":"✓ …"}`, `{"hit":[10,20],"indexPath":[0,0],"item":"A"}`,
/// `{"omitted":3}`.
extension UIKitCall {
    var json: JSONValue {
        switch self {
        case .update(let operation, let side, let inserted):
            var pairs = Self.json(operation)
            switch side {
            case .both: break
            case .viewOnly: pairs.append(("side", .string("view")))
            case .dataOnly: pairs.append(("side", .string("data")))
            }
            if !inserted.isEmpty { pairs.append(("inserted", .array(inserted.map(JSONValue.string)))) }
            return .object(pairs)
        case .performBatchUpdates(let calls):
            return .object([("call", .string("performBatchUpdates(_:completion:)")), ("calls", .array(calls.map(\.json)))])
        case .performBatchUpdatesCut(let calls):
            return .object([("call", .string("performBatchUpdates(_:completion:)")), ("calls", .array(calls.map(\.json))),
                            ("cut", .bool(true))])
        case .reloadData:
            return .object([("call", .string("reloadData()"))])
        case .setBoundsSize(let size):
            return .object([("call", .string("bounds.size")), ("size", .size(size))])
        case .setContentOffset(let point):
            return .object([("call", .string("contentOffset")), ("point", .point(point))])
        case .selectItem(let path, let position):
            return .object([("call", .string("selectItem(at:animated:scrollPosition:)")), ("indexPath", .path(path)),
                            ("animated", .bool(false)), ("scrollPosition", .string(position))])
        case .deselectItem(let path):
            return .object([("call", .string("deselectItem(at:animated:)")), ("indexPath", .path(path)), ("animated", .bool(false))])
        case .scrollToItem(let path, let position):
            return .object([("call", .string("scrollToItem(at:at:animated:)")), ("indexPath", .path(path)),
                            ("scrollPosition", .string(position)), ("animated", .bool(false))])
        case .scrollToItemAnimated(let path, let position):
            return .object([("call", .string("scrollToItem(at:at:animated:)")), ("indexPath", .path(path)),
                            ("scrollPosition", .string(position)), ("animated", .bool(true))])
        case .setContentOffsetAnimated(let point):
            return .object([("call", .string("setContentOffset(_:animated:)")), ("point", .point(point)), ("animated", .bool(true))])
        case .sizeForItem(let path, let size):
            return .object([("call", .string("sizeForItemAt")), ("indexPath", .path(path)), ("size", .size(size))])
        case .tap(let path):
            return .object([("call", .string("tap")), ("indexPath", .path(path))])
        case .beginInteractiveMovement(let path, let began):
            return .object([("call", .string("beginInteractiveMovementForItem(at:)")), ("indexPath", .path(path)), ("result", .bool(began))])
        case .updateInteractiveMovementTarget(let point):
            return .object([("call", .string("updateInteractiveMovementTargetPosition(_:)")), ("point", .point(point))])
        case .endInteractiveMovement(let cancelled):
            return .object([("call", .string(cancelled ? "cancelInteractiveMovement()" : "endInteractiveMovement()"))])
        case .register(let identifier):
            return .object([("call", .string("register(_:forCellWithReuseIdentifier:)")), ("reuseIdentifier", .string(identifier))])
        case .omitted(let count):
            return .object([("omitted", .number(Double(count)))])
        case .gesture(let call): return .object(call.json)
        case .dragAndDrop(let call): return .object(call.json)
        case .springLoading(let call): return .object(call.json)
        case .diffable(let call): return .object(call.json)
        case .layout(let call): return .object(call.json)
        case .completion(let call): return .object(call.json)
        case .swipe(let call): return .object(call.json)
        case .setting(let call): return .object(call.json)
        case .registration(let call): return .object(call.json)
        }
    }

    private static func json(_ operation: UpdateOperation) -> [(String, JSONValue)] {
        func sections(_ s: [Int]) -> JSONValue { .array(s.map { .number(Double($0)) }) }
        switch operation {
        case .insertItems(let p): return [("call", .string("insertItems(at:)")), ("indexPaths", .array(p.map(JSONValue.path)))]
        case .deleteItems(let p): return [("call", .string("deleteItems(at:)")), ("indexPaths", .array(p.map(JSONValue.path)))]
        case .reloadItems(let p): return [("call", .string("reloadItems(at:)")), ("indexPaths", .array(p.map(JSONValue.path)))]
        case .reconfigureItems(let p): return [("call", .string("reconfigureItems(at:)")), ("indexPaths", .array(p.map(JSONValue.path)))]
        case .moveItem(let from, let to): return [("call", .string("moveItem(at:to:)")), ("from", .path(from)), ("to", .path(to))]
        case .insertSections(let s): return [("call", .string("insertSections(_:)")), ("sections", sections(s))]
        case .deleteSections(let s): return [("call", .string("deleteSections(_:)")), ("sections", sections(s))]
        case .reloadSections(let s): return [("call", .string("reloadSections(_:)")), ("sections", sections(s))]
        case .moveSection(let from, let to):
            return [("call", .string("moveSection(_:toSection:)")), ("from", .number(Double(from))), ("to", .number(Double(to)))]
        }
    }
}

extension StepOutput {
    var json: JSONValue {
        switch self {
        case .text(let text): return .object([("text", .string(text))])
        case .show(let topic, let lines): return .object([("show", .string(topic)), ("lines", .array(lines.map(JSONValue.string)))])
        case .expectation(let text): return .object([("expectation", .string(text))])
        case .hit(let point, let path, let item):
            return .object([("hit", .point(point)), ("indexPath", path.map(JSONValue.path) ?? .null),
                            ("item", item.map(JSONValue.string) ?? .null)])
        case .omitted(let count): return .object([("omitted", .number(Double(count)))])
        }
    }
}
