#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CollectionScript

/// The terminal's size and abilities, for `show layout` pictures that fit the terminal.
///
/// Size: `ioctl(TIOCGWINSZ)` on standard output, else `COLUMNS` / `LINES`, else 80 × 24.
/// Box-drawing characters when the locale is UTF-8 (`LC_ALL`, `LC_CTYPE`, `LANG`); colour when
/// the REPL colours at all (`ConsoleStyle.wantsColor`: a terminal, no `NO_COLOR`, not `dumb`).
/// Piped output never comes here: it keeps the goldens' 80-column ASCII.
enum TerminalSize {
    static func current(environment: (String) -> String?) -> (columns: Int, lines: Int) {
        var size = winsize()
        if ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 {
            return (Int(size.ws_col), Int(size.ws_row))
        }
        let columns = environment("COLUMNS").flatMap { Int($0) } ?? 80
        let lines = environment("LINES").flatMap { Int($0) } ?? 24
        return (max(20, columns), max(10, lines))
    }

    static func isUTF8(environment: (String) -> String?) -> Bool {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = environment(name), !value.isEmpty {
                let lower = value.lowercased()
                return lower.contains("utf-8") || lower.contains("utf8")
            }
        }
        return false
    }

    /// The picture options for the terminal on standard output now.
    static func pictureOptions(color: Bool, width: Int?, environment: (String) -> String?) -> ViewportPicture.PictureOptions {
        let size = current(environment: environment)
        return .terminal(columns: width ?? size.columns, lines: size.lines,
                         boxDrawing: isUTF8(environment: environment), colour: color)
    }
}
