import Testing
@testable import CollectionEngine

/// The reservations that write their fresh pages ahead (`Array+TouchedCapacity.swift`): the
/// array keeps its elements and count, gains the room asked for, and the zeros are zeros, on one
/// thread or two (a megabyte or more).
@Suite struct ArrayTouchedCapacityTests {
    @Test(arguments: [0, 1, 4095, 4096, 5000, 1 << 17, (1 << 20) + 3])
    func reservingKeepsTheElementsAndGainsTheRoom(expected: Int) {
        var bytes: [UInt8] = Array(0 ..< 200).map { UInt8($0) }
        let before = bytes
        bytes.reserveCapacity(bytes.count + expected + 10, touchingNext: expected)
        #expect(bytes == before)
        #expect(bytes.capacity >= before.count + expected + 10)
        bytes.append(contentsOf: repeatElement(7, count: expected))
        #expect(bytes.count == before.count + expected)
        #expect(bytes.prefix(200).elementsEqual(before))
        #expect(bytes.dropFirst(200).allSatisfy { $0 == 7 })

        var words: [Int] = [3, 1, 4]
        words.reserveCapacity(expected + 3, touchingNext: expected)
        #expect(words == [3, 1, 4])
        #expect(words.capacity >= expected + 3)
    }

    @Test func roomAlreadyThereIsLeftAsItIs() {
        var words: [UInt64] = []
        words.reserveCapacity(1 << 18)
        let capacity = words.capacity
        words.append(9)
        words.reserveCapacity(1 << 17, touchingNext: 1 << 17)
        #expect(words.capacity == capacity)
        #expect(words == [9])
    }

    @Test(arguments: [0, 1, 7, 4096, (1 << 17) + 1, 1 << 18])
    func zerosAreZeros(count: Int) {
        let zeros = [UInt64](zeros: count)
        #expect(zeros.count == count)
        #expect(zeros.allSatisfy { $0 == 0 })
    }
}
