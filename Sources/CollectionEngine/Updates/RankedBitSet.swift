/// A fixed set of positions, one bit each, that also answers "how many members lie below a
/// position" and "which is the k-th position after a start that is not a member", without a list
/// of its members.
///
/// Models nothing in UIKit: it is how a fast apply's mapping (`UpdateItemPlans.Flat`) keeps the
/// items an update removes and places — the bits the checks already wrote, plus a running count
/// every 64 bits — instead of sorted lists of every moved item (at a million moves, about 40 MB
/// built for the few lookups the visible cells make).
///
/// Complexity: building O(positions / 64); `contains` and `rank` O(1); `nonMember` O(log
/// positions); `offsets(in:)` O(range / 64 + members listed).
struct RankedBitSet: Sendable {
    private let words: [UInt64]
    /// ranks[w]: the members in words 0..<w; ranks[words.count] is the total.
    private let ranks: [Int]

    init(_ bits: BitSet) {
        words = bits.words
        var ranks: [Int] = []
        ranks.reserveCapacity(words.count + 1)
        var running = 0
        for word in words {
            ranks.append(running)
            running += word.nonzeroBitCount
        }
        ranks.append(running)
        self.ranks = ranks
    }

    /// How many members the set holds.
    var count: Int { ranks[words.count] }

    /// Every position outside the words' range is not a member.
    func contains(_ position: Int) -> Bool {
        guard position >= 0, position >> 6 < words.count else { return false }
        return words[position >> 6] & (1 << UInt64(position & 63)) != 0
    }

    /// The members below `position` (0 at or below 0, the total beyond the words).
    func rank(_ position: Int) -> Int {
        guard position > 0 else { return 0 }
        let word = position >> 6
        guard word < words.count else { return count }
        let below: UInt64 = (1 << UInt64(position & 63)) &- 1
        return ranks[word] + (words[word] & below).nonzeroBitCount
    }

    /// The `k`-th (0-based) position at or after `start` that is not a member, when it lies below
    /// `end`; nil otherwise.
    func nonMember(_ k: Int, from start: Int, below end: Int) -> Int? {
        // The answer is at least `start + k`.
        guard k >= 0, start >= 0, start <= end, k < end - start, !words.isEmpty else { return nil }
        // Non-members are numbered globally: the answer is number `target`.
        let target = start - rank(start) + k
        // The last word with at most `target` non-members before it holds it (the counts of
        // non-members before each word never decrease).
        var low = 0, high = words.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if mid << 6 - ranks[mid] <= target { low = mid } else { high = mid - 1 }
        }
        var free = ~words[low]
        for _ in 0..<(target - (low << 6 - ranks[low])) {
            guard free != 0 else { return nil }
            free &= free &- 1
        }
        guard free != 0 else { return nil }
        let position = low << 6 + free.trailingZeroBitCount
        return position < end ? position : nil
    }

    /// The members in `range`, as offsets from its start, ascending.
    func offsets(in range: Range<Int>) -> [Int] {
        let lower = max(0, range.lowerBound), upper = min(range.upperBound, words.count << 6)
        guard lower < upper else { return [] }
        var result: [Int] = []
        result.reserveCapacity(rank(upper) - rank(lower))
        for word in (lower >> 6)...((upper - 1) >> 6) {
            var bits = words[word]
            while bits != 0 {
                let position = word << 6 + bits.trailingZeroBitCount
                bits &= bits &- 1
                if position >= lower && position < upper { result.append(position - range.lowerBound) }
            }
        }
        return result
    }
}
