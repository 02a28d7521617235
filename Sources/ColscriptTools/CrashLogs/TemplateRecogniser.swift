import CollectionEngine
import CollectionScript

/// `why`'s recogniser of a UIKit message, derived from the message's template
/// (`UIKitError.template`, `CountMismatchReport`): no second copy of the wording. Each literal
/// piece is matched word by word with any run of whitespace between the words — so the same text
/// with its newlines and tabs flattened to spaces (Crashlytics, Firebase, Sentry) or its double
/// spaces collapsed (web pages) is still recognised — and each hole by its kind.
enum TemplateRecogniser {
    /// A regular expression for `template`, found anywhere in a log. Its captures, in order, are
    /// the holes': an index path gives two (section, item), every other hole one. With
    /// `capturingText` false, `.text` holes do not capture (patterns that only read numbers).
    static func regex(_ template: MessageTemplate, capturingText: Bool = true) -> String {
        regex(template.pieces, atEnd: true, capturingText: capturingText)
    }

    private static func regex(_ pieces: [MessageTemplate.Piece], atEnd: Bool, capturingText: Bool) -> String {
        var out = ""
        var index = 0
        while index < pieces.count {
            let last = atEnd && index == pieces.count - 1
            switch pieces[index] {
            case .literal(let text):
                let onlyOptionalAfter = pieces[(index + 1)...].allSatisfy { if case .optional = $0 { true } else { false } }
                if atEnd, onlyOptionalAfter, text.hasSuffix("."), text.count > 1 || index > 0 {
                    // The message's final period may be missing: a quote in an issue or a
                    // reporter's title often drops it (JZDatepicker#3, TZImagePickerController#1729).
                    out += literal(String(text.dropLast())) + #"\.?"#
                } else {
                    out += literal(text)
                }
            case .hole(let hole, _):
                if index > 0, index + 1 < pieces.count, case .literal(let next) = pieces[index + 1], hole.isFree {
                    // A free hole ends where the words after it first stand, once and for all
                    // (an atomic group): backtracking into it to try each later place made a
                    // paste holding those words many times quadratic (issue 36: 87 KB of
                    // repeated skipped-update logs, 3.6 s in one try).
                    out += "(?>" + pattern(for: hole, last: false, capturingText: capturingText) + literal(next) + ")"
                    index += 2
                    continue
                }
                out += pattern(for: hole, last: last, capturingText: capturingText)
            case .optional(let inner): out += "(?:" + regex(inner, atEnd: last, capturingText: capturingText) + ")?"
            }
            index += 1
        }
        return out
    }

    /// How many captures `template`'s recogniser has (text holes capturing).
    static func captureCount(_ template: MessageTemplate) -> Int {
        func count(_ pieces: [MessageTemplate.Piece]) -> Int {
            pieces.reduce(0) { total, piece in
                switch piece {
                case .literal: total
                case .hole(.indexPath, _): total + 2
                case .hole: total + 1
                case .optional(let inner): total + count(inner)
                }
            }
        }
        return count(template.pieces)
    }

    /// The words of `text`, escaped, with `\s+` wherever the text has whitespace (at its ends too).
    static func literal(_ text: String) -> String {
        var out = ""
        var inSpace = false
        for character in text {
            if character.isWhitespace {
                if !inSpace { out += #"\s+"# }
                inSpace = true
                continue
            }
            inSpace = false
            out += escaped(character)
        }
        return out
    }

    private static func escaped(_ character: Character) -> String {
        #"\^$.|?*+()[]{}"#.contains(character) ? "\\" + String(character) : String(character)
    }

    /// What can stand in a hole. A text hole at the very end runs to the end of its line.
    private static func pattern(for hole: MessageTemplate.Hole, last: Bool, capturingText: Bool) -> String {
        switch hole {
        case .integer:
            return #"(-?\d+)"#
        case .indexPath:
            return #"<NSIndexPath:\s*0x[0-9a-fA-F]+>\s*\{length\s*=\s*2,\s*path\s*=\s*(\d+)\s*-\s*(\d+)\}"#
        case .noun(let singular):
            return "(" + literal(singular) + "s?)"
        case .integers:
            return #"((?:-?\d+(?:\s*,\s*-?\d+)*)?)"#
        case .entries:
            return last ? #"([\s\S]*)"# : #"([\s\S]*?)"#
        case .identifier:
            return capturingText ? #"(\S+)"# : #"(?:\S+)"#
        case .text:
            let body = last ? ".*" : ".*?"
            return capturingText ? "(" + body + ")" : "(?:" + body + ")"
        }
    }
}

private extension MessageTemplate.Hole {
    /// A hole that may hold any text up to the words after it (`text`, `entries`).
    var isFree: Bool {
        switch self {
        case .text, .entries: true
        case .integer, .indexPath, .noun, .integers, .identifier: false
        }
    }
}
