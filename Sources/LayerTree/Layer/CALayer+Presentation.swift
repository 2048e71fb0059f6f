import Foundation

extension CALayer {
    /// Takes the animated values of `state` without running actions (for presentation copies):
    /// each through its property's declaration, keys of no property into the keyed values.
    func adopt(_ state: LayerState) {
        let table = type(of: self).propertyTable
        withoutActions {
            for (key, value) in state.animatedValues {
                if let animation = table[key]?.animation {
                    animation.write(self, value)
                } else {
                    keyedValues[key] = value.any
                }
            }
        }
    }

    /// Runs `body` with implicit actions off for this layer.
    func withoutActions(_ body: () -> Void) {
        let saved = actionsSuppressed
        actionsSuppressed = true
        body()
        actionsSuppressed = saved
    }

    /// Takes `other`'s properties (for presentation copies, with actions off).
    func copyProperties(from other: CALayer) {
        storedBounds = other.storedBounds
        storedPosition = other.storedPosition
        storedAnchorPoint = other.storedAnchorPoint
        storedTransform = other.storedTransform
        storedSublayerTransform = other.storedSublayerTransform
        anchorPointZ = other.anchorPointZ
        zPosition = other.zPosition
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        backgroundColor = other.backgroundColor
        cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners
        cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth
        borderColor = other.borderColor
        isOpaque = other.isOpaque
        allowsGroupOpacity = other.allowsGroupOpacity
        isDoubleSided = other.isDoubleSided
        isGeometryFlipped = other.isGeometryFlipped
        shouldRasterize = other.shouldRasterize
        rasterizationScale = other.rasterizationScale
        allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        edgeAntialiasingMask = other.edgeAntialiasingMask
        minificationFilter = other.minificationFilter
        magnificationFilter = other.magnificationFilter
        contents = other.contents
        contentsGravity = other.contentsGravity
        contentsRect = other.contentsRect
        contentsCenter = other.contentsCenter
        contentsScale = other.contentsScale
        name = other.name
        shadowColor = other.shadowColor
        shadowOpacity = other.shadowOpacity
        shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius
        shadowPath = other.shadowPath
        keyedValues = other.keyedValues
        layerTiming = other.layerTiming
    }

    /// `CALayer`'s own properties, each declared once. Geometry is animated into its storage, so
    /// a spring's overshoot past zero size shows as Core Animation shows it instead of being
    /// refused by the setter's checks.
    static let coreProperties = LayerPropertyTable([
        .animatable("bounds", \CALayer.bounds, storage: \.storedBounds),
        .animatable("position", \CALayer.position, storage: \.storedPosition),
        .animatable("anchorPoint", \CALayer.anchorPoint, storage: \.storedAnchorPoint),
        .animatable("anchorPointZ", \CALayer.anchorPointZ),
        .animatable("zPosition", \CALayer.zPosition),
        .animatable("transform", \CALayer.transform, storage: \.storedTransform),
        .animatable("sublayerTransform", \CALayer.sublayerTransform, storage: \.storedSublayerTransform),
        .animatable("opacity", \CALayer.opacity),
        .animatable("backgroundColor", \CALayer.backgroundColor),
        .animatable("cornerRadius", \CALayer.cornerRadius, normalize: LayerProperty.nonNegative),
        .animatable("borderWidth", \CALayer.borderWidth, normalize: LayerProperty.nonNegative),
        .animatable("borderColor", \CALayer.borderColor),
        .animatable("contentsRect", \CALayer.contentsRect),
        .animatable("contentsCenter", \CALayer.contentsCenter),
        .animatable("shadowColor", \CALayer.shadowColor),
        .animatable("shadowOpacity", \CALayer.shadowOpacity),
        .animatable("shadowOffset", \CALayer.shadowOffset),
        .animatable("shadowRadius", \CALayer.shadowRadius, normalize: LayerProperty.nonNegative),
        .animatable(
            "shadowPath", \CALayer.shadowPath, toAnimatable: LayerProperty.pathValue, fromAnimatable: LayerProperty.optionalPath),
        .plain("frame", \CALayer.frame),
        .plain("hidden", \CALayer.isHidden),
        .plain("masksToBounds", \CALayer.masksToBounds),
        .plain("opaque", \CALayer.isOpaque),
        .plain("allowsGroupOpacity", \CALayer.allowsGroupOpacity),
        .plain("needsDisplayOnBoundsChange", \CALayer.needsDisplayOnBoundsChange),
        .plain("name", \CALayer.name),
        .plain("contents", \CALayer.contents),
        .plain("contentsGravity", \CALayer.contentsGravity),
        .plain("contentsScale", \CALayer.contentsScale),
        .plain("mask", \CALayer.mask),
        .plain("maskedCorners", \CALayer.maskedCorners),
        .plain("cornerCurve", \CALayer.cornerCurve),
        .plain("doubleSided", \CALayer.isDoubleSided),
        .plain("geometryFlipped", \CALayer.isGeometryFlipped),
        .plain("shouldRasterize", \CALayer.shouldRasterize),
        .plain("rasterizationScale", \CALayer.rasterizationScale),
        .plain("allowsEdgeAntialiasing", \CALayer.allowsEdgeAntialiasing),
        .plain("drawsAsynchronously", \CALayer.drawsAsynchronously),
        .plain("minificationFilter", \CALayer.minificationFilter),
        .plain("magnificationFilter", \CALayer.magnificationFilter),
    ])
}
