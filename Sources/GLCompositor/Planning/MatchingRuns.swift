import Foundation

/// The runs of equal operations at the bottom and at the top of two frames' main passes, found
/// by comparing operations one by one except where both frames hold a cached run with the same
/// serial (``PlanSegment``) at the same place: such a run is equal whole and is skipped, so a
/// frame whose changes lie in a few subtrees compares those subtrees' operations and counts
/// the others' runs, instead of comparing every operation.
struct MatchingRuns {
    let old: [DrawOp], oldSegments: [PlanSegment]
    let new: [DrawOp], newSegments: [PlanSegment]
    /// Whether an old operation draws the same pixels as a new one.
    let same: (DrawOp, DrawOp) -> Bool

    /// How many operations at the bottom of both lists are equal, pair by pair.
    func bottom() -> Int {
        var index = 0, a = 0, b = 0
        while index < old.count, index < new.count {
            while a < oldSegments.count, oldSegments[a].range.lowerBound < index { a += 1 }
            while b < newSegments.count, newSegments[b].range.lowerBound < index { b += 1 }
            if a < oldSegments.count, b < newSegments.count, oldSegments[a].serial == newSegments[b].serial,
                oldSegments[a].range.lowerBound == index, newSegments[b].range.lowerBound == index,
                !oldSegments[a].range.isEmpty
            {
                index = oldSegments[a].range.upperBound
                continue
            }
            guard same(old[index], new[index]) else { break }
            index += 1
        }
        return index
    }

    /// How many operations at the top of both lists are equal, pair by pair, above `floor`
    /// operations at the bottom of each.
    func top(above floor: Int) -> Int {
        var matched = 0, a = oldSegments.count - 1, b = newSegments.count - 1
        while old.count - matched > floor, new.count - matched > floor {
            let oldEnd = old.count - matched, newEnd = new.count - matched
            while a >= 0, oldSegments[a].range.upperBound > oldEnd { a -= 1 }
            while b >= 0, newSegments[b].range.upperBound > newEnd { b -= 1 }
            if a >= 0, b >= 0, oldSegments[a].serial == newSegments[b].serial,
                oldSegments[a].range.upperBound == oldEnd, newSegments[b].range.upperBound == newEnd,
                oldSegments[a].range.lowerBound >= floor, newSegments[b].range.lowerBound >= floor,
                !oldSegments[a].range.isEmpty
            {
                matched += oldSegments[a].range.count
                continue
            }
            guard same(old[oldEnd - 1], new[newEnd - 1]) else { break }
            matched += 1
        }
        return matched
    }
}
