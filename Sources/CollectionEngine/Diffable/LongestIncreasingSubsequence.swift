/// Which elements of a sequence of distinct integers form one longest strictly increasing
/// subsequence: the elements a diff keeps in place, so that only the others move.
///
/// Patience sorting: O(n log n) time, O(n) space; O(n) when the sequence is already increasing
/// (checked first, without allocating). Each element records its pile (the length of the longest
/// run ending at it, minus one); the subsequence is rebuilt by one backward scan taking, for each
/// pile from the last down, the latest element below the one chosen after it. An element's pile is
/// found by a lower bound over the pile tops whose steps are masks, not branches: on shuffled
/// input each step's direction is a coin toss, and a mispredicted branch a step cost about half of
/// the diff's LIS time at a million items. Deterministic. Indexes are 32-bit (a section holds
/// fewer than 2^31 items) to halve memory traffic.
enum LongestIncreasingSubsequence {
    /// -1 when `top < value`, else 0: a mask, not a branch. Kept out of line so that the compiler
    /// cannot see the comparison and turn the caller's arithmetic back into a select (which the
    /// x86 back end makes a branch, mispredicted half the time in a search over shuffled input).
    @inline(never)
    private static func belowMask<Value: FixedWidthInteger>(_ top: Value, _ value: Value) -> Int {
        top < value ? -1 : 0
    }

    /// `mask[i]` is true when `values[i]` belongs to the chosen subsequence.
    static func mask<Value: FixedWidthInteger>(_ values: [Value]) -> [Bool] {
        let n = values.count
        guard n > 1 else { return [Bool](repeating: true, count: n) }
        let increasing = values.withUnsafeBufferPointer { v in
            for i in 1..<n where v[i - 1] >= v[i] { return false }
            return true
        }
        if increasing { return [Bool](repeating: true, count: n) }
        guard n < Int(Int32.max) else { return [Bool](repeating: false, count: n) }  // unreachable: sections hold fewer than 2^31 items
        // pileOf[i]: the pile values[i] was placed on. pileValues[k]: the smallest tail of an
        // increasing run of length k+1. All indexes below are < n by construction (i < n;
        // piles <= i + 1).
        let pileOf = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        defer { pileOf.deallocate() }
        let piles = Value.bitWidth <= 32 ? placeNarrow(values, pileOf: pileOf) : placeWide(values, pileOf: pileOf)
        var mask = [Bool](repeating: false, count: n)
        values.withUnsafeBufferPointer { v in
            mask.withUnsafeMutableBufferPointer { mask in
                // An element on pile k has, before it, an element on pile k-1 with a smaller value.
                var need = piles - 1
                var bound: Value? = nil
                var i = n - 1
                while need >= 0 && i >= 0 {
                    if Int(pileOf[i]) == need && bound.map({ v[i] < $0 }) ?? true {
                        mask[i] = true
                        bound = v[i]
                        need -= 1
                    }
                    i -= 1
                }
            }
        }
        return mask
    }

    /// Puts each value on its pile (written to `pileOf`), for values of at most 32 bits: the pile
    /// tops are kept widened to `Int`, so a step's mask is the sign of a 64-bit difference that
    /// cannot overflow — arithmetic the compiler cannot turn back into a compare and branch (it
    /// knows nothing of the range of a top read from memory), and no call a step. Returns the
    /// number of piles. Chooses exactly what `placeWide` chooses.
    private static func placeNarrow<Value: FixedWidthInteger>(_ values: [Value], pileOf: UnsafeMutablePointer<Int32>) -> Int {
        let n = values.count
        // Only the first `piles` tops are ever touched (about 2√n on shuffled input).
        let pileValues = UnsafeMutablePointer<Int>.allocate(capacity: n)
        defer { pileValues.deallocate() }
        var piles = 0
        values.withUnsafeBufferPointer { v in
            for i in 0..<n {
                let value = Int(truncatingIfNeeded: v[i])
                if piles == 0 || pileValues[piles - 1] < value {
                    pileOf[i] = Int32(truncatingIfNeeded: piles)
                    pileValues[piles] = value
                    piles += 1
                    continue
                }
                // The first pile whose top is >= value (the last pile's is). Invariant: the answer
                // is in low..<low+length. Both sides lie in -2^31..<2^32: the difference's sign
                // is -1 exactly when top < value.
                var low = 0
                var length = piles
                while length > 1 {
                    let half = length >> 1
                    low &+= half & ((pileValues[low &+ half &- 1] &- value) >> 63)
                    length &-= half
                }
                pileOf[i] = Int32(truncatingIfNeeded: low)
                pileValues[low] = value
            }
        }
        return piles
    }

    /// The same for wider values (a difference could overflow): the mask comes from `belowMask`.
    private static func placeWide<Value: FixedWidthInteger>(_ values: [Value], pileOf: UnsafeMutablePointer<Int32>) -> Int {
        let n = values.count
        let pileValues = UnsafeMutablePointer<Value>.allocate(capacity: n)
        defer { pileValues.deallocate() }
        var piles = 0
        values.withUnsafeBufferPointer { v in
            for i in 0..<n {
                let value = v[i]
                if piles == 0 || pileValues[piles - 1] < value {
                    pileOf[i] = Int32(truncatingIfNeeded: piles)
                    pileValues[piles] = value
                    piles += 1
                    continue
                }
                var low = 0
                var length = piles
                while length > 1 {
                    let half = length >> 1
                    low &+= half & belowMask(pileValues[low &+ half &- 1], value)
                    length &-= half
                }
                pileOf[i] = Int32(truncatingIfNeeded: low)
                pileValues[low] = value
            }
        }
        return piles
    }
}
