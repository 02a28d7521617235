import CollectionEngine
import CollectionScript

/// One UIKit message `colscript why` knows: how to recognise it in a pasted log and how to
/// rebuild the smallest scenario that raises (or logs) exactly that text.
///
/// The table is `CrashPattern.all`; each concept (counts, ranges, conflicts, scrolling, dequeue,
/// diffable, the flow layout log) adds its rows in its own file.
struct CrashPattern: Sendable {
    /// A stable name for tests and the report (`update.invalidItemCount.classic`, …).
    let id: String
    /// A regular expression found anywhere in the extracted message; its captures go to `build`.
    let regex: String
    /// The scenario for the captured values, or nil when the numbers cannot come from one update.
    let build: @Sendable (_ captures: [String], _ message: String) -> Reconstruction?

    /// A pattern for UIKit's `template`: its regular expression is derived from the wording
    /// (`TemplateRecogniser`), never typed a second time.
    init(id: String, template: MessageTemplate, capturingText: Bool = true,
         build: @escaping @Sendable (_ captures: [String], _ message: String) -> Reconstruction?) {
        self.init(id: id, regex: TemplateRecogniser.regex(template, capturingText: capturingText), build: build)
    }

    init(id: String, regex: String, build: @escaping @Sendable (_ captures: [String], _ message: String) -> Reconstruction?) {
        self.id = id
        self.regex = regex
        self.build = build
    }

    /// Every message `why` recognises, the most specific first.
    static let all: [CrashPattern] = countPatterns + rangePatterns + conflictPatterns + scrollPatterns
        + dequeuePatterns + diffablePatterns + flowLayoutPatterns + compositionalLogPatterns + layoutContractPatterns
        + cellContractPatterns + selfSizingPatterns
}

/// The scenario rebuilt from a message, and what to tell the developer about it.
public struct Reconstruction: Sendable, Hashable {
    /// The id of the pattern that matched.
    public var patternID: String
    /// A ready `.colscript` file (newline-terminated); its last command raises or logs the message.
    public var scenario: String
    /// The text the scenario must produce: the pasted message with the app's own names replaced
    /// when they are not colscript identifiers (addresses are compared as `0x0`).
    public var expected: String
    /// The mistake in the app's code that usually produces this message.
    public var mistake: String
    /// True when the message is a console log (the flow layout's), not an exception.
    public var isLog: Bool = false
    /// For a log: what UIKit did after logging it.
    public var afterLog = "UIKit logged this and carried on; the layout's result is undefined."
}

extension Int {
    /// A non-negative integer from a captured decimal string, bounded so a rebuilt scenario stays
    /// small (nil for anything larger: such a log is reported as not reproducible).
    init?(capture: String, limit: Int = 100_000) {
        guard let value = Int(capture), value >= 0, value <= limit else { return nil }
        self = value
    }
}

/// Small helpers the pattern files share.
enum ScenarioText {
    /// `S0 S1 …` section names.
    static func sectionNames(_ count: Int) -> [String] { (0..<count).map { "S\($0)" } }

    /// `sections …` plus `items … count n` for every non-empty section.
    static func setUp(_ counts: [Int]) -> [String] {
        guard !counts.isEmpty else { return [] }
        let names = sectionNames(counts.count)
        var lines = ["sections " + names.joined(separator: " ")]
        for (index, count) in counts.enumerated() where count > 0 {
            lines.append("items \(names[index]) count \(count)")
        }
        return lines
    }

    /// Up to how many items a rebuilt scenario names one by one (`[0,0] [0,1] …`); more are
    /// inserted by count, and a section losing more is replaced by a new one holding what is left.
    static let pathsSpelledOut = 2_000

    /// The data-source-only commands that take `from` to `to` without telling the view (at most
    /// `pathLimit` paths named one by one).
    static func dataOnlyChange(from: [Int], to: [Int], pathLimit: Int = pathsSpelledOut) -> [String]? {
        var lines: [String] = []
        var current = from
        while current.count > to.count {
            lines.append("data deleteSection \(current.count - 1)")
            current.removeLast()
        }
        while current.count < to.count {
            let index = current.count
            lines.append("data insertSection \(index) S\(index)")
            current.append(0)
        }
        var paths = 0
        for index in to.indices where current[index] != to[index] {
            if to[index] > current[index] {
                lines.append("data insert [\(index),\(current[index])] count \(to[index] - current[index])")
            } else if paths + current[index] - to[index] > pathLimit {
                // Only the counts matter to the count check: a new section of the same name.
                lines += ["data deleteSection \(index)", "data insertSection \(index) S\(index)"]
                if to[index] > 0 { lines.append("data insert [\(index),0] count \(to[index])") }
            } else {
                let removed = current[index] - to[index]
                paths += removed
                lines.append("data delete " + (0..<removed).map { "[\(index),\($0)]" }.joined(separator: " "))
            }
        }
        return lines
    }

    /// The data-only commands, introduced by a comment (nothing when there are none).
    static func behindTheViewsBack(_ change: [String]) -> [String] {
        change.isEmpty ? [] : ["# The app changes its data without telling the view …"] + change
    }

    /// The count mistake's shape: sections with `counts`, the data changed behind the view's back,
    /// then a batch that tells the view `told` (`batch { }` when it tells nothing).
    static func countMismatch(counts: [Int], change: [String], told: [String]) -> [String] {
        setUp(counts) + behindTheViewsBack(change)
            + ["# … then performBatchUpdates tells the view something else:",
               told.isEmpty ? "batch { }" : "batch { " + told.joined(separator: "; ") + " }"]
    }

    /// A name usable in a script, or nil (`ScriptName.identifier`).
    static func identifier(_ name: String) -> String? { ScriptName.identifier(name) }

    /// The script: a comment header, `ios` when an era is needed, the set-up and the failing step.
    static func script(title: String, version: String?, lines: [String]) -> String {
        var all = ["# colscript why: the smallest scenario that produces", "# \(title)"]
        if let version { all.append("ios \(version)") }
        all += lines
        return all.joined(separator: "\n") + "\n"
    }
}
