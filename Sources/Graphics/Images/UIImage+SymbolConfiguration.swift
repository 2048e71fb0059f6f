import Foundation

extension UIImage {
    /// The weight of a symbol's strokes, as the weights of the system font.
    public enum SymbolWeight: Int, Sendable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The stroke width relative to the regular weight's.
        var strokeFactor: CGFloat {
            switch self {
            case .ultraLight: 0.45
            case .thin: 0.6
            case .light: 0.8
            case .unspecified, .regular: 1
            case .medium: 1.15
            case .semibold: 1.3
            case .bold: 1.5
            case .heavy: 1.75
            case .black: 2
            }
        }
    }

    /// A symbol's size relative to the text it sits in.
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// The size factor against the point size (medium: 1).
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }

    /// How a system symbol is drawn: its point size, weight and scale. Values a configuration
    /// leaves unspecified come from the default (17 points, regular, medium), as in UIKit.
    public final class SymbolConfiguration: Sendable, Equatable {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        private init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
            self.weight = weight
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: .unspecified) }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale) }

        /// The unspecified configuration: every value from the default.
        public static let unspecified = SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)

        /// This configuration with `other`'s specified values taking precedence.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            return SymbolConfiguration(
                pointSize: other.pointSize ?? pointSize, weight: other.weight == .unspecified ? weight : other.weight,
                scale: [.unspecified, .default].contains(other.scale) ? scale : other.scale)
        }

        public static func == (a: SymbolConfiguration, b: SymbolConfiguration) -> Bool {
            a.pointSize == b.pointSize && a.weight == b.weight && a.scale == b.scale
        }
    }
}

extension UIImage {
    /// The pixels per point symbols are drawn at (an iPhone's 3×, so they stay sharp when scaled).
    static let symbolScale: CGFloat = 3

    /// A system symbol by name (`"star.fill"`, `"chevron.right"`, …) as a template image at the
    /// default configuration; nil for a name this platform does not draw, as iOS gives nil for
    /// a name it does not know. The shapes are this package's own simple drawings of Apple's
    /// symbols (docs/uikit-decisions.md).
    public convenience init?(systemName name: String) {
        self.init(symbolNamed: name, configuration: nil, scale: Self.symbolScale)
    }

    /// A system symbol drawn at `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(symbolNamed: name, configuration: configuration, scale: Self.symbolScale)
    }

    /// Whether the image is a system symbol.
    public var isSymbolImage: Bool { symbol != nil }

    /// The symbol's configuration; nil for an image that is not a symbol or has none.
    public var symbolConfiguration: SymbolConfiguration? { symbol?.configuration ?? nil }

    /// The symbol drawn again with `configuration` applied over its own; the image itself when
    /// it is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard let symbol else { return self }
        let merged = (symbol.configuration ?? .unspecified).applying(configuration)
        return UIImage(symbolNamed: symbol.name, configuration: merged, scale: scale)?.withRenderingMode(renderingMode)
    }

    /// The symbol drawn with `configuration` in place of its own; the image itself when it is not a symbol.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        guard let symbol else { return self }
        return UIImage(symbolNamed: symbol.name, configuration: configuration, scale: scale)?.withRenderingMode(renderingMode)
            ?? self
    }
}
