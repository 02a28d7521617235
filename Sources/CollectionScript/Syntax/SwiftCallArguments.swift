/// A Swift call's arguments pasted into a script after a UIKit method name, read for the fix-it
/// of `syntax.swiftArguments`: the index paths and sections they hold, in the script's syntax.
///
/// - `(at: [IndexPath(item: 3, section: 0), IndexPath(row: 1, section: 2)])` → `[0,3] [2,1]`
/// - `(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))` → `[0,0] -> [0,2]`
/// - `(IndexSet(integer: 1))` → `1`
/// - `(["a", "b"], toSection: "Main")` → `Main a b` (a diffable snapshot's identifiers, the
///   section first as `appendItems` takes it)
///
/// Anything else (a variable, an index path built another way, a name that is not a script
/// identifier, another label) has no fix-it: nil.
struct SwiftCallArguments {
    private let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }

    var scriptArguments: String? {
        var values: [String] = []
        var index = 0
        while index < bytes.count {
            if let (path, end) = indexPath(at: index) {
                values.append(path)
                index = end
            } else if let (section, end) = integerIndexSet(at: index) {
                values.append(section)
                index = end
            } else {
                index += 1
            }
        }
        guard !values.isEmpty else { return identifierList }
        if values.count == 2, contains("to:") { return values[0] + " -> " + values[1] }
        return values.joined(separator: " ")
    }

    /// String literals as script names, in order, the one after `toSection:` first; nil when there
    /// are none, one is not a script identifier, or another label is written.
    private var identifierList: String? {
        var names: [String] = []
        var section: String?
        var afterSectionLabel = false
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                guard end < bytes.count, let name = ScriptName.identifier(String(decoding: bytes[index + 1 ..< end], as: UTF8.self)) else { return nil }
                if afterSectionLabel { section = name } else { names.append(name) }
                afterSectionLabel = false
                index = end + 1
            } else if bytes[index] == UInt8(ascii: ":") {
                guard let label = word(endingAt: index), label == "toSection", section == nil else { return nil }
                afterSectionLabel = true
                index += 1
            } else {
                index += 1
            }
        }
        guard !names.isEmpty || section != nil else { return nil }
        return ([section].compactMap { $0 } + names).joined(separator: " ")
    }

    /// The letters right before `index` (an argument label's name).
    private func word(endingAt index: Int) -> String? {
        func isLetter(_ c: UInt8) -> Bool { (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z")) }
        var start = index
        while start > 0, isLetter(bytes[start - 1]) { start -= 1 }
        return start < index ? String(decoding: bytes[start ..< index], as: UTF8.self) : nil
    }

    /// `IndexPath(item: I, section: S)` (or `row:`, either order) at `index`: `[S,I]` and where it ends.
    private func indexPath(at index: Int) -> (String, Int)? {
        guard let open = word("IndexPath(", at: index), let close = bytes[open...].firstIndex(of: UInt8(ascii: ")")) else { return nil }
        let arguments = open ..< close
        guard let item = integer(after: "item:", in: arguments) ?? integer(after: "row:", in: arguments),
              let section = integer(after: "section:", in: arguments) else { return nil }
        return ("[\(section),\(item)]", close + 1)
    }

    /// `IndexSet(integer: S)` at `index`: `S` and where it ends.
    private func integerIndexSet(at index: Int) -> (String, Int)? {
        guard let open = word("IndexSet(", at: index), let close = bytes[open...].firstIndex(of: UInt8(ascii: ")")),
              let section = integer(after: "integer:", in: open ..< close) else { return nil }
        return ("\(section)", close + 1)
    }

    /// Where `word` ends when it is written at `index`.
    private func word(_ word: String, at index: Int) -> Int? {
        let utf8 = Array(word.utf8)
        guard index + utf8.count <= bytes.count, bytes[index ..< index + utf8.count].elementsEqual(utf8) else { return nil }
        return index + utf8.count
    }

    /// The whole number after the first `label` in `range` (spaces between), if one is there.
    private func integer(after label: String, in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            guard var at = word(label, at: index), at <= range.upperBound else { index += 1; continue }
            while at < range.upperBound, bytes[at] == UInt8(ascii: " ") { at += 1 }
            var digits = ""
            if at < range.upperBound, bytes[at] == UInt8(ascii: "-") { digits = "-"; at += 1 }
            while at < range.upperBound, bytes[at] >= UInt8(ascii: "0"), bytes[at] <= UInt8(ascii: "9"), digits.count < 19 {
                digits.append(Character(Unicode.Scalar(bytes[at])))
                at += 1
            }
            return Int(digits)
        }
        return nil
    }

    private func contains(_ text: String) -> Bool {
        (0 ..< bytes.count).contains { word(text, at: $0) != nil }
    }
}
