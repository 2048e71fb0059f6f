import Foundation
import Graphics

/// A rectangle of content in a tree, with Core Animation's geometry, appearance and hierarchy.
///
/// Geometry: `bounds` is the layer's own coordinate space; `position` is where its `anchorPoint`
/// (in unit coordinates of the bounds) sits in the superlayer's space; `transform` turns the
/// layer about that anchor; `sublayerTransform` applies to sublayers about the same anchor.
///
/// Setters only record: they mark what changed for the next update cycle, which lays out,
/// displays and commits an immutable render tree (see `runUpdateCycle()`). Input that cannot be
/// geometry (NaN, infinity, negative sizes) is refused with a ``Diagnostic`` and changes nothing.
/// All of this runs on the main actor, as in UIKit.
@preconcurrency @MainActor
open class CALayer: NSObject {
    let identifier = LayerID.make()
    /// The layer's identity in render trees.
    public var layerID: LayerID { identifier }

    // Geometry storage; the public properties validate and record changes, and presentation
    // copies write animated values here directly (see `propertyTable`).
    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedTransform = CATransform3DIdentity
    var storedSublayerTransform = CATransform3DIdentity

    // Hierarchy.
    /// The sublayers, back to front (empty rather than nil).
    var sublayerList: [CALayer] = []
    /// The layer this one is a sublayer of.
    public internal(set) weak var superlayer: CALayer?
    /// The layer this one masks, if it is some layer's `mask`.
    weak var maskedLayer: CALayer?

    // Update-cycle state.
    var needsLayoutFlag = false
    var subtreeNeedsLayout = false
    /// Set while the layer runs its own `layoutSublayers()`.
    var isRunningLayout = false
    var needsDisplayFlag = false
    var subtreeNeedsDisplay = false
    var dirtyRect: CGRect?
    var backingStore: BackingStore?
    /// The last committed render snapshot of this subtree, dropped when anything in it changes.
    var committedSubtree: RenderLayer?
    /// Attached animations in the order they were added (later ones apply on top).
    var animationList: [(key: String, animation: CAAnimation)] = []
    /// The layer's own timeline (`CAMediaTiming`, CALayer+MediaTiming.swift).
    var layerTiming = MediaTiming()
    /// Whether a render tree has included the layer (only such layers animate implicitly).
    var hasBeenCommitted = false
    /// The snapshot of the last commit, kept for transitions (which start from it).
    var lastCommitted: RenderLayer?
    /// What ``roundedRectangle(ofShadowPath:)`` found for the model `shadowPath`, kept while it stays.
    var shadowPathShape: (path: CGPath, shape: RoundedPathShape?)?
    /// Set while copying values into a presentation copy: no actions run.
    var actionsSuppressed = false

    /// Actions for property changes, by key; `NSNull()` disables a key's implicit animation.
    open var actions: [String: CAAction]?

    /// The action to run when `event` changes; see Core Animation's search order.
    open func action(forKey event: String) -> CAAction? { lookUpAction(forKey: event) }

    /// The object that draws and lays out this layer; a view for a view's layer.
    open weak var delegate: CALayerDelegate?

    /// A name for debugging and `value(forKey:)`-style lookups.
    open var name: String?

    /// Values set by key-value coding under keys of no property, kept as Core Animation keeps them.
    var keyedValues: [String: Any] = [:]

    /// The properties key-value coding and animations reach by key. A subclass in this module
    /// that adds animatable properties overrides this with `super`'s table `adding` its own
    /// (docs/architecture.md, "How to add an animatable property").
    class var propertyTable: LayerPropertyTable { CALayer.coreProperties }

    /// What the layer draws for a commit showing `state` (its bitmap); other layer kinds override it.
    func committedDrawing(_ state: LayerState) -> RenderLayer.Drawing? {
        (redrawnPresentation(state) ?? commitContent()).map { .bitmap($0) }
    }
    /// How many times the sublayers are drawn, and how (a replicator layer's instances).
    func committedReplication(_ state: LayerState) -> RenderReplication? { nil }

    /// The value of a key that was never set. Core Animation's default is nil for keys it does
    /// not know; a subclass overrides this to give its own keys defaults.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// Whether a change of `key` redisplays the layer. False by default; a subclass returns true
    /// for the keys its drawing depends on.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Whether an archive keeps the value of `key`. True, as in Core Animation.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// A layer with empty bounds at the origin, anchored at its centre.
    public override init() { super.init() }

