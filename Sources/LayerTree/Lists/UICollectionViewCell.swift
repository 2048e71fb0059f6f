import Foundation

/// A view a collection view places and reuses: UIKit's `UICollectionReusableView`, the base of
/// cells and of supplementary views such as section headers.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view is reused under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// Called before the collection view hands the view out again. Does nothing by default.
    open func prepareForReuse() {}
    /// Applies the layout's attributes (the collection view has set the frame, alpha, transform
    /// and stacking already). Does nothing by default.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The attributes the view would like, given the layout's: UIKit's hook for self-sizing
    /// cells. Returns `layoutAttributes` unchanged (flow layouts here do not self-size cells).
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }

    var storedReuseIdentifier: String?
    /// The supplementary kind the view is queued under (nil for cells).
    var reuseKind: String?
}

/// An item of a collection view: UIKit's `UICollectionViewCell`. Content goes in `contentView`;
/// `selectedBackgroundView` shows behind it while selected or highlighted.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(cellContentView)
        cellContentView.frame = bounds
        cellContentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The view custom content goes in, the size of the cell.
    open var contentView: UIView { cellContentView }
    /// A view behind the content. Nil by default.
    open var backgroundView: UIView? { didSet { placeDecoration(oldValue, backgroundView) } }
    /// A view behind the content while selected or highlighted. Nil by default.
    open var selectedBackgroundView: UIView? {
        didSet {
            placeDecoration(oldValue, selectedBackgroundView)
            showSelection()
        }
    }
    /// Whether the item is selected.
    open var isSelected = false { didSet { showSelection() } }
    /// Whether a finger is on the item.
    open var isHighlighted = false { didSet { showSelection() } }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    let cellContentView = UIView()

    private func placeDecoration(_ old: UIView?, _ new: UIView?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let new else { return }
        new.frame = bounds
        new.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(new, at: new === selectedBackgroundView && backgroundView != nil ? 1 : 0)
    }

    private func showSelection() {
        selectedBackgroundView?.alpha = isSelected || isHighlighted ? 1 : 0
    }
}
