/// Which elements of a sequence of distinct integers form one longest strictly increasing
/// subsequence: the elements a diff keeps in place, so that only the others move.
///
/// Patience sorting: O(n log n) time, O(n) space; O(n) when the sequence is already increasing
/// (checked first, without allocating). To keep the search for an element's pile cache-friendly
/// on large inputs, every 64th pile value is mirrored in a small summary array: a search bisects
/// the summary (which stays in cache), then one 64-pile block.
/// Among several longest subsequences it returns the one patience sorting finds, so results are
/// deterministic. Indexes are 32-bit (a section holds fewer than 2^31 items) to halve memory traffic.
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
        // previous[i]: the element before values[i] in the longest run ending at values[i].
        // pileTops[k]: index of the smallest tail of an increasing run of length k+1, and
        // pileValues[k] its value (kept alongside to avoid scattered reads). All indexes below
        // are < n by construction (i < n; piles <= i + 1).
        let previous = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        let pileTops = UnsafeMutablePointer<Int32>.allocate(capacity: n)
        let pileValues = UnsafeMutablePointer<Value>.allocate(capacity: n)
        let summary = UnsafeMutablePointer<Value>.allocate(capacity: n >> blockShift + 1)  // pileValues[k << blockShift]
        defer {
            previous.deallocate()
            pileTops.deallocate()
            pileValues.deallocate()
            summary.deallocate()
        }
        var piles = 0
        values.withUnsafeBufferPointer { v in
            for i in 0..<n {
                let value = v[i]
                if piles == 0 || pileValues[piles - 1] < value {
                    previous[i] = piles > 0 ? pileTops[piles - 1] : -1
                    pileTops[piles] = Int32(truncatingIfNeeded: i)
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
                pileTops[low] = Int32(truncatingIfNeeded: i)
                pileValues[low] = value
                if low & blockMask == 0 { summary[low >> blockShift] = value }
                previous[i] = low > 0 ? pileTops[low - 1] : -1
            }
        }
        var mask = [Bool](repeating: false, count: n)
        mask.withUnsafeMutableBufferPointer { mask in
            var index = piles > 0 ? Int(pileTops[piles - 1]) : -1
            while index >= 0 {
                mask[index] = true
                index = Int(previous[index])
            }
        }
        return mask
    }
}
