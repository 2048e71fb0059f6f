import Foundation
import Graphics

/// One tab of a tab bar: the item's image above its title (10-point medium), both in the
/// selected tint or the unselected grey, and its badge: a red pill at the image's upper right.
@MainActor
final class TabBarButton: UIControl {
    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badgeLabel.clipsToBounds = true
        addSubview(imageView)
        addSubview(titleLabel)
        addSubview(badgeLabel)
        update()
    }

    required init?(coder: NSCoder) { return nil }

    let item: UITabBarItem
    /// Whether this is the bar's selected tab.
    var isSelectedTab = false { didSet { update() } }
    /// The colours of the selected and the other tabs.
    var colors = (selected: UIColor.systemBlue, unselected: UIColor.systemGray) { didSet { update() } }
    /// The tab bar appearance's stacked item look, when the bar has one: its icon colour, title
    /// colour and font, and badge colour per state (the item's own title attributes win).
    var itemAppearance: UITabBarItemAppearance? { didSet { update() } }
    /// The image's box: 30 points square, as iOS's tab bar images are drawn at up to 30 × 30.
    static let imageBox: CGFloat = 30

    /// Takes the item's current title, image, badge and enabled state.
    func update() {
        let color = isSelectedTab ? colors.selected : colors.unselected
        let state = itemAppearance.map { isSelectedTab ? $0.selected : $0.normal }
        let image = isSelectedTab ? item.selectedImage ?? item.image : item.image
        imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
        imageView.tintColor = state?.iconColor ?? color
        imageView.isHidden = image == nil
        titleLabel.text = item.title
        let attributes = item.titleTextAttributes(for: isSelectedTab ? .selected : .normal)
        titleLabel.textColor =
            attributes?[.foregroundColor] as? UIColor ?? state?.titleTextAttributes[.foregroundColor] as? UIColor ?? color
        titleLabel.font =
            attributes?[.font] as? UIFont ?? state?.titleTextAttributes[.font] as? UIFont
            ?? .systemFont(ofSize: 10, weight: .medium)
        badgeLabel.text = item.badgeValue
        badgeLabel.backgroundColor = item.badgeColor ?? state?.badgeBackgroundColor ?? .systemRed
        badgeLabel.isHidden = item.badgeValue == nil
        isEnabled = item.isEnabled
        alpha = item.isEnabled ? 1 : 0.5
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let box = Self.imageBox, width = bounds.width
        let imageSize = imageView.image.map { CGSize(width: min($0.size.width, box), height: min($0.size.height, box)) } ?? .zero
        let imageFrame = CGRect(
            x: (width - imageSize.width) / 2, y: 3 + (box - imageSize.height) / 2, width: imageSize.width,
            height: imageSize.height)
        imageView.frame = imageFrame
        let titleSize = titleLabel.intrinsicContentSize
        titleLabel.frame = CGRect(x: 0, y: 3 + box + 1, width: width, height: titleSize.height)
        let badgeSize = badgeLabel.intrinsicContentSize
        let badgeHeight: CGFloat = 18
        let badgeWidth = max(badgeHeight, badgeSize.width + 10)
        let anchorX = imageView.isHidden ? width / 2 + 12 : imageFrame.maxX
        badgeLabel.frame = CGRect(x: anchorX - 6, y: 2, width: badgeWidth, height: badgeHeight)
        badgeLabel.layer.cornerRadius = badgeHeight / 2
    }

    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badgeLabel = UILabel()
}
