import Foundation

/// A row or section change announced to the table after the data source changed.
enum TableUpdate {
    case insertSections(IndexSet), deleteSections(IndexSet), moveSection(Int, Int), reloadSections(IndexSet)
    case insertRows([IndexPath]), deleteRows([IndexPath]), moveRow(IndexPath, IndexPath), reloadRows([IndexPath])
}

/// Updates: recorded changes are checked against the data source's new counts, as UIKit checks
/// them (a mismatch is reported with UIKit's message and the table reloads instead of raising),
/// then the rows on screen move to their new places, inserted ones fade or slide in and deleted
/// ones out, over 0.3 s (docs/uikit-decisions.md, LIST-UPDATES).
extension UITableView {
    static let updateDuration: TimeInterval = 0.3

    func record(_ update: TableUpdate, _ animation: RowAnimation) {
        tableState.pendingUpdates.append((update, animation))
        if tableState.updateDepth == 0 { applyUpdates() }
    }

    func batch(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        tableState.updateDepth += 1
        updates?()
        if let completion { tableState.pendingCompletions.append(completion) }
        endBatch()
    }

    func endBatch() {
        guard tableState.updateDepth > 0 else {
            LayerTreeDiagnostics.report("UITableView.endUpdates()", "no matching beginUpdates()")
            return
        }
        tableState.updateDepth -= 1
        if tableState.updateDepth == 0 { applyUpdates() }
    }

    private func applyUpdates() {
        let updates = tableState.pendingUpdates, completions = tableState.pendingCompletions
        tableState.pendingUpdates = []
        tableState.pendingCompletions = []
        func finish(_ finished: Bool) { for completion in completions { completion(finished) } }
        guard !tableState.needsReload else {
            loadGeometry()
            setNeedsLayout()
            return finish(true)
        }
        let old = loadedGeometry
        let fresh = makeGeometry()
        guard let plan = UpdatePlan(updates.map(\.0), old: old, new: fresh) else {
            reloadAll()
            return finish(true)
        }
        animate(plan, animation: updates.last?.1 ?? .automatic, from: old, to: fresh, completion: finish)
    }

    private func animate(
        _ plan: UpdatePlan, animation: RowAnimation, from old: TableGeometry, to fresh: TableGeometry,
        completion: @escaping (Bool) -> Void
    ) {
        var geometry = fresh
        for (from, to) in plan.rowMap where old.sections[from.section].known[from.row] {
            if !geometry.sections[to.section].known[to.row] {
                _ = geometry.setMeasuredHeight(old.rowHeight(from), at: to)
            }
        }
        var kept: [IndexPath: UITableViewCell] = [:], oldFrames: [ObjectIdentifier: CGRect] = [:]
        var departing: [UITableViewCell] = []
        for (indexPath, cell) in tableState.visibleCells {
            if let target = plan.rowMap[indexPath], !plan.reloaded.contains(indexPath) {
                kept[target] = cell
                oldFrames[ObjectIdentifier(cell)] = cell.frame
            } else {
                tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
                departing.append(cell)
            }
        }
        tableState.visibleCells = kept
        tableState.selected = Set(tableState.selected.compactMap { plan.rowMap[$0] })
        loadedGeometry = geometry
        updateContentSize()
        let before = Set(kept.keys)
        UIView.performWithoutAnimation { layOutTable() }
        guard animation != .none else {
            for cell in departing { recycle(cell) }
            return completion(true)
        }
        let appeared = tableState.visibleCells.filter { !before.contains($0.key) }
        UIView.performWithoutAnimation {
            for cell in tableState.visibleCells.values {
                if let frame = oldFrames[ObjectIdentifier(cell)], frame != cell.frame {
                    let target = cell.frame
                    cell.frame = frame
                    oldFrames[ObjectIdentifier(cell)] = target
                } else {
                    oldFrames[ObjectIdentifier(cell)] = nil
                }
            }
            for (indexPath, cell) in appeared where plan.inserted.contains(indexPath) { enter(cell, animation) }
        }
        UIView.animate(
            withDuration: Self.updateDuration,
            animations: {
                for cell in self.tableState.visibleCells.values {
                    if let target = oldFrames[ObjectIdentifier(cell)] { cell.frame = target }
                    cell.alpha = 1
                    cell.transform = .identity
                }
                for cell in departing { self.leave(cell, animation) }
            },
            completion: { finished in
                for cell in departing {
                    cell.alpha = 1
                    cell.transform = .identity
                    self.recycle(cell)
                }
                completion(finished)
            })
    }

    /// The start of an inserted row's animation.
    private func enter(_ cell: UITableViewCell, _ animation: RowAnimation) {
        switch animation {
        case .left: cell.transform = CGAffineTransform(translationX: -bounds.width, y: 0)
        case .right: cell.transform = CGAffineTransform(translationX: bounds.width, y: 0)
        case .top: cell.transform = CGAffineTransform(translationX: 0, y: -cell.bounds.height)
        case .bottom: cell.transform = CGAffineTransform(translationX: 0, y: cell.bounds.height)
        case .middle: cell.transform = CGAffineTransform(scaleX: 1, y: 0.01)
        case .fade, .automatic, .none: break
        }
        cell.alpha = animation == .none ? 1 : 0
    }

    /// The end of a deleted row's animation.
    private func leave(_ cell: UITableViewCell, _ animation: RowAnimation) {
        switch animation {
        case .left: cell.transform = CGAffineTransform(translationX: -bounds.width, y: 0)
        case .right: cell.transform = CGAffineTransform(translationX: bounds.width, y: 0)
        case .top: cell.transform = CGAffineTransform(translationX: 0, y: -cell.bounds.height)
        case .bottom: cell.transform = CGAffineTransform(translationX: 0, y: cell.bounds.height)
        case .middle: cell.transform = CGAffineTransform(scaleX: 1, y: 0.01)
        case .fade, .automatic, .none: break
        }
        cell.alpha = 0
    }

    /// `reconfigureRows(at:)`: the data source configures the rows' cells again; a visible row's
    /// own cell is what it dequeues.
    func reconfigure(_ indexPaths: [IndexPath]) {
        loadIfNeeded()
        for indexPath in indexPaths {
            guard loadedGeometry.contains(indexPath) else {
                LayerTreeDiagnostics.report("UITableView.reconfigureRows(at:)", "row \(indexPath) is out of range")
                continue
            }
            guard let cell = tableState.visibleCells[indexPath], let identifier = cell.reuseIdentifier else { continue }
            tableState.reusableCells[identifier, default: []].append(cell)
            let configured = dataSource?.tableView(self, cellForRowAt: indexPath) ?? cell
            if let index = tableState.reusableCells[identifier]?.lastIndex(where: { $0 === cell }) {
                tableState.reusableCells[identifier]?.remove(at: index)
            }
            if configured !== cell {
                tableState.visibleCells[indexPath] = nil
                recycle(cell)
                display(indexPath, cell: configured, tableDelegate)
            } else {
                cell.setSelected(tableState.selected.contains(indexPath), animated: false)
            }
        }
    }
}
