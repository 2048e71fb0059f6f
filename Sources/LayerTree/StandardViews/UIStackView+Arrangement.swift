import Foundation

/// The constraints of a stack view's arrangement, made as UIKit's stack view makes its `UISV-…`
/// constraints: canvas connections to the edges, spacings, the distribution's sizes, the
/// alignment across, hiding, and a low-priority pull that keeps unconstrained sizes unambiguous.
extension UIStackView {
    fileprivate typealias Attribute = NSLayoutConstraint.Attribute

    /// Replaces the arrangement's constraints with ones for the current views and properties.
    func rebuildArrangement() {
        NSLayoutConstraint.deactivate(arrangementConstraints)
        var made: [NSLayoutConstraint] = []
        let visible = arrangedSubviews.filter { !$0.isHidden }
        for hidden in arrangedSubviews where hidden.isHidden { made += hiding(hidden) }
        if !visible.isEmpty {
            made += canvasConnections(visible)
            made += spacings(visible)
            made += distributionSizes(visible)
            made += crossAxis(visible)
        }
        arrangementConstraints = made
        NSLayoutConstraint.activate(made)
    }

    // MARK: Attributes of the axis

    private var lead: Attribute { axis == .horizontal ? .leading : .top }
    private var trail: Attribute { axis == .horizontal ? .trailing : .bottom }
    private var length: Attribute { axis == .horizontal ? .width : .height }
    private var crossLead: Attribute { axis == .horizontal ? .top : .leading }
    private var crossTrail: Attribute { axis == .horizontal ? .bottom : .trailing }
    private var crossLength: Attribute { axis == .horizontal ? .height : .width }
    private var crossCenter: Attribute { axis == .horizontal ? .centerY : .centerX }

    /// The rectangle the views are arranged in: the stack, or its margins.
    private var canvas: Any { isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self }

