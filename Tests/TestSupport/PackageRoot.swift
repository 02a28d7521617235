import Foundation

/// The package's root folder (the one holding `Package.swift`), found from this file's own path, so a
/// test finds `Scripts/`, `Grammar/`, `docs/` and `Sources/` however deep in `Tests/` it sits.
public enum PackageRoot {
    /// `Tests/TestSupport/PackageRoot.swift` → the folder two levels above `TestSupport`.
    public static let url: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The root path, as a string.
    public static var path: String { url.path }

    /// A path inside the package, e.g. `PackageRoot.appending("Grammar/colscript.ebnf")`.
    public static func appending(_ relativePath: String) -> URL { url.appendingPathComponent(relativePath) }
}
