import Foundation
import Graphics

/// A rectangular area on screen and the content in it: UIKit's view, backed by a `CALayer`.
///
/// The view is its layer's delegate, and its geometry is the layer's: `bounds` is the layer's
/// bounds, `center` its position, `transform` its affine transform, `alpha` its opacity.
/// Views draw in ``draw(_:)`` into the layer's cached bitmap; moving, resizing (except with
/// `contentMode = .redraw`), rotating or fading a view never calls `draw(_:)` again.
/// All of it runs on the main actor, as in UIKit.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate, UICoordinateSpace {
    /// The class of layer every view of this class creates, once, at initialization, by that
    /// class's `init()` (`override class var layerClass: AnyClass { CAShapeLayer.self }`). A
    /// class that is not a layer class is reported and a plain `CALayer` made instead.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer. Never nil; its delegate is the view, and it can't be replaced.
    public let layer: CALayer

    // MARK: Initialization

    /// A view with `frame` (superview coordinates, points): bounds `(0, 0, frame.size)`, centre
    /// at the frame's midpoint.
    public init(frame: CGRect) {
        layer = CALayer.make(ofClass: Self.backingLayerClass)
        super.init()
        layer.delegate = self
        layer.isOpaque = true
        layer.contentsScale = UIScreen.main.scale
        layer.needsDisplayOnBoundsChange = contentMode == .redraw
        if GeometryCheck.accept(frame, in: "UIView.init(frame:)") { layer.frame = frame }
        layer.setNeedsDisplay()
        layer.setNeedsLayout()  // a new view lays out once, as in UIKit
        if Self.requiresConstraintBasedLayout { markNeedsUpdateConstraints() }
    }

    public convenience override init() { self.init(frame: .zero) }

    /// UIKit's description: `<UIView: 0x…; frame = (0 0; 320 480); layer = <CALayer: 0x…>>`,
    /// with the properties that differ from a new view's between (see `recursiveDescription()`).
    nonisolated open override var description: String { ObjectDescription.view(self) }

    /// ``layerClass`` as a layer class.
    private static var backingLayerClass: CALayer.Type {
        if let layerClass = layerClass as? CALayer.Type { return layerClass }
        LayerTreeDiagnostics.report("UIView.layerClass", "\(layerClass) is not a CALayer class; using CALayer")
        return CALayer.self
    }

    /// Nib and storyboard archives do not exist on Linux, so no view can be decoded: this
    /// initializer exists so that subclasses declaring it compile unchanged, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The hook UIKit calls after loading a view from a nib. No nibs exist on Linux, so nothing
    /// calls it; it is here so that overrides compile. Does nothing by default.
    open func awakeFromNib() {}
    /// Called by Interface Builder to give a designable view sample content. There is no Interface
    /// Builder here, so nothing calls it; declared so that iOS views overriding it compile.
    open func prepareForInterfaceBuilder() {}

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates: derived from `center`, `bounds` and
    /// `transform`. Under a non-identity transform it is the box enclosing the transformed view.
    /// Setting it under a transform sizes the bounds so that the transformed view fills the new
    /// frame (a view scaled by 2 given a 200-point-wide frame gets 100-point-wide bounds; a
    /// quarter turn swaps width and height) and puts `center` at the frame's midpoint, as iOS
    /// does. The subviews autoresize.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard GeometryCheck.accept(newValue, in: "UIView.frame") else { return }
            resizing { layer.frame = newValue }
            geometryDidChangeForLayout()
            safeAreaMayHaveMoved()
        }
    }

    /// The view's own coordinate space. A non-zero origin shifts the content and subviews; a size
    /// change keeps `center` and autoresizes the subviews.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard GeometryCheck.accept(newValue, in: "UIView.bounds") else { return }
            resizing { layer.bounds = newValue }
            geometryDidChangeForLayout()
            safeAreaMayHaveMoved()
        }
    }

    /// The centre of the frame in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            layer.position = newValue
            geometryDidChangeForLayout()
            safeAreaMayHaveMoved()
        }
    }

    /// The transform applied about the centre (the layer's anchor point). Identity by default.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            guard [newValue.a, newValue.b, newValue.c, newValue.d, newValue.tx, newValue.ty].allSatisfy(\.isFinite) else {
                LayerTreeDiagnostics.report("UIView.transform", "non-finite value in \(newValue)")
                return
            }
            layer.setAffineTransform(newValue)
        }
    }

    /// Pixels per point of the view's bitmap. Follows the screen the view is shown on until set.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set {
            guard newValue.isFinite, newValue > 0 else {
                LayerTreeDiagnostics.report("UIView.contentScaleFactor", "invalid scale \(newValue)")
                return
            }
            hasExplicitContentScale = true
            layer.contentsScale = newValue
        }
    }
    var hasExplicitContentScale = false

    // MARK: Hierarchy

    /// The view this one is a subview of.
    public internal(set) weak var superview: UIView?
    /// The subviews, back to front: index 0 is drawn first, the last one on top.
    public internal(set) var subviews: [UIView] = []
    /// An integer to find the view by with `viewWithTag(_:)`. 0 by default.
    open var tag = 0

    /// The window at the root of the view's hierarchy, or nil when it is in none.
    open var window: UIWindow? {
        var root: UIView = self
        while let parent = root.superview { root = parent }
        return root as? UIWindow
    }

    /// The view's controller when it is one's root view, else the superview.
    open override var next: UIResponder? { owningViewController ?? superview }
    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?

    // MARK: Traits (UITraitEnvironment)

    /// The traits the view is shown with: its window's scale and size classes, its layout
    /// direction, and the nearest `overrideUserInterfaceStyle` above it.
    open var traitCollection: UITraitCollection { currentTraitCollection }
    /// The view's traits changed (it joined a window, the window's size class or scale changed, an
    /// override above it changed). Does nothing by default; call super when overriding.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// The light or dark style this view and its subviews use; `.unspecified` (the default)
    /// follows the superview. Setting it tells the subtree of its new traits.
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
        didSet { if overrideUserInterfaceStyle != oldValue { refreshTraitCollections() } }
    }
    /// The traits last told to `traitCollectionDidChange(_:)`.
    var lastNotifiedTraits: UITraitCollection?

    /// Called on the superview after a subview was added. Does nothing by default.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview before a subview is removed or moved elsewhere. Does nothing by default.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the superview changes to `newSuperview` (nil when removed). Does nothing by default.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed. Does nothing by default.
    open func didMoveToSuperview() {}
    /// Called before the window changes to `newWindow` (nil when leaving). Does nothing by default.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed; `window` may be nil. Does nothing by default.
    open func didMoveToWindow() {}

    // MARK: Layout

    /// How the view resizes when its superview's bounds size changes. None by default.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether a bounds size change autoresizes the subviews. True by default.
    open var autoresizesSubviews = true

    /// Marks the view for layout in the next update cycle; returns at once.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out now if the view (or an ancestor, walking up while they need it) is marked; the
    /// hierarchy's pending `updateConstraints()` calls and constraint changes come first, so a
    /// constraint changed in an animation block animates the frames it moves.
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// Positions the subviews. Subviews laid out by constraints already have their solved frames
    /// when it runs; the default does nothing more. Don't call it directly: it runs in the layout
    /// pass, after autoresizing.
    open func layoutSubviews() {}

    /// The size that best fits `size`. The default returns the view's current size (as current
    /// UIKit documents; the iPhone OS 3 reference said the argument). It never resizes the view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard GeometryCheck.accept(CGRect(origin: .zero, size: size), in: "UIView.sizeToFit()") else { return }
        frame = CGRect(origin: frame.origin, size: size)
    }

    // MARK: Auto Layout (the work is in AutoLayout/; Swift lets subclasses override only what the class declares)

    /// Whether the class needs constraint-based layout: its views run `updateConstraints()` in
    /// their first layout pass. False by default.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Whether the view's frame and autoresizing mask become constraints that keep them (true for
    /// views made in code). Set it false to lay the view out with constraints.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayoutStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            autoLayoutState.translatesAutoresizingMaskIntoConstraints = newValue
            updateEngineRegistration()
            if !newValue { markNeedsUpdateConstraints() }
        }
    }

    /// The constraints installed on this view (activation installs a constraint on the closest
    /// common ancestor of its items).
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.heldConstraints ?? [] }

    /// Installs `constraint` on this view; its items must be this view, its descendants or their guides.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        let views = constraint.items.map(\.view)
        guard !views.isEmpty, views.allSatisfy({ $0?.isDescendant(of: self) ?? false }) else {
            LayerTreeDiagnostics.report(
                "UIView.addConstraint(_:)", "the constraint's items must be the view or its descendants: \(constraint)")
            return
        }
        install(constraint)
    }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Removes `constraint` if this view holds it (otherwise nothing happens).
    open func removeConstraint(_ constraint: NSLayoutConstraint) { uninstall(constraint) }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(removeConstraint) }

    /// Runs the update-constraints pass on the view's subtree now (subviews first).
    open func updateConstraintsIfNeeded() { updateMarkedConstraints() }
    /// Override to add or change constraints in the update-constraints pass, before layout; call
    /// super last. The default does nothing.
    open func updateConstraints() {}
    /// Whether the view is marked for `updateConstraints()`.
    open func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? false }
    /// Marks the view for `updateConstraints()` in the next layout pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    /// The natural size of the content alone; `noIntrinsicMetric` (−1) on an axis without one.
    /// The default has none.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }
    /// The view's bounds in its window's coordinates (the screen's, here).
    override var accessibilityFrameByDefault: CGRect { convert(bounds, to: nil) }

    /// A subview's intrinsic size changed (a label's text or font). Views sized by their subviews
    /// (a button by its title) override it; the default does nothing.
    func subviewIntrinsicContentSizeDidChange(_ subview: UIView) {}

    /// Tells the engine that `intrinsicContentSize` changed; the next layout uses the new size.
    open func invalidateIntrinsicContentSize() {
        guard !translatesAutoresizingMaskIntoConstraints else { return }
        layoutEngineIfPresent?.refreshSystemConstraints(of: .view(self))
    }

    /// How much the view resists growing beyond its intrinsic size on `axis` (250 by default).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.hugging.horizontal : contentPriorities.hugging.vertical
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: true)
    }
    /// How much the view resists shrinking below its intrinsic size on `axis` (750 by default).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? contentPriorities.compression.horizontal : contentPriorities.compression.vertical
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: false)
    }

    /// The smallest (`layoutFittingCompressedSize`) or largest (`layoutFittingExpandedSize`) size
    /// the constraints inside the view allow, aiming at `targetSize` at the fitting priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }
    /// The same with a priority per axis (`.required` fixes that dimension at the target's).
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        fittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Insets from the frame to the rectangle constraints align (the content without ornaments). Zero by default.
    open var alignmentRectInsets: UIEdgeInsets { .zero }
    /// The alignment rectangle of `frame`: the frame inset by `alignmentRectInsets`.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
    /// The frame of an alignment rectangle: the exact inverse of `alignmentRect(forFrame:)`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }
    /// The view whose baseline is the first baseline: the view itself by default (a view without
    /// text uses its top edge).
    open var forFirstBaselineLayout: UIView { forLastBaselineLayout }
    /// The view whose baseline is the last baseline: the view itself by default (a view without
    /// text uses its bottom edge).
    open var forLastBaselineLayout: UIView { self }
    /// The view for `.lastBaseline` under its deprecated name.
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }
    /// Distance from the top to the first baseline, for views that show text; nil for none.
    var firstBaselineOffsetFromTop: CGFloat? { nil }
    /// Distance from the last baseline to the bottom, for views that show text; nil for none.
    var lastBaselineOffsetFromBottom: CGFloat? { nil }

    /// The default spacing between the view's edges and its content: 8 points on each side.
    open var layoutMargins: UIEdgeInsets {
        get { physicalInsets(directionalLayoutMargins) }
        set { directionalLayoutMargins = directionalInsets(newValue) }
    }
    /// The margins by leading and trailing, following the layout direction. A controller's root
    /// view gets at least its controller's `systemMinimumLayoutMargins` (when it respects them).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { owningViewController?.rootViewMargins(storedLayoutMargins) ?? storedLayoutMargins }
        set {
            let old = directionalLayoutMargins
            storedLayoutMargins = newValue
            if directionalLayoutMargins != old { layoutMarginsChanged() }
        }
    }
    var storedLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    /// Whether the superview's margins also keep content in when the view is near its edges. False by default.
    open var preservesSuperviewLayoutMargins = false { didSet { layoutMarginsChanged() } }
    /// Whether the margins are measured from the safe area rather than the bounds. True by default.
    open var insetsLayoutMarginsFromSafeArea = true { didSet { layoutMarginsChanged() } }
    /// Called when the margins change. Does nothing by default.
    open func layoutMarginsDidChange() {}
    /// The rectangle inside the margins, as a guide for constraints.
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.layoutMargins, \.layoutMarginsGuide) }
    /// A column of readable width (at most 672 points) centred in the margins.
    open var readableContentGuide: UILayoutGuide { systemGuide(.readableContent, \.readableContentGuide) }
    /// The part of the view that the window's bars and screen shape leave uncovered, as insets.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }
    /// Called when the safe area changes. Does nothing by default.
    open func safeAreaInsetsDidChange() {}
    /// The safe area as a guide for constraints.
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea, \.safeAreaLayoutGuide) }
    /// Where the keyboard is, as a guide for constraints: with no keyboard shown (none appears
    /// here), along the bottom edge over the bottom safe area.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide { keyboardGuide }

    /// The guides added with `addLayoutGuide(_:)`.
    open var layoutGuides: [UILayoutGuide] { autoLayoutStorage?.layoutGuides ?? [] }
    /// Adds `layoutGuide` to the view (taking it from another view), so that constraints can use it.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { adoptLayoutGuide(layoutGuide) }
    /// Removes `layoutGuide` and deactivates the constraints that use it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { dropLayoutGuide(layoutGuide) }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .right) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .bottom) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(.view(self), .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(.view(self), .height) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(.view(self), .centerX) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .centerY) }
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .firstBaseline) }
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(.view(self), .lastBaseline) }

    /// Debugging: the constraints naming the view on `axis` (not guaranteed complete, as on iOS).
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        constraintsNaming(axis: axis)
    }
    /// Debugging: whether another frame satisfies the view's constraints equally well.
    open var hasAmbiguousLayout: Bool { isLayoutAmbiguous }
    /// Debugging: moves an ambiguously laid out view to another of its solutions.
    open func exerciseAmbiguityInLayout() { exerciseLayoutAmbiguity() }

    /// What the content means for right-to-left layouts. `.unspecified` by default.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified {
        didSet { if semanticContentAttribute != oldValue { layoutDirectionChanged() } }
    }
    /// The direction the view lays out in: from `semanticContentAttribute`, else the application's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }
    /// The layout direction for content described by `attribute`.
    open class func userInterfaceLayoutDirection(
        for attribute: UISemanticContentAttribute
    ) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceRightToLeft: .rightToLeft
        case .forceLeftToRight, .playback, .spatial: .leftToRight
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        }
    }

    var autoLayoutStorage: AutoLayoutState?
    /// The safe-area insets the view last reported through `safeAreaInsetsDidChange()`; zero
    /// until it first reports.
    var reportedSafeAreaInsets = UIEdgeInsets.zero

    // MARK: Drawing

    /// Draws the view's content for `rect` (the dirty part of the bounds) into the current
    /// context (`UIGraphicsGetCurrentContext()`), whose origin is the bounds origin, y down, one
    /// point per `contentScaleFactor` pixels, clipped to `rect`. The default draws nothing, and a
    /// view that does not override it gets no bitmap. Don't call it directly.
    open func draw(_ rect: CGRect) {
        DrawProbe.baseDrawReached = true
    }

    /// Marks the whole view for redrawing in the next update cycle. Several calls give one draw.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Adds `rect` (view coordinates) to the area to redraw; one cycle's rects coalesce into one draw.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// How the cached bitmap is placed when the bounds change; `.redraw` redraws instead.
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.contentsGravity = contentMode.gravity
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
        }
    }

    /// The stretchable part of the content, in unit coordinates (deprecated in UIKit; the layer's
    /// `contentsCenter`).
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }

    /// Whether the area to redraw is cleared to transparent black before `draw(_:)`. True by default.
    open var clearsContextBeforeDrawing = true {
        didSet { layer.clearsBeforeDrawing = clearsContextBeforeDrawing }
    }

    /// A promise that `draw(_:)` fills its rect with opaque content. True by default.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The background colour, drawn by the compositor behind the content; nil (the default) is transparent.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }

    /// 0 (transparent) to 1 (opaque). Fades the view and its subviews as a group.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            guard newValue.isFinite else {
                LayerTreeDiagnostics.report("UIView.alpha", "non-finite value \(newValue)")
                return
            }
            layer.opacity = Float(newValue)
        }
    }

    /// A hidden view and its subviews are not drawn and get no events; it still lays out.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            (superview as? UIStackView)?.arrangedSubviewVisibilityChanged(self)
        }
    }

    /// Whether subviews are clipped to the bounds. False by default.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// A view whose alpha gates this view's content; it has no superview while it masks.
    open var mask: UIView? {
        get { storedMask }
        set {
            if let newValue, newValue === self || newValue.superview != nil {
                LayerTreeDiagnostics.report("UIView.mask", "a mask view must not be the view itself or have a superview")
                return
            }
            if let owner = newValue?.layer.maskedLayer?.delegate as? UIView, owner !== self { owner.mask = nil }
            layer.mask = newValue?.layer
            guard layer.mask === newValue?.layer else { return }  // refused (a cycle), and reported
            storedMask = newValue
        }
    }
    private var storedMask: UIView?

    // MARK: Tint

    /// The tint: the view's own, else the first set up the superview chain, else the system
    /// blue; dimmed (grey) when the effective adjustment mode is `.dimmed`.
    open var tintColor: UIColor! {
        get {
            let tint = inheritedTint
            return effectiveTintAdjustmentMode == .dimmed ? Tint.dimmed(tint) : tint
        }
        set { notifyingTintChanges { storedTintColor = newValue } }
    }
    var storedTintColor: UIColor?

    /// How the tint is adjusted; `.automatic` inherits from the superview chain (`.normal` if none sets it).
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set { notifyingTintChanges { storedTintAdjustmentMode = newValue } }
    }
    var storedTintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when the effective tint changes, on the view and on descendants that inherit it.
    open func tintColorDidChange() {}

    // MARK: Events

    /// Whether the view takes part in event handling. True by default.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than the first touch of a multi-touch sequence. False by default.
    open var isMultipleTouchEnabled = false
    /// Whether the view, while tracking a touch, keeps other views of its window from receiving touches.
    open var isExclusiveTouch = false

    /// The farthest descendant (or the view itself) that contains `point` (view coordinates) and
    /// takes events: hidden views, views with interaction disabled or an alpha below 0.01 are
    /// skipped with their subtrees, as are views animating without `.allowUserInteraction`; a
    /// point outside the view's bounds hits nothing inside it.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= Float(Self.hitTestAlphaThreshold),
            !layer.animationsBlockInteraction, self.point(inside: point, with: event)
        else { return nil }
        for subview in subviewsFrontToBack {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (view coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    /// The recognizers attached to the view (empty when none is).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedRecognizers }
        set {
            for recognizer in attachedRecognizers { recognizer.view = nil }
            attachedRecognizers = []
            newValue?.forEach(addGestureRecognizer)
        }
    }
    var attachedRecognizers: [UIGestureRecognizer] = []

    /// Attaches `gestureRecognizer` (moving it from another view): it receives the touches
    /// hit-tested to this view or any of its subviews.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attachedRecognizers.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        attachedRecognizers.removeFirstIdentical(gestureRecognizer)
        gestureRecognizer.view = nil
    }

    /// Whether `gestureRecognizer`, about to begin, may. True by default.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Makes the first responder in this view's subtree resign; with `force`, without asking it.
    /// Returns whether no first responder remains there.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let responder = FirstResponder.current as? UIView, responder.isDescendant(of: self) else { return true }
        if force {
            FirstResponder.forceResign(responder)
            return true
        }
        return responder.resignFirstResponder()
    }

    /// Views with an alpha below this are not hit (current UIKit's 0.01; the iPhone OS 3
    /// reference said 0.1).
    public static let hitTestAlphaThreshold: CGFloat = 0.01

    // MARK: CALayerDelegate

    /// Makes the layer's context current and calls ``draw(_:)`` with the rect to redraw.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        draw(ctx.boundingBoxOfClipPath)
    }

    /// Gives the subviews laid out by constraints their solved frames, then runs ``layoutSubviews()``.
    /// A controller's root view tells its controller before and after (`viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`).
    open func layoutSublayers(of layer: CALayer) {
        reportSafeAreaIfMoved()
        owningViewController?.rootViewWillLayOut()
        let engine = layoutEngineIfPresent
        engine?.applyLayout(toSubviewsOf: self)
        layoutSubviews()
        engine?.markChangedViews()
        owningViewController?.viewDidLayoutSubviews()
    }

    /// Inside an animation block (with animations enabled) a change of an animatable property
    /// becomes the block's animation; anywhere else a view's layer does not animate implicitly.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        blockAction(for: layer, forKey: event)
    }

    // MARK: Hierarchy entry points subclasses override
    // (implemented in UIView+Hierarchy.swift; Swift lets a subclass override only what the class
    // body declares, and UIKit's views let iOS code override all of these)

    /// Adds `view` on top of the other subviews, first removing it from a different superview.
    open func addSubview(_ view: UIView) { coreAddSubview(view) }
    /// Inserts `view` at `index` of the subviews (0 is the back; at most the number of subviews).
    open func insertSubview(_ view: UIView, at index: Int) { coreInsertSubview(view, at: index) }
    /// Inserts `view` just above `siblingSubview`, which ends up behind it.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        coreInsertSubview(view, aboveSubview: siblingSubview)
    }
    /// Inserts `view` just below `siblingSubview`, which ends up in front of it.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        coreInsertSubview(view, belowSubview: siblingSubview)
    }
    /// Moves `view` to the end of `subviews`, in front of its siblings.
    open func bringSubviewToFront(_ view: UIView) { coreBringSubviewToFront(view) }
    /// Moves `view` to the start of `subviews`, behind its siblings.
    open func sendSubviewToBack(_ view: UIView) { coreSendSubviewToBack(view) }
    /// Swaps two entries of `subviews`, and their layers' places among the sublayers.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        coreExchangeSubview(at: index1, withSubviewAt: index2)
    }
    /// Unlinks the view from its superview, its window and the responder chain.
    open func removeFromSuperview() { coreRemoveFromSuperview() }
}
