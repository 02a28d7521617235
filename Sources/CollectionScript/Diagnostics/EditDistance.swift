/// Edit distance and "did you mean" suggestions for misspelt command and property names.
public enum EditDistance {
    /// The optimal-string-alignment distance (Levenshtein plus adjacent transpositions) between
    /// `a` and `b`, counted in characters.
    public static func distance(_ a: String, _ b: String) -> Int {
        let s = Array(a)
        let t = Array(b)
        if s.isEmpty { return t.count }
        if t.isEmpty { return s.count }
        var previousPrevious = [Int](repeating: 0, count: t.count + 1)
        var previous = Array(0...t.count)
        var current = [Int](repeating: 0, count: t.count + 1)
        for i in 1...s.count {
            current[0] = i
            for j in 1...t.count {
                let cost = s[i - 1] == t[j - 1] ? 0 : 1
                var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, s[i - 1] == t[j - 2], s[i - 2] == t[j - 1] {
                    best = min(best, previousPrevious[j - 2] + 1)
                }
                current[j] = best
            }
            previousPrevious = previous
            previous = current
        }
        return previous[t.count]
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
        for candidate in candidates {
            let d = distance(word, candidate)
            guard d <= 2, d < word.count else { continue }
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
