/// Whether two values agree within `tolerance` (for values that pass through inexact decimal fractions).
func approximately(_ value: Double, _ expected: Double, tolerance: Double = 1e-9) -> Bool {
    abs(value - expected) <= tolerance
}
