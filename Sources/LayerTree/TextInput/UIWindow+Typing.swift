import Foundation

extension UIWindow {
    /// Types `text` into the window's first responder, as the keyboard would: the entry point for
    /// a host's key input (a test, or a Wayland or evdev keyboard), since Linux has no on-screen
    /// keyboard. Each character is one key: most go to `insertText(_:)` one at a time (so a
    /// delegate hears one change per character, as with real typing), "\n" (or "\r", "\r\n") is
    /// the return key — `insertText("\n")`, which a text field treats as Return
    /// (`textFieldShouldReturn`, `.editingDidEndOnExit`) and a text view as a new line — and
    /// "\u{8}" (backspace) or "\u{7f}" (delete, what terminals and evdev send) calls `deleteBackward()`.
    ///
    /// The first responder is looked up again before each key, so keys after a Return that ended
    /// editing go nowhere. Typing with no first responder in this window, or one that does not
    /// adopt `UIKeyInput`, is reported as a diagnostic and the rest of the text is dropped.
    public func typeText(_ text: String) {
        MainLoop.whileBusy {
            for character in text {
                guard let input = keyInputResponder() else { return }
                switch character {
                case "\u{8}", "\u{7f}": input.deleteBackward()
                case "\n", "\r", "\r\n": input.insertText("\n")
                default: input.insertText(String(character))
                }
            }
        }
    }

    /// The first responder when it is in this window and takes typing; otherwise a diagnostic and nil.
    private func keyInputResponder() -> UIKeyInput? {
        guard let responder = FirstResponder.current else {
            LayerTreeDiagnostics.report("UIWindow.typeText", "no first responder to type into")
            return nil
        }
        if let view = responder as? UIView, view.window !== self {
            LayerTreeDiagnostics.report("UIWindow.typeText", "the first responder \(type(of: view)) is not in this window")
            return nil
        }
        guard let input = responder as? UIKeyInput else {
            LayerTreeDiagnostics.report(
                "UIWindow.typeText", "the first responder \(type(of: responder)) does not adopt UIKeyInput")
            return nil
        }
        return input
    }
}
