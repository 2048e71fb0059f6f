import Foundation

/// What a collection view keeps between layouts.
@MainActor
struct CollectionState {
    /// Items per section from the data source; nil until loaded.
    var counts: [Int]?
    var cells: [IndexPath: UICollectionViewCell] = [:]
    var supplementaries: [SupplementaryKey: UICollectionReusableView] = [:]
    var classes: [ReuseKey: UICollectionReusableView.Type] = [:]
    var queues: [ReuseKey: [UICollectionReusableView]] = [:]
    var selected: Set<IndexPath> = []
    var highlighted: IndexPath?
    var lastBounds = CGRect.zero
    var updateDepth = 0
    var pendingUpdates: [TableUpdate] = []
    var pendingCompletions: [(Bool) -> Void] = []
}

/// A supplementary view on screen: its kind and index path.
struct SupplementaryKey: Hashable {
    var kind: String
    var indexPath: IndexPath
}

/// A reuse queue: cells (no kind) or supplementary views of a kind, per identifier.
struct ReuseKey: Hashable {
    var kind: String?
    var identifier: String
}

/// Loading counts, preparing the layout, placing the views of the elements in the bounds, reuse.
extension UICollectionView {
    func loadedCounts() -> [Int] {
        if let counts = collectionState.counts { return counts }
        var counts: [Int] = []
        if let dataSource {
            let sections = dataSource.numberOfSections(in: self)
            for section in 0..<max(0, sections) {
                let items = dataSource.collectionView(self, numberOfItemsInSection: section)
                if items < 0 {
                    LayerTreeDiagnostics.report(
                        "UICollectionViewDataSource.collectionView(_:numberOfItemsInSection:)",
                        "negative count \(items), taken as 0")
                }
                counts.append(max(0, items))
            }
            if sections < 0 {
                LayerTreeDiagnostics.report(
                    "UICollectionViewDataSource.numberOfSections(in:)", "negative count \(sections), taken as 0")
            }
        }
        collectionState.counts = counts
        return counts
    }

    func itemCount(inSection section: Int) -> Int {
        let counts = loadedCounts()
        guard counts.indices.contains(section) else {
            LayerTreeDiagnostics.report("UICollectionView.numberOfItems(inSection:)", "section \(section) is out of range")
            return 0
        }
        return counts[section]
    }

    func setNeedsReloadItems() {
        collectionState.counts = nil
        storedLayout.invalidateLayout()
    }

    func reloadEverything() {
        for (indexPath, cell) in collectionState.cells { endDisplaying(cell, at: indexPath) }
        for (_, view) in collectionState.supplementaries { recycle(view) }
        collectionState.cells = [:]
        collectionState.supplementaries = [:]
        collectionState.selected = []
        collectionState.highlighted = nil
        setNeedsReloadItems()
    }

    /// The layout, prepared if it was invalid.
    var preparedLayout: UICollectionViewLayout {
        _ = loadedCounts()
        if storedLayout.isInvalid {
            storedLayout.isInvalid = false
            storedLayout.prepare()
        }
        return storedLayout
    }

    func layOutElements() {
        if bounds != collectionState.lastBounds, storedLayout.shouldInvalidateLayout(forBoundsChange: bounds) {
            storedLayout.isInvalid = true
        }
        collectionState.lastBounds = bounds
        let layout = preparedLayout
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        backgroundView?.frame = bounds
        let elements = layout.layoutAttributesForElements(in: bounds) ?? []
        var wantedCells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var wantedViews: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in elements {
            switch attributes.representedElementCategory {
            case .cell: wantedCells[attributes.indexPath] = attributes
            case .supplementaryView:
                wantedViews[SupplementaryKey(kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)] =
                    attributes
            case .decorationView: break
            }
        }
        for (indexPath, cell) in collectionState.cells where wantedCells[indexPath] == nil {
            collectionState.cells[indexPath] = nil
            endDisplaying(cell, at: indexPath)
        }
        for (key, view) in collectionState.supplementaries where wantedViews[key] == nil {
            collectionState.supplementaries[key] = nil
            recycle(view)
        }
        for indexPath in wantedCells.keys.sorted() {
            let cell = collectionState.cells[indexPath] ?? display(indexPath)
            apply(wantedCells[indexPath]!, to: cell)
        }
        for (key, attributes) in wantedViews {
            let view = collectionState.supplementaries[key] ?? supplementary(key)
            apply(attributes, to: view)
        }
        for indicator in [scrollState.verticalIndicator, scrollState.horizontalIndicator].compactMap({ $0 }) {
            bringSubviewToFront(indicator)
        }
    }