    private func relate(
        _ first: Any, _ firstAttribute: Attribute, _ relation: NSLayoutConstraint.Relation = .equal, to second: Any?,
        _ secondAttribute: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required,
        id identifier: String
    ) -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(
            item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
            attribute: second == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier, constant: constant)
        constraint.priority = priority
        constraint.identifier = identifier
        return constraint
    }

    // MARK: Parts

    /// A hidden arranged view: zero length along the axis, at the canvas's leading edge.
    private func hiding(_ view: UIView) -> [NSLayoutConstraint] {
        [
            relate(view, length, to: nil, .notAnAttribute, id: "UISV-hiding"),
            relate(view, lead, to: canvas, lead, id: "UISV-hiding"),
            relate(view, crossLead, to: canvas, crossLead, id: "UISV-hiding"),
        ]
    }

    /// The first view at the canvas's leading edge, the last at its trailing edge.
    private func canvasConnections(_ views: [UIView]) -> [NSLayoutConstraint] {
        [
            relate(views[0], lead, to: canvas, lead, id: "UISV-canvas-connection"),
            relate(canvas, trail, to: views[views.count - 1], trail, id: "UISV-canvas-connection"),
        ]
    }

    /// The space after `view`: its custom spacing or `spacing` (`spacingUseSystem`: 8 points).
    private func space(after view: UIView) -> CGFloat {
        let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
        return custom == Self.spacingUseSystem ? SystemSpacing.betweenSiblings : custom
    }

    /// Neighbours `space` apart: exactly for the filling distributions, at least for the equal ones.
    /// A vertical stack with `isBaselineRelativeArrangement` measures from the last baseline of
    /// one view to the first baseline of the next (a view without text has its edges as baselines).
    private func spacings(_ views: [UIView]) -> [NSLayoutConstraint] {
        let exact = distribution == .fill || distribution == .fillEqually || distribution == .fillProportionally
        let baselines = axis == .vertical && isBaselineRelativeArrangement
        let (from, to): (Attribute, Attribute) = baselines ? (.lastBaseline, .firstBaseline) : (trail, lead)
        return zip(views, views.dropFirst()).map { previous, next in
            relate(
                next, to, exact ? .equal : .greaterThanOrEqual, to: previous, from, constant: space(after: previous),
                id: "UISV-spacing")
        }
    }

    private func distributionSizes(_ views: [UIView]) -> [NSLayoutConstraint] {
        switch distribution {
        case .fill: return []
        case .fillEqually:
            return views.dropFirst().map { relate($0, length, to: views[0], length, id: "UISV-fill-equally") }
        case .fillProportionally: return proportionalSizes(views)
        case .equalSpacing:
            let first = views[0].trailingAnchorFor(axis).offsetDimension(to: views[1 % views.count].leadingAnchorFor(axis))
            return Array(zip(views, views.dropFirst()).dropFirst()).map { previous, next in
                let gap = previous.trailingAnchorFor(axis).offsetDimension(to: next.leadingAnchorFor(axis))
                return named(gap.constraint(equalTo: first), "UISV-distributing-edge", priority: UILayoutPriority(999))
            }
        case .equalCentering:
            let first = views[0].centerAnchorFor(axis).offsetDimension(to: views[1 % views.count].centerAnchorFor(axis))
            return Array(zip(views, views.dropFirst()).dropFirst()).map { previous, next in
                let gap = previous.centerAnchorFor(axis).offsetDimension(to: next.centerAnchorFor(axis))
                return named(gap.constraint(equalTo: first), "UISV-distributing-center", priority: UILayoutPriority(999))
            }
        }
    }

    /// Lengths in proportion to the intrinsic lengths, sharing what the spacing leaves.
    private func proportionalSizes(_ views: [UIView]) -> [NSLayoutConstraint] {
        let intrinsic = views.map { view -> CGFloat in
            let size = view.intrinsicContentSize
            return max(axis == .horizontal ? size.width : size.height, 0)
        }
        let total = intrinsic.reduce(0, +)
        guard total > 0 else {
            return views.dropFirst().map { relate($0, length, to: views[0], length, id: "UISV-fill-proportionally") }
        }
        let spaces = zip(views, views.dropFirst()).reduce(CGFloat(0)) { $0 + space(after: $1.0) }
        return zip(views, intrinsic).map { view, length in
            let share = length / total
            return relate(
                view, self.length, to: canvas, self.length, multiplier: share, constant: -spaces * share,
                priority: UILayoutPriority(999), id: "UISV-fill-proportionally")
        }
    }

    /// Placement across the axis by `alignment`; the canvas hugs the views unless fixed from outside.
    private func crossAxis(_ views: [UIView]) -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        for view in views {
            switch alignment {
            case .fill:
                made += [
                    relate(view, crossLead, to: canvas, crossLead, id: "UISV-canvas-connection"),
                    relate(canvas, crossTrail, to: view, crossTrail, id: "UISV-canvas-connection"),
                ]
            case .leading:
                made += [
                    relate(view, crossLead, to: canvas, crossLead, id: "UISV-canvas-connection"), within(view, trailing: true),
                ]
            case .trailing:
                made += [
                    relate(canvas, crossTrail, to: view, crossTrail, id: "UISV-canvas-connection"), within(view, trailing: false),
                ]
            case .center:
                made += [
                    relate(view, crossCenter, to: canvas, crossCenter, id: "UISV-canvas-connection"),
                    within(view, trailing: true), within(view, trailing: false),
                ]
            case .firstBaseline, .lastBaseline:
                let baseline: Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] && axis == .horizontal {
                    made.append(relate(view, baseline, to: views[0], baseline, id: "UISV-alignment"))
                }
                made += [within(view, trailing: true), within(view, trailing: false)]
                made.append(
                    relate(view, crossLead, to: canvas, crossLead, priority: UILayoutPriority(249), id: "UISV-spanning-boundary"))
            }
            if alignment != .fill {
                made.append(
                    relate(
                        view, crossLength, to: nil, .notAnAttribute, priority: UILayoutPriority(25),
                        id: "UISV-ambiguity-suppression"))
            }
        }
        if alignment != .fill {
            made.append(
                relate(canvas, crossLength, to: nil, .notAnAttribute, priority: UILayoutPriority(49), id: "UISV-canvas-fit"))
        }
        return made
    }

    /// The view inside the canvas across the axis, on its trailing (or leading) side.
    private func within(_ view: UIView, trailing: Bool) -> NSLayoutConstraint {
        trailing
            ? relate(canvas, crossTrail, .greaterThanOrEqual, to: view, crossTrail, id: "UISV-spanning-boundary")
            : relate(view, crossLead, .greaterThanOrEqual, to: canvas, crossLead, id: "UISV-spanning-boundary")
    }

    private func named(_ constraint: NSLayoutConstraint, _ identifier: String, priority: UILayoutPriority) -> NSLayoutConstraint {
        constraint.identifier = identifier
        constraint.priority = priority
        return constraint
    }
}

extension UIView {
    /// The leading (horizontal) or top (vertical) anchor.
    func leadingAnchorFor(_ axis: NSLayoutConstraint.Axis) -> NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(.view(self), axis == .horizontal ? .leading : .top)
    }
    /// The trailing (horizontal) or bottom (vertical) anchor.
    func trailingAnchorFor(_ axis: NSLayoutConstraint.Axis) -> NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(.view(self), axis == .horizontal ? .trailing : .bottom)
    }
    /// The centre anchor along `axis`.
    func centerAnchorFor(_ axis: NSLayoutConstraint.Axis) -> NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(.view(self), axis == .horizontal ? .centerX : .centerY)
    }
}
