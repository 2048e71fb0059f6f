import Foundation

/// Items placed by a layout, scrolled: UIKit's `UICollectionView`, a `UIScrollView`.
///
/// The data source gives sections, items, cells and supplementary views; the layout
/// (`UICollectionViewFlowLayout`, or a subclass of `UICollectionViewLayout`) places them. Only
/// the elements in the bounds have views: those that leave are queued for reuse per identifier,
/// and `dequeueReusableCell(withReuseIdentifier:for:)` hands them out again or makes one of the
/// registered class by its `init(frame:)`. Updates are checked against the data source's new
/// counts and animate the items on screen to their new places. A tap selects an item.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kind of a section's header, as flow layouts name it.
    nonisolated public static let elementKindSectionHeader = UICollectionViewFlowLayout.elementKindSectionHeader
    /// The kind of a section's footer.
    nonisolated public static let elementKindSectionFooter = UICollectionViewFlowLayout.elementKindSectionFooter
    /// A collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        storedLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
    }

    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The layout placing the items; setting it lays them out again.
    open var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }
    /// Replaces the layout; animated, the items move to their new places over 0.3 s.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        replaceLayout(with: layout, animated: animated)
    }
    /// Gives the sections, items and views. Held weakly.
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadEverything() } }
    /// The delegate: a `UICollectionViewDelegate` (or `…DelegateFlowLayout`); the type stays the
    /// scroll view's, as Swift cannot narrow an inherited property. Held weakly.
    open override var delegate: (any UIScrollViewDelegate)? {
        get { super.delegate }
        set {
            super.delegate = newValue
            storedLayout.invalidateLayout()
        }
    }
    /// A view behind the items, the size of the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
        }
    }

    // MARK: Data

    /// How many sections the data source gave at the last load.
    open var numberOfSections: Int { loadedCounts().count }
    /// How many items `section` had at the last load (0 for a section out of range, reported).
    open func numberOfItems(inSection section: Int) -> Int { itemCount(inSection: section) }
    /// Loads everything again; the views on screen go back to their queues.
    open func reloadData() { reloadEverything() }

    // MARK: Reuse

    /// Registers the cell class made for `identifier`; a class that is not a cell is reported.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        registerClass(cellClass, kind: nil, identifier)
    }
    /// Registers the supplementary view class made for `kind` and `identifier`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        registerClass(viewClass, kind: elementKind, identifier)
    }
    /// A queued cell for `identifier` or a new one of the registered class (an unregistered
    /// identifier is reported and a plain cell made).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeue(kind: nil, identifier) as? UICollectionViewCell ?? UICollectionViewCell(frame: .zero)
    }
    /// A queued supplementary view or a new one of the registered class.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        dequeue(kind: elementKind, identifier)
    }

    // MARK: Visible items

    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { collectionState.cells[$0] } }
    /// The items on screen, in index order.
    open var indexPathsForVisibleItems: [IndexPath] { collectionState.cells.keys.sorted() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { collectionState.cells[indexPath] }
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { collectionState.cells.first { $0.value === cell }?.key }
    /// The item at `point` (content coordinates), or nil.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? { item(at: point) }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        preparedLayout.layoutAttributesForItem(at: indexPath)
    }
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        preparedLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        collectionState.supplementaries[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        collectionState.supplementaries.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }.map(
            \.value)
    }
    /// Scrolls so that the item shows at `scrollPosition` (an item out of range is reported).
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: Selection

    /// Whether a tap selects an item. True by default.
    open var allowsSelection = true
    /// Whether taps select several items (a tap on a selected one deselects it). False by default.
    open var allowsMultipleSelection = false
    /// The selected items, in order; nil when none is.
    open var indexPathsForSelectedItems: [IndexPath]? {
        collectionState.selected.isEmpty ? nil : collectionState.selected.sorted()
    }
    /// Selects an item in code (nil deselects all), without delegate calls.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectInCode(indexPath, scrollPosition: scrollPosition, animated: animated)
    }
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard collectionState.selected.remove(indexPath) != nil else { return }
        collectionState.cells[indexPath]?.isSelected = false
    }

    // MARK: Updates

    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchItems(updates, completion: completion)
    }
    open func insertSections(_ sections: IndexSet) { recordItems(.insertSections(sections)) }
    open func deleteSections(_ sections: IndexSet) { recordItems(.deleteSections(sections)) }
    open func reloadSections(_ sections: IndexSet) { recordItems(.reloadSections(sections)) }
    open func moveSection(_ section: Int, toSection newSection: Int) { recordItems(.moveSection(section, newSection)) }
    open func insertItems(at indexPaths: [IndexPath]) { recordItems(.insertRows(indexPaths)) }
    open func deleteItems(at indexPaths: [IndexPath]) { recordItems(.deleteRows(indexPaths)) }
    open func reloadItems(at indexPaths: [IndexPath]) { recordItems(.reloadRows(indexPaths)) }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { recordItems(.moveRow(indexPath, newIndexPath)) }

    // MARK: UIView

    /// Prepares an invalid layout, then places the elements in the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutElements()
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { highlightItem(touches) }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { selectItem(touches) }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { unhighlightItem() }

    // MARK: Internal state

    var storedLayout: UICollectionViewLayout
    var collectionState = CollectionState()
}
