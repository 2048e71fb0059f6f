import CCairo
import Foundation

/// Foundation on Linux has no CoreFoundation array type: `[a, b] as CFArray` bridges to NSArray.
public typealias CFArray = NSArray

/// A colour space. Every RGB space is drawn as sRGB here (8-bit premultiplied BGRA end to
/// end); grey spaces exist so that code creating them works, and their colours are greys.
public final class CGColorSpace: Sendable {
    public let name: String

    public init?(name: String) {
        guard Self.rgbNames.contains(name) || Self.grayNames.contains(name) else { return nil }
        self.name = name
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let deviceRGB = "kCGColorSpaceDeviceRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let deviceGray = "kCGColorSpaceDeviceGray"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"

    private static let rgbNames = [sRGB, deviceRGB, genericRGBLinear, displayP3, extendedSRGB, linearSRGB]
    private static let grayNames = [deviceGray, genericGrayGamma2_2, linearGray]

    /// `.monochrome` for grey spaces, else `.rgb`.
    public var model: CGColorSpaceModel { Self.grayNames.contains(name) ? .monochrome : .rgb }
    /// 1 for grey spaces, else 3.
    public var numberOfComponents: Int { model == .monochrome ? 1 : 3 }
}

/// The kinds of colour space, with CoreGraphics' raw values.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

/// The device RGB colour space.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceRGB)! }
/// The device grey colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(name: CGColorSpace.deviceGray)! }

/// Colours at locations along a gradient (locations 0…1; evenly spaced when not given).
public final class CGGradient: Sendable {
    let stops: [(location: CGFloat, color: RGBA)]

    /// A gradient from `CGColor`s, as `CGGradient(colorsSpace:colors:locations:)` is called on iOS:
    /// `colors` is `[c1.cgColor, c2.cgColor] as CFArray`. Nil when `colors` holds no `CGColor`.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty, cgColors.count == colors.count else { return nil }
        stops = Self.place(cgColors.map(RGBA.init), locations: locations)
    }

    /// A gradient from RGBA component quadruples.
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let colors = (0..<count).map { i in
            RGBA(red: components[i * 4], green: components[i * 4 + 1], blue: components[i * 4 + 2], alpha: components[i * 4 + 3])
        }
        stops = Self.place(colors, locations: locations)
    }

    private static func place(_ colors: [RGBA], locations: UnsafePointer<CGFloat>?) -> [(location: CGFloat, color: RGBA)] {
        colors.enumerated().map { i, color in
            let location = locations.map { $0[i] } ?? (colors.count == 1 ? 0 : CGFloat(i) / CGFloat(colors.count - 1))
            return (min(max(location.isFinite ? location : 0, 0), 1), color)
        }
    }

    func addStops(to pattern: OpaquePointer, alpha: CGFloat) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha * alpha))
        }
    }
}

/// Whether a gradient also paints before its start and after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Fills the clip with a linear gradient along `start` → `end`. Beyond the ends it paints only
    /// where `options` say so.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        guard GraphicsInput.isFinite(start), GraphicsInput.isFinite(end) else { return }
        let pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: state.alpha)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        paintGradient(pattern) { cairo in
            // With one option only, clip away the side that must stay unpainted.
            guard options.contains(.drawsBeforeStartLocation) != options.contains(.drawsAfterEndLocation) else { return }
            let dx = end.x - start.x, dy = end.y - start.y
            let far: CGFloat = 1e6
            let anchor = options.contains(.drawsBeforeStartLocation) ? end : start
            let sign: CGFloat = options.contains(.drawsBeforeStartLocation) ? -1 : 1
            let length = max((dx * dx + dy * dy).squareRoot(), 1e-9)
            let (ux, uy) = (dx / length * sign, dy / length * sign), (px, py) = (-uy, ux)
            cairo_move_to(cairo, Double(anchor.x + px * far), Double(anchor.y + py * far))
            cairo_line_to(cairo, Double(anchor.x - px * far), Double(anchor.y - py * far))
            cairo_line_to(cairo, Double(anchor.x - px * far + ux * far), Double(anchor.y - py * far + uy * far))
            cairo_line_to(cairo, Double(anchor.x + px * far + ux * far), Double(anchor.y + py * far + uy * far))
            cairo_close_path(cairo)
            cairo_clip(cairo)
        }
    }

    /// Fills the clip with a radial gradient between two circles. Any option extends both ends.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        guard GraphicsInput.isFinite(startCenter), GraphicsInput.isFinite(endCenter), startRadius.isFinite,
            endRadius.isFinite
        else { return }
        let pattern = cairo_pattern_create_radial(
            Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)), Double(endCenter.x),
            Double(endCenter.y), Double(max(0, endRadius)))!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: state.alpha)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        paintGradient(pattern) { _ in }
    }

    private func paintGradient(_ pattern: OpaquePointer, clip: @escaping (OpaquePointer) -> Void) {
        let body: (OpaquePointer) -> Void = { cairo in
            cairo_save(cairo)
            cairo_new_path(cairo)
            clip(cairo)
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
            cairo_restore(cairo)
        }
        painting {
            if let shadow = state.shadow { paintWithShadow(shadow, body) } else { body(cairo) }
        }
    }
}

/// Core Foundation's type of any object (a font given as a `UIFont` or a name, say): any class
/// instance, as on Apple platforms. Foundation on Linux does not declare it.
public typealias CFTypeRef = AnyObject
