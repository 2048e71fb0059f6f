import UIKit

/// A sign-in form as iOS code writes one: two rounded-rect fields laid out with anchors, the
/// view their delegate, return moving to the next field, a character limit, a button enabled
/// by the text, and the change notification observed.
final class SignInFormView: UIView, UITextFieldDelegate {
    let emailField = UITextField()
    let passwordField = UITextField()
    let signInButton = UIButton(type: .system)
    private(set) var changeNotifications = 0
    private var observer: NSObjectProtocol?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground

        emailField.borderStyle = .roundedRect
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.autocapitalizationType = .none
        emailField.autocorrectionType = .no
        emailField.textContentType = .username
        emailField.returnKeyType = .next
        emailField.clearButtonMode = .whileEditing
        emailField.delegate = self

        passwordField.borderStyle = .roundedRect
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.textContentType = .password
        passwordField.returnKeyType = .done
        passwordField.delegate = self

        signInButton.setTitle("Sign In", for: .normal)
        signInButton.isEnabled = false
        for field in [emailField, passwordField] {
            field.addAction(UIAction { [weak self] _ in self?.updateButton() }, for: .editingChanged)
        }

        for view in [emailField, passwordField, signInButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            emailField.topAnchor.constraint(equalTo: topAnchor, constant: 16),
            emailField.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            emailField.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            passwordField.topAnchor.constraint(equalTo: emailField.bottomAnchor, constant: 8),
            passwordField.leadingAnchor.constraint(equalTo: emailField.leadingAnchor),
            passwordField.trailingAnchor.constraint(equalTo: emailField.trailingAnchor),
            signInButton.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 8),
            signInButton.centerXAnchor.constraint(equalTo: centerXAnchor),
        ])

        observer = NotificationCenter.default.addObserver(
            forName: UITextField.textDidChangeNotification, object: passwordField, queue: nil
        ) { [weak self] _ in
            MainActor.assumeIsolated { self?.changeNotifications += 1 }
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func removeObserver() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    private func updateButton() {
        signInButton.isEnabled = !(emailField.text ?? "").isEmpty && (passwordField.text ?? "").count >= 4
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === emailField {
            passwordField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard textField === passwordField else { return true }
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 8
    }
}
