import Foundation

/// What a layout says about one element: its frame, transform, alpha and stacking, for a cell
/// or a supplementary view. UIKit's `UICollectionViewLayoutAttributes`.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content.
    open var frame = CGRect.zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let center = self.center
            frame.size = newValue
            self.center = center
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform = CGAffineTransform.identity
    open var transform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary view (nil for a cell).
    open private(set) var representedElementKind: String?

    public override init() { super.init() }

    /// Attributes of the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    nonisolated override open var description: String {
        MainActor.assumeIsolated { "<UICollectionViewLayoutAttributes: \(indexPath) frame = \(frame)>" }
    }
}

extension UICollectionView {
    /// What a layout element is.
    public enum ElementCategory: UInt, @unchecked Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// The axis a flow layout scrolls along.
    public enum ScrollDirection: Int, @unchecked Sendable {
        case vertical = 0
        case horizontal = 1
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item.
    public struct ScrollPosition: OptionSet, @unchecked Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }
}

/// Places a collection view's cells and supplementary views: UIKit's abstract
/// `UICollectionViewLayout`. The collection view calls `prepare()` when the layout is invalid,
/// then asks `collectionViewContentSize` and `layoutAttributesForElements(in:)` for the visible
/// rectangle; a bounds change invalidates it when `shouldInvalidateLayout(forBoundsChange:)` says
/// so. Subclasses override those.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    public override init() { super.init() }
    /// No archives exist on Linux: this initializer exists so that subclasses compile, and returns nil.
    public required init?(coder: NSCoder) { return nil }

    /// The collection view using the layout.
    open internal(set) weak var collectionView: UICollectionView?

    /// Computes what the layout needs before it is asked; called after each invalidation.
    open func prepare() {}
    /// The size of all the content. Zero by default.
    open var collectionViewContentSize: CGSize { .zero }
    /// The attributes of every element reaching into `rect`. None by default.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
    /// The attributes of the item at `indexPath`. Nil by default.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// The attributes of a supplementary view. Nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }
    /// Whether a new bounds needs a new layout: when its size changed, by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }
    /// Marks the layout to be prepared again at the next layout of the collection view.
    open func invalidateLayout() {
        isInvalid = true
        collectionView?.setNeedsLayout()
    }
    /// Where an inserted item starts its animation: its final attributes, faded out, by default.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    /// Where a deleted item ends its animation: faded out where it was, by default.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }
    /// The offset to show after a layout change. `proposedContentOffset` by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// Where a flick should stop. `proposedContentOffset` by default.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    )
        -> CGPoint
    { proposedContentOffset }

    /// Whether `prepare()` must run before the layout is asked anything.
    var isInvalid = true
}