    /// Layers are not decoded from archives here (there are no nibs, see docs/uikit-decisions.md):
    /// always nil. Declared, as in Core Animation, so that subclasses written for iOS compile.
    public required init?(coder: NSCoder) { return nil }

    /// A copy of `layer`'s properties, as Core Animation makes presentation layers. A subclass
    /// with properties of its own overrides it to copy them, then calls `super.init(layer:)`.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        withoutActions { copyProperties(from: other) }
    }

    // MARK: Geometry

    /// The layer's own coordinate space: the origin of its content and sublayers, and its size.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard GeometryCheck.accept(newValue, in: "CALayer.bounds"), newValue != storedBounds else { return }
            let old = storedBounds
            storedBounds = newValue
            animatableDidChange("bounds", from: old)
            if newValue.size != old.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
                superlayer?.setNeedsLayoutUnlessLayingOut()
            }
        }
    }

    /// Where the anchor point sits in the superlayer's coordinate space.
    open var position: CGPoint {
        get { storedPosition }
        set {
            guard GeometryCheck.accept(newValue, in: "CALayer.position"), newValue != storedPosition else { return }
            let old = storedPosition
            storedPosition = newValue
            animatableDidChange("position", from: old)
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` places and `transform` turns about.
    open var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            guard GeometryCheck.accept(newValue, in: "CALayer.anchorPoint"), newValue != storedAnchorPoint else { return }
            changeAnimatable("anchorPoint") { storedAnchorPoint = newValue }
            renderPropertyDidChange()
        }
    }

    /// The anchor's z coordinate.
    open var anchorPointZ: CGFloat = 0 {
        didSet { anchorPointZ = acceptedScalar(anchorPointZ, replacing: oldValue, key: "anchorPointZ") }
    }

    /// The layer's position on the z axis; among siblings, higher values draw in front.
    open var zPosition: CGFloat = 0 {
        didSet { zPosition = acceptedScalar(zPosition, replacing: oldValue, key: "zPosition") }
    }

    /// The transform applied about the anchor point.
    open var transform: CATransform3D {
        get { storedTransform }
        set {
            guard GeometryCheck.accept(newValue, in: "CALayer.transform"), newValue != storedTransform else { return }
            changeAnimatable("transform") { storedTransform = newValue }
            renderPropertyDidChange()
        }
    }

    /// The transform applied to sublayers, about this layer's anchor point.
    open var sublayerTransform: CATransform3D {
        get { storedSublayerTransform }
        set {
            guard GeometryCheck.accept(newValue, in: "CALayer.sublayerTransform"),
                newValue != storedSublayerTransform
            else { return }
            changeAnimatable("sublayerTransform") { storedSublayerTransform = newValue }
            renderPropertyDidChange()
        }
    }

    /// The affine part of ``transform``.
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets ``transform`` from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    // MARK: Appearance

    /// 0 (invisible) to 1 (opaque); multiplies the layer and, as a group, its sublayers.
    open var opacity: Float = 1 {
        didSet { opacity = acceptedScalar(opacity, replacing: oldValue, key: "opacity") }
    }

    /// A hidden layer and its sublayers are not drawn, not displayed and not hit.
    open var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if !isHidden { propagateDirtyFlagsToAncestors() }  // display deferred while hidden
            renderPropertyDidChange()
        }
    }
    /// Clips sublayers (and contents) to the bounds, rounded by `cornerRadius`.
    open var masksToBounds = false { didSet { if masksToBounds != oldValue { renderPropertyDidChange() } } }
    /// Fills the bounds (rounded by `cornerRadius`) behind the contents; nil draws nothing.
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { animatableDidChange("backgroundColor", from: oldValue) } }
    }
    /// The radius of the rounded corners of the background and border (and of the clip).
    open var cornerRadius: CGFloat = 0 {
        didSet { cornerRadius = acceptedLength(cornerRadius, replacing: oldValue, key: "cornerRadius") }
    }
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask = .all { didSet { if maskedCorners != oldValue { renderPropertyDidChange() } } }
    /// The corners' curve: quarter circles, or Core Animation's continuous curve (`ContinuousCorner`
    /// in Graphics) for the background, border, clip, shadow and a solid mask alike.
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { renderPropertyDidChange() } }
    }
    /// The width of the border, drawn inside the bounds above contents and sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet { borderWidth = acceptedLength(borderWidth, replacing: oldValue, key: "borderWidth") }
    }
    /// The border's colour; opaque black by default.
    open var borderColor: CGColor? = CGColor.black {
        didSet { if borderColor != oldValue { animatableDidChange("borderColor", from: oldValue) } }
    }
    /// A hint that the layer's content fills its bounds opaquely.
    open var isOpaque = false { didSet { if isOpaque != oldValue { renderPropertyDidChange() } } }
    /// Sublayers blend with the layer's opacity as one group (default), not one by one.
    open var allowsGroupOpacity = true { didSet { if allowsGroupOpacity != oldValue { renderPropertyDidChange() } } }
    /// Redisplay (rather than stretch the old content) when the bounds size changes.
    open var needsDisplayOnBoundsChange = false
    /// Whether the layer's back shows when a transform turns it away; false hides it then, with
    /// its sublayers (flattened into its plane), judged in the plane it is flattened into.
    open var isDoubleSided = true { didSet { if isDoubleSided != oldValue { renderPropertyDidChange() } } }
    /// Whether sublayers are placed from the bottom left (y up). Stored; not applied here.
    open var isGeometryFlipped = false
    /// A hint to render the layer into a cached bitmap once and composite that. Stored: the
    /// compositor keeps every layer's drawing cached anyway.
    open var shouldRasterize = false
    /// The scale at which `shouldRasterize` rasterizes. Stored.
    open var rasterizationScale: CGFloat = 1
    /// Whether the edges of a turned layer are antialiased (false by default, as on iOS; the
    /// compositor here antialiases every edge: see docs/uikit-decisions.md). Stored.
    open var allowsEdgeAntialiasing = false
    /// Which edges `allowsEdgeAntialiasing` smooths. Stored.
    open var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
    /// A hint to queue drawing commands and run them off the main thread. Stored.
    open var drawsAsynchronously = false
    /// The filter for contents drawn smaller than their pixels (`.trilinear` draws as `.linear`:
    /// see docs/uikit-decisions.md, "Contents filters").
    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { if minificationFilter != oldValue { renderPropertyDidChange() } }
    }
    /// The filter for contents drawn larger than their pixels: `.nearest` keeps texels square.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { if magnificationFilter != oldValue { renderPropertyDidChange() } }
    }
    /// The mipmap level bias of `.trilinear` minification. Stored.
    open var minificationFilterBias: Float = 0
    /// The pixel format of drawn contents. Stored (always 8-bit premultiplied).
    open var contentsFormat: CALayerContentsFormat = .RGBA8Uint
    /// Default values for keys the layer does not set, consulted before `defaultValue(forKey:)`. Stored.
    open var style: [AnyHashable: Any]?
    /// Whether the display pass clears the area it redraws before drawing.
    var clearsBeforeDrawing = true

    /// An image to show: a `CGImage`. Drawing (`display()`) replaces what is shown with the
    /// backing store instead.
    open var contents: Any? {
        didSet { contentsDidChange(from: oldValue) }
    }
    var contentsVersion: UInt64 = 0
    /// How contents are placed when their size differs from the bounds.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue { renderPropertyDidChange() } }
    }
    /// The part of the contents shown, in unit coordinates.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { animatableDidChange("contentsRect", from: oldValue) } }
    }
    /// The stretchable middle of the contents for nine-part scaling, in unit coordinates.
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { animatableDidChange("contentsCenter", from: oldValue) } }
    }
    /// Pixels per point of the backing store and of the contents.
    open var contentsScale: CGFloat = 1 {
        didSet { contentsScale = acceptedContentsScale(contentsScale, replacing: oldValue) }
    }

    // MARK: Shadow

    /// The shadow's colour; opaque black by default. Animatable.
    open var shadowColor: CGColor? = CGColor.black {
        didSet { if shadowColor != oldValue { animatableDidChange("shadowColor", from: oldValue) } }
    }
    /// 0 (no shadow, the default) to 1. Animatable.
    open var shadowOpacity: Float = 0 {
        didSet { shadowOpacity = acceptedScalar(shadowOpacity, replacing: oldValue, key: "shadowOpacity") }
    }
    /// Where the shadow falls, in the layer's coordinates: (0, −3) by default, as in Core Animation. Animatable.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { shadowOffset = acceptedSize(shadowOffset, replacing: oldValue, key: "shadowOffset") }
    }
    /// The blur's radius in points (3 by default). Animatable.
    open var shadowRadius: CGFloat = 3 {
        didSet { shadowRadius = acceptedLength(shadowRadius, replacing: oldValue, key: "shadowRadius") }
    }
    /// The shape that casts the shadow; nil (the default) casts the layer's own. Animatable.
    open var shadowPath: CGPath? {
        didSet { shadowPath = acceptedPath(shadowPath, replacing: oldValue, key: "shadowPath") }
    }
    /// The last shadow blurred on the CPU, kept while what casts it does not change.
    var shadowRaster: (key: ShadowRasterKey, shadow: RenderShadow.Shape)?

    /// A layer whose alpha gates this layer's content. It has no superlayer while it masks.
    open var mask: CALayer? {
        get { storedMask }
        set { replaceMask(with: newValue) }
    }
    var storedMask: CALayer?

    // MARK: Geometry in the superlayer, hit-testing

    /// The layer's rectangle in its superlayer's space: derived from bounds, position, anchor
    /// point and transform. Under a non-identity transform it is the box that encloses the
    /// transformed bounds. Setting it sizes the bounds so that the *transformed* bounds fill the
    /// new frame, and places `position` so that the frame's midpoint is the transformed bounds'
    /// midpoint (see `FramePlacement`).
    open var frame: CGRect {
        get { bounds.applying(placementTransform) }
        set { place(inFrame: newValue) }
    }

    /// True when `point`, in this layer's coordinates, is inside its bounds.
    open func contains(_ point: CGPoint) -> Bool { bounds.contains(point) }

    /// The front-most layer of this subtree that contains `point`, given in the **superlayer's**
    /// coordinates; nil when none does. Hidden layers are skipped; a layer that masks to its
    /// bounds hides the parts of its sublayers outside them.
    open func hitTest(_ point: CGPoint) -> CALayer? { frontmostLayer(at: point) }

    // MARK: Display

    /// Marks the whole layer for redisplay in the next update cycle. Returns at once; several
    /// calls before the cycle give one `draw`.
    open func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Adds `rect` (layer coordinates) to the area to redraw in the next update cycle. The rects
    /// of one cycle are coalesced into a single `draw` call clipped to their union.
    open func setNeedsDisplay(_ rect: CGRect) {
        guard GeometryCheck.accept(rect, in: "CALayer.setNeedsDisplay(_:)") else { return }
        dirtyRect = dirtyRect.map { $0.union(rect) } ?? rect
        needsDisplayFlag = true
        propagateDirtyFlagsToAncestors()
    }

    /// Whether the layer is marked for redisplay.
    open func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays the layer now if it is marked.
    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Updates the layer's content: asks the delegate's `display(_:)`, whose default draws into
    /// the backing store through ``draw(in:)``. Don't call it directly; the display pass does.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            drawIntoBackingStore()
        }
    }

    /// Draws the layer's content. The default asks the delegate's `draw(_:in:)`; a layer with no
    /// delegate and no override draws nothing and gets no backing bitmap.
    open func draw(in ctx: CGContext) {
        if let delegate {
            delegate.draw(self, in: ctx)
        } else {
            DrawProbe.baseDrawReached = true
        }
    }

    // MARK: Layout

    /// Marks the layer for layout in the next update cycle (or the next `layoutIfNeeded()`).
    /// Returns at once; several calls before the cycle give one layout.
    open func setNeedsLayout() {
        needsLayoutFlag = true
        propagateDirtyFlagsToAncestors()
    }

    /// Whether the layer is marked for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out now what is marked. As Core Animation documents it, the superlayers are walked up
    /// while they need layout, and the whole marked part of the tree below the top-most of them
    /// is laid out, parents before children. Nothing happens when nothing is marked.
    open func layoutIfNeeded() {
        (delegate as? UIView)?.prepareConstraintBasedLayout()
        var top = self
        while let parent = top.superlayer, parent.needsLayoutFlag { top = parent }
        MainLoop.whileBusy { top.layoutMarkedSubtreeUntilClean() }
    }

    /// Positions the sublayers. The default asks the delegate (a view runs `layoutSubviews()`).
    /// Don't call it directly; the layout pass does.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    // MARK: Model and presentation

    /// A copy of the layer as shown now: the model with its running animations applied at the
    /// media clock's time. Nil for a layer that no commit has included yet (an update cycle,
    /// `CATransaction.flush()` or a snapshot commits the layers of visible windows).
    open func presentation() -> Self? {
        guard hasBeenCommitted else { return nil }
        let copy = makeCopyByClass()
        copy.modelLayer = self
        if hasAnimations { copy.adopt(presentationState(at: MediaClock.now)) }
        return copy as? Self
    }

    /// The model layer behind a presentation copy; the layer itself otherwise.
    open func model() -> Self { modelLayer as? Self ?? self }
    weak var modelLayer: CALayer?

    /// `<CALayer: 0x…>`, as Core Animation describes a layer; `layerTreeDescription()` says more.
    nonisolated open override var description: String { ObjectDescription.brief(self) }
    /// The description, as NSObject's `debugDescription` is by default.
    nonisolated open override var debugDescription: String { description }

    // MARK: Entry points subclasses override
    // Swift lets a subclass override only what the class body declares, and Core Animation's
    // classes let iOS code override all of these; each runs its `core…` behaviour from the
    // extension that implements it.

    /// Appends `layer` in front of the other sublayers, first removing it from its old superlayer.
    open func addSublayer(_ layer: CALayer) { coreAddSublayer(layer) }
    /// Inserts `layer` at `index` of the sublayers (0 is the back).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) { coreInsertSublayer(layer, at: index) }
    /// Inserts `layer` just in front of `sibling` (at the front when `sibling` is nil).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) { coreInsertSublayer(layer, above: sibling) }
    /// Inserts `layer` just behind `sibling` (at the back when `sibling` is nil).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) { coreInsertSublayer(layer, below: sibling) }
    /// Puts `newLayer` where `oldLayer` is; `oldLayer` leaves the tree.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) { coreReplaceSublayer(oldLayer, with: newLayer) }
    /// Removes the layer from its superlayer (or from the layer it masks).
    open func removeFromSuperlayer() { coreRemoveFromSuperlayer() }
    /// Attaches a copy of `anim` under `key` (nil: anonymously), replacing one already there.
    open func add(_ anim: CAAnimation, forKey key: String?) { coreAdd(anim, forKey: key) }
    /// The animation attached under `key` (not a copy: don't modify it).
    open func animation(forKey key: String) -> CAAnimation? { coreAnimation(forKey: key) }
    /// Detaches the animation under `key`; it stops unfinished.
    open func removeAnimation(forKey key: String) { coreRemoveAnimation(forKey: key) }
    /// Detaches every animation; each stops unfinished.
    open func removeAllAnimations() { coreRemoveAllAnimations() }
    /// The keys of the attached animations, in the order they were added; nil when none.
    open func animationKeys() -> [String]? { coreAnimationKeys() }
    /// The action for an animatable key when neither the delegate nor `actions` gives one.
    open class func defaultAction(forKey event: String) -> CAAction? { coreDefaultAction(forKey: event) }
    /// Renders the layer and its sublayers into `ctx`, in the layer's own coordinate space.
    open func render(in ctx: CGContext) { coreRender(in: ctx) }
    /// The value of a property, or of any other key set by key-value coding (nil if never set).
    open func value(forKey key: String) -> Any? { coreValue(forKey: key) }
    /// Sets a property by key, or keeps the value under a key of no property.
    open func setValue(_ value: Any?, forKey key: String) { coreSetValue(value, forKey: key) }
    /// The layer's preferred size in its superlayer's coordinates: its bounds' size through its
    /// transform's affine part, as Core Animation returns it when no layout manager is set.
    open func preferredFrameSize() -> CGSize {
        let box = CGRect(origin: .zero, size: bounds.size).applying(affineTransform())
        return CGSize(width: abs(box.width), height: abs(box.height))
    }
}
