import Foundation

/// A relation between two attributes of layout items (views and layout guides) that the layout
/// engine keeps true: `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant`.
///
/// A constraint takes part in layout while it is active: activation installs it on the closest
/// common ancestor of its items (that view's `constraints`), and the engine of the hierarchy
/// solves it with the others. `constant` may change while active (the engine re-solves only what
/// depends on it); `priority` may change while active except from or to `required`, as on iOS.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A constraint `view1.attr1 relation multiplier × view2.attr2 + c`. `view2` is nil (with
    /// `attr2` `.notAnAttribute`) for a constant width or height. Items are views or layout guides.
    public convenience init(
        item view1: Any, attribute attr1: NSLayoutConstraint.Attribute, relatedBy relation: NSLayoutConstraint.Relation,
        toItem view2: Any?, attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let first = LayoutItem(view1).map { [LayoutTerm($0, attr1)] } ?? []
        let second = view2.flatMap(LayoutItem.init).map { [LayoutTerm($0, attr2)] } ?? []
        self.init(first: first, relation: relation, second: second, multiplier: multiplier, constant: c)
        validate(item1: view1, item2: view2, attr2: attr2)
    }

    /// A constraint between two sides made of terms (one each, or two for an anchor's offset).
    init(first: [LayoutTerm], relation: Relation, second: [LayoutTerm], multiplier: CGFloat, constant: CGFloat) {
        firstTerms = first
        secondTerms = second
        self.relation = relation
        self.multiplier = multiplier
        self.storedConstant = constant
        super.init()
    }

    /// The first item (a view or a layout guide).
    open var firstItem: AnyObject? { first?.object }
    /// The second item, nil for a constant size.
    open var secondItem: AnyObject? { second?.object }
    /// The first item's attribute.
    open var firstAttribute: Attribute { firstTerms.first?.attribute ?? .notAnAttribute }
    /// The second item's attribute; `.notAnAttribute` when there is no second item.
    open var secondAttribute: Attribute { secondTerms.first?.attribute ?? .notAnAttribute }
    /// How the two sides relate.
    public let relation: Relation
    /// The factor applied to the second attribute.
    public let multiplier: CGFloat

    /// The first attribute's anchor.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(terms: firstTerms)
    }
    /// The second attribute's anchor; nil for a constant size.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondTerms.isEmpty ? nil : NSLayoutAnchor(terms: secondTerms)
    }

    /// The constant added to the second side. A non-finite value is refused with a diagnostic.
    open var constant: CGFloat {
        get { storedConstant }
        set {
            guard newValue.isFinite else {
                LayerTreeDiagnostics.report("NSLayoutConstraint.constant", "non-finite constant \(newValue)")
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            engine?.constraintDidChange(self)
        }
    }
    private var storedConstant: CGFloat

    /// How much the constraint matters; `required` (1000) by default. While active it may change
    /// but not from or to `required` (UIKit raises; here a diagnostic and no change).
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            if !priority.isValid || (isActive && priority.isRequired != oldValue.isRequired) {
                LayerTreeDiagnostics.report(
                    "NSLayoutConstraint.priority",
                    priority.isValid
                        ? "an active constraint's priority cannot change from or to required"
                        : "priority \(priority) is outside 1...1000")
                priority = oldValue
                return
            }
            engine?.constraintDidChange(self)
        }
    }

    /// A name shown in the constraint's description and in the engine's reports.
    open var identifier: String?

    /// Whether the constraint is archived with the view holding it (no archives exist on Linux).
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it true installs it on the closest
    /// common ancestor of its items (a diagnostic, and no change, when they have none); false
    /// removes it from the view holding it.
    open var isActive: Bool {
        get { holder != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Activates each constraint (faster than setting `isActive` one by one on iOS; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// The constraints a visual format string describes, such as `H:|-[label]-8-[button(>=44)]-|`:
    /// not yet active. `-` is 8 points between views and the superview's margin at `|`; `options`
    /// aligns the line's views (`alignAllCenterY`…) and sets its direction.
    open class func constraints(
        withVisualFormat format: String, options opts: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]?,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        makeConstraints(withVisualFormat: format, options: opts, metrics: metrics, views: views)
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// UIKit's description: `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100   (active)>`.
    nonisolated open override var description: String {
        MainActor.assumeIsolated {
            let name = identifier.map { " '\($0)'" } ?? ""
            return "<NSLayoutConstraint:\(addressString(of: self))\(name) \(equationText)\(isActive ? "   (active)" : "")>"
        }
    }

    // MARK: Internal

    /// The first side: one term, or two for the offset between anchors.
    let firstTerms: [LayoutTerm]
    /// The second side, before the multiplier; empty for a constant.
    let secondTerms: [LayoutTerm]
    /// The view the constraint is installed on (its `constraints` hold it), nil while inactive.
    weak var holder: UIView?
    /// The engine the constraint is installed in, while it is.
    weak var engine: LayoutEngine?

    var first: LayoutItem? { firstTerms.first?.item.item }
    var second: LayoutItem? { secondTerms.first?.item.item }

    /// Every item of both sides that still exists.
    var items: [LayoutItem] { (firstTerms + secondTerms).compactMap(\.item.item) }

    /// The constant as a Double, for the solver.
    var constantValue: Double { Double(storedConstant) }

    private func validate(item1: Any, item2: Any?, attr2: Attribute) {
        let operation = "NSLayoutConstraint.init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
        if first == nil { LayerTreeDiagnostics.report(operation, "\(type(of: item1)) is not a view or a layout guide") }
        if let item2, second == nil {
            LayerTreeDiagnostics.report(operation, "\(type(of: item2)) is not a view or a layout guide")
        }
        if !multiplier.isFinite || !storedConstant.isFinite {
            LayerTreeDiagnostics.report(operation, "non-finite multiplier or constant")
        }
        if item2 != nil, attr2 == .notAnAttribute {
            LayerTreeDiagnostics.report(operation, "a second item needs an attribute")
        }
    }
}
