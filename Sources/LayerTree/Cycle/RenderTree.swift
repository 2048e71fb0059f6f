import Foundation
import Graphics

/// One layer as the compositor draws it: an immutable snapshot taken at commit.
///
/// Snapshots of unchanged subtrees are reused from one commit to the next, so comparing
/// references (`===`) tells the compositor that a whole subtree did not change. Hidden layers
/// are left out.
public final class RenderLayer: Sendable {
    public let id: LayerID
    public let bounds: CGRect
    public let position: CGPoint
    public let anchorPoint: CGPoint
    public let anchorPointZ: CGFloat
    public let zPosition: CGFloat
    public let transform: CATransform3D
    public let sublayerTransform: CATransform3D
    public let opacity: Float
    public let masksToBounds: Bool
    public let backgroundColor: CGColor?
    /// `backgroundColor` premultiplied and clamped to 0…1, worked out once at commit (the
    /// compositor reads it every frame); nil when there is none.
    public let premultipliedBackground: PremultipliedRGBA?
    public let cornerRadius: CGFloat
    /// The corners `cornerRadius` rounds, as `CACornerMask`'s bits (all four: 15).
    public let maskedCorners: UInt8
    /// Whether the rounded corners follow Core Animation's continuous curve
    /// (`CALayerCornerCurve.continuous`, `ContinuousCorner` in Graphics) rather than quarter circles.
    public let continuousCorners: Bool
    public let borderWidth: CGFloat
    public let borderColor: CGColor?
    /// `borderColor` premultiplied and clamped, worked out once at commit; nil when there is none.
    public let premultipliedBorder: PremultipliedRGBA?
    public let isOpaque: Bool
    public let allowsGroupOpacity: Bool
    /// What the layer draws between its background and its sublayers, by kind.
    public let drawing: Drawing?
    /// A shape layer's own bitmap (its `contents`, or what it drew), drawn between its background
    /// and its shape, as Core Animation composites the shape between a layer's contents and its
    /// first sublayer; nil for every other kind, whose bitmap is `drawing`.
    public let underlyingBitmap: RenderContent?
    /// The layer's shadow, drawn under everything else of it; nil when it casts none.
    public let shadow: RenderShadow?
    /// What the layer does to what lies behind it (a visual effect view's blur), drawn under its
    /// own background; nil for nothing.
    public let backdrop: RenderBackdrop?
    /// A replicator layer's instances of its sublayers; nil draws them once.
    public let replication: RenderReplication?
    public let contentsGravity: CALayerContentsGravity
    public let contentsRect: CGRect
    public let contentsCenter: CGRect
    public let mask: RenderLayer?
    /// Back to front, in the order of `sublayers` (the compositor sorts by `zPosition`).
    public let sublayers: [RenderLayer]
    /// A transition from an earlier appearance of this subtree, while one runs.
    public let transition: RenderTransition?
    /// True when `transform` is the identity and `anchorPointZ` and `zPosition` are finite: the
    /// layer sits in its superlayer by a translation alone (unless the superlayer has a
    /// `sublayerTransform`). Worked out at commit for the compositor's walk.
    public let isPlacedByTranslation: Bool
    /// True when `sublayerTransform` is the identity.
    public let hasIdentitySublayerTransform: Bool
    /// True when some sublayer has a nonzero `zPosition`, so drawing order needs a sort.
    public let hasRaisedSublayers: Bool
    /// A `CATransformLayer`: its sublayers are placed in its superlayer's 3D space without being
    /// flattened into its plane, drawn back to front by depth; it draws nothing of its own.
    public let preservesDepth: Bool
    /// `isDoubleSided`: false leaves the layer and its subtree out while its plane faces away from
    /// the plane it is flattened into (always true for a `CATransformLayer`, which ignores it).
    public let isDoubleSided: Bool
    /// How the layer's contents bitmap is sampled where it is drawn larger than its pixels.
    public let magnificationFilter: CALayerContentsFilter
    /// How the layer's contents bitmap is sampled where it is drawn smaller than its pixels.
    public let minificationFilter: CALayerContentsFilter

    @MainActor
    init(
        _ layer: CALayer, state: LayerState, drawing: Drawing?, underlyingBitmap: RenderContent? = nil,
        shadow: RenderShadow?, mask: RenderLayer?, sublayers: [RenderLayer], replication: RenderReplication? = nil,
        transition: RenderTransition? = nil
    ) {
        self.transition = transition
        id = layer.identifier
        bounds = state.animated("bounds") ?? layer.bounds
        position = state.animated("position") ?? layer.position
        anchorPoint = state.animated("anchorPoint") ?? layer.anchorPoint
        anchorPointZ = state.animated("anchorPointZ") ?? layer.anchorPointZ
        zPosition = state.animated("zPosition") ?? layer.zPosition
        transform = state.animated("transform") ?? layer.transform
        sublayerTransform = state.animated("sublayerTransform") ?? layer.sublayerTransform
        opacity = (state.animated("opacity") ?? layer.opacity) * ((layer as? VisualEffectContentLayer)?.contentOpacity ?? 1)
        preservesDepth = layer is CATransformLayer
        masksToBounds = layer.masksToBounds && !preservesDepth
        backgroundColor = preservesDepth ? nil : state.animated("backgroundColor") ?? layer.backgroundColor
        premultipliedBackground = backgroundColor.map(PremultipliedRGBA.init)
        cornerRadius = state.animated("cornerRadius") ?? layer.cornerRadius
        maskedCorners = UInt8(layer.maskedCorners.rawValue & 15)
        continuousCorners = layer.cornerCurve == .continuous
        borderWidth = preservesDepth ? 0 : state.animated("borderWidth") ?? layer.borderWidth
        borderColor = state.animated("borderColor") ?? layer.borderColor
        premultipliedBorder = borderColor.map(PremultipliedRGBA.init)
        isOpaque = layer.isOpaque
        allowsGroupOpacity = layer.allowsGroupOpacity && !preservesDepth
        isDoubleSided = layer.isDoubleSided || preservesDepth
        magnificationFilter = layer.magnificationFilter
        minificationFilter = layer.minificationFilter
        contentsGravity = layer.contentsGravity
        contentsRect = state.animated("contentsRect") ?? layer.contentsRect
        contentsCenter = state.animated("contentsCenter") ?? layer.contentsCenter
        self.drawing = drawing
        self.underlyingBitmap = underlyingBitmap
        self.shadow = preservesDepth ? nil : shadow
        backdrop = preservesDepth ? nil : (layer as? BackdropLayer)?.committedBackdrop(state)
        self.replication = replication
        self.mask = preservesDepth ? nil : mask
        self.sublayers = sublayers
        isPlacedByTranslation = CATransform3DIsIdentity(transform) && anchorPointZ.isFinite && zPosition.isFinite
        hasIdentitySublayerTransform = CATransform3DIsIdentity(sublayerTransform)
        hasRaisedSublayers = sublayers.contains { $0.zPosition != 0 }
    }

