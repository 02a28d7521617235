import CollectionScript
import Foundation

/// Runs `*.colscript` scenarios against their `.out` goldens, like LLVM's lit: used by
/// `colscript test` and by the ScenarioTests suite, so both judge a scenario the same way.
///
/// A scenario passes when `Session().runScript` prints exactly (byte for byte) its golden — the
/// file beside it with the extension `.out` — and exits with the status its leading comment lines
/// declare (`# exit: 1`; 0 when none does): `ScenarioJudge` judges, this reads and writes the
/// files. Choices:
/// - A script's name in diagnostics is its path relative to `root` as found (`Scripts/x.colscript`),
///   so goldens do not depend on where the checkout lives; a leading `./` is dropped.
/// - With `update`, every scenario's golden is (re)written and the result is `recorded`; a
///   scenario whose exit status differs from the declared one still fails.
/// - Files run in parallel (`DispatchQueue.concurrentPerform`); results come back sorted by path.
public struct ScenarioRunner: Sendable {
    /// The directory relative paths are resolved against (nil: the current directory).
    public var root: String?
    /// Re-record every golden instead of comparing.
    public var update: Bool

    public init(root: String? = nil, update: Bool = false) {
        self.root = root
        self.update = update
    }

    /// Every `*.colscript` file named by `paths` (a file itself, or any under a directory),
    /// relative to `root`, sorted and without duplicates. Paths that do not exist are returned
    /// in `missing`.
    public func scenarioFiles(in paths: [String]) -> (files: [String], missing: [String]) {
        let fileManager = FileManager.default
        var found = Set<String>()
        var missing: [String] = []
        for given in paths {
            let path = Self.tidy(given)
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: resolve(path), isDirectory: &isDirectory) else {
                missing.append(given)
                continue
            }
            if !isDirectory.boolValue {
                found.insert(path)
                continue
            }
            guard let enumerator = fileManager.enumerator(atPath: resolve(path)) else { continue }
            while let relative = enumerator.nextObject() as? String {
                if relative.hasSuffix(".colscript") {
                    found.insert(path == "." ? relative : Self.tidy(path + "/" + relative))
                }
            }
        }
        return (found.sorted(), missing)
    }

    /// Runs every scenario under `paths` (see `scenarioFiles`), in parallel; sorted by path.
    public func runAll(_ paths: [String]) -> [ScenarioResult] {
        let files = scenarioFiles(in: paths).files
        let box = ResultBox(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result = run(files[index])
            box.set(index, result)
        }
        return box.results
    }

    /// Runs one scenario (a path relative to `root`) and compares or records its golden
    /// (`ScenarioJudge` judges; this reads the script and the golden and writes the golden).
    public func run(_ path: String) -> ScenarioResult {
        let path = Self.tidy(path)
        let goldenPath = Self.goldenPath(for: path)
        guard let data = FileManager.default.contents(atPath: resolve(path)),
              let text = String(data: data, encoding: .utf8) else {
            return ScenarioResult(path: path, outcome: .unreadable, output: "", status: 0, expectedStatus: 0,
                                  diff: "", message: "cannot read \(path)")
        }
        let golden: ScenarioJudge.Golden
        if update {
            golden = .recording
        } else if let goldenData = FileManager.default.contents(atPath: resolve(goldenPath)) {
            golden = .text(String(decoding: goldenData, as: UTF8.self), path: goldenPath)
        } else {
            golden = .missing(path: goldenPath)
        }
        var result = ScenarioJudge.judge(path: path, text: text, golden: golden)
        if update {
            do {
                try Data(result.output.utf8).write(to: URL(fileURLWithPath: resolve(goldenPath)))
            } catch {
                result.outcome = .failed
                result.message = "cannot write \(goldenPath): \(error.localizedDescription)"
            }
        }
        return result
    }

    /// The golden beside a scenario: `x.colscript` → `x.out`.
    public static func goldenPath(for path: String) -> String {
        let base = path.hasSuffix(".colscript") ? String(path.dropLast(".colscript".count)) : path
        return base + ".out"
    }

    private func resolve(_ path: String) -> String {
        guard let root, !path.hasPrefix("/") else { return path }
        return root.hasSuffix("/") ? root + path : root + "/" + path
    }

    /// Drops `./` prefixes, doubled slashes and a trailing slash.
    static func tidy(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        parts.removeAll { $0 == "." }
        let joined = parts.joined(separator: "/")
        if path.hasPrefix("/") { return "/" + joined }
        return joined.isEmpty ? "." : joined
    }
}

/// Results written by concurrent workers, each to its own slot.
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [ScenarioResult?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ result: ScenarioResult) {
        lock.lock()
        defer { lock.unlock() }
        if slots.indices.contains(index) { slots[index] = result }
    }

    var results: [ScenarioResult] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
