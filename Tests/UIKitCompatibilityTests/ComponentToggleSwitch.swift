import UIKit

/// A custom switch as open-source switches (PWSwitch, JTMaterialSwitch) write one: a
/// `UIControl` with a track layer and a thumb view, toggled on touch-up with haptic feedback and
/// `sendActions(for: .valueChanged)`, its dynamic colours resolved to `CGColor` for the current
/// interface style whenever the trait collection changes.
final class ComponentToggleSwitch: UIControl {
    let trackLayer = CALayer()
    let thumbView = UIView()
    private let impact = UIImpactFeedbackGenerator(style: .medium)
    private(set) var traitChanges = 0

    var onTintColor = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.19, green: 0.82, blue: 0.35, alpha: 1) : UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    }

    var offTintColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(white: 0.25, alpha: 1) : UIColor(white: 0.9, alpha: 1)
    }

    private(set) var isOn = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(trackLayer)
        thumbView.backgroundColor = .white
        thumbView.isUserInteractionEnabled = false
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.2
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 2)
        thumbView.layer.shadowRadius = 2
        addSubview(thumbView)
        accessibilityTraits = [.button]
        addAction(
            UIAction { [weak self] _ in self?.setOn(!(self?.isOn ?? false), animated: true, sendingActions: true) },
            for: .touchUpInside)
        updateColors()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }

    override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.15, delay: 0, options: [.beginFromCurrentState, .curveEaseOut]) {
                self.thumbView.transform = self.isHighlighted ? CGAffineTransform(scaleX: 1.1, y: 1) : .identity
            }
        }
    }

    override var accessibilityValue: String? {
        get { isOn ? "1" : "0" }
        set { super.accessibilityValue = newValue }
    }

    func setOn(_ on: Bool, animated: Bool, sendingActions: Bool = false) {
        guard on != isOn else { return }
        isOn = on
        if sendingActions {
            impact.impactOccurred(intensity: 0.7)
            sendActions(for: .valueChanged)
        }
        let changes = {
            self.layoutThumb()
            self.updateColors()
        }
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: .curveEaseInOut, animations: changes)
        } else {
            UIView.performWithoutAnimation(changes)
        }
    }

    private func layoutThumb() {
        let inset: CGFloat = 2
        let side = bounds.height - inset * 2
        let x = isOn ? bounds.width - side - inset : inset
        thumbView.frame = CGRect(x: x, y: inset, width: side, height: side)
        thumbView.layer.cornerRadius = side / 2
    }

    private func updateColors() {
        let color = isOn ? onTintColor : offTintColor
        trackLayer.backgroundColor = color.resolvedColor(with: traitCollection).cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        trackLayer.frame = bounds
        trackLayer.cornerRadius = bounds.height / 2
        layoutThumb()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard traitCollection.userInterfaceStyle != previousTraitCollection?.userInterfaceStyle else { return }
        traitChanges += 1
        updateColors()
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        impact.prepare()
    }
}

/// A segmented control as open-source ones (BetterSegmentedControl) write one: a row of buttons
/// over a sliding indicator, sending `.valueChanged`, with a selection haptic.
final class ComponentSegmentedControl: UIControl {
    private(set) var selectedIndex = 0
    private var buttons: [UIButton] = []
    let indicator = UIView()
    private let selection = UISelectionFeedbackGenerator()

    init(titles: [String]) {
        super.init(frame: .zero)
        indicator.backgroundColor = .systemBackground
        indicator.layer.cornerRadius = 7
        backgroundColor = .secondarySystemFill
        layer.cornerRadius = 9
        addSubview(indicator)
        for (index, title) in titles.enumerated() {
            var configuration = UIButton.Configuration.plain()
            configuration.title = title
            configuration.baseForegroundColor = .label
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            let button = UIButton(
                configuration: configuration,
                primaryAction: UIAction { [weak self] _ in self?.select(index, animated: true, sendingActions: true) })
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { nil }

    func select(_ index: Int, animated: Bool, sendingActions: Bool = false) {
        guard buttons.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        if sendingActions {
            selection.selectionChanged()
            sendActions(for: .valueChanged)
        }
        UIView.animate(withDuration: animated ? 0.3 : 0) { self.layoutIndicator() }
    }

    private func layoutIndicator() {
        guard buttons.indices.contains(selectedIndex) else { return }
        indicator.frame = buttons[selectedIndex].frame.insetBy(dx: 2, dy: 2)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(buttons.count, 1))
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
        layoutIndicator()
    }
}
