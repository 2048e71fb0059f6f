import Foundation

/// Loading counts and heights from the data source and delegate, and the geometry built on them.
extension UITableView {
    /// The standard estimate for rows of unknown height.
    static let defaultEstimate: CGFloat = 44

    func setUpTable() {
        backgroundColor = tableStyle == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
    }

    /// The delegate as a table view delegate.
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    func setNeedsReload(cells: Bool = false) {
        tableState.needsReload = true
        if cells { tableState.needsCellReload = true }
        setNeedsLayout()
    }

    func reloadAll() {
        tableState.needsCellReload = false
        let delegate = tableDelegate
        for (indexPath, cell) in tableState.visibleCells { endDisplaying(cell, at: indexPath, delegate) }
        tableState.visibleCells = [:]
        for (part, view) in tableState.visibleHeaders { endDisplaying(view, part) }
        tableState.visibleHeaders = [:]
        tableState.selected = []
        tableState.highlighted = nil
        loadGeometry()
        setNeedsLayout()
    }

    func rowCount(inSection section: Int) -> Int {
        loadIfNeeded()
        guard loadedGeometry.sections.indices.contains(section) else {
            LayerTreeDiagnostics.report("UITableView.numberOfRows(inSection:)", "section \(section) is out of range")
            return 0
        }
        return loadedGeometry.sections[section].heights.count
    }

    func loadIfNeeded() {
        guard tableState.needsReload else { return }
        if tableState.needsCellReload {
            tableState.needsCellReload = false
            reloadAll()
        } else {
            loadGeometry()
        }
    }

    /// The data source's counts (negative ones reported and taken as 0), each row's height
    /// (given, or estimated until measured) and the headers' and footers'.
    func loadGeometry() {
        tableState.needsReload = false
        loadedGeometry = makeGeometry()
        updateContentSize()
    }

    func makeGeometry() -> TableGeometry {
        var geometry = TableGeometry()
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
        guard let dataSource else {
            geometry.recomputeSectionTops()
            return geometry
        }
        let sectionCount = checkedCount(dataSource.numberOfSections(in: self), "numberOfSections(in:)")
        let delegate = tableDelegate
        geometry.sections.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            var part = TableGeometry.Section()
            let rows = checkedCount(
                dataSource.tableView(self, numberOfRowsInSection: section), "tableView(_:numberOfRowsInSection:) for \(section)")
            part.heights.reserveCapacity(rows)
            part.known.reserveCapacity(rows)
            for row in 0..<rows {
                let (height, known) = initialHeight(IndexPath(row: row, section: section), delegate)
                part.heights.append(height)
                part.known.append(known)
            }
            part.recomputeOffsets()
            part.header = partHeight(section, isHeader: true, delegate)
            part.footer = partHeight(section, isHeader: false, delegate)
            geometry.sections.append(part)
        }
        geometry.recomputeSectionTops()
        return geometry
    }

    private func checkedCount(_ count: Int, _ what: String) -> Int {
        guard count >= 0 else {
            LayerTreeDiagnostics.report("UITableViewDataSource.\(what)", "negative count \(count), taken as 0")
            return 0
        }
        return count
    }

    /// A row's height before it shows: the delegate's (or `rowHeight`), else the estimate.
    func initialHeight(_ indexPath: IndexPath, _ delegate: (any UITableViewDelegate)?) -> (CGFloat, known: Bool) {
        let given = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        if given.isFinite, given >= 0 { return (given, true) }
        if given != UITableView.automaticDimension {
            LayerTreeDiagnostics.report("UITableView heights", "height \(given) for row \(indexPath) is not valid; estimated")
        }
        let estimate = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return (estimate.isFinite && estimate > 0 ? estimate : Self.defaultEstimate, false)
    }

    /// A header's or footer's height: the delegate's, else the standard one for its title or view.
    func partHeight(_ section: Int, isHeader: Bool, _ delegate: (any UITableViewDelegate)?) -> CGFloat {
        let given =
            isHeader
            ? delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if given.isFinite, given >= 0 { return given }
        let title =
            isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        let grouped = tableStyle != .plain
        if let title, !title.isEmpty {
            guard grouped else { return TableHeaderMetrics.plainTitled }
            if isHeader { return TableHeaderMetrics.groupedTitled }
            let label = UILabel()
            label.font = .systemFont(ofSize: 13)
            label.numberOfLines = 0
            label.text = title
            let width = max(0, bounds.width - 2 * UITableViewCell.sideMargin)
            return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
                + 2 * TableHeaderMetrics.groupedFooterPadding
        }
        if let view = isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        {
            let fitted = view.systemLayoutSizeFitting(
                CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return fitted.height > 0 ? fitted.height : view.frame.height
        }
        return grouped ? TableHeaderMetrics.groupedUntitled : 0
    }

    func updateContentSize() {
        let size = CGSize(width: bounds.width, height: loadedGeometry.contentHeight)
        if contentSize != size { contentSize = size }
    }

    func replaceTableView(_ old: UIView?, _ new: UIView?) {
        if let old, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsReload()
    }

    // MARK: Geometry queries

    enum Part { case header, footer }

    func sectionRect(_ section: Int, part: Part?) -> CGRect {
        loadIfNeeded()
        let geometry = loadedGeometry
        guard geometry.sections.indices.contains(section) else {
            LayerTreeDiagnostics.report("UITableView.rect(forSection:)", "section \(section) is out of range")
            return .zero
        }
        let data = geometry.sections[section]
        switch part {
        case nil: return CGRect(x: 0, y: geometry.headerTop(section), width: bounds.width, height: data.height)
        case .header: return CGRect(x: 0, y: geometry.headerTop(section), width: bounds.width, height: data.header)
        case .footer: return CGRect(x: 0, y: geometry.footerTop(section), width: bounds.width, height: data.footer)
        }
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard loadedGeometry.contains(indexPath) else {
            LayerTreeDiagnostics.report("UITableView.rectForRow(at:)", "row \(indexPath) is out of range")
            return .zero
        }
        let inset = rowInset
        return CGRect(
            x: inset, y: loadedGeometry.rowTop(indexPath), width: max(0, bounds.width - 2 * inset),
            height: loadedGeometry.rowHeight(indexPath))
    }

    /// How far rows sit in from the sides: an inset-grouped table's margin.
    var rowInset: CGFloat { tableStyle == .insetGrouped ? (bounds.width >= 768 ? 20 : 16) : 0 }

    func row(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return loadedGeometry.rows(in: point.y, point.y + 0.001).first { rowRect($0).contains(point) }
    }

    func rows(in rect: CGRect) -> [IndexPath] {
        loadIfNeeded()
        return loadedGeometry.rows(in: rect.minY, rect.maxY)
    }

    var sortedVisibleRows: [IndexPath] { tableState.visibleCells.keys.sorted() }

    func editingStyle(of cell: UITableViewCell) -> UITableViewCell.EditingStyle? {
        guard let indexPath = indexPath(for: cell) else { return nil }
        return tableDelegate?.tableView(self, editingStyleForRowAt: indexPath)
    }
}
