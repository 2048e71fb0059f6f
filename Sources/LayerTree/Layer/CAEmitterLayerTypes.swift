import Foundation

/// The shape particles are emitted from (`CAEmitterLayer.emitterShape`).
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// A line `emitterSize.width` long along x, centred on `emitterPosition`.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// A rectangle of `emitterSize` centred on `emitterPosition`.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box of `emitterSize` and `emitterDepth` (drawn flattened: its face in the layer's plane).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// A circle of diameter `emitterSize.width` centred on `emitterPosition`.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere of diameter `emitterSize.width` (drawn flattened: its disc in the layer's plane).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Where on the shape particles are born (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// At points of the shape (its area for a rectangle or circle, as here).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// Over the shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Through the shape's volume (its area, flattened).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Any order (here: oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest first, so the newest lie on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Newest first, so the oldest lie on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth (particles are flattened here: oldest first).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Particles add their colours instead of blending over each other.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
