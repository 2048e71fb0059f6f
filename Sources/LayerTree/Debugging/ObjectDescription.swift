import Foundation
import Graphics

/// Descriptions in the format UIKit and Core Animation print (`<UIView: 0x…; frame = (0 0; 320 480);
/// layer = <CALayer: 0x…>>`): class names as Objective-C shows them, numbers as `%g`.
enum ObjectDescription {
    /// `<ClassName: 0x…>`.
    nonisolated static func brief(_ object: AnyObject) -> String {
        "<\(className(of: object)): \(addressString(of: object))>"
    }

    /// A view's UIKit description. Views live on the main actor, and so does this (as
    /// `NSLayoutConstraint.description` does): describing a view elsewhere stops the program.
    nonisolated static func view(_ view: UIView) -> String {
        MainActor.assumeIsolated {
            "<" + (["\(className(of: view)): \(addressString(of: view))"] + view.descriptionFields).joined(separator: "; ")
                + ">"
        }
    }

    /// The class name as `NSStringFromClass` gives it: UIKit's own classes bare (`UIView`), others
    /// qualified by their module (`MyApp.CardView`), without the unstable context of private types.
    nonisolated static func className(of object: AnyObject) -> String {
        var name = String(reflecting: type(of: object))
        while let start = name.range(of: "(unknown context at $") {
            guard let end = name[start.upperBound...].range(of: ").") else { break }
            name.removeSubrange(start.lowerBound..<end.upperBound)
        }
        for ownModule in ["LayerTree.", "Graphics."] where name.hasPrefix(ownModule) {
            name.removeFirst(ownModule.count)
        }
        return name
    }

    /// A number as Objective-C's `%g` prints it (six significant digits, no `-0`).
    nonisolated static func number(_ value: CGFloat) -> String {
        value == 0 ? "0" : String(format: "%g", Double(value))
    }

    /// `(x y; w h)`, the rectangle format of UIKit's descriptions.
    nonisolated static func rect(_ r: CGRect) -> String {
        "(\(number(r.origin.x)) \(number(r.origin.y)); \(number(r.size.width)) \(number(r.size.height)))"
    }

    /// `(x y)`.
    nonisolated static func point(_ p: CGPoint) -> String { "(\(number(p.x)) \(number(p.y)))" }

    /// A colour as UIKit prints it: `UIExtendedSRGBColorSpace r g b a`, or
    /// `UIExtendedGrayColorSpace w a` when its components are equal.
    nonisolated static func color(_ c: CGColor) -> String {
        if c.red == c.green, c.green == c.blue {
            return "UIExtendedGrayColorSpace \(number(c.red)) \(number(c.alpha))"
        }
        return "UIExtendedSRGBColorSpace \(number(c.red)) \(number(c.green)) \(number(c.blue)) \(number(c.alpha))"
    }

    /// An affine transform as UIKit prints it: `[a, b, c, d, tx, ty]` at full precision.
    nonisolated static func transform(_ t: CGAffineTransform) -> String {
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { String(format: "%.17g", Double($0)) }
        return "[" + values.joined(separator: ", ") + "]"
    }
}
