/// How a layer's contents are placed in its bounds when their sizes differ.
///
/// Names follow Core Animation. Unlike iOS, where layers are geometry-flipped and `.top` means
/// the bottom edge on screen, these gravities use the y-down screen sense: `.top` is the top edge.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretch to fill the bounds (the default).
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scale keeping the aspect ratio so that all of the contents fit.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scale keeping the aspect ratio so that the contents fill the bounds (overflow is clipped).
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
