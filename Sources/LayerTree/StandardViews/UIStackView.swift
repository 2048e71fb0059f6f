import Foundation

/// A view that lays out a row or column of views with Auto Layout: its arranged subviews, along
/// `axis`, sized by `distribution`, placed across by `alignment`, `spacing` apart. The stack view
/// owns the constraints it makes (rebuilt in its update-constraints pass whenever an arranged
/// view, its visibility, or a property changes); the arranged views' own constraints and
/// content priorities decide the rest. A hidden arranged view collapses to zero along the axis
/// with its spacing, so hiding one inside an animation block and laying out animates the others.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views share the length along the axis.
    public enum Distribution: Int, Sendable {
        /// Fill the axis; the view hugging least grows, the one resisting compression least shrinks.
        case fill = 0
        /// Fill the axis with views of equal length.
        case fillEqually = 1
        /// Fill the axis with lengths in proportion to the views' intrinsic lengths.
        case fillProportionally = 2
        /// Intrinsic lengths, with equal spaces between the views (at least `spacing`).
        case equalSpacing = 3
        /// Intrinsic lengths, with equal distances between the views' centres.
        case equalCentering = 4
    }

    /// How arranged views are placed across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0
        case leading = 1
        case firstBaseline = 2
        case center = 3
        case trailing = 4
        case lastBaseline = 5

        /// The top of a horizontal stack (the same value as `leading`).
        public static var top: Alignment { .leading }
        /// The bottom of a horizontal stack (the same value as `trailing`).
        public static var bottom: Alignment { .trailing }
    }

    /// A `setCustomSpacing(_:after:)` value that restores the stack's `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A spacing value meaning the system's standard space (8 points between views).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// An empty horizontal stack.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A horizontal stack of `views`, which become its subviews and arranged subviews in order.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) { return nil }

    /// The views the stack lays out, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []

    /// Row (`.horizontal`, the default) or column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    /// `.fill` by default.
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    /// `.fill` by default.
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    /// The space between neighbouring arranged views (the least space for the equal distributions). 0 by default.
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Whether a vertical stack measures `spacing` from one view's last baseline to the next
    /// view's first baseline. False by default. (The first and last views still meet the stack's
    /// edges with their edges, not their baselines.)
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }
    /// Whether the views are laid out inside the stack's margins rather than its bounds. False by default.
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// Adds `view` at the end of the arranged views (and of the subviews, when it isn't one yet).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` among the arranged views at `stackIndex` (0…count).
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        guard view !== self else { return }
        arrangedSubviews.removeFirstIdentical(view)
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            LayerTreeDiagnostics.report(
                "UIStackView.insertArrangedSubview(_:at:)", "index \(stackIndex) is outside 0...\(arrangedSubviews.count)")
            return
        }
        arrangedSubviews.insert(view, at: stackIndex)
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops laying out `view`; it stays a subview (remove it from the superview to take it out).
    open func removeArrangedSubview(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangedSubviews.removeFirstIdentical(view)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    /// Sets the space after `arrangedSubview` (`spacingUseDefault` goes back to `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The space after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Rebuilds the arrangement's constraints, then runs the default pass.
    open override func updateConstraints() {
        rebuildArrangement()
        super.updateConstraints()
    }

    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack made for the current arrangement.
    var arrangementConstraints: [NSLayoutConstraint] = []

    /// Asks for the arrangement to be rebuilt in the next update-constraints pass.
    func arrangementChanged() { setNeedsUpdateConstraints() }

    /// An arranged view was hidden or shown: it collapses or comes back in the next pass.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }
}