    private func display(_ indexPath: IndexPath) -> UICollectionViewCell {
        let counts = loadedCounts()
        let cell =
            counts.indices.contains(indexPath.section) && indexPath.item < counts[indexPath.section]
            ? dataSource?.collectionView(self, cellForItemAt: indexPath) ?? UICollectionViewCell(frame: .zero)
            : UICollectionViewCell(frame: .zero)
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        cell.isSelected = collectionState.selected.contains(indexPath)
        collectionState.cells[indexPath] = cell
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    private func supplementary(_ key: SupplementaryKey) -> UICollectionReusableView {
        let view =
            dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            ?? UICollectionReusableView(frame: .zero)
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        collectionState.supplementaries[key] = view
        return view
    }

    /// Gives a view its attributes: frame, alpha, transform, stacking, visibility.
    func apply(_ attributes: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        if view.transform != .identity { view.transform = .identity }
        if view.frame != attributes.frame { view.frame = attributes.frame }
        if view.alpha != attributes.alpha { view.alpha = attributes.alpha }
        if attributes.transform != .identity { view.transform = attributes.transform }
        view.layer.zPosition = CGFloat(attributes.zIndex)
        view.isHidden = attributes.isHidden
        view.apply(attributes)
    }

    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        (delegate as? any UICollectionViewDelegate)?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
        recycle(cell)
    }

    /// Hides a view in place and queues it under its kind and identifier (one without is removed).
    func recycle(_ view: UICollectionReusableView) {
        view.isHidden = true
        guard let identifier = view.storedReuseIdentifier else {
            view.removeFromSuperview()
            return
        }
        let kind = view is UICollectionViewCell ? nil : view.reuseKind
        collectionState.queues[ReuseKey(kind: kind, identifier: identifier), default: []].append(view)
    }

    func registerClass(_ aClass: AnyClass?, kind: String?, _ identifier: String) {
        let key = ReuseKey(kind: kind, identifier: identifier)
        guard let aClass else {
            collectionState.classes[key] = nil
            return
        }
        let type = kind == nil ? aClass as? UICollectionViewCell.Type : aClass as? UICollectionReusableView.Type
        guard let type else {
            LayerTreeDiagnostics.report(
                "UICollectionView.register",
                "\(aClass) is not a \(kind == nil ? "UICollectionViewCell" : "UICollectionReusableView") class")
            return
        }
        collectionState.classes[key] = type
    }

    func dequeue(kind: String?, _ identifier: String) -> UICollectionReusableView {
        let key = ReuseKey(kind: kind, identifier: identifier)
        if var queue = collectionState.queues[key], !queue.isEmpty {
            let view = queue.removeLast()
            collectionState.queues[key] = queue
            view.prepareForReuse()
            return view
        }
        guard let type = collectionState.classes[key] else {
            LayerTreeDiagnostics.report(
                "UICollectionView.dequeue", "no class registered for '\(identifier)' (UIKit raises); a plain view is made")
            let view: UICollectionReusableView =
                kind == nil ? UICollectionViewCell(frame: .zero) : UICollectionReusableView(frame: .zero)
            view.storedReuseIdentifier = identifier
            view.reuseKind = kind
            return view
        }
        let view = DynamicViewInit.makeView(type, frame: .zero)
        view.storedReuseIdentifier = identifier
        view.reuseKind = kind
        return view
    }

    func item(at point: CGPoint) -> IndexPath? {
        let rect = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        return preparedLayout.layoutAttributesForElements(in: rect)?
            .first { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    func scroll(toItem indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let frame = preparedLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            LayerTreeDiagnostics.report("UICollectionView.scrollToItem(at:at:animated:)", "item \(indexPath) is out of range")
            return
        }
        let inset = adjustedContentInset
        var target = contentOffset
        let width = bounds.width - inset.left - inset.right, height = bounds.height - inset.top - inset.bottom
        if position.contains(.top) { target.y = frame.minY - inset.top }
        if position.contains(.centeredVertically) { target.y = frame.midY - inset.top - height / 2 }
        if position.contains(.bottom) { target.y = frame.maxY - inset.top - height }
        if position.contains(.left) { target.x = frame.minX - inset.left }
        if position.contains(.centeredHorizontally) { target.x = frame.midX - inset.left - width / 2 }
        if position.contains(.right) { target.x = frame.maxX - inset.left - width }
        if position.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clampedOffset(target), animated: animated)
    }

    func replaceLayout(with layout: UICollectionViewLayout, animated: Bool) {
        guard layout !== storedLayout else { return }
        storedLayout.collectionView = nil
        storedLayout = layout
        layout.collectionView = self
        layout.isInvalid = true
        guard animated else {
            setNeedsLayout()
            return
        }
        animateRelayout(departing: [], appearing: [], completion: nil)
    }
}
