/// A layer's identity in render trees: stable for the layer's life, never reused in a process.
public struct LayerID: Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: UInt64

    @MainActor private static var next: UInt64 = 0

    @MainActor static func make() -> LayerID {
        next += 1
        return LayerID(rawValue: next)
    }

    public static func < (lhs: LayerID, rhs: LayerID) -> Bool { lhs.rawValue < rhs.rawValue }
    public var description: String { "#\(rawValue)" }
}