    /// What a layer draws between its background and its sublayers. Each kind is planned and
    /// drawn by its own unit of the compositor; a new layer class adds a case (docs/architecture.md,
    /// "How to add a layer kind").
    public enum Drawing: Sendable {
        /// A bitmap: the layer's `contents`, or what its `draw(in:)` or delegate drew.
        case bitmap(RenderContent)
        /// A `CAGradientLayer`'s gradient, drawn by the shader over the bounds.
        case gradient(RenderGradient)
        /// A `CAShapeLayer`'s rasterized path: a bitmap over `frame`, in the layer's coordinates
        /// (the path's box with its stroke, which may reach beyond the bounds).
        case shape(RenderContent, frame: CGRect)
        /// A `CAShapeLayer` whose path is one circular arc, stroked and unfilled: drawn by the
        /// shader, so that animating its stroke's ends rasterizes nothing.
        case arcStroke(RenderArcStroke)
        /// A `CATiledLayer`'s drawn tiles, each a bitmap over its rect, faded in by its age.
        case tiles(RenderTiles)
        /// A `CAEmitterLayer`'s live particles, each its cell's image placed, turned and tinted.
        case particles(RenderEmitter)
    }

    /// The layer's bitmap, when it draws one (its contents or drawing, or its rasterized shape).
    @inlinable public var content: RenderContent? {
        switch drawing {
        case .bitmap(let content)?, .shape(let content, _)?: content
        case .gradient?, .arcStroke?, .tiles?, .particles?, nil: nil
        }
    }

    /// The layer's own bitmaps: `underlyingBitmap`, then `content`.
    public var bitmaps: [RenderContent] { [underlyingBitmap, content].compactMap { $0 } }

    /// The number of layers in this subtree, masks included.
    public var layerCount: Int {
        1 + (mask?.layerCount ?? 0) + sublayers.reduce(0) { $0 + $1.layerCount }
    }
}

/// A layer's bitmap as committed: the pixels, their version and what changed since the base version.
/// A class, so that the compositor's draw operations hold it by one reference.
public final class RenderContent: Sendable {
    /// Which content this is: the layer's, for the lifetime of the layer.
    public let id: LayerID
    /// Grows whenever the pixels change.
    public let version: UInt64
    /// The version the dirty rects are relative to. A consumer holding `baseVersion` may update
    /// only `dirtyRects`; one holding anything else must take the whole image.
    public let baseVersion: UInt64
    /// Pixel rects changed between `baseVersion` and `version`.
    public let dirtyRects: [PixelRect]
    public let image: PixelImage
    /// Pixels per point.
    public let scale: CGFloat
    /// Drawn content of a layer marked opaque whose pixels all turned out opaque: it hides what
    /// lies below and needs no blending. (A layer marked opaque that leaves pixels transparent
    /// is, as Apple says, unpredictable; this one is drawn blended, as if not marked.)
    public let isOpaque: Bool

    init(
        id: LayerID, version: UInt64, baseVersion: UInt64, dirtyRects: [PixelRect], image: PixelImage, scale: CGFloat,
        isOpaque: Bool
    ) {
        self.id = id
        self.version = version
        self.baseVersion = baseVersion
        self.dirtyRects = dirtyRects
        self.image = image
        self.scale = scale
        self.isOpaque = isOpaque
    }
}

/// What one update cycle produced.
public struct FrameCommit: Sendable {
    /// The render tree, or nil when the root is hidden.
    public let root: RenderLayer?
    public let stats: UpdateCycleStats
}

/// What one update cycle did.
public struct UpdateCycleStats: Sendable, Equatable {
    /// `draw(_:)` / `draw(in:)` calls that painted (do-nothing defaults are not counted).
    public var drawCalls = 0
    /// Layers whose `layoutSublayers` (a view's `layoutSubviews`) ran.
    public var layoutPasses = 0
    /// Layers whose `display()` ran.
    public var displayedLayers = 0
    /// Backing-store pixels redrawn.
    public var pixelsDrawn = 0
    /// Shape layers whose path was rasterized again (a change of what they show).
    public var shapesRasterized = 0
    /// Shadows blurred again on the CPU (a change of what casts them).
    public var shadowsBlurred = 0

    public init() {}
}
