import Foundation

/// A row of a table: UIKit's `UITableViewCell`.
///
/// Content goes in `contentView`; the standard styles lay out `textLabel`, `detailTextLabel`
/// and `imageView` there (made on first use), and an accessory (a chevron, a checkmark, an info
/// button, or `accessoryView`) sits at the trailing edge. A selected or highlighted cell shows
/// `selectedBackgroundView` (a light grey by default) behind its content. Cells are made by the
/// table through `init(style:reuseIdentifier:)` — a subclass's override included — and reused:
/// `prepareForReuse()` runs before a cell comes back from the queue. The metrics are in
/// docs/uikit-decisions.md (LIST-CELL).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The standard layouts of the labels.
    public enum CellStyle: Int, @unchecked Sendable {
        /// A text label (and an image) at the leading edge.
        case `default` = 0
        /// Text at the leading edge, detail in secondary grey at the trailing edge.
        case value1 = 1
        /// Small blue text in a right-aligned column, detail after it.
        case value2 = 2
        /// Text with detail in smaller type below it.
        case subtitle = 3
    }

    /// How a selected cell shows its selection.
    public enum SelectionStyle: Int, @unchecked Sendable {
        case none = 0, blue = 1, gray = 2, `default` = 3
    }

    /// The standard accessories.
    public enum AccessoryType: Int, @unchecked Sendable {
        case none = 0, disclosureIndicator = 1, detailDisclosureButton = 2, checkmark = 3, detailButton = 4
    }

    /// The lines between rows.
    public enum SeparatorStyle: Int, @unchecked Sendable {
        case none = 0, singleLine = 1, singleLineEtched = 2
    }

    /// What editing does to a row.
    public enum EditingStyle: Int, @unchecked Sendable {
        case none = 0, delete = 1, insert = 2
    }

    /// A cell of `style`, reused under `reuseIdentifier`.
    public init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        storedReuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUpCell()
    }

    /// A `.default` cell with `frame` and no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    // MARK: Content

    /// The view subviews of custom cells go in; it stops short of the accessory.
    open var contentView: UIView { cellContentView }
    /// The main label, made on first use.
    open var textLabel: UILabel? { label(\.storedTextLabel, detail: false) }
    /// The secondary label of the `.value1`, `.value2` and `.subtitle` styles (nil in `.default`).
    open var detailTextLabel: UILabel? { cellStyle == .default ? nil : label(\.storedDetailLabel, detail: true) }
    /// The image at the leading edge, made on first use.
    open var imageView: UIImageView? { madeImageView ?? makeImageView() }
    /// A view behind the content (nil by default; the table's background shows).
    open var backgroundView: UIView? { didSet { replaceDecoration(oldValue, with: backgroundView, below: true) } }
    /// The view behind the content while selected or highlighted (light grey by default).
    open var selectedBackgroundView: UIView? {
        didSet { replaceDecoration(oldValue, with: selectedBackgroundView, below: true) }
    }
    /// The selected background when several rows may be selected. Stored.
    open var multipleSelectionBackgroundView: UIView?
    /// The identifier the cell is reused under.
    open var reuseIdentifier: String? { storedReuseIdentifier }
    /// Called before the table hands the cell out again: reset what a row set. The default
    /// clears the selection and highlight; call super.
    open func prepareForReuse() { resetForReuse() }

    // MARK: Selection

    /// How the cell shows selection; `.default` (grey) by default, `.none` shows nothing.
    open var selectionStyle: SelectionStyle = .default { didSet { showSelectionState() } }
    /// Whether the cell is selected. Setting it shows the selected background without animation.
    open var isSelected: Bool {
        get { selectionState.selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted (a finger is on it).
    open var isHighlighted: Bool {
        get { selectionState.highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    /// Selects or deselects the cell; animated, the selected background fades over 0.25 s.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectionState.selected = selected
        showSelectionState(animated: animated)
    }
    /// Highlights the cell, as a touch does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        selectionState.highlighted = highlighted
        showSelectionState(animated: animated)
    }

    // MARK: Accessory and editing

    /// The standard accessory; `.none` by default.
    open var accessoryType: AccessoryType = .none { didSet { accessoryDidChange() } }
    /// A custom accessory, shown instead of `accessoryType`'s.
    open var accessoryView: UIView? {
        didSet {
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            accessoryDidChange()
        }
    }
    /// The accessory while editing. Stored.
    open var editingAccessoryType: AccessoryType = .none
    /// The custom accessory while editing. Stored.
    open var editingAccessoryView: UIView?
    /// How far the content is indented, in `indentationWidth` steps. 0 by default.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// One indentation step: 10 points by default.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }
    /// Where the separator below the cell starts and ends; the table's by default.
    open var separatorInset: UIEdgeInsets {
        get { storedSeparatorInset ?? tableView?.separatorInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            storedSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    /// Whether the cell is in editing mode. Stored (no editing controls are drawn).
    open var isEditing = false
    /// Enters or leaves editing mode.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// The editing style the table's delegate gives the row.
    open var editingStyle: EditingStyle { tableView.flatMap { $0.editingStyle(of: self) } ?? .delete }
    /// Whether a reorder control shows while editing. Stored.
    open var showsReorderControl = false
    /// Whether the content indents while editing. Stored.
    open var shouldIndentWhileEditing = true
    /// Whether a delete confirmation shows. Never: there is no swipe to delete.
    open var showingDeleteConfirmation: Bool { false }
    /// Whether a user interaction state should update the configuration. Stored.
    open var automaticallyUpdatesContentConfiguration = true

    // MARK: Layout

    /// Lays out the background, the accessory, the content view and the standard subviews.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutCell()
    }

    /// The cell's height for `targetSize.width`: its constraints' when content views are laid
    /// out by constraints, else the standard layout's (at least 44 points).
    open override func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        CGSize(width: targetSize.width, height: fittingHeight(forWidth: targetSize.width))
    }

    // MARK: Internal state

    let cellStyle: CellStyle
    let storedReuseIdentifier: String?
    let cellContentView = UIView()
    var madeImageView: UIImageView?
    var storedTextLabel: UILabel?
    var storedDetailLabel: UILabel?
    var storedSeparatorInset: UIEdgeInsets?
    var selectionState = (selected: false, highlighted: false)
    let separatorView = UIView()
    var standardAccessory: UIView?
    weak var tableView: UITableView?
}
