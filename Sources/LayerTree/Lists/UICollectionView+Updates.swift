import Foundation

/// Selection from touches and in code, and updates checked against the new counts and animated
/// (items that stay move to their new frames, inserted ones fade in, deleted ones out, 0.3 s).
extension UICollectionView {
    private var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    private func touchedItem(_ touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return item(at: touch.location(in: self))
    }

    func highlightItem(_ touches: Set<UITouch>) {
        guard allowsSelection, let indexPath = touchedItem(touches), let cell = collectionState.cells[indexPath] else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        collectionState.highlighted = indexPath
        cell.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func unhighlightItem() {
        guard let indexPath = collectionState.highlighted else { return }
        collectionState.highlighted = nil
        collectionState.cells[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A tap selects the item (`shouldSelectItemAt`, the old selection deselected, `didSelectItemAt`);
    /// with multiple selection a tap on a selected item deselects it.
    func selectItem(_ touches: Set<UITouch>) {
        guard let indexPath = collectionState.highlighted else { return }
        unhighlightItem()
        guard touchedItem(touches) == indexPath, !isDragging else { return }
        let delegate = collectionDelegate
        if collectionState.selected.contains(indexPath) {
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            collectionState.selected.remove(indexPath)
            collectionState.cells[indexPath]?.isSelected = false
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelection {
            for other in collectionState.selected.sorted() {
                collectionState.selected.remove(other)
                collectionState.cells[other]?.isSelected = false
                delegate?.collectionView(self, didDeselectItemAt: other)
            }
        }
        collectionState.selected.insert(indexPath)
        collectionState.cells[indexPath]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func selectInCode(_ indexPath: IndexPath?, scrollPosition: ScrollPosition, animated: Bool) {
        guard let indexPath else {
            for item in collectionState.selected { collectionState.cells[item]?.isSelected = false }
            collectionState.selected = []
            return
        }
        guard preparedLayout.layoutAttributesForItem(at: indexPath) != nil else {
            LayerTreeDiagnostics.report(
                "UICollectionView.selectItem(at:animated:scrollPosition:)", "item \(indexPath) is out of range")
            return
        }
        if !allowsMultipleSelection {
            for item in collectionState.selected { collectionState.cells[item]?.isSelected = false }
            collectionState.selected = []
        }
        collectionState.selected.insert(indexPath)
        collectionState.cells[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scroll(toItem: indexPath, at: scrollPosition, animated: animated) }
    }

    // MARK: Updates

    func recordItems(_ update: TableUpdate) {
        collectionState.pendingUpdates.append(update)
        if collectionState.updateDepth == 0 { applyItemUpdates() }
    }

    func batchItems(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        collectionState.updateDepth += 1
        updates?()
        if let completion { collectionState.pendingCompletions.append(completion) }
        collectionState.updateDepth -= 1
        if collectionState.updateDepth == 0 { applyItemUpdates() }
    }

    private func applyItemUpdates() {
        let updates = collectionState.pendingUpdates, completions = collectionState.pendingCompletions
        collectionState.pendingUpdates = []
        collectionState.pendingCompletions = []
        let finish: (Bool) -> Void = { finished in for completion in completions { completion(finished) } }
        guard let oldCounts = collectionState.counts else {
            setNeedsReloadItems()
            return finish(true)
        }
        collectionState.counts = nil
        let newCounts = loadedCounts()
        guard
            let plan = UpdatePlan(
                updates, old: TableGeometry.counts(oldCounts), new: TableGeometry.counts(newCounts), noun: "items")
        else {
            reloadEverything()
            return finish(true)
        }
        var kept: [IndexPath: UICollectionViewCell] = [:], departing: [UICollectionViewCell] = []
        for (indexPath, cell) in collectionState.cells {
            if let target = plan.rowMap[indexPath], !plan.reloaded.contains(indexPath) {
                kept[target] = cell
            } else {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
                departing.append(cell)
            }
        }
        collectionState.cells = kept
        collectionState.selected = Set(collectionState.selected.compactMap { plan.rowMap[$0] })
        storedLayout.isInvalid = true
        animateRelayout(departing: departing, appearing: plan.inserted, completion: finish)
    }

    /// Lays the elements out again with the layout's new attributes: views that stay slide from
    /// where they were, `appearing` items fade in, `departing` cells fade out and go back to the queue.
    func animateRelayout(departing: [UICollectionViewCell], appearing: Set<IndexPath>, completion: ((Bool) -> Void)?) {
        var oldFrames: [ObjectIdentifier: CGRect] = [:]
        for cell in collectionState.cells.values { oldFrames[ObjectIdentifier(cell)] = cell.frame }
        let before = Set(collectionState.cells.keys)
        UIView.performWithoutAnimation {
            layOutElements()
            for (indexPath, cell) in collectionState.cells {
                if let old = oldFrames[ObjectIdentifier(cell)], old != cell.frame {
                    let target = cell.frame
                    cell.frame = old
                    oldFrames[ObjectIdentifier(cell)] = target
                } else {
                    oldFrames[ObjectIdentifier(cell)] = nil
                }
                if !before.contains(indexPath), appearing.contains(indexPath) { cell.alpha = 0 }
            }
        }
        UIView.animate(
            withDuration: 0.3,
            animations: {
                for cell in self.collectionState.cells.values {
                    if let target = oldFrames[ObjectIdentifier(cell)] { cell.frame = target }
                    cell.alpha = 1
                }
                for cell in departing { cell.alpha = 0 }
            },
            completion: { finished in
                for cell in departing {
                    cell.alpha = 1
                    self.recycle(cell)
                }
                completion?(finished)
            })
    }
}
