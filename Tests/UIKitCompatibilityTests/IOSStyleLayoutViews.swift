import UIKit

// Auto Layout written the way iOS developers write it: anchors in the initializer, a stack view
// toolbar. This file imports only UIKit and compiles unchanged on iOS.

/// A contact card: a round avatar on the left, a name bar and a shorter detail bar beside it,
/// and an accent strip along the bottom, all placed by anchors inside the layout margins.
final class ContactCardView: UIView {
    let avatarView = UIView()
    let nameBar = UIView()
    let detailBar = UIView()
    let accentStrip = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)

        avatarView.backgroundColor = .systemBlue
        avatarView.layer.cornerRadius = 20
        nameBar.backgroundColor = .darkGray
        detailBar.backgroundColor = .lightGray
        accentStrip.backgroundColor = .systemGreen

        for subview in [avatarView, nameBar, detailBar, accentStrip] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }

        NSLayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            avatarView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 40),
            avatarView.heightAnchor.constraint(equalTo: avatarView.widthAnchor),

            nameBar.leadingAnchor.constraint(equalToSystemSpacingAfter: avatarView.trailingAnchor, multiplier: 1),
            nameBar.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            nameBar.topAnchor.constraint(equalTo: avatarView.topAnchor, constant: 4),
            nameBar.heightAnchor.constraint(equalToConstant: 12),

            detailBar.leadingAnchor.constraint(equalTo: nameBar.leadingAnchor),
            detailBar.widthAnchor.constraint(equalTo: nameBar.widthAnchor, multiplier: 0.5),
            detailBar.topAnchor.constraint(equalTo: nameBar.bottomAnchor, constant: 8),
            detailBar.heightAnchor.constraint(equalToConstant: 8),

            accentStrip.leadingAnchor.constraint(equalTo: leadingAnchor),
            accentStrip.trailingAnchor.constraint(equalTo: trailingAnchor),
            accentStrip.bottomAnchor.constraint(equalTo: bottomAnchor),
            accentStrip.heightAnchor.constraint(equalToConstant: 4),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A toolbar of four equally wide buttons in a horizontal stack view inside its margins.
final class ToolbarView: UIView {
    let stackView = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.95, alpha: 1)

        stackView.axis = .horizontal
        stackView.distribution = .fillEqually
        stackView.alignment = .center
        stackView.spacing = 8
        stackView.isLayoutMarginsRelativeArrangement = true
        stackView.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)

        for color in [UIColor.systemRed, .systemOrange, .systemGreen, .systemBlue] {
            let button = UIView()
            button.backgroundColor = color
            button.layer.cornerRadius = 6
            button.heightAnchor.constraint(equalToConstant: 28).isActive = true
            stackView.addArrangedSubview(button)
        }

        NSLayoutConstraint.activate([
            stackView.leadingAnchor.constraint(equalTo: leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: trailingAnchor),
            stackView.topAnchor.constraint(equalTo: topAnchor),
            stackView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A settings row: a label on the left, a switch on the right, centred vertically, in the margins.
final class SettingsRowView: UIView {
    let titleLabel = UILabel()
    let toggle = UISwitch()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        titleLabel.text = "Airplane Mode"
        titleLabel.textColor = .black
        toggle.isOn = true
        for subview in [titleLabel, toggle] as [UIView] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            addSubview(subview)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            toggle.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            toggle.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: toggle.leadingAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
