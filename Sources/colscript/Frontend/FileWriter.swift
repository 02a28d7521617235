import Foundation

/// Writes the files `fmt --in-place`, `run --svg` and `run --html` produce.
enum FileWriter {
    /// Writes `text` to `path` atomically (a temporary file renamed over it); false on failure.
    static func write(_ text: String, to path: String) -> Bool {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            return true
        } catch {
            return false
        }
    }

    /// Creates `path` and its parents when missing; false when it cannot be a directory.
    static func makeDirectory(_ path: String) -> Bool {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
            return true
        } catch {
            return false
        }
    }
}
