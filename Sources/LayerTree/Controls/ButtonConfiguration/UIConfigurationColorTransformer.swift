import Foundation
import Graphics

/// A function from one colour to another that a configuration applies to a colour it resolves
/// (a background's fill or stroke, a button's foreground), as UIKit's configurations do.
/// Two transformers are equal when they are the same transformer (closures cannot be compared).
public struct UIConfigurationColorTransformer: Hashable {
    private final class Identity {}

    private let transform: (UIColor) -> UIColor
    private let identity = Identity()

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (UIColor) -> UIColor) {
        self.transform = transform
    }

    /// The transformed colour.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The grey of the same luminance (Rec. 709 weights), keeping the alpha.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            let c = color.cgColor
            let luminance = 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
            return UIColor(white: luminance, alpha: c.alpha)
        }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
