/// A line diff of two texts (Myers' O(ND) algorithm) printed as a unified diff with `@@` hunks.
///
/// Models `diff -u`: `---`/`+++` headers, hunks `@@ -start,count +start,count @@` with `context`
/// unchanged lines around each change (hunks closer than twice that merge), ` `, `-` and `+` line
/// prefixes, and `\ No newline at end of file` after a last line that has no newline.
///
/// Choice: the common prefix and suffix are trimmed before the search, and when the remaining
/// texts differ in more than `maximumEdits` lines the middle is shown as all deleted then all
/// inserted (still a correct diff, only not the shortest), so memory stays bounded.
public enum LineDiff {
    /// Beyond this many differing lines the shortest-edit search gives up (see above).
    public static let maximumEdits = 4000

    /// One line of a text: its characters, and whether a newline ends it.
    struct Line: Equatable {
        var text: Substring
        var terminated: Bool
    }

    /// One step of the edit script, in order.
    enum Edit: Equatable {
        case keep(Int, Int)
        case delete(Int)
        case insert(Int)
    }

    /// The unified diff turning `expected` into `actual`, or "" when they are equal.
    public static func unified(expected: String, actual: String, expectedName: String = "expected",
                               actualName: String = "actual", context: Int = 3) -> String {
        guard expected != actual else { return "" }
        let a = lines(of: expected)
        let b = lines(of: actual)
        let edits = editScript(a, b)
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks(edits, context: max(0, context)) {
            var aStart = 0, bStart = 0
            // Lines of a and b before the hunk.
            for edit in edits[..<hunk.lowerBound] {
                switch edit {
                case .keep: aStart += 1; bStart += 1
                case .delete: aStart += 1
                case .insert: bStart += 1
                }
            }
            var aCount = 0, bCount = 0
            var body = ""
            for edit in edits[hunk] {
                switch edit {
                case .keep(let i, _): aCount += 1; bCount += 1; body += render(" ", a[i])
                case .delete(let i): aCount += 1; body += render("-", a[i])
                case .insert(let j): bCount += 1; body += render("+", b[j])
                }
            }
            out += "@@ -\(range(aStart, aCount)) +\(range(bStart, bCount)) @@\n" + body
        }
        return out
    }

    /// `start,count` as diff prints it: 1-based; an empty range names the line before it.
    private static func range(_ before: Int, _ count: Int) -> String {
        let start = count == 0 ? before : before + 1
        return count == 1 ? "\(start)" : "\(start),\(count)"
    }

    private static func render(_ prefix: String, _ line: Line) -> String {
        prefix + line.text + (line.terminated ? "\n" : "\n\\ No newline at end of file\n")
    }

    static func lines(of text: String) -> [Line] {
        var pieces = text.split(separator: "\n", omittingEmptySubsequences: false)
        let terminated = pieces.last == ""
        if terminated { pieces.removeLast() }
        return pieces.enumerated().map { index, piece in
            Line(text: piece, terminated: index < pieces.count - 1 || terminated)
        }
    }

    /// The ranges of `edits` to print: each change with `context` kept lines around it, merged
    /// when they touch or overlap.
    static func hunks(_ edits: [Edit], context: Int) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for (index, edit) in edits.enumerated() {
            if case .keep = edit { continue }
            let lower = max(0, index - context)
            let upper = min(edits.count, index + context + 1)
            if let last = result.last, lower <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, upper)
            } else {
                result.append(lower..<upper)
            }
        }
        return result
    }

    /// The shortest edit script from `a` to `b` (deletions before insertions at each change).
    static func editScript(_ a: [Line], _ b: [Line]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix,
              a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let middleA = Array(a[prefix..<(a.count - suffix)])
        let middleB = Array(b[prefix..<(b.count - suffix)])
        var edits = (0..<prefix).map { Edit.keep($0, $0) }
        let middle = myers(middleA, middleB) ?? (middleA.indices.map { Edit.delete($0) } + middleB.indices.map { Edit.insert($0) })
        for edit in middle {
            switch edit {
            case .keep(let i, let j): edits.append(.keep(i + prefix, j + prefix))
            case .delete(let i): edits.append(.delete(i + prefix))
            case .insert(let j): edits.append(.insert(j + prefix))
            }
        }
        for offset in 0..<suffix {
            edits.append(.keep(a.count - suffix + offset, b.count - suffix + offset))
        }
        return edits
    }

    /// Myers' greedy forward search, keeping each round's furthest-reaching x per diagonal so the
    /// path can be walked back; nil beyond `maximumEdits`.
    private static func myers(_ a: [Line], _ b: [Line]) -> [Edit]? {
        let n = a.count, m = b.count
        if n == 0 || m == 0 {
            return a.indices.map { Edit.delete($0) } + b.indices.map { Edit.insert($0) }
        }
        let limit = min(n + m, maximumEdits)
        let offset = limit + 1
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // trace[d] holds v[-d...d] after round d.
        var trace: [[Int]] = []
        var finalRound: Int?
        search: for d in 0...limit {
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) {
                    x = v[offset + k + 1]  // down: an insertion
                } else {
                    x = v[offset + k - 1] + 1  // right: a deletion
                }
                var y = x - k
                while x < n, y < m, a[x] == b[y] { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m {
                    trace.append(Array(v[(offset - d)...(offset + d)]))
                    finalRound = d
                    break search
                }
            }
            trace.append(Array(v[(offset - d)...(offset + d)]))
        }
        guard let rounds = finalRound else { return nil }
        var edits: [Edit] = []
        var x = n, y = m
        var d = rounds
        while d > 0 {
            let previous = trace[d - 1]  // v[-(d-1)...(d-1)], index k + d - 1
            func at(_ k: Int) -> Int { previous[k + d - 1] }
            let k = x - y
            let previousK = (k == -d || (k != d && at(k - 1) < at(k + 1))) ? k + 1 : k - 1
            let previousX = at(previousK)
            let previousY = previousX - previousK
            while x > previousX, y > previousY {
                x -= 1; y -= 1
                edits.append(.keep(x, y))
            }
            if x == previousX {
                y -= 1
                edits.append(.insert(y))
            } else {
                x -= 1
                edits.append(.delete(x))
            }
            d -= 1
        }
        while x > 0, y > 0 {
            x -= 1; y -= 1
            edits.append(.keep(x, y))
        }
        return edits.reversed()
    }
}
