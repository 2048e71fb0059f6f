import Foundation

/// A colour in the device RGB space with straight (non-premultiplied) alpha, as CoreGraphics'
/// `CGColor` created by `CGColor(red:green:blue:alpha:)` is.
public final class CGColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, green, blue, alpha; each in 0…1 (values outside are clamped when drawn).
    public let components: [CGFloat]?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A grey: `gray` for each of red, green and blue.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    public var numberOfComponents: Int { 4 }
    public var alpha: CGFloat { components![3] }
    public var red: CGFloat { components![0] }
    public var green: CGFloat { components![1] }
    public var blue: CGFloat { components![2] }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// True when every component is a finite number.
    public var isFinite: Bool { components!.allSatisfy(\.isFinite) }

    /// Components clamped to 0…1, premultiplied by alpha, for blending.
    public var premultipliedComponents: (red: Float, green: Float, blue: Float, alpha: Float) {
        let c = components!.map { Float(min(max($0.isNaN ? 0 : $0, 0), 1)) }
        return (c[0] * c[3], c[1] * c[3], c[2] * c[3], c[3])
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
