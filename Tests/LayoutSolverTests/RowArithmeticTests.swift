import Testing

@testable import LayoutSolver

/// Sparse row arithmetic against a dictionary reference, on both the in-place and the merging path.
struct RowArithmeticTests {
    /// A random row over serials below `range`, and the same row as a dictionary.
    private func randomRow(cells: Int, range: Int, using generator: inout SplitMix64) -> (Row, [Int: Double]) {
        var row = Row(constant: Double(Int.random(in: -9...9, using: &generator)))
        var reference: [Int: Double] = [:]
        for _ in 0..<cells {
            let serial = Int.random(in: 0..<range, using: &generator)
            let coefficient = Double(Int.random(in: -3...3, using: &generator))
            row.insert(Symbol(serial: serial, kind: .slack), coefficient)
            reference[serial, default: 0] += coefficient
        }
        return (row, reference.filter { $0.value != 0 })
    }

    @Test(arguments: [(3, 4), (30, 8), (400, 300)]) func addMatchesTheReference(sizes: (Int, Int)) {
        var generator = SplitMix64(seed: UInt64(sizes.0))
        for _ in 0..<50 {
            var (row, expected) = randomRow(cells: sizes.0, range: sizes.0 * 2, using: &generator)
            let (other, added) = randomRow(cells: sizes.1, range: sizes.0 * 2, using: &generator)
            let factor = Double(Int.random(in: -2...2, using: &generator))
            let constant = row.constant + other.constant * factor
            row.add(other, times: factor)
            for (serial, coefficient) in added {
                expected[serial, default: 0] += coefficient * factor
            }
            let actual = Dictionary(uniqueKeysWithValues: row.cells.map { ($0.symbol.serial, $0.coefficient) })
            #expect(actual == expected.filter { $0.value != 0 })
            #expect(row.cells.map(\.symbol) == row.cells.map(\.symbol).sorted())
            #expect(row.constant == constant)
        }
    }

    @Test func solveForAndSubstitute() {
        let x = Symbol(serial: 0, kind: .external)
        let s = Symbol(serial: 1, kind: .slack)
        let d = Symbol(serial: 2, kind: .dummy)
        var row = Row(constant: 6)  // 0 = 6 + 2x - s
        row.insert(x, 2)
        row.insert(s, -1)
        row.solve(for: x)  // x = -3 + s/2
        #expect(row.constant == -3)
        #expect(row.coefficient(for: s) == 0.5)
        #expect(row.index(of: x) == nil)
        var other = Row(constant: 1)  // 1 + 4x + d
        other.insert(x, 4)
        other.insert(d, 1)
        let substituted = other.substitute(x, by: row)
        #expect(substituted)
        #expect(other.constant == -11)
        #expect(other.coefficient(for: s) == 2)
        #expect(other.coefficient(for: d) == 1)
        let substitutedAgain = other.substitute(x, by: row)
        #expect(!substitutedAgain)
    }

    @Test func nearZeroResultsAreDropped() {
        let s = Symbol(serial: 5, kind: .slack)
        var row = Row(constant: 1e-9)
        row.insert(s, 1)
        row.insert(s, -1 + 1e-12)
        #expect(row.cells.isEmpty)
        var other = Row(constant: -1e-9)
        other.add(row, times: 1)
        #expect(other.constant == 0)
    }
}
