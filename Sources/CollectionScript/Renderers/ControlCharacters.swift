/// Control characters from the input never reach a terminal raw: running a crafted script must not
/// send escape sequences. C0 controls and DEL print in caret notation (`^[` for ESC, `^G` for BEL,
/// `^@` for NUL, `^?` for DEL), C1 controls as `\u{9B}`; tabs and newlines stay.
extension StringProtocol {
    package var escapingControlCharacters: String {
        guard unicodeScalars.contains(where: { $0.isEscapedControl }) else { return String(self) }
        var out = ""
        for scalar in unicodeScalars {
            out += scalar.isEscapedControl ? scalar.escapedControl : String(scalar)
        }
        return out
    }
}

extension Unicode.Scalar {
    var isEscapedControl: Bool {
        (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    /// How an escaped control prints (at least two characters wide).
    var escapedControl: String {
        switch value {
        case 0x7F: return "^?"
        case ..<0x20: return "^" + String(Character(Unicode.Scalar(UInt8(value) + 0x40)))
        default: return "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        }
    }
}

extension String {
    /// A coloured picture's markers (`ViewportPicture.colourMarker`) as the ESC they stand for —
    /// after `escapingControlCharacters`, so that only the picture's own SGR codes reach a terminal.
    var withColourMarkers: String {
        contains(ViewportPicture.colourMarker) ? String(map { $0 == ViewportPicture.colourMarker ? "\u{1B}" : $0 }) : self
    }
}
