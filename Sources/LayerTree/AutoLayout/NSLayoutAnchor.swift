import Foundation

/// One attribute of a view or layout guide, from which constraints are made with type checking:
/// x-axis anchors combine with x-axis anchors, y with y, dimensions with dimensions.
///
/// The `AnchorType` parameter is the anchor's own class, so the compiler refuses to relate a
/// top to a leading. Leading/trailing also refuse left/right at run time, as UIKit does (a
/// diagnostic; the constraint is still made).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The terms the anchor stands for: one (item, attribute), or two for an offset between anchors.
    let terms: [LayoutTerm]

    init(terms: [LayoutTerm]) {
        self.terms = terms
        super.init()
    }

    convenience init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute) {
        self.init(terms: [LayoutTerm(item, attribute)])
    }

    /// The view or layout guide the anchor belongs to.
    open var item: AnyObject? { terms.first?.item.item?.object }

    /// The anchor in debugging output: `UIView:0x….leading`.
    open var name: String {
        terms.map { "\($0.item.item?.debugName ?? "nil").\($0.attribute.name)" }.joined(separator: " - ")
    }

    /// Whether the anchor's item has an ambiguous layout on the anchor's axis.
    open var hasAmbiguousLayout: Bool {
        guard let view = terms.first?.item.item?.view else { return false }
        return view.hasAmbiguousLayout
    }

    /// The constraints that affect the anchor's item along the anchor's axis.
    open var constraintsAffectingLayout: [NSLayoutConstraint] {
        guard let term = terms.first, let axis = term.attribute.axis, let view = term.item.item?.view else { return [] }
        return view.constraintsAffectingLayout(for: axis)
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: c)
    }

    /// The distance from this anchor to `other` as a dimension.
    func offsetDimension<Other>(to other: NSLayoutAnchor<Other>) -> NSLayoutDimension {
        NSLayoutDimension(terms: offsetTerms(from: terms, to: other.terms))
    }

    /// A constraint `self relation multiplier × anchor + constant`, checked for mixed direction kinds.
    func relate(
        _ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>, multiplier: CGFloat = 1,
        constant: CGFloat
    ) -> NSLayoutConstraint {
        checkDirectionKinds(against: anchor.terms)
        return NSLayoutConstraint(
            first: terms, relation: relation, second: anchor.terms, multiplier: multiplier, constant: constant)
    }

    /// A constraint `self relation constant` (no second item).
    func relate(_ relation: NSLayoutConstraint.Relation, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(first: terms, relation: relation, second: [], multiplier: 1, constant: constant)
    }

    /// UIKit refuses to relate leading/trailing to left/right: they differ in right-to-left layouts.
    private func checkDirectionKinds(against other: [LayoutTerm]) {
        let kinds = Set(
            (terms + other).compactMap { term -> Bool? in
                switch term.attribute {
                case .leading, .trailing: true
                case .left, .right: false
                default: nil
                }
            })
        if kinds.count > 1 {
            LayerTreeDiagnostics.report(
                "NSLayoutAnchor.constraint", "a leading/trailing anchor cannot be related to a left/right anchor (\(name))")
        }
    }
}

/// A horizontal position: left, right, leading, trailing, centre x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// The distance from this anchor to `otherAnchor` as a dimension (positive when `otherAnchor`
    /// is to the right), to be related to other dimensions.
    open func anchorWithOffset(to otherAnchor: NSLayoutXAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: offsetTerms(from: terms, to: otherAnchor.terms))
    }

    /// `self == anchor + multiplier × the system spacing` (8 points between views).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: SystemSpacing.betweenSiblings * multiplier)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: SystemSpacing.betweenSiblings * multiplier)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: SystemSpacing.betweenSiblings * multiplier)
    }
}

/// A vertical position: top, bottom, centre y, first and last baselines.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// The distance from this anchor down to `otherAnchor` as a dimension.
    open func anchorWithOffset(to otherAnchor: NSLayoutYAxisAnchor) -> NSLayoutDimension {
        NSLayoutDimension(terms: offsetTerms(from: terms, to: otherAnchor.terms))
    }

    /// `self == anchor + multiplier × the system spacing` (8 points between views).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, constant: SystemSpacing.betweenSiblings * multiplier)
    }

    /// `self >= anchor + multiplier × the system spacing`.
    open func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, constant: SystemSpacing.betweenSiblings * multiplier)
    }

    /// `self <= anchor + multiplier × the system spacing`.
    open func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, constant: SystemSpacing.betweenSiblings * multiplier)
    }
}

/// A size: width or height, or the distance between two anchors.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { relate(.equal, constant: c) }
    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, constant: c)
    }
    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { relate(.lessThanOrEqual, constant: c) }

    /// `self == m × anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: 0)
    }
    /// `self >= m × anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self <= m × anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    /// `self == m × anchor + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        relate(.equal, anchor, multiplier: m, constant: c)
    }
    /// `self >= m × anchor + c`.
    open func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    /// `self <= m × anchor + c`.
    open func constraint(
        lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
    ) -> NSLayoutConstraint {
        relate(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The terms of `to − from`.
@MainActor
private func offsetTerms(from: [LayoutTerm], to: [LayoutTerm]) -> [LayoutTerm] {
    to + from.map { LayoutTerm(item: $0.item, attribute: $0.attribute, coefficient: -$0.coefficient) }
}

/// The standard spaces of the system: UIKit's `-` in the visual format and "system spacing".
enum SystemSpacing {
    /// Between two sibling views: 8 points.
    static let betweenSiblings: CGFloat = 8
    /// Between a view and its superview's edge, when not using margins: 20 points.
    static let toSuperviewEdge: CGFloat = 20
}
