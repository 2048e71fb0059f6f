import Foundation

/// The view of a `UIAlertController`: the dimmed screen and the alert box (or the action sheet's
/// groups), laid out with iOS's metrics: a 270-point alert with 44-point buttons (two side by
/// side, cancel on the left; more stacked, cancel last), an action sheet 8 points from the
/// screen's edges with 57-point buttons and its cancel button in a group of its own.
@preconcurrency @MainActor
final class UIAlertControllerView: UIView {
    private weak var controller: UIAlertController?
    private let box = UIView()
    private let cancelGroup = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let sheetMargin: CGFloat = 8

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = UIColor(white: 0, alpha: 0.2)
        for group in [box, cancelGroup] {
            group.backgroundColor = UIColor(white: 0.97, alpha: 1)
            group.layer.cornerRadius = controller.preferredStyle == .alert ? 14 : 13
            group.clipsToBounds = true
            addSubview(group)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            box.addSubview(label)
        }
        refreshTexts()
        refreshActions()
    }

    required init?(coder: NSCoder) { return nil }

    private var isAlert: Bool { controller?.preferredStyle != .actionSheet }

    /// Title, message and text fields after a change.
    func refreshTexts() {
        guard let controller else { return }
        titleLabel.text = controller.title
        messageLabel.text = controller.message
        titleLabel.font = isAlert ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: 13)
        let grey = UIColor(white: 0.55, alpha: 1)
        titleLabel.textColor = isAlert ? .label : grey
        messageLabel.textColor = isAlert ? .label : grey
        for field in controller.textFields ?? [] where field.superview !== box { box.addSubview(field) }
        setNeedsLayout()
    }

    /// The buttons after actions were added or changed.
    func refreshActions() {
        guard let controller else { return }
        for view in buttons + separators { view.removeFromSuperview() }
        buttons = controller.actions.map { action in
            action.alertView = self
            let button = AlertActionButton(
                action: action, bold: action.style == .cancel || action === controller.preferredAction,
                size: isAlert ? 17 : 20)
            button.addAction(UIAction { [weak controller] _ in controller?.perform(action) }, for: .touchUpInside)
            return button
        }
        for button in buttons { (button.action.style == .cancel && !isAlert ? cancelGroup : box).addSubview(button) }
        cancelGroup.isHidden = isAlert || !controller.actions.contains { $0.style == .cancel }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if isAlert { layOutAlert() } else { layOutSheet() }
    }

    private var hairline: CGFloat { 1 / max(1, window?.screen.scale ?? contentScaleFactor) }

    /// The title, message and fields from the top of a box `width` wide; returns the bottom.
    private func layOutHeader(width: CGFloat, top: CGFloat) -> CGFloat {
        let inner = width - 32
        var y = top
        for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
            let height = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 16, y: y, width: inner, height: height)
            y += height + 2
        }
        for field in controller?.textFields ?? [] {
            y += 8
            field.frame = CGRect(x: 16, y: y, width: inner, height: 24)
            field.layer.borderWidth = hairline
            field.layer.borderColor = UIColor.separator.cgColor
            field.layer.cornerRadius = 4
            y += 24
        }
        return y == top ? top : y + (isAlert ? 19 : 14) - (controller?.textFields == nil ? 2 : 0)
    }

    private func layOutAlert() {
        let width = Self.alertWidth
        var y = layOutHeader(width: width, top: 19)
        let ordered = buttons.filter { $0.action.style != .cancel } + buttons.filter { $0.action.style == .cancel }
        let sideBySide = buttons.count == 2
        addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), in: box, reset: true)
        if sideBySide {
            let pair = [ordered[1], ordered[0]]  // cancel (or the second) on the left
            let half = width / 2
            for (index, button) in pair.enumerated() {
                button.frame = CGRect(x: CGFloat(index) * half, y: y, width: half, height: Self.alertButtonHeight)
            }
            addSeparator(CGRect(x: half, y: y, width: hairline, height: Self.alertButtonHeight), in: box)
            y += Self.alertButtonHeight
        } else {
            for (index, button) in ordered.enumerated() {
                if index > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), in: box) }
                button.frame = CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight)
                y += Self.alertButtonHeight
            }
        }
        box.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - y) / 2, width: width, height: y)
    }

    private func layOutSheet() {
        let width = min(bounds.width, bounds.height) - 2 * Self.sheetMargin
        var y = layOutHeader(width: width, top: 14)
        let main = buttons.filter { $0.action.style != .cancel }
        addSeparator(.zero, in: box, reset: true)
        for (index, button) in main.enumerated() {
            if index > 0 || y > 0 { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline), in: box) }
            button.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetButtonHeight)
            y += Self.sheetButtonHeight
        }
        var bottom = bounds.height - max(safeAreaInsets.bottom, Self.sheetMargin)
        if let cancel = buttons.first(where: { $0.action.style == .cancel }) {
            cancelGroup.frame = CGRect(
                x: (bounds.width - width) / 2, y: bottom - Self.sheetButtonHeight, width: width, height: Self.sheetButtonHeight)
            cancel.frame = cancelGroup.bounds
            bottom = cancelGroup.frame.minY - Self.sheetMargin
        }
        box.frame = CGRect(x: (bounds.width - width) / 2, y: bottom - y, width: width, height: y)
        box.isHidden = y == 0
    }

    private func addSeparator(_ frame: CGRect, in group: UIView, reset: Bool = false) {
        if reset {
            for line in separators { line.removeFromSuperview() }
            separators = []
        }
        guard frame.width > 0 || frame.height > 0, frame != .zero else { return }
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        group.addSubview(line)
        separators.append(line)
    }
}

/// One button of an alert: its title in the tint colour (red when destructive, grey when
/// disabled, semibold for cancel and the preferred action), a grey wash while pressed.
@preconcurrency @MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    private let label = UILabel()

    init(action: UIAlertAction, bold: Bool, size: CGFloat) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.font = .systemFont(ofSize: size, weight: bold ? .semibold : .regular)
        addSubview(label)
        isEnabled = action.isEnabled
        refreshColor()
    }

    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? UIColor(white: 0.85, alpha: 1) : nil }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refreshColor()
    }

    private func refreshColor() {
        label.textColor =
            !action.isEnabled ? UIColor(white: 0.6, alpha: 1) : action.style == .destructive ? .systemRed : tintColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
