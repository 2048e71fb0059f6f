/// Something a constraint can relate: a view or a layout guide.
@MainActor
enum LayoutItem {
    case view(UIView)
    case guide(UILayoutGuide)

    /// `object` as an item, nil when it is neither a view nor a layout guide.
    init?(_ object: Any) {
        if let view = object as? UIView {
            self = .view(view)
        } else if let guide = object as? UILayoutGuide {
            self = .guide(guide)
        } else {
            return nil
        }
    }

    /// The view or the guide itself.
    var object: AnyObject {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide
        }
    }

    var id: ObjectIdentifier { ObjectIdentifier(object) }

    /// The view whose coordinates the item's position is given in: a view's superview, a guide's owning view.
    var container: UIView? {
        switch self {
        case .view(let view): view.superview
        case .guide(let guide): guide.owningView
        }
    }

    /// The view itself, or the view owning the guide: the view whose layout direction applies.
    var view: UIView? {
        switch self {
        case .view(let view): view
        case .guide(let guide): guide.owningView
        }
    }

    /// The item in UIKit's descriptions: `UIView:0x…` or the guide's identifier.
    var debugName: String {
        switch self {
        case .view(let view): view.layoutDebugName
        case .guide(let guide): guide.layoutDebugName
        }
    }
}

/// A layout item held weakly, as a constraint holds its items.
@MainActor
struct WeakLayoutItem {
    private weak var view: UIView?
    private weak var guide: UILayoutGuide?

    init(_ item: LayoutItem) {
        switch item {
        case .view(let view): self.view = view
        case .guide(let guide): self.guide = guide
        }
    }

    /// The item, nil once it is gone.
    var item: LayoutItem? {
        if let view { return .view(view) }
        if let guide { return .guide(guide) }
        return nil
    }
}

/// One attribute of one item, times a coefficient: a term of a constraint's side. A side is one
/// term, except for the dimension between two anchors (`anchorWithOffset(to:)`), which is two.
@MainActor
struct LayoutTerm {
    let item: WeakLayoutItem
    let attribute: NSLayoutConstraint.Attribute
    let coefficient: Double

    init(_ item: LayoutItem, _ attribute: NSLayoutConstraint.Attribute, coefficient: Double = 1) {
        self.init(item: WeakLayoutItem(item), attribute: attribute, coefficient: coefficient)
    }

    init(item: WeakLayoutItem, attribute: NSLayoutConstraint.Attribute, coefficient: Double) {
        self.item = item
        self.attribute = attribute
        self.coefficient = coefficient
    }
}
