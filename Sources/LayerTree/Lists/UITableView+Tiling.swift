import Foundation

/// Placing what is on screen: cells for the rows in the bounds (measured the first time a
/// self-sizing row shows), headers and footers (a plain table's header floats at the top while
/// its section shows), the table's own header and footer views.
extension UITableView {
    /// The reuse identifier of the header and footer views a table makes for titles.
    static let titleHeaderIdentifier = "UITableViewTitleHeaderFooterView"

    func layOutTable() {
        loadIfNeeded()
        let delegate = tableDelegate
        backgroundView?.frame = bounds
        if let header = tableHeaderView {
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: loadedGeometry.tableHeader)
        }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: loadedGeometry.contentHeight - loadedGeometry.tableFooter, width: bounds.width,
                height: loadedGeometry.tableFooter)
        }
        let wanted = measureVisibleRows(delegate)
        for (indexPath, cell) in tableState.visibleCells where !wanted.contains(indexPath) {
            tableState.visibleCells[indexPath] = nil
            endDisplaying(cell, at: indexPath, delegate)
        }
        for indexPath in wanted.sorted() {
            let cell = tableState.visibleCells[indexPath] ?? display(indexPath, cell: nil, delegate)
            place(cell, at: indexPath)
        }
        layOutSectionParts(delegate)
        keepIndicatorsInFront()
    }

    /// The rows in the bounds, after measuring those of unknown height that show (each measured
    /// row above the top shifts the offset by its change, so what shows stays put).
    private func measureVisibleRows(_ delegate: (any UITableViewDelegate)?) -> Set<IndexPath> {
        var wanted = loadedGeometry.rows(in: bounds.minY, bounds.maxY)
        var measuredAny = false
        while let indexPath = wanted.first(where: { !loadedGeometry.sections[$0.section].known[$0.row] }) {
            let cell = tableState.visibleCells[indexPath] ?? display(indexPath, cell: nil, delegate)
            let width = rowRect(indexPath).width
            let height = cell.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
            let top = loadedGeometry.rowTop(indexPath)
            let delta = loadedGeometry.setMeasuredHeight(height.isFinite ? max(0, height) : 0, at: indexPath)
            measuredAny = true
            if delta != 0, top < bounds.minY {
                bounds.origin.y += delta
            }
            wanted = loadedGeometry.rows(in: bounds.minY, bounds.maxY)
        }
        if measuredAny { updateContentSize() }
        return Set(wanted)
    }

    /// The data source's cell for a row, added to the table and told it will display.
    @discardableResult
    func display(_ indexPath: IndexPath, cell given: UITableViewCell?, _ delegate: (any UITableViewDelegate)?)
        -> UITableViewCell
    {
        let cell =
            given ?? dataSource?.tableView(self, cellForRowAt: indexPath)
            ?? UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.tableView = self
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        cell.isHidden = false
        cell.isEditing = isEditing
        cell.indentationLevel = delegate?.tableView(self, indentationLevelForRowAt: indexPath) ?? 0
        cell.setSelected(tableState.selected.contains(indexPath), animated: false)
        tableState.visibleCells[indexPath] = cell
        place(cell, at: indexPath)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// Gives a cell its row's frame, separator and corners.
    func place(_ cell: UITableViewCell, at indexPath: IndexPath) {
        let frame = rowRect(indexPath)
        if cell.frame != frame { cell.frame = frame }
        let lastInSection = indexPath.row == loadedGeometry.sections[indexPath.section].heights.count - 1
        cell.separatorView.isHidden = separatorStyle == .none || (tableStyle != .plain && lastInSection)
        cell.separatorView.backgroundColor = separatorColor
        if tableStyle == .insetGrouped {
            var corners: CACornerMask = []
            if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
            if lastInSection { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
            cell.layer.maskedCorners = corners
            cell.clipsToBounds = !corners.isEmpty
        }
    }

    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath? = nil, _ delegate: (any UITableViewDelegate)? = nil) {
        if let indexPath { (delegate ?? tableDelegate)?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
        recycle(cell)
    }

    func endDisplaying(_ view: UIView, _ part: SectionPart) {
        let delegate = tableDelegate
        if part.isHeader {
            delegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: part.section)
        } else {
            delegate?.tableView(self, didEndDisplayingFooterView: view, forSection: part.section)
        }
        recycle(view)
    }

    /// Headers and footers of the sections on screen.
    private func layOutSectionParts(_ delegate: (any UITableViewDelegate)?) {
        var wanted: [SectionPart: CGRect] = [:]
        for section in loadedGeometry.sections(in: bounds.minY, bounds.maxY) {
            let data = loadedGeometry.sections[section]
            if data.header > 0 { wanted[SectionPart(section: section, isHeader: true)] = headerFrame(section) }
            if data.footer > 0 {
                let top = loadedGeometry.footerTop(section)
                if top < bounds.maxY, top + data.footer > bounds.minY {
                    wanted[SectionPart(section: section, isHeader: false)] = CGRect(
                        x: 0, y: top, width: bounds.width, height: data.footer)
                }
            }
        }
        for (part, view) in tableState.visibleHeaders where wanted[part] == nil {
            tableState.visibleHeaders[part] = nil
            endDisplaying(view, part)
        }
        for (part, frame) in wanted {
            let view = tableState.visibleHeaders[part] ?? makeSectionPart(part, delegate)
            guard let view else { continue }
            if view.frame != frame { view.frame = frame }
            if tableStyle == .plain, part.isHeader, subviews.last !== view { bringSubviewToFront(view) }
        }
    }

    /// A header's frame: where its section starts, or, in a plain table, pinned to the top of
    /// the visible area while its section shows.
    private func headerFrame(_ section: Int) -> CGRect {
        let height = loadedGeometry.sections[section].header
        var y = loadedGeometry.headerTop(section)
        if tableStyle == .plain {
            let pinned = bounds.minY + adjustedContentInset.top
            let end = loadedGeometry.footerTop(section) + loadedGeometry.sections[section].footer - height
            y = min(max(y, pinned), max(y, end))
        }
        return CGRect(x: 0, y: y, width: bounds.width, height: height)
    }

    private func makeSectionPart(_ part: SectionPart, _ delegate: (any UITableViewDelegate)?) -> UIView? {
        let custom =
            part.isHeader
            ? delegate?.tableView(self, viewForHeaderInSection: part.section)
            : delegate?.tableView(self, viewForFooterInSection: part.section)
        var view = custom
        if view == nil {
            let title =
                part.isHeader
                ? dataSource?.tableView(self, titleForHeaderInSection: part.section)
                : dataSource?.tableView(self, titleForFooterInSection: part.section)
            guard let title, !title.isEmpty else { return nil }
            if tableState.headerClasses[Self.titleHeaderIdentifier] == nil {
                tableState.headerClasses[Self.titleHeaderIdentifier] = UITableViewHeaderFooterView.self
            }
            let header = dequeueHeaderFooter(Self.titleHeaderIdentifier)!
            header.isGroupedStyle = tableStyle != .plain
            header.textLabel?.numberOfLines = 0
            header.textLabel?.text = tableStyle != .plain && part.isHeader ? title.uppercased() : title
            header.backgroundColor = tableStyle == .plain ? .systemBackground : nil
            view = header
        }
        guard let view else { return nil }
        if view.superview !== self { addSubview(view) }
        view.isHidden = false
        tableState.visibleHeaders[part] = view
        if part.isHeader {
            delegate?.tableView(self, willDisplayHeaderView: view, forSection: part.section)
        } else {
            delegate?.tableView(self, willDisplayFooterView: view, forSection: part.section)
        }
        return view
    }

    private func keepIndicatorsInFront() {
        for indicator in [scrollState.verticalIndicator, scrollState.horizontalIndicator].compactMap({ $0 })
        where subviews.last !== indicator {
            bringSubviewToFront(indicator)
        }
    }

    /// `scrollToRow(at:at:animated:)`.
    func scroll(toRow indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadIfNeeded()
        guard loadedGeometry.contains(indexPath) else {
            LayerTreeDiagnostics.report("UITableView.scrollToRow(at:at:animated:)", "row \(indexPath) is out of range")
            return
        }
        let row = rowRect(indexPath), inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let top: CGFloat
        switch position {
        case .top: top = row.minY - inset.top
        case .middle: top = row.midY - inset.top - visibleHeight / 2
        case .bottom: top = row.maxY - inset.top - visibleHeight
        case .none:
            scrollRectToVisible(row, animated: animated)
            return
        }
        let target = clampedOffset(CGPoint(x: contentOffset.x, y: top))
        setContentOffset(target, animated: animated)
    }
}
