import Foundation

/// Turns a parsed visual format line into constraints, as UIKit's visual format does: sizes
/// from view predicates, spaces between neighbours (`-` is 8 points), edges to the superview
/// (`|-` is the superview's margin), and the `alignAll…` options across the line.
@MainActor
struct VisualFormatBuilder {
    let line: VisualFormatLine
    let options: NSLayoutConstraint.FormatOptions
    let views: [UIView]
    let names: [String: UIView]

    init(line: VisualFormatLine, options: NSLayoutConstraint.FormatOptions, views: [String: Any]) throws(VisualFormatParser
        .Failure)
    {
        self.line = line
        self.options = options
        var names: [String: UIView] = [:]
        for (name, value) in views {
            if let view = value as? UIView { names[name] = view }
        }
        var resolved: [UIView] = []
        for element in line.views {
            guard let view = names[element.name] else {
                throw .init(message: "Unable to parse constraint format: \(element.name) is not a key in the views dictionary.")
            }
            resolved.append(view)
        }
        self.views = resolved
        self.names = names
    }

    typealias Attribute = NSLayoutConstraint.Attribute

    /// The edge attributes in the order views flow, and the sign of a space along that flow.
    private var flow: (lead: Attribute, trail: Attribute, sign: CGFloat) {
        if line.orientation == .vertical { return (.top, .bottom, 1) }
        switch options.intersection(.directionMask) {
        case .directionLeftToRight: return (.left, .right, 1)
        case .directionRightToLeft: return (.right, .left, -1)
        default: return (.leading, .trailing, 1)
        }
    }

    private var sizeAttribute: Attribute { line.orientation == .vertical ? .height : .width }

    func constraints() throws(VisualFormatParser.Failure) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        for (view, element) in zip(views, line.views) {
            for predicate in element.predicates { result.append(try sizeConstraint(view, predicate)) }
        }
        for (index, connection) in line.connections.enumerated() {
            result += spacing(connection, from: views[index], flow.trail, to: views[index + 1], flow.lead)
        }
        if let edge = line.leadingEdge {
            let superview = try requireSuperview()
            result += spacing(edge, from: superview, flow.lead, to: views[0], flow.lead, margin: margin(of: flow.lead))
        }
        if let edge = line.trailingEdge, let last = views.last {
            let superview = try requireSuperview()
            result += spacing(edge, from: last, flow.trail, to: superview, flow.trail, margin: margin(of: flow.trail))
        }
        result += try alignment()
        return result
    }

    private func sizeConstraint(_ view: UIView, _ predicate: VisualFormatLine.Predicate) throws(VisualFormatParser.Failure)
        -> NSLayoutConstraint
    {
        let constraint: NSLayoutConstraint
        if let name = predicate.view {
            guard let other = names[name] else {
                throw .init(message: "Unable to parse constraint format: \(name) is not a key in the views dictionary.")
            }
            constraint = NSLayoutConstraint(
                item: view, attribute: sizeAttribute, relatedBy: predicate.relation, toItem: other, attribute: sizeAttribute,
                multiplier: 1, constant: 0)
        } else {
            constraint = NSLayoutConstraint(
                item: view, attribute: sizeAttribute, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: predicate.constant)
        }
        constraint.priority = predicate.priority
        return constraint
    }

    /// `to.toAttribute relation from.fromAttribute + space`, one per predicate; the standard space
    /// is 8 points between views and the margin at the superview's edges.
    private func spacing(
        _ connection: VisualFormatLine.Connection, from: UIView, _ fromAttribute: Attribute, to: UIView, _ toAttribute: Attribute,
        margin: Attribute? = nil
    ) -> [NSLayoutConstraint] {
        let predicates: [VisualFormatLine.Predicate]
        switch connection {
        case .flush: predicates = [VisualFormatLine.Predicate()]
        case .standard:
            if let margin {
                let fromIsSuperview = to.superview === from
                let constraint = NSLayoutConstraint(
                    item: to, attribute: fromIsSuperview ? toAttribute : margin, relatedBy: .equal, toItem: from,
                    attribute: fromIsSuperview ? margin : fromAttribute, multiplier: 1, constant: 0)
                return [constraint]
            }
            predicates = [VisualFormatLine.Predicate(constant: SystemSpacing.betweenSiblings)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { predicate in
            let constraint = NSLayoutConstraint(
                item: to, attribute: toAttribute, relatedBy: predicate.relation, toItem: from, attribute: fromAttribute,
                multiplier: 1, constant: predicate.constant * flow.sign)
            constraint.priority = predicate.priority
            return constraint
        }
    }

    private func margin(of attribute: Attribute) -> Attribute? {
        switch attribute {
        case .leading: .leadingMargin
        case .trailing: .trailingMargin
        case .left: .leftMargin
        case .right: .rightMargin
        case .top: .topMargin
        case .bottom: .bottomMargin
        default: nil
        }
    }

    private func requireSuperview() throws(VisualFormatParser.Failure) -> UIView {
        guard let superview = views.first?.superview else {
            throw .init(message: "Unable to interpret '|' character, because the related view doesn't have a superview")
        }
        return superview
    }

    /// `view.attribute == first.attribute` for every `alignAll…` option, across the line's views.
    private func alignment() throws(VisualFormatParser.Failure) -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        let chosen = table.filter { options.contains($0.0) }.map(\.1)
        if chosen.contains(where: { ($0.axis == .horizontal) == (line.orientation == .horizontal) }) {
            throw .init(
                message: "Unable to parse constraint format: Options mask required views to be aligned on a horizontal edge, "
                    + "which is not allowed for layout that is also horizontal.")
        }
        guard let first = views.first else { return [] }
        return chosen.flatMap { attribute in
            views.dropFirst().map { view in
                NSLayoutConstraint(
                    item: view, attribute: attribute, relatedBy: .equal, toItem: first, attribute: attribute, multiplier: 1,
                    constant: 0)
            }
        }
    }
}

extension NSLayoutConstraint {
    /// The constraints a visual format string describes (not yet active); an invalid string gives a
    /// diagnostic with UIKit's "Unable to parse constraint format" message, and no constraints.
    static func makeConstraints(
        withVisualFormat format: String, options: FormatOptions, metrics: [String: Any]?, views: [String: Any]
    ) -> [NSLayoutConstraint] {
        do throws(VisualFormatParser.Failure) {
            var parser = VisualFormatParser(format, metrics: metrics ?? [:])
            let line = try parser.parse()
            return try VisualFormatBuilder(line: line, options: options, views: views).constraints()
        } catch {
            LayerTreeDiagnostics.report("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)", error.message)
            return []
        }
    }
}
