import Foundation

/// Rows in sections, scrolled vertically: UIKit's `UITableView`, a `UIScrollView`.
///
/// The data source gives sections, rows and cells; the delegate heights, header views and
/// answers about selection. Only the rows on screen have cells: as the table scrolls, cells that
/// leave go to a reuse queue per identifier, and `dequeueReusableCell(withIdentifier:for:)`
/// hands them out again (made from the registered class by its `init(style:reuseIdentifier:)`
/// when the queue is empty). Heights are fixed (`rowHeight`), the delegate's, or measured from
/// the cell (`automaticDimension`, the default: Auto Layout in the content view, or the standard
/// styles' metrics) when the row first shows, with `estimatedRowHeight` until then. Updates
/// (`insertRows`, `deleteRows`, `reloadRows`, `moveRow`, sections, `performBatchUpdates`) are
/// checked against the data source's new counts and animate the rows on screen. A tap selects
/// a row (`didSelectRowAt`). Metrics and choices: docs/uikit-decisions.md (LIST-…).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// A table of `style`.
    public init(frame: CGRect, style: Style) {
        tableStyle = style
        super.init(frame: frame)
        setUpTable()
    }

    /// A plain table.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The style given at initialization.
    open var style: Style { tableStyle }
    /// Gives the sections, rows and cells. Held weakly.
    open weak var dataSource: (any UITableViewDataSource)? { didSet { setNeedsReload(cells: true) } }
    /// The table's delegate: a `UITableViewDelegate` (a `UIScrollViewDelegate`); the type stays the
    /// scroll view's, as Swift cannot narrow an inherited property (docs/uikit-decisions.md,
    /// SCROLL-DELEGATE). Held weakly.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            setNeedsReload()
        }
    }
    /// Whether rows are prepared ahead of display. Stored (no prefetching data source exists here).
    open var isPrefetchingEnabled = true

    // MARK: Metrics

    /// Every row's height unless the delegate gives one; `automaticDimension` (the default) sizes cells to their content.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Every header's height unless the delegate gives one; `automaticDimension` by default.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// Every footer's height unless the delegate gives one; `automaticDimension` by default.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The height rows are taken to have until they show; `automaticDimension` (44 points) by default, 0 for none.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { setNeedsReload() } }
    /// The estimate for headers. `automaticDimension` by default.
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimate for footers. `automaticDimension` by default.
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The height of the empty rows drawn below a plain table's last row. Stored (none are drawn).
    open var fillerRowHeight: CGFloat = UITableView.automaticDimension
    /// Space above each header. Stored.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// Where separators start and end: 16 points in from the leading edge by default.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    /// What `separatorInset` is measured from. Stored.
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// Whether self-sizing cells resize when invalidated. Stored.
    open var selfSizingInvalidation: SelfSizingInvalidation = .enabled
    /// Whether cells' margins follow the readable width. Stored.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content stays out of the safe area. Stored.
    open var insetsContentViewsToSafeArea = true
    /// Lines between rows: `.singleLine` by default.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    /// The separators' colour: `.separator` by default.
    open var separatorColor: UIColor? = .separator { didSet { setNeedsLayout() } }
    /// A view behind the rows, the size of the table.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// A view above the first section.
    open var tableHeaderView: UIView? { didSet { replaceTableView(oldValue, tableHeaderView) } }
    /// A view below the last section.
    open var tableFooterView: UIView? { didSet { replaceTableView(oldValue, tableFooterView) } }
    /// The section index's text colour. Stored (no index is drawn).
    open var sectionIndexColor: UIColor?
    open var sectionIndexBackgroundColor: UIColor?
    open var sectionIndexTrackingBackgroundColor: UIColor?
    open var sectionIndexMinimumDisplayRowCount = 0

    // MARK: Data

    /// How many sections the data source gave at the last load.
    open var numberOfSections: Int { loadedGeometry.sections.count }
    /// How many rows `section` had at the last load (0 for a section out of range).
    open func numberOfRows(inSection section: Int) -> Int { rowCount(inSection: section) }
    /// Loads everything again from the data source; cells on screen go back to the reuse queue.
    open func reloadData() { reloadAll() }
    /// Reloads the section index. Nothing to do: no index is drawn.
    open func reloadSectionIndexTitles() {}

    // MARK: Geometry

    /// The section's rectangle: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect { sectionRect(section, part: nil) }
    open func rectForHeader(inSection section: Int) -> CGRect { sectionRect(section, part: .header) }
    open func rectForFooter(inSection section: Int) -> CGRect { sectionRect(section, part: .footer) }
    /// The row's rectangle in the table's coordinates; `.zero` for a row out of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { rowRect(indexPath) }
    /// The row at `point` (table coordinates), or nil.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { row(at: point) }
    /// The row `cell` shows, if it is on screen.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { tableState.visibleCells.first { $0.value === cell }?.key }
    /// The rows reaching into `rect`.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { rows(in: rect) }
    /// The cell of a row on screen, or nil.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { tableState.visibleCells[indexPath] }
    /// The cells on screen, top to bottom.
    open var visibleCells: [UITableViewCell] { sortedVisibleRows.compactMap { tableState.visibleCells[$0] } }
    /// The rows on screen, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? { sortedVisibleRows }
    /// The header view of a section on screen.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tableState.visibleHeaders[SectionPart(section: section, isHeader: true)] as? UITableViewHeaderFooterView
    }
    /// The footer view of a section on screen.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        tableState.visibleHeaders[SectionPart(section: section, isHeader: false)] as? UITableViewHeaderFooterView
    }
    /// Scrolls so that the row shows at `scrollPosition`. A row out of range is reported.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }
    /// Scrolls to the first selected row.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let row = indexPathsForSelectedRows?.first { scroll(toRow: row, at: scrollPosition, animated: animated) }
    }

    // MARK: Updates

    /// Runs `updates` (which change the data source and call the row and section methods) as one
    /// animated update, then `completion` when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batch(updates, completion: completion)
    }
    /// Starts a batch of updates; `endUpdates()` applies them together.
    open func beginUpdates() { tableState.updateDepth += 1 }
    open func endUpdates() { endBatch() }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) { record(.insertSections(sections), animation) }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { record(.deleteSections(sections), animation) }
    open func moveSection(_ section: Int, toSection newSection: Int) { record(.moveSection(section, newSection), .automatic) }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { record(.reloadSections(sections), animation) }
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record(.insertRows(indexPaths), animation) }
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record(.deleteRows(indexPaths), animation) }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record(.moveRow(indexPath, newIndexPath), .automatic)
    }
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) { record(.reloadRows(indexPaths), animation) }
    /// Asks the data source for the rows' cells again, reusing the cells on screen (no animation).
    open func reconfigureRows(at indexPaths: [IndexPath]) { reconfigure(indexPaths) }
    /// Whether updates are recorded and not yet applied.
    open var hasUncommittedUpdates: Bool { !tableState.pendingUpdates.isEmpty }

    // MARK: Editing and selection

    /// Whether the table is in editing mode. Stored, and passed to the cells.
    open var isEditing = false { didSet { for cell in tableState.visibleCells.values { cell.isEditing = isEditing } } }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
    /// Whether a tap selects a row. True by default.
    open var allowsSelection = true
    open var allowsSelectionDuringEditing = false
    /// Whether taps select several rows (a tap on a selected row deselects it). False by default.
    open var allowsMultipleSelection = false
    open var allowsMultipleSelectionDuringEditing = false
    /// The first selected row.
    open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }
    /// The selected rows, in order; nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        tableState.selected.isEmpty ? nil : tableState.selected.sorted { $0 < $1 }
    }
    /// Selects a row in code (nil deselects all), without delegate calls, scrolling it to `scrollPosition`.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        select(indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row in code, without delegate calls.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { deselect(indexPath, animated: animated) }
    /// Whether focus returns to the last focused row. Stored.
    open var remembersLastFocusedIndexPath = false
    open var selectionFollowsFocus = false
    open var allowsFocus = false
    open var allowsFocusDuringEditing = false
    /// Whether rows can be dragged. Stored (no drag and drop).
    open var dragInteractionEnabled = false
    open var hasActiveDrag: Bool { false }
    open var hasActiveDrop: Bool { false }

    // MARK: Reuse

    /// A queued cell for `identifier`, or nil (no class needs registering).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? { dequeueCell(identifier) }
    /// A queued cell for `identifier`, or a new one of the registered class. An identifier with
    /// no registration is reported and a `.default` cell made.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueOrMakeCell(identifier, for: indexPath)
    }
    /// A queued header or footer view for `identifier`, or a new one of the registered class, or nil.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooter(identifier)
    }
    /// Registers the cell class made for `identifier` (nil removes it). A class that is not a
    /// `UITableViewCell` is reported.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registerCell(cellClass, identifier)
    }
    /// Registers the header or footer class made for `identifier`.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerHeaderFooter(aClass, identifier)
    }

    // MARK: UIView

    /// Loads on first layout, then places the rows, headers and footers on screen.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTable()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { highlightTouchedRow(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { selectTouchedRow(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlightTouchedRow() }

    // MARK: Internal state

    let tableStyle: Style
    var tableState = TableState()
    var loadedGeometry = TableGeometry()
}
