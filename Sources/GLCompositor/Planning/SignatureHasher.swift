import Foundation
import Graphics

/// A fast 64-bit hash for draw-operation signatures, computed for every operation of every
/// frame: xxHash64's accumulation round per value and its final avalanche. Deterministic (no
/// per-process seed); signatures are compared within one process and never stored.
///
/// Damage tracking trusts equal signatures to mean equal pixels, so the mixing must spread every
/// bit: each value is multiplied, rotated and multiplied again, and the result avalanched.
struct SignatureHasher {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63

    private var state: UInt64 = 0x27D4_EB2F_1656_67C5
    private var count: UInt64 = 0

    @inline(__always)
    mutating func combine(bits value: UInt64) {
        var k = value &* Self.prime2
        k = (k << 31) | (k >> 33)
        k = k &* Self.prime1
        state ^= k
        state = ((state << 27) | (state >> 37)) &* Self.prime1 &+ Self.prime4
        count &+= 1
    }

    @inline(__always) mutating func combine(_ value: Int) { combine(bits: UInt64(bitPattern: Int64(value))) }
    @inline(__always) mutating func combine(_ value: UInt64) { combine(bits: value) }
    @inline(__always) mutating func combine(_ value: CGFloat) { combine(bits: UInt64((value == 0 ? 0 : value).bitPattern)) }
    @inline(__always) mutating func combine(_ value: Float) { combine(bits: UInt64((value == 0 ? 0 : value).bitPattern)) }
    @inline(__always) mutating func combine(_ value: Bool) { combine(bits: value ? 1 : 2) }

    mutating func combine(_ rect: CGRect) {
        combine(rect.origin.x)
        combine(rect.origin.y)
        combine(rect.size.width)
        combine(rect.size.height)
    }

    mutating func combine(_ rect: PixelRect?) {
        guard let rect else { return combine(bits: 0x5EED) }
        combine(rect.x)
        combine(rect.y)
        combine(rect.width)
        combine(rect.height)
    }

    /// The hash, avalanched.
    func finalize() -> Int {
        var h = state &+ count
        h ^= h >> 33
        h = h &* Self.prime2
        h ^= h >> 29
        h = h &* Self.prime3
        h ^= h >> 32
        return Int(bitPattern: UInt(h))
    }
}
