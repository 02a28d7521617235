/// Which elements of a sequence of distinct integers form one longest strictly increasing
/// subsequence: the elements a diff keeps in place, so that only the others move.
///
/// Patience sorting: O(n log n) time, O(n) space; O(n) when the sequence is already increasing
/// (each element extends the last pile). Among several longest subsequences it returns the one
/// patience sorting finds (ending at the earliest possible element of each pile), so results are
/// deterministic.
enum LongestIncreasingSubsequence {
    /// `mask[i]` is true when `values[i]` belongs to the chosen subsequence.
    static func mask(_ values: [Int]) -> [Bool] {
        let n = values.count
        var mask = [Bool](repeating: false, count: n)
        guard n > 0 else { return mask }
        // pileTops[k] = index (into values) of the smallest tail of an increasing run of length k+1.
        var pileTops: [Int] = []
        pileTops.reserveCapacity(min(n, 1024))
        var previous = [Int](repeating: -1, count: n)
        values.withUnsafeBufferPointer { v in
            for i in 0..<n {
                let value = v[i]
                if let last = pileTops.last, v[last] >= value {
                    // Binary search the first pile whose top is >= value.
                    var low = 0
                    var high = pileTops.count - 1
                    while low < high {
                        let mid = (low + high) / 2
                        if v[pileTops[mid]] < value { low = mid + 1 } else { high = mid }
                    }
                    pileTops[low] = i
                    previous[i] = low > 0 ? pileTops[low - 1] : -1
                } else {
                    previous[i] = pileTops.last ?? -1
                    pileTops.append(i)
                }
            }
        }
        var index = pileTops.last ?? -1
        while index >= 0 {
            mask[index] = true
            index = previous[index]
        }
        return mask
    }
}
