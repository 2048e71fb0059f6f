import Testing

@testable import LayoutSolver

/// The strength scale, as Cassowary and kiwi define it.
struct StrengthTests {
    @Test func namedStrengths() {
        #expect(Strength.required == 1_001_001_000)
        #expect(Strength.strong == 1_000_000)
        #expect(Strength.medium == 1_000)
        #expect(Strength.weak == 1)
        #expect(Strength.make(1000, 1000, 1000) == Strength.required)
        #expect(Strength.make(1, 0, 0) == Strength.strong)
    }

    @Test func makeWeighsAndClampsEachLevel() {
        #expect(Strength.make(1, 2, 3, weight: 2) == 2_004_006)
        #expect(Strength.make(5000, -1, 0) == 1_000_000_000)
        #expect(Strength.clipped(-5) == 0)
        #expect(Strength.clipped(1e12) == Strength.required)
        #expect(Strength.clipped(42) == 42)
    }
}
