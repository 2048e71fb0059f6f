import Foundation

/// Selection: a touch highlights the row under it (`shouldHighlightRowAt`, `didHighlightRowAt`),
/// and a touch that ends on it without scrolling selects it (`willSelectRowAt`, which may pick
/// another row or none; the previous selection deselected through `willDeselectRowAt` and
/// `didDeselectRowAt`; then `didSelectRowAt` and the primary action). With
/// `allowsMultipleSelection`, a tap on a selected row deselects it. The touches reach the table
/// through the responder chain from its cells, so controls inside cells keep theirs.
extension UITableView {
    private func touchedRow(_ touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first else { return nil }
        return row(at: touch.location(in: self))
    }

    private var selectsNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    func highlightTouchedRow(_ touches: Set<UITouch>) {
        guard selectsNow, let indexPath = touchedRow(touches), let cell = tableState.visibleCells[indexPath] else { return }
        let delegate = tableDelegate
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        tableState.highlighted = indexPath
        cell.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
    }

    func unhighlightTouchedRow() {
        guard let indexPath = tableState.highlighted else { return }
        tableState.highlighted = nil
        tableState.visibleCells[indexPath]?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }

    func selectTouchedRow(_ touches: Set<UITouch>) {
        guard let highlighted = tableState.highlighted else { return }
        unhighlightTouchedRow()
        guard touchedRow(touches) == highlighted, !isDragging else { return }
        let delegate = tableDelegate
        if allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing),
            tableState.selected.contains(highlighted)
        {
            userDeselect(highlighted, delegate)
            return
        }
        guard let chosen = delegate.map({ $0.tableView(self, willSelectRowAt: highlighted) }) ?? highlighted else { return }
        guard loadedGeometry.contains(chosen) else {
            LayerTreeDiagnostics.report("UITableViewDelegate.tableView(_:willSelectRowAt:)", "row \(chosen) is out of range")
            return
        }
        if !(allowsMultipleSelection || (isEditing && allowsMultipleSelectionDuringEditing)) {
            for other in tableState.selected.sorted() where other != chosen { userDeselect(other, delegate) }
        }
        if !tableState.selected.contains(chosen) {
            tableState.selected.insert(chosen)
            tableState.visibleCells[chosen]?.setSelected(true, animated: false)
            delegate?.tableView(self, didSelectRowAt: chosen)
            NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
        }
        if delegate?.tableView(self, canPerformPrimaryActionForRowAt: chosen) ?? !isEditing {
            delegate?.tableView(self, performPrimaryActionForRowAt: chosen)
        }
    }

    private func userDeselect(_ indexPath: IndexPath, _ delegate: (any UITableViewDelegate)?) {
        guard let chosen = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
            tableState.selected.contains(chosen)
        else { return }
        tableState.selected.remove(chosen)
        tableState.visibleCells[chosen]?.setSelected(false, animated: false)
        delegate?.tableView(self, didDeselectRowAt: chosen)
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }

    func select(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadIfNeeded()
        guard let indexPath else {
            for row in tableState.selected { tableState.visibleCells[row]?.setSelected(false, animated: animated) }
            tableState.selected = []
            return
        }
        guard loadedGeometry.contains(indexPath) else {
            LayerTreeDiagnostics.report("UITableView.selectRow(at:animated:scrollPosition:)", "row \(indexPath) is out of range")
            return
        }
        if !allowsMultipleSelection {
            for row in tableState.selected where row != indexPath {
                tableState.visibleCells[row]?.setSelected(false, animated: animated)
            }
            tableState.selected = []
        }
        tableState.selected.insert(indexPath)
        tableState.visibleCells[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scroll(toRow: indexPath, at: scrollPosition, animated: animated) }
    }

    func deselect(_ indexPath: IndexPath, animated: Bool) {
        guard tableState.selected.remove(indexPath) != nil else { return }
        tableState.visibleCells[indexPath]?.setSelected(false, animated: animated)
    }
}
