/// Layers are equal only to themselves, as NSObjects are in Core Animation.
extension CALayer: Hashable {
    nonisolated public static func == (lhs: CALayer, rhs: CALayer) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Layers print as Core Animation's do (`<CALayer: 0x…>`).
extension CALayer: CustomStringConvertible, CustomDebugStringConvertible {}
