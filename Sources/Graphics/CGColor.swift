import Foundation

/// A colour in the device RGB space with straight (non-premultiplied) alpha, as CoreGraphics'
/// `CGColor` created by `CGColor(red:green:blue:alpha:)` is.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha; each in 0…1 (values outside are clamped when drawn).
    public let components: [CGFloat]?
    /// The same four values, unboxed: read on every frame by the compositor.
    @usableFromInline let rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        rgba = (red, green, blue, alpha)
    }

    /// A grey: `gray` for each of red, green and blue.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public var numberOfComponents: Int { 4 }
    /// sRGB: colours here are red, green, blue and alpha in sRGB.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    @inlinable public var alpha: CGFloat { rgba.alpha }
    @inlinable public var red: CGFloat { rgba.red }
    @inlinable public var green: CGFloat { rgba.green }
    @inlinable public var blue: CGFloat { rgba.blue }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// True when every component is a finite number.
    public var isFinite: Bool { components!.allSatisfy(\.isFinite) }

    /// Components clamped to 0…1, premultiplied by alpha, for blending.
    @inlinable public var premultipliedComponents: (red: Float, green: Float, blue: Float, alpha: Float) {
        func clamped(_ v: CGFloat) -> Float { Float(min(max(v.isNaN ? 0 : v, 0), 1)) }
        let a = clamped(rgba.alpha)
        return (clamped(rgba.red) * a, clamped(rgba.green) * a, clamped(rgba.blue) * a, a)
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }

    public var description: String {
        "CGColor(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))"
    }
}
