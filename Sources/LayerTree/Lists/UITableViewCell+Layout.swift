import Foundation
import Graphics

/// The standard cell: its subviews, their layout per style, selection display and self-sizing.
extension UITableViewCell {
    /// The side margin of the content (UIKit's compact-width layout margin).
    static let sideMargin: CGFloat = 16
    /// The standard row height, and the smallest a standard cell sizes itself to.
    static let standardHeight: CGFloat = 44
    /// The space above and below standard labels when a cell sizes itself.
    static let verticalPadding: CGFloat = 11
    /// The width of `.value2`'s text column, and the gap after it.
    static let value2Column: CGFloat = 67
    static let value2Gap: CGFloat = 6

    func setUpCell() {
        backgroundColor = .systemBackground
        cellContentView.isOpaque = false
        cellContentView.backgroundColor = nil
        addSubview(cellContentView)
        separatorView.isUserInteractionEnabled = false
        separatorView.backgroundColor = .separator
        separatorView.isHidden = true
        addSubview(separatorView)
        let selected = UIView()
        selected.backgroundColor = .systemGray4
        selectedBackgroundView = selected
    }

    /// The text or detail label, made on first use with the style's font and colour.
    func label(_ slot: ReferenceWritableKeyPath<UITableViewCell, UILabel?>, detail: Bool) -> UILabel {
        if let existing = self[keyPath: slot] { return existing }
        let label = UILabel()
        label.isOpaque = false
        switch (cellStyle, detail) {
        case (.value1, true):
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case (.value2, false):
            label.font = .boldSystemFont(ofSize: 12)
            label.textColor = .systemBlue
            label.textAlignment = .right
        case (.subtitle, true):
            label.font = .systemFont(ofSize: 12)
        default:
            label.font = .systemFont(ofSize: 17)
        }
        if cellStyle == .value1 && detail { label.font = .systemFont(ofSize: 17) }
        self[keyPath: slot] = label
        cellContentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    func makeImageView() -> UIImageView {
        let view = UIImageView()
        madeImageView = view
        cellContentView.insertSubview(view, at: 0)
        setNeedsLayout()
        return view
    }

    func resetForReuse() {
        selectionState = (false, false)
        showSelectionState()
    }

    /// Shows the selected background while selected or highlighted (and the selection style
    /// shows one), and highlights the labels; animated, the background fades.
    func showSelectionState(animated: Bool = false) {
        let shown = (selectionState.selected || selectionState.highlighted) && selectionStyle != .none
        for label in [storedTextLabel, storedDetailLabel].compactMap({ $0 }) { label.isHighlighted = shown }
        guard let view = selectedBackgroundView else { return }
        if animated {
            UIView.animate(withDuration: 0.25) { view.alpha = shown ? 1 : 0 }
        } else {
            view.alpha = shown ? 1 : 0
        }
    }

    /// Puts a background view in place, behind the content.
    func replaceDecoration(_ old: UIView?, with new: UIView?, below: Bool) {
        if let old, old.superview === self { old.removeFromSuperview() }
        guard let new else { return }
        insertSubview(new, at: selectedBackgroundView === new && backgroundView?.superview === self ? 1 : 0)
        if new === selectedBackgroundView { showSelectionState() }
        setNeedsLayout()
    }

    func accessoryDidChange() {
        standardAccessory?.removeFromSuperview()
        standardAccessory = nil
        if let custom = accessoryView {
            addSubview(custom)
        } else if accessoryType != .none {
            let made = TableAccessoryView(type: accessoryType)
            made.addAction(UIAction { [weak self] _ in self?.accessoryButtonTapped() }, for: .touchUpInside)
            addSubview(made)
            standardAccessory = made
        }
        setNeedsLayout()
    }

    private func accessoryButtonTapped() {
        guard let table = tableView, let indexPath = table.indexPath(for: self) else { return }
        table.tableDelegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The accessory shown: the custom one, else the standard one.
    private var shownAccessory: UIView? { accessoryView ?? standardAccessory }

    func layOutCell() {
        let size = bounds.size
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        var contentWidth = size.width
        if let accessory = shownAccessory {
            let fitted = accessory.frame.size == .zero ? accessory.sizeThatFits(size) : accessory.frame.size
            let x = size.width - Self.sideMargin - fitted.width
            accessory.frame = CGRect(
                x: x, y: ((size.height - fitted.height) / 2).rounded(), width: fitted.width, height: fitted.height)
            contentWidth = x
        }
        cellContentView.frame = CGRect(x: 0, y: 0, width: max(0, contentWidth), height: size.height)
        let inset = separatorInset
        let hairline = 1 / max(1, window?.screen.scale ?? contentScaleFactor)
        separatorView.frame = CGRect(
            x: inset.left, y: size.height - hairline, width: max(0, size.width - inset.left - inset.right), height: hairline)
        bringSubviewToFront(separatorView)
        layOutStandardContent(width: cellContentView.bounds.width, height: size.height)
    }

    /// The labels and image of the standard styles inside the content view.
    private func layOutStandardContent(width: CGFloat, height: CGFloat) {
        var leading = Self.sideMargin + CGFloat(indentationLevel) * indentationWidth
        let trailing = width - (shownAccessory == nil ? Self.sideMargin : 0)
        if let image = madeImageView, let picture = image.image {
            let side = min(picture.size.height, height)
            let imageWidth = picture.size.height > 0 ? picture.size.width * side / picture.size.height : 0
            image.frame = CGRect(x: leading, y: ((height - side) / 2).rounded(), width: imageWidth, height: side)
            leading = image.frame.maxX + Self.sideMargin
        }
        let text = storedTextLabel, detail = storedDetailLabel
        let available = max(0, trailing - leading)
        func fitted(_ label: UILabel?, _ maxWidth: CGFloat) -> CGSize {
            guard let label else { return .zero }
            let size = label.sizeThatFits(CGSize(width: maxWidth, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, maxWidth), height: size.height)
        }
        switch cellStyle {
        case .default:
            text?.frame = CGRect(x: leading, y: 0, width: available, height: height)
        case .value1:
            let detailSize = fitted(detail, available)
            detail?.frame = CGRect(
                x: trailing - detailSize.width, y: 0, width: detailSize.width, height: height)
            text?.frame = CGRect(x: leading, y: 0, width: max(0, available - detailSize.width - 8), height: height)
        case .value2:
            text?.frame = CGRect(x: leading, y: 0, width: Self.value2Column, height: height)
            let start = leading + Self.value2Column + Self.value2Gap
            detail?.frame = CGRect(x: start, y: 0, width: max(0, trailing - start), height: height)
        case .subtitle:
            let textSize = fitted(text, available), detailSize = fitted(detail, available)
            let top = ((height - textSize.height - detailSize.height) / 2).rounded()
            text?.frame = CGRect(x: leading, y: top, width: available, height: textSize.height)
            detail?.frame = CGRect(x: leading, y: top + textSize.height, width: available, height: detailSize.height)
        }
    }

    /// Whether the content view holds views laid out by constraints (a custom self-sizing cell).
    private var hasConstrainedContent: Bool {
        cellContentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
    }

    /// The height the cell needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        if frame.width != width { frame.size.width = width }
        layOutCell()
        if hasConstrainedContent {
            let fitted = cellContentView.systemLayoutSizeFitting(
                CGSize(width: cellContentView.bounds.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return max(0, fitted.height)
        }
        let available = max(0, cellContentView.bounds.width - 2 * Self.sideMargin)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, !(label.text ?? "").isEmpty else { return 0 }
            return label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height
        }
        let content =
            cellStyle == .subtitle
            ? height(storedTextLabel) + height(storedDetailLabel) : max(height(storedTextLabel), height(storedDetailLabel))
        let scale = max(1, window?.screen.scale ?? contentScaleFactor)
        return max(Self.standardHeight, ((content + 2 * Self.verticalPadding) * scale).rounded(.up) / scale)
    }
}
