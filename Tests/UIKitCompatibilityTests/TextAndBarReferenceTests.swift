import Foundation
import Testing
import UIKit

/// Text input and bars in their states against the references under `References/` (tolerance in
/// `ReferenceSnapshot`); each family's states must also look different.
@Suite("Text input and bars against their references")
@MainActor
struct TextAndBarReferenceTests {
    @Test("UITextField: each border style, a placeholder, text, secure text, editing with a caret, disabled")
    func textFields() {
        func field(_ configure: (UITextField) -> Void) -> UIView {
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 50))
            let field = UITextField(frame: CGRect(x: 10, y: 8, width: 200, height: 34))
            field.borderStyle = .roundedRect
            configure(field)
            container.addSubview(field)
            return container
        }
        func editing(_ view: UIView) { _ = view.subviews.first?.becomeFirstResponder() }
        var images: [String: UIImage] = [:]
        images["placeholder"] = ReferenceSnapshot.expectMatch(
            field { $0.placeholder = "Email" }, named: "textfield-placeholder")
        images["text"] = ReferenceSnapshot.expectMatch(
            field { $0.text = "ada@example.com" }, named: "textfield-text")
        images["secure"] = ReferenceSnapshot.expectMatch(
            field {
                $0.text = "secret"
                $0.isSecureTextEntry = true
            }, named: "textfield-secure")
        images["editing"] = ReferenceSnapshot.expectMatch(
            field { $0.text = "Typing" }, named: "textfield-editing", prepare: editing)
        images["line"] = ReferenceSnapshot.expectMatch(
            field {
                $0.borderStyle = .line
                $0.text = "Line"
            }, named: "textfield-line")
        images["bezel"] = ReferenceSnapshot.expectMatch(
            field {
                $0.borderStyle = .bezel
                $0.text = "Bezel"
            }, named: "textfield-bezel")
        images["none"] = ReferenceSnapshot.expectMatch(
            field {
                $0.borderStyle = .none
                $0.text = "No border"
            }, named: "textfield-none")
        ReferenceSnapshot.expectDistinct(images)
    }

    @Test("UITextView: wrapped text in its insets, and with a caret while editing")
    func textViews() {
        func textView() -> UITextView {
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 180, height: 90))
            view.text = "A text view wraps its text inside its container insets, line after line."
            view.font = .systemFont(ofSize: 15)
            return view
        }
        var images: [String: UIImage] = [:]
        images["shown"] = ReferenceSnapshot.expectMatch(textView(), named: "textview")
        images["editing"] = ReferenceSnapshot.expectMatch(
            textView(), named: "textview-editing", prepare: { _ = $0.becomeFirstResponder() })
        ReferenceSnapshot.expectDistinct(images, minimumDifference: 0.002)  // the caret is a thin bar
    }

    @Test("UINavigationBar (a title; a back button and a right item), UIToolbar, UITabBar with a selection")
    func bars() {
        let navigation = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        navigation.items = [UINavigationItem(title: "Inbox")]
        let pushed = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let detail = UINavigationItem(title: "Message")
        detail.rightBarButtonItem = UIBarButtonItem(title: "Reply")
        pushed.items = [UINavigationItem(title: "Inbox"), detail]
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.items = [
            UIBarButtonItem(title: "Edit"), UIBarButtonItem(systemItem: .flexibleSpace), UIBarButtonItem(systemItem: .add),
        ]
        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let items = ["Home", "Search", "Profile"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        tabBar.items = items
        tabBar.selectedItem = items[1]
        var images: [String: UIImage] = [:]
        images["navigation"] = ReferenceSnapshot.expectMatch(navigation, named: "navigationbar")
        images["pushed"] = ReferenceSnapshot.expectMatch(pushed, named: "navigationbar-pushed")
        images["toolbar"] = ReferenceSnapshot.expectMatch(toolbar, named: "toolbar")
        ReferenceSnapshot.expectDistinct(images)
        ReferenceSnapshot.expectMatch(tabBar, named: "tabbar")
    }
}
