import Foundation

/// Sizes and spacing a flow layout asks of the collection view's delegate, per item and section:
/// UIKit's `UICollectionViewDelegateFlowLayout`. The defaults return the layout's properties.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50) }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int
    ) -> UIEdgeInsets { (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 10 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero }
    public func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize { (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}

/// Items in lines, lines in sections: UIKit's `UICollectionViewFlowLayout`.
///
/// Along the scroll direction each section is its header, its lines and its footer, inside the
/// section inset. A line holds as many items as fit across at `minimumInteritemSpacing`; the
/// room left over is shared between the items (a line with one item centres it), and the items
/// are centred across the line, whose thickness is its largest item's; lines are
/// `minimumLineSpacing` apart (Apple's flow layout documentation; docs/uikit-decisions.md,
/// LIST-FLOW). Sizes come from the delegate when it adopts `UICollectionViewDelegateFlowLayout`.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The kind of section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
    /// An estimated size that asks cells to size themselves. Stored: items take `itemSize`.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Space between lines. 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Space between items in a line, at least. 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// Every item's size unless the delegate gives one. 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Stored; self-sizing cells are not done.
    open var estimatedItemSize = CGSize.zero
    /// The axis the content grows along. Vertical by default.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// Headers' size (their height scrolling vertically). Zero (no headers) by default.
    open var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Footers' size. Zero by default.
    open var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// Space around each section's items. Zero by default.
    open var sectionInset = UIEdgeInsets.zero { didSet { invalidateLayout() } }
    /// Whether headers stay at the top while their section shows. Stored.
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            computed = FlowLayoutModel()
            return
        }
        computed = FlowLayoutModel(layout: self, collectionView: collectionView)
    }

    open override var collectionViewContentSize: CGSize { computed.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        computed.elements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        computed.item(at: indexPath)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        computed.supplementary(elementKind, at: indexPath)
    }

    var computed = FlowLayoutModel()
}
