import Foundation
import Graphics

/// The kind of gradient a `CAGradientLayer` draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Colours vary along the line from `startPoint` to `endPoint` (the default).
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colours vary outwards from `startPoint`; `endPoint` sets the ellipse's edge on each axis.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colours vary around `startPoint`, clockwise from the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a gradient over its background, as Core Animation's
/// `CAGradientLayer`: drawn by the compositor's shader, so it has no bitmap and animating its
/// colours, locations or points uploads nothing.
///
/// Colours are interpolated unpremultiplied, as Core Animation does (a clear black stop darkens
/// its neighbours); beyond the first and last locations the end colours continue. Points are in
/// the unit coordinate space of the bounds, (0, 0) the top-left corner.
open class CAGradientLayer: CALayer {
    /// The colours of the stops, `CGColor`s; nil or empty draws nothing. Animatable.
    open var colors: [Any]? {
        didSet { animatableDidChange("colors", previous: Self.colorList(oldValue)) }
    }
    /// Where each colour sits, 0…1 and increasing; nil spreads the colours evenly. Animatable.
    open var locations: [NSNumber]? {
        didSet { if locations != oldValue { animatableDidChange("locations", previous: Self.numberList(oldValue)) } }
    }
    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0) by default. Animatable.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { startPoint = acceptedPoint(startPoint, replacing: oldValue, key: "startPoint") }
    }
    /// Where it ends; (0.5, 1) by default. Animatable.
    open var endPoint = CGPoint(x: 0.5, y: 1) {
        didSet { endPoint = acceptedPoint(endPoint, replacing: oldValue, key: "endPoint") }
    }
    /// Axial (the default), radial or conic.
    open var type: CAGradientLayerType = .axial {
        didSet { if type != oldValue { renderPropertyDidChange() } }
    }

    public override init() {
        super.init()
    }

    /// A copy of `layer`'s properties, gradient included (presentation copies).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        withoutActions {
            colors = other.colors
            locations = other.locations
            startPoint = other.startPoint
            endPoint = other.endPoint
            type = other.type
        }
    }

    public required init?(coder: NSCoder) { return nil }

    override class var propertyTable: LayerPropertyTable { gradientProperties }

    static let gradientProperties = CALayer.coreProperties.adding([
        .animatable(
            "colors", \CAGradientLayer.colors, toAnimatable: colorList,
            fromAnimatable: { value in
                guard case .array(let list) = value, !list.isEmpty else { return nil }
                return list.map(\.any)
            }),
        .animatable(
            "locations", \CAGradientLayer.locations, toAnimatable: numberList,
            fromAnimatable: { value in
                guard case .array(let list) = value, !list.isEmpty else { return nil }
                return list.map { element in
                    if case .scalar(let v) = element { return NSNumber(value: v) }
                    return NSNumber(value: 0)
                }
            }),
        .animatable("startPoint", \CAGradientLayer.startPoint),
        .animatable("endPoint", \CAGradientLayer.endPoint),
        .plain("type", \CAGradientLayer.type),
    ])

    override func committedDrawing(_ state: LayerState) -> RenderLayer.Drawing? {
        let shownColors = state.animatedValues["colors"].map(Self.colors(in:)) ?? Self.colors(in: Self.colorList(colors))
        guard !shownColors.isEmpty else { return nil }
        let shownLocations = state.animatedValues["locations"] ?? Self.numberList(locations)
        let stops = Self.stops(colors: shownColors, locations: Self.scalars(in: shownLocations))
        let kind: RenderGradient.Kind =
            switch type {
            case .radial: .radial
            case .conic: .conic
            default: .axial
            }
        return .gradient(
            RenderGradient(
                kind: kind, rect: state.animated("bounds") ?? bounds, start: state.animated("startPoint") ?? startPoint,
                end: state.animated("endPoint") ?? endPoint, stops: stops))
    }

    /// The stops of `colors` at `locations` (evenly spread when there are not as many), sorted.
    static func stops(colors: [CGColor], locations: [Double]) -> [RenderGradient.Stop] {
        let count = colors.count
        let places =  // locations of another count, or not all finite, are ignored
            locations.count == count && locations.allSatisfy(\.isFinite)
            ? locations : (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
        return zip(places, colors).map { place, color in
            RenderGradient.Stop(
                location: Float(place), red: Float(color.red), green: Float(color.green), blue: Float(color.blue),
                alpha: Float(color.alpha))
        }
        .enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
    }

    nonisolated private static func colorList(_ colors: [Any]?) -> AnimatableValue {
        .array((colors ?? []).compactMap { AnimatableValue($0) })
    }

    nonisolated private static func numberList(_ numbers: [NSNumber]?) -> AnimatableValue {
        .array((numbers ?? []).map { .scalar($0.doubleValue) })
    }

    private static func colors(in value: AnimatableValue) -> [CGColor] {
        guard case .array(let list) = value else { return [] }
        return list.compactMap { $0.any as? CGColor }
    }

    private static func scalars(in value: AnimatableValue) -> [Double] {
        guard case .array(let list) = value else { return [] }
        return list.compactMap { element in
            if case .scalar(let v) = element { return v }
            return nil
        }
    }
}
