import Foundation

/// A colour with premultiplied alpha, as the GPU blends it.
public struct PremultipliedRGBA: Equatable, Sendable {
    public var red: Float
    public var green: Float
    public var blue: Float
    public var alpha: Float

    /// Premultiplies straight components: `PremultipliedRGBA(red: 1, green: 0, blue: 0, alpha: 0.5)`
    /// is half-transparent red, stored as (0.5, 0, 0, 0.5).
    public init(red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red * alpha
        self.green = green * alpha
        self.blue = blue * alpha
        self.alpha = alpha
    }

    /// Components that are already premultiplied.
    public init(premultipliedRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Exactly the 8-bit premultiplied value `pixel` (each channel divided by 255).
    public init(_ pixel: Pixel) {
        red = Float(pixel.r) / 255
        green = Float(pixel.g) / 255
        blue = Float(pixel.b) / 255
        alpha = Float(pixel.a) / 255
    }

    public static let clear = PremultipliedRGBA(red: 0, green: 0, blue: 0, alpha: 0)

    /// True when every component is a finite number.
    public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }
}

extension PremultipliedRGBA {
    /// Every component multiplied by `opacity`.
    package func scaled(by opacity: Float) -> PremultipliedRGBA {
        PremultipliedRGBA(premultipliedRed: red * opacity, green: green * opacity, blue: blue * opacity, alpha: alpha * opacity)
    }

    /// The colour premultiplied, components clamped to 0…1.
    public init(_ color: CGColor) {
        let c = color.premultipliedComponents
        self.init(premultipliedRed: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
