import Foundation
import Testing
import UIKit

/// The README's "Controls and view controllers" example, verbatim but for the checks.
final class ReadmeLoginViewController: UIViewController {
    let email = UITextField()
    let logIn = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Log In") { _ in print("log in") })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        email.borderStyle = .roundedRect
        email.placeholder = "name@example.com"
        let stack = UIStackView(arrangedSubviews: [email, logIn])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

@Suite("The README's controls example")
@MainActor
struct ReadmeControlsExampleTests {
    @Test("A navigation controller's login screen: the field under the bar takes a tap and typing")
    func example() {
        let controller = ReadmeLoginViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let field = controller.email.convert(controller.email.bounds, to: window)
        // Under the 44-point bar, 20 points down the safe area; 34 points tall; in the root view's 16-point margins.
        #expect(field == CGRect(x: 16, y: 64, width: 358, height: 34), "\(field)")
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 100, y: 80), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 100, y: 80), timestamp: 0.1)
        window.typeText("ada@example.com")
        #expect(controller.email.isFirstResponder && controller.email.text == "ada@example.com")
        controller.email.resignFirstResponder()
    }
}
