import CollectionEngine

/// Something a step printed, as a value. The transcript spells it (`spelled`, byte-identical to
/// the goldens); JSON Lines writes it as an object (`StepJSON`).
package enum StepOutput: Sendable, Equatable {
    /// `echo`, `help`, `explain`, notes and messages: plain text.
    case text(String)
    /// `show <topic>`: the topic (`state`, `frames`, `cells`, `layout`, `snapshot`, `diff`) and its lines.
    case show(String, [String])
    /// `expect …` that held, or `expect error` that raised as expected: the line it prints.
    case expectation(String)
    /// `hit (x, y)`: `indexPathForItem(at:)` and the item's identifier.
    case hit(Point, IndexPath?, item: String?)
    /// `… N more lines`: a long output (from `repeat`) was cut.
    case omitted(count: Int)

    /// The transcript's spelling (possibly several lines).
    var spelled: String {
        switch self {
        case .text(let text), .expectation(let text): return text
        case .show(_, let lines): return lines.joined(separator: "\n")
        case .hit(let point, let path, let item):
            return "indexPathForItem(at: \(format(point))) → \(path?.description ?? "nil")" + (item.map { " (\($0))" } ?? "")
        case .omitted(let count): return "… \(count) more line\(count == 1 ? "" : "s")"
        }
    }
}
