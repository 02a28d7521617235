/// Whether a name taken from outside (a crash log, pasted Swift) can stand in a script as written.
package enum ScriptName {
    /// A name usable in a script, or nil (`Item(id: 3)`, a UUID starting with a digit …).
    package static func identifier(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, name.count <= 200,
              first == "_" || ("a"..."z").contains(first) || ("A"..."Z").contains(first) else { return nil }
        let ok = name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "." || $0 == "-"
        }
        guard ok, !reserved.contains(name) else { return nil }
        return name
    }

    /// The language's words that read as something else where a name is expected.
    private static let reserved: Set<String> = ["count", "before", "after", "to", "on", "off", "all", "empty", "in"]
}
