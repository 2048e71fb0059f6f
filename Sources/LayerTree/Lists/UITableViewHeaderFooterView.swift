import Foundation

/// A section header or footer of a table: UIKit's `UITableViewHeaderFooterView`, reused as cells
/// are. A table shows one with its `textLabel` set for a section whose data source gives a
/// title; a delegate's `viewForHeaderInSection` may return one of its own (registered with
/// `register(_:forHeaderFooterViewReuseIdentifier:)`) or any view.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// A header or footer reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(headerContentView)
    }

    /// A header with `frame` and no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The view custom content goes in.
    open var contentView: UIView { headerContentView }
    /// The title label, made on first use.
    open var textLabel: UILabel? { titleLabel(\.storedTextLabel) }
    /// A second label, made on first use. Laid out by the caller.
    open var detailTextLabel: UILabel? { titleLabel(\.storedDetailLabel) }
    /// A view behind the content. Nil by default.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// The identifier the view is reused under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// Called before the table hands the view out again. Does nothing by default.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        headerContentView.frame = bounds
        let inset = UITableViewCell.sideMargin
        guard let label = storedTextLabel else { return }
        let width = max(0, bounds.width - 2 * inset)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        let bottom = isGroupedStyle ? TableHeaderMetrics.groupedTitleBottom : (bounds.height - height) / 2
        label.frame = CGRect(x: inset, y: (bounds.height - bottom - height).rounded(), width: width, height: height)
    }

    // MARK: Internal

    let storedReuseIdentifier: String?
    let headerContentView = UIView()
    var storedTextLabel: UILabel?
    var storedDetailLabel: UILabel?
    /// Whether the table that shows it is grouped (titles are small, grey and upper-case there).
    var isGroupedStyle = false {
        didSet {
            styleTitle()
            setNeedsLayout()
        }
    }

    private func titleLabel(_ slot: ReferenceWritableKeyPath<UITableViewHeaderFooterView, UILabel?>) -> UILabel {
        if let existing = self[keyPath: slot] { return existing }
        let label = UILabel()
        self[keyPath: slot] = label
        headerContentView.addSubview(label)
        styleTitle()
        return label
    }

    private func styleTitle() {
        guard let label = storedTextLabel else { return }
        label.font = isGroupedStyle ? .systemFont(ofSize: 13) : .boldSystemFont(ofSize: 17)
        label.textColor = isGroupedStyle ? .secondaryLabel : .label
    }
}

/// Standard header and footer heights (docs/uikit-decisions.md, LIST-HEADERS).
enum TableHeaderMetrics {
    /// A plain table's header with a title.
    static let plainTitled: CGFloat = 28
    /// A grouped table's header with a title, and the gap below its title.
    static let groupedTitled: CGFloat = 38
    static let groupedTitleBottom: CGFloat = 6
    /// A grouped table's header or footer without a title: half the space between sections.
    static let groupedUntitled: CGFloat = 18
    /// A grouped table's footer with a title: the title and this much above and below it.
    static let groupedFooterPadding: CGFloat = 8
}
