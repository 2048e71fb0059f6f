import UIKit

/// A login form as iOS code writes one (issue 16's sample): a title, labelled text fields and a
/// filled button in a vertical stack pinned to the layout margins; the button is enabled once
/// both fields hold text, and runs `onLogIn` with them.
final class LoginFormView: UIView {
    let titleLabel = UILabel()
    let emailLabel = UILabel()
    let emailField = UITextField()
    let passwordLabel = UILabel()
    let passwordField = UITextField()
    let logInButton: UIButton
    var onLogIn: ((String, String) -> Void)?

    override init(frame: CGRect) {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Log In"
        configuration.cornerStyle = .medium
        configuration.buttonSize = .large
        logInButton = UIButton(configuration: configuration, primaryAction: nil)
        super.init(frame: frame)
        backgroundColor = .systemBackground
        configureLabels()
        configureFields()
        logInButton.isEnabled = false
        logInButton.addAction(
            UIAction { [weak self] _ in
                guard let self else { return }
                self.onLogIn?(self.emailField.text ?? "", self.passwordField.text ?? "")
            }, for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [
            titleLabel, emailLabel, emailField, passwordLabel, passwordField, logInButton,
        ])
        stack.axis = .vertical
        stack.spacing = 6
        stack.setCustomSpacing(20, after: titleLabel)
        stack.setCustomSpacing(14, after: emailField)
        stack.setCustomSpacing(24, after: passwordField)
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configureLabels() {
        titleLabel.text = "Welcome back"
        titleLabel.font = .preferredFont(forTextStyle: .title1)
        titleLabel.adjustsFontForContentSizeCategory = true
        emailLabel.text = "Email"
        passwordLabel.text = "Password"
        for label in [emailLabel, passwordLabel] {
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textColor = .secondaryLabel
        }
    }

    private func configureFields() {
        emailField.placeholder = "name@example.com"
        emailField.keyboardType = .emailAddress
        emailField.textContentType = .emailAddress
        emailField.autocapitalizationType = .none
        passwordField.placeholder = "Required"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        for field in [emailField, passwordField] {
            field.borderStyle = .roundedRect
            field.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
        }
    }

    private func updateButton() {
        logInButton.isEnabled = !(emailField.text ?? "").isEmpty && !(passwordField.text ?? "").isEmpty
    }
}
