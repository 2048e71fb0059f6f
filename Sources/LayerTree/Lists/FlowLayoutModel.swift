import Foundation

/// A flow layout's computed frames, in the scroll direction's terms: "along" is the axis the
/// content grows on, "across" the other. Lines are kept in order with their extent along, so
/// the elements in a rectangle are found by binary search.
@MainActor
struct FlowLayoutModel {
    struct Line {
        var start: CGFloat
        var end: CGFloat
        var items: Range<Int>
        var section: Int
    }

    var contentSize = CGSize.zero
    var vertical = true
    var itemFrames: [[CGRect]] = []
    var headers: [CGRect] = []
    var footers: [CGRect] = []
    var lines: [Line] = []

    init() {}

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        let vertical = layout.scrollDirection == .vertical
        self.vertical = vertical
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let bounds = collectionView.bounds.size, inset = collectionView.adjustedContentInset
        let across = vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        var along: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let sectionInset =
                delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let lineSpacing =
                delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing
            let itemSpacing =
                delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing
            let header =
                delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                ?? layout.headerReferenceSize
            let footer =
                delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
                ?? layout.footerReferenceSize
            let headerLength = vertical ? header.height : header.width, footerLength = vertical ? footer.height : footer.width
            headers.append(Self.rect(along: along, length: headerLength, across: 0, width: across, vertical))
            along += headerLength
            let (leading, trailing) = vertical ? (sectionInset.left, sectionInset.right) : (sectionInset.top, sectionInset.bottom)
            along += vertical ? sectionInset.top : sectionInset.left
            let room = max(0, across - leading - trailing)
            let count = collectionView.numberOfItems(inSection: section)
            var sizes: [CGSize] = []
            sizes.reserveCapacity(count)
            for item in 0..<count {
                let size =
                    delegate?.collectionView(
                        collectionView, layout: layout, sizeForItemAt: IndexPath(item: item, section: section))
                    ?? layout.itemSize
                sizes.append(
                    size.width.isFinite && size.height.isFinite
                        ? CGSize(width: max(0, size.width), height: max(0, size.height)) : .zero)
            }
            var frames = [CGRect](repeating: .zero, count: count)
            var first = 0
            while first < count {
                var last = first, used = Self.across(sizes[first], vertical)
                while last + 1 < count, used + itemSpacing + Self.across(sizes[last + 1], vertical) <= room {
                    last += 1
                    used += itemSpacing + Self.across(sizes[last], vertical)
                }
                let thickness = (first...last).map { Self.along(sizes[$0], vertical) }.max() ?? 0
                let members = last - first + 1
                let gap = members > 1 ? itemSpacing + (room - used) / CGFloat(members - 1) : 0
                var position = leading + (members == 1 ? (room - used) / 2 : 0)
                for item in first...last {
                    let size = sizes[item]
                    let offset = (thickness - Self.along(size, vertical)) / 2
                    frames[item] = Self.rect(
                        along: along + offset, length: Self.along(size, vertical), across: position,
                        width: Self.across(size, vertical), vertical)
                    position += Self.across(size, vertical) + gap
                }
                lines.append(Line(start: along, end: along + thickness, items: first..<(last + 1), section: section))
                along += thickness + (last + 1 < count ? lineSpacing : 0)
                first = last + 1
            }
            along += vertical ? sectionInset.bottom : sectionInset.right
            itemFrames.append(frames)
            footers.append(Self.rect(along: along, length: footerLength, across: 0, width: across, vertical))
            along += footerLength
        }
        contentSize = vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
    }

    private static func along(_ size: CGSize, _ vertical: Bool) -> CGFloat { vertical ? size.height : size.width }
    private static func across(_ size: CGSize, _ vertical: Bool) -> CGFloat { vertical ? size.width : size.height }
    private static func rect(along: CGFloat, length: CGFloat, across: CGFloat, width: CGFloat, _ vertical: Bool) -> CGRect {
        vertical
            ? CGRect(x: across, y: along, width: width, height: length)
            : CGRect(x: along, y: across, width: length, height: width)
    }

    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        for (section, header) in headers.enumerated() where header.width > 0 && header.height > 0 && header.intersects(rect) {
            result.append(
                supplementary(UICollectionViewFlowLayout.elementKindSectionHeader, at: IndexPath(item: 0, section: section))!)
        }
        for (section, footer) in footers.enumerated() where footer.width > 0 && footer.height > 0 && footer.intersects(rect) {
            result.append(
                supplementary(UICollectionViewFlowLayout.elementKindSectionFooter, at: IndexPath(item: 0, section: section))!)
        }
        var index = firstLine(endingAfter: vertical ? rect.minY : rect.minX)
        let limit = vertical ? rect.maxY : rect.maxX
        while index < lines.count, lines[index].start < limit {
            let line = lines[index]
            for item in line.items where itemFrames[line.section][item].intersects(rect) {
                result.append(attributes(item: item, section: line.section))
            }
            index += 1
        }
        return result
    }

    private func firstLine(endingAfter value: CGFloat) -> Int {
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].end <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard itemFrames.indices.contains(indexPath.section), itemFrames[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return attributes(item: indexPath.item, section: indexPath.section)
    }

    private func attributes(item: Int, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = itemFrames[section][item]
        return attributes
    }

    func supplementary(_ kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let frames = kind == UICollectionViewFlowLayout.elementKindSectionHeader ? headers : footers
        guard frames.indices.contains(indexPath.section) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
        attributes.frame = frames[indexPath.section]
        attributes.zIndex = 10
        return attributes
    }
}
