import Foundation
import GLCompositor
import Testing
import UIKit

@Suite("A login form written as on iOS")
@MainActor
struct LoginFormTests {
    @Test("Laid out in the 8-point margins; the filled button grey until both fields hold text, then blue; a tap logs in")
    func loginForm() throws {
        let empty = LoginFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 340))
        let before = try renderInWindow(empty) { $0.layoutIfNeeded() }
        func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: empty) }
        let button = frame(empty.logInButton), email = frame(empty.emailField)
        // A plain view's layout margins are 8 points (16 or 20 only for a view controller's root view).
        #expect(email.minX == 8 && email.width == 304 && email.height == 34, "\(email)")
        #expect(button.minX == 8 && button.width == 304 && button.minY > frame(empty.passwordField).maxY, "\(button)")
        #expect(empty.titleLabel.font.pointSize == 28 && empty.emailLabel.font.pointSize == 15)
        let side = (Int(button.minX) + 8, Int(button.midY))
        #expect(!empty.logInButton.isEnabled)
        #expect(close(before[side.0, side.1], 235, 235, 236, tolerance: 8), "disabled fill: \(before[side.0, side.1])")
        let title = frame(empty.titleLabel)
        let ink = (Int(title.minX)..<Int(title.maxX)).filter { before[$0, Int(title.midY)].r < 100 }
        #expect(ink.count > 10, "the title's dark text across its middle row")
        #expect(close(before[Int(email.minX), Int(email.midY)], 204, 204, 204, tolerance: 6), "the field's hairline")

        let form = LoginFormView(frame: CGRect(x: 0, y: 0, width: 320, height: 340))
        var loggedIn: (String, String)?
        form.onLogIn = { loggedIn = ($0, $1) }
        let after = try renderInWindow(form) { window in
            window.layoutIfNeeded()
            form.emailField.becomeFirstResponder()
            window.typeText("ada@example.com")
            form.passwordField.becomeFirstResponder()
            window.typeText("hunter2")
            window.layoutIfNeeded()
            let centre = form.logInButton.convert(CGPoint(x: 40, y: 20), to: window)
            window.injectTouch(id: 1, phase: .began, at: centre, timestamp: 0)
            window.injectTouch(id: 1, phase: .ended, at: centre, timestamp: 0.1)
        }
        #expect(form.logInButton.isEnabled)
        #expect(loggedIn?.0 == "ada@example.com" && loggedIn?.1 == "hunter2")
        #expect(close(after[side.0, side.1], 0, 122, 255, tolerance: 4), "enabled fill: \(after[side.0, side.1])")
        let text = (Int(button.minX)..<Int(button.maxX)).filter { after[$0, Int(button.midY)].r > 200 }
        #expect(text.count > 5, "white title pixels across the button's middle row")
    }
}
