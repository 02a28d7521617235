/// Which elements of a sequence of distinct integers form one longest strictly increasing
/// subsequence: the elements a diff keeps in place, so that only the others move.
///
/// Patience sorting: O(n log n) time, O(n) space; O(n) when the sequence is already increasing
/// (checked first, without allocating). Each element records its pile (the length of the longest
/// run ending at it, minus one); the subsequence is rebuilt by one backward scan taking, for each
/// pile from the last down, the latest element below the one chosen after it. To keep the search
/// for an element's pile cache-friendly on large inputs, every 64th pile value is mirrored in a
/// small summary array: a search bisects the summary (which stays in cache), then one 64-pile
/// block. Deterministic. Indexes are 32-bit (a section holds fewer than 2^31 items) to halve
/// memory traffic.
enum LongestIncreasingSubsequence {
    private static let blockShift = 6
    private static let blockMask = (1 << blockShift) - 1

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
        let pileValues = UnsafeMutablePointer<Value>.allocate(capacity: n)
        let summary = UnsafeMutablePointer<Value>.allocate(capacity: n >> blockShift + 1)  // pileValues[k << blockShift]
        defer {
            pileOf.deallocate()
            pileValues.deallocate()
            summary.deallocate()
        }
        var piles = 0
        values.withUnsafeBufferPointer { v in
            for i in 0..<n {
                let value = v[i]
                if piles == 0 || pileValues[piles - 1] < value {
                    pileOf[i] = Int32(truncatingIfNeeded: piles)
                    pileValues[piles] = value
                    if piles & blockMask == 0 { summary[piles >> blockShift] = value }
                    piles += 1
                    continue
                }
                // Find the first pile whose top is >= value (the last pile's is). Usually it is
                // the last pile; otherwise bisect the summary for the block, then the block.
                var low = piles - 1
                var high = piles - 1
                if piles >= 2 && pileValues[piles - 2] >= value {
                    // First summary entry >= value: block b starts at a pile >= value, so the
                    // answer lies in ((b-1) * 64, b * 64].
                    var lowBlock = 0
                    var highBlock = (piles - 1) >> blockShift + 1
                    while lowBlock < highBlock {
                        let mid = (lowBlock + highBlock) / 2
                        if summary[mid] < value { lowBlock = mid + 1 } else { highBlock = mid }
                    }
                    low = lowBlock == 0 ? 0 : ((lowBlock - 1) << blockShift) + 1
                    high = min(lowBlock << blockShift, piles - 1)
                }
                while low < high {
                    let mid = (low + high) / 2
                    if pileValues[mid] < value { low = mid + 1 } else { high = mid }
                }
                pileOf[i] = Int32(truncatingIfNeeded: low)
                pileValues[low] = value
                if low & blockMask == 0 { summary[low >> blockShift] = value }
            }
        }
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
}
