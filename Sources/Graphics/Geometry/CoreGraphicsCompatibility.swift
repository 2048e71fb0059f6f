import Foundation

// CoreGraphics and Darwin names iOS code uses that Foundation on Linux does not declare.

extension CGRect {
    /// Whether the two rects are equal (CoreGraphics' `CGRectEqualToRect`).
    public func equalTo(_ rect2: CGRect) -> Bool { self == rect2 }
}

extension CGPoint {
    /// Whether the two points are equal (`CGPointEqualToPoint`).
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
}

extension CGSize {
    /// Whether the two sizes are equal (`CGSizeEqualToSize`).
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
}

/// The largest finite `Float`, as Darwin's `math.h` defines it.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
/// Darwin's `HUGE`: the same value as `MAXFLOAT`.
public let HUGE: Float = .greatestFiniteMagnitude
/// Nanoseconds in a second, as Dispatch on Darwin exports it.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds in a millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds in a microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds in a second.
public let USEC_PER_SEC: UInt64 = 1_000_000

/// CoreFoundation's boolean objects, which bridge to `NSNumber` (iOS code puts them in
/// dictionaries: `[kSecReturnData: kCFBooleanTrue]`). Foundation on Linux does not export them.
public typealias CFBoolean = NSNumber
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)
