/// Told when a row of the tableau gains or loses a cell, so that the column index can follow.
protocol CellObserver {
    /// The row in `slot` gained a cell for `symbol`.
    mutating func didInsert(_ symbol: Symbol, into slot: Int32)

    /// The row in `slot` lost its cell for `symbol`.
    mutating func didRemove(_ symbol: Symbol, from slot: Int32)
}

/// The observer of rows outside the tableau (the objective, rows being built): ignores everything.
struct DetachedRow: CellObserver {
    /// Ignores the insertion.
    @inline(__always)
    mutating func didInsert(_ symbol: Symbol, into slot: Int32) {}

    /// Ignores the removal.
    @inline(__always)
    mutating func didRemove(_ symbol: Symbol, from slot: Int32) {}
}
