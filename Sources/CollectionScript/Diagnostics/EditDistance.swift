/// Edit distance and "did you mean" suggestions for misspelt command and property names.
public enum EditDistance {
    /// The optimal-string-alignment distance (Levenshtein plus adjacent transpositions) between
    /// `a` and `b`, counted in Unicode scalars (keywords are ASCII, so that is characters).
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a.unicodeScalars)
        let t = Array(b.unicodeScalars)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        let width = t.count + 1
        // Three rows of the DP table, flattened: i-2, i-1, i.
        var rows = [Int](repeating: 0, count: 3 * width)
        for j in 0..<width { rows[j] = j }
        for i in 1...s.count {
            let previousPrevious = ((i + 1) % 3) * width
            let previous = ((i + 2) % 3) * width
            let current = (i % 3) * width
            rows[current] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var best = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    best = min(best, rows[previousPrevious + j - 2] + 1)
                }
                rows[current + j] = best
            }
        }
        return rows[(s.count % 3) * width + t.count]
    }

    /// The candidate `word` most likely meant: a case-insensitive match first, else the nearest
    /// candidate within distance 2 (and closer than the word's own length, so `go` suggests nothing).
    /// Ties go to the longer common prefix (`of` → `off`, not `on`), then the earlier candidate.
    /// Nil when nothing is close or `word` is itself a candidate.
    public static func suggestion(for word: String, in candidates: [String]) -> String? {
        if candidates.contains(word) { return nil }
        let lowered = word.lowercased()
        if let match = candidates.first(where: { $0.lowercased() == lowered }) { return match }
        var best: (name: String, distance: Int, prefix: Int)?
        let length = word.unicodeScalars.count
        for candidate in candidates where abs(candidate.unicodeScalars.count - length) <= 2 {
            let d = distance(word, candidate)
            guard d <= 2, d < length else { continue }
            let prefix = commonPrefixLength(word, candidate)
            if let current = best, current.distance < d || (current.distance == d && current.prefix >= prefix) {
                continue
            }
            best = (candidate, d, prefix)
        }
        return best?.name
    }

    private static func commonPrefixLength(_ a: String, _ b: String) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }
}
