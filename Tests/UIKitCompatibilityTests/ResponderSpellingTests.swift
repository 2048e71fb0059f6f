import Foundation
import Testing
import UIKit

/// A view controller's view as iOS code writes one: an NSObject that adopts a Foundation
/// delegate protocol and describes itself.
final class CachingView: UIView, NSCacheDelegate {
    nonisolated func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) {}
    override var description: String { "<CachingView>" }
}

/// A picker-backed field as iOS code writes one: an input view and an accessory bar instead of the keyboard.
final class PickerField: UITextField {
    let picker = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
    override var inputView: UIView? {
        get { picker }
        set {}
    }
}

@Suite("Responders as iOS code uses them")
@MainActor
struct ResponderSpellingTests {
    @Test("Views are NSObjects: Foundation delegate protocols, description, isEqual and hash")
    func nsObjects() {
        let view = CachingView(frame: .zero), other = CachingView(frame: .zero)
        let object: NSObject = view
        #expect(object.description == "<CachingView>")
        #expect(view.isEqual(view) && !view.isEqual(other) && view != other)
        #expect(Set([view, other, view]).count == 2)
        let cache = NSCache<AnyObject, AnyObject>()
        cache.delegate = view
        #expect(cache.delegate === view)
    }

    @Test("Keyboard notifications and keys are spelled as UIKit's; input views are kept")
    func keyboardAndInputViews() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let field = UITextField()
        #expect(field.inputView == nil && field.inputAccessoryView == nil)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        field.inputAccessoryView = bar
        field.adjustsFontForContentSizeCategory = true
        #expect(field.inputAccessoryView === bar && field.adjustsFontForContentSizeCategory)
        let picker = PickerField()
        #expect(picker.inputView === picker.picker)
        picker.reloadInputViews()
    }

    @Test("A position far past the text is nil, not a trap; DEL deletes backward like backspace")
    func positionsAndDelete() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        field.text = "abc"
        #expect(field.position(from: field.endOfDocument, offset: Int.max) == nil)
        #expect(field.position(from: field.beginningOfDocument, offset: 2) != nil)
        field.becomeFirstResponder()
        window.typeText("d\u{7f}\u{7f}")
        #expect(field.text == "ab")
        field.resignFirstResponder()
    }
}
