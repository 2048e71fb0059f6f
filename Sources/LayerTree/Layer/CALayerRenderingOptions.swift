import Foundation

/// How a layer's contents are sampled when drawn smaller or larger than their pixels, as Core
/// Animation names the filters (`kCAFilterLinear`, …).
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Bilinear interpolation between the nearest texels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest texel, for pixel art and codes that must stay sharp.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear within and between mipmap levels.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

/// The pixel format a layer's drawn contents are kept in.
public struct CALayerContentsFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Eight bits per channel, red, green, blue and alpha (the default).
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Sixteen-bit floating-point channels.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// Eight-bit grey.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}

/// The edges of a layer that are antialiased when `allowsEdgeAntialiasing` is on.
public struct CAEdgeAntialiasingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
}

/// Core Animation's global names of the filters.
public let kCAFilterLinear = CALayerContentsFilter.linear.rawValue
public let kCAFilterNearest = CALayerContentsFilter.nearest.rawValue
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear.rawValue
