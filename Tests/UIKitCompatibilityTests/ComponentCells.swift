import UIKit

/// A photo-grid cell as iOS feeds write one: reuse identifier from the type, state reset in
/// `prepareForReuse`, a press effect on `isHighlighted`, a selection ring on `isSelected`, and
/// self-sizing through `preferredLayoutAttributesFitting(_:)`.
final class ComponentProductCell: UICollectionViewCell {
    static let reuseIdentifier = String(describing: ComponentProductCell.self)

    let titleLabel = UILabel()
    let priceLabel = UILabel()
    let thumbnailView = UIImageView()
    private(set) var reuseCount = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        setUpViews()
    }

    private func setUpViews() {
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        thumbnailView.contentMode = .scaleAspectFill
        thumbnailView.clipsToBounds = true
        titleLabel.font = .preferredFont(forTextStyle: .subheadline)
        titleLabel.numberOfLines = 2
        priceLabel.font = .systemFont(ofSize: 15, weight: .heavy)
        priceLabel.textColor = .systemGreen
        let stack = UIStackView(arrangedSubviews: [thumbnailView, titleLabel, priceLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            stack.bottomAnchor.constraint(lessThanOrEqualTo: contentView.bottomAnchor, constant: -8),
            thumbnailView.heightAnchor.constraint(equalTo: thumbnailView.widthAnchor, multiplier: 0.75),
        ])
        selectedBackgroundView = UIView()
        selectedBackgroundView?.backgroundColor = UIColor.systemBlue.withAlphaComponent(0.15)
    }

    func configure(title: String, price: Decimal, image: UIImage?) {
        titleLabel.text = title
        priceLabel.text = "$" + NSDecimalNumber(decimal: price).stringValue
        thumbnailView.image = image
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
        titleLabel.text = nil
        priceLabel.text = nil
        thumbnailView.image = nil
        transform = .identity
    }

    override var isHighlighted: Bool {
        didSet {
            UIView.animate(withDuration: 0.2, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState]) {
                self.transform = self.isHighlighted ? CGAffineTransform(scaleX: 0.96, y: 0.96) : .identity
            }
        }
    }

    override var isSelected: Bool {
        didSet {
            contentView.layer.borderWidth = isSelected ? 2 : 0
            contentView.layer.borderColor = isSelected ? tintColor.cgColor : nil
        }
    }

    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        let target = CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height)
        let size = contentView.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        attributes.frame.size.height = ceil(size.height)
        return attributes
    }
}

/// A settings row as iOS apps write one: a subtitle cell with a value label, its highlight
/// and selection animated through `setHighlighted(_:animated:)` and `setSelected(_:animated:)`.
final class ComponentSettingsCell: UITableViewCell {
    static let reuseIdentifier = "ComponentSettingsCell"
    let badge = UIView()
    private(set) var highlightCalls: [Bool] = []

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryType = .disclosureIndicator
        selectionStyle = .default
        separatorInset = UIEdgeInsets(top: 0, left: 56, bottom: 0, right: 0)
        badge.backgroundColor = .systemOrange
        badge.layer.cornerRadius = 6
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        badge.frame = CGRect(x: 16, y: (contentView.bounds.height - 28) / 2, width: 28, height: 28)
    }

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        highlightCalls.append(highlighted)
        badge.backgroundColor = .systemOrange
    }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        badge.alpha = selected ? 0.6 : 1
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
        detailTextLabel?.text = nil
        accessoryView = nil
    }

    func configure(title: String, detail: String?, isOn: Bool? = nil) {
        textLabel?.text = title
        textLabel?.font = .systemFont(ofSize: 17)
        detailTextLabel?.text = detail
        detailTextLabel?.textColor = .secondaryLabel
        if let isOn {
            let toggle = UISwitch()
            toggle.isOn = isOn
            accessoryView = toggle
            selectionStyle = .none
        }
    }
}
