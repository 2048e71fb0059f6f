import Foundation
import GLCompositor
import Testing
import UIKit

/// A search field as iOS code writes one: rounded rect, padded text, a placeholder.
final class SearchField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .roundedRect
        placeholder = "Search"
        returnKeyType = .search
        autocorrectionType = .no
    }

    required init?(coder: NSCoder) { return nil }

    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 12, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

/// Renders `view` in a white window of its size through the GPU compositor, after `prepare`
/// runs with the view in the window (to begin editing or type).
@MainActor
func renderInWindow(_ view: UIView, prepare: (UIWindow) -> Void = { _ in }) throws -> PixelImage {
    let context = try GLContext(options: .only(.surfaceless))
    return try context.withCurrent {
        let compositor = try Compositor(context: context)
        let window = UIWindow(frame: CGRect(origin: .zero, size: view.bounds.size))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = .white
        view.frame.origin = .zero
        window.addSubview(view)
        window.makeKeyAndVisible()
        prepare(window)
        let image = try compositor.snapshot(window)
        if let directory = ProcessInfo.processInfo.environment["UIKITGL_TEST_PNG_DIR"] {
            try image.writePNG(to: "\(directory)/\(type(of: view))-\(view.hashValue).png")
        }
        window.endEditing(true)
        return image
    }
}

/// The columns of row `y` between `from` and `to` whose pixel passes `test`, as runs of adjacent columns.
func runs(in image: PixelImage, row y: Int, from: Int, to: Int, where test: (Pixel) -> Bool) -> [ClosedRange<Int>] {
    var result: [ClosedRange<Int>] = []
    for x in from..<to where test(image[x, y]) {
        if let last = result.last, last.upperBound == x - 1 {
            result[result.count - 1] = last.lowerBound...x
        } else {
            result.append(x...x)
        }
    }
    return result
}

@Suite("Text fields and text views render as iOS draws them")
@MainActor
struct TextInputRenderingTests {
    @Test("A rounded-rect field: a 20% black hairline (204 grey on white), rounded corners, the placeholder in grey")
    func roundedRectPlaceholder() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email address"
        let image = try renderInWindow(field)
        #expect(close(image[0, 17], 204, 204, 204, tolerance: 3), "the left hairline: \(image[0, 17])")
        #expect(close(image[100, 0], 204, 204, 204, tolerance: 3), "the top hairline: \(image[100, 0])")
        #expect(close(image[199, 17], 204, 204, 204, tolerance: 3), "the right hairline: \(image[199, 17])")
        #expect(close(image[0, 0], 255, 255, 255, tolerance: 3), "outside the rounded corner: \(image[0, 0])")
        #expect(close(image[150, 17], 255, 255, 255, tolerance: 0), "the white fill past the placeholder: \(image[150, 17])")
        // The placeholder: UIKit's placeholderText, (60, 60, 67) at 30% over white, its darkest ink.
        let ink = (7..<120).flatMap { x in (7..<27).map { image[x, $0] } }.filter { $0.r < 250 }
        let darkest = ink.min { $0.r < $1.r }
        #expect(ink.count > 60, "placeholder pixels: \(ink.count)")
        #expect(
            darkest.map { close($0, 197, 197, 199, tolerance: 6) } == true, "the placeholder grey: \(String(describing: darkest))"
        )
        #expect((0..<7).allSatisfy { image[$0 + 1, 17].r > 200 }, "nothing drawn in the 7-point padding")
    }

    @Test("Typing: dark text replaces the placeholder; the caret is a 2-point tint-blue bar after the last character")
    func typedTextAndCaret() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Email address"
        let image = try renderInWindow(field) { window in
            field.becomeFirstResponder()
            window.typeText("Hello")
        }
        let dark = (7..<50).flatMap { x in (7..<27).map { image[x, $0] } }.filter { $0.r < 60 && $0.b < 60 }
        #expect(dark.count > 40, "dark text pixels: \(dark.count)")
        // "Hello" is 43 points wide from x = 7: the caret covers columns 50 and 51, rows 7 to 26.
        #expect(
            close(image[50, 17], 0, 122, 255, tolerance: 4) && close(image[51, 17], 0, 122, 255, tolerance: 4), "\(image[50, 17])"
        )
        #expect(close(image[50, 8], 0, 122, 255, tolerance: 4) && close(image[51, 25], 0, 122, 255, tolerance: 4))
        #expect(close(image[53, 17], 255, 255, 255, tolerance: 3), "after the caret: \(image[53, 17])")
        #expect(close(image[120, 17], 255, 255, 255, tolerance: 0), "no placeholder left: \(image[120, 17])")
    }

    @Test("Editing an empty field shows the caret at the start of the text rect, over the placeholder")
    func caretInEmptyField() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        field.tintColor = .systemRed
        let image = try renderInWindow(field) { _ in field.becomeFirstResponder() }
        #expect(
            close(image[7, 17], 255, 59, 48, tolerance: 4) && close(image[8, 17], 255, 59, 48, tolerance: 4), "\(image[7, 17])")
        let placeholder = (10..<60).map { image[$0, 17] }.filter { $0.r < 240 }
        #expect(!placeholder.isEmpty, "the placeholder stays while the field is empty")
    }

    @Test("Secure entry draws one bullet per character, not the letters")
    func bullets() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.isSecureTextEntry = true
        let image = try renderInWindow(field) { window in
            field.becomeFirstResponder()
            window.typeText("abcd")
            field.resignFirstResponder()
        }
        // Bullets sit in the middle of the x-height: on the row through their centres each is a
        // separate run of dark pixels; nothing is drawn near the baseline where letters would stand.
        let bulletRow = (7..<27).max { row1, row2 in
            runs(in: image, row: row1, from: 7, to: 120) { $0.r < 90 }.count
                < runs(in: image, row: row2, from: 7, to: 120) { $0.r < 90 }.count
        }!
        let bulletRuns = runs(in: image, row: bulletRow, from: 7, to: 120) { $0.r < 90 }
        #expect(bulletRuns.count == 4, "four bullets on row \(bulletRow): \(bulletRuns)")
        #expect(field.text == "abcd")
        let top = (7..<27).first(where: { y in (7..<120).contains { image[$0, y].r < 200 } })
        #expect((top ?? 0) > 10, "no ascenders: the first inked row is \(String(describing: top))")
    }

    @Test("Line and bezel borders: a black 1-point frame; grey over light grey")
    func lineAndBezel() throws {
        let line = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        line.borderStyle = .line
        let lineImage = try renderInWindow(line)
        #expect(close(lineImage[0, 15], 0, 0, 0, tolerance: 2) && close(lineImage[119, 15], 0, 0, 0, tolerance: 2))
        #expect(close(lineImage[60, 0], 0, 0, 0, tolerance: 2) && close(lineImage[60, 29], 0, 0, 0, tolerance: 2))
        #expect(close(lineImage[60, 15], 255, 255, 255, tolerance: 0) && close(lineImage[1, 15], 255, 255, 255, tolerance: 0))
        let bezel = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 30))
        bezel.borderStyle = .bezel
        let bezelImage = try renderInWindow(bezel)
        #expect(close(bezelImage[0, 15], 128, 128, 128, tolerance: 2), "the grey frame: \(bezelImage[0, 15])")
        #expect(close(bezelImage[1, 15], 170, 170, 170, tolerance: 2), "the light grey frame one point in: \(bezelImage[1, 15])")
    }

    @Test("An iOS-style subclass overriding textRect(forBounds:) draws its text 12 points in")
    func subclassTextRect() throws {
        let field = SearchField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        let image = try renderInWindow(field) { window in
            field.becomeFirstResponder()
            window.typeText("iOS")
        }
        let firstInk = (1..<100).first { x in (7..<27).contains { image[x, $0].r < 120 && image[x, $0].b < 120 } }
        #expect(firstInk.map { $0 >= 12 && $0 <= 14 } == true, "the first dark column: \(String(describing: firstInk))")
        #expect(close(image[0, 17], 204, 204, 204, tolerance: 3), "the rounded-rect hairline still drawn: \(image[0, 17])")
    }

    @Test("Long text: while editing it shifts left to keep the caret in view; afterwards it ends in the text rect")
    func longText() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
        field.borderStyle = .roundedRect
        let editing = try renderInWindow(field) { window in
            field.becomeFirstResponder()
            window.typeText("abcdefghijklmnopqrstuvwxyz")
        }
        // The text rect runs from 7 to 113; the caret stops 2 points before its end.
        let caret = (100..<113).filter { close(editing[$0, 17], 0, 122, 255, tolerance: 6) }
        #expect(caret == [111, 112], "the caret at the right end: \(caret)")
        let ink = { (image: PixelImage) in
            (1..<119).filter { x in (7..<27).contains { image[x, $0].r < 100 && image[x, $0].b < 100 } }
        }
        #expect(ink(editing).first.map { $0 <= 9 } == true && ink(editing).last.map { $0 <= 110 } == true)
        let resting = try renderInWindow(field)
        #expect(ink(resting).last.map { $0 < 113 } == true, "clipped to the text rect: \(String(describing: ink(resting).last))")
    }

    @Test("adjustsFontSizeToFitWidth shrinks a long text's font to fit the text rect")
    func shrinkToFit() throws {
        func inkHeight(adjusts: Bool) throws -> Int {
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 120, height: 34))
            field.text = "Shrinking to fit the field"
            field.adjustsFontSizeToFitWidth = adjusts
            field.minimumFontSize = 8
            let image = try renderInWindow(field)
            let rows = (0..<34).filter { y in (0..<120).contains { image[$0, y].r < 100 } }
            return (rows.last ?? 0) - (rows.first ?? 0) + 1
        }
        let normal = try inkHeight(adjusts: false), shrunk = try inkHeight(adjusts: true)
        #expect(shrunk < normal * 3 / 4, "shrunk ink \(shrunk) rows against \(normal)")
    }

    @Test("A sign-in form: anchored rounded-rect fields 34 tall, return moving on, a limit, bullets, a button enabled")
    func signInForm() throws {
        let form = SignInFormView(frame: CGRect(x: 0, y: 0, width: 240, height: 140))
        defer { form.removeObserver() }
        let image = try renderInWindow(form) { window in
            window.layoutIfNeeded()
            form.emailField.becomeFirstResponder()
            window.typeText("me@example.com\n")
            window.typeText("secret-password\n")
        }
        #expect(form.emailField.frame == CGRect(x: 16, y: 16, width: 208, height: 34))
        #expect(form.passwordField.frame == CGRect(x: 16, y: 58, width: 208, height: 34))
        #expect(form.emailField.text == "me@example.com" && form.passwordField.text == "secret-p", "limited to 8")
        #expect(form.changeNotifications == 8 && form.signInButton.isEnabled && !form.passwordField.isEditing)
        #expect(close(image[16, 33], 204, 204, 204, tolerance: 3), "the email field's hairline: \(image[16, 33])")
        let bulletRuns = (58..<92).map { y in runs(in: image, row: y, from: 23, to: 200) { $0.r < 90 }.count }.max() ?? 0
        #expect(bulletRuns == 8, "eight bullets in the password field: \(bulletRuns)")
    }

    @Test("A text view wraps its text in lines 5 points in from the sides, 8 points down, on white")
    func textViewWraps() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "wrapped words in a text view"
        let image = try renderInWindow(view)
        let inkRows = (0..<100).filter { y in (0..<120).contains { image[$0, y].r < 100 } }
        let inkColumns = (0..<120).filter { x in (0..<100).contains { image[x, $0].r < 100 } }
        #expect(
            (inkRows.first ?? 0) >= 8 && (inkRows.last ?? 0) > 8 + 20,
            "more than one line: rows \(inkRows.first!)…\(inkRows.last!)")
        #expect(
            (inkColumns.first ?? 0) >= 5 && (inkColumns.last ?? 120) <= 115,
            "inside the padding: \(inkColumns.first!)…\(inkColumns.last!)")
        #expect(close(image[117, 95], 255, 255, 255, tolerance: 0))
    }

    @Test("A text view being edited shows the caret after its last character")
    func textViewCaret() throws {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
        view.font = .systemFont(ofSize: 17)
        let image = try renderInWindow(view) { window in
            view.becomeFirstResponder()
            window.typeText("Hello")
        }
        // 8 points down, 5 in, "Hello" 43 wide: the caret's columns are 48 and 49, its rows 8 to 27.
        #expect(
            close(image[48, 18], 0, 122, 255, tolerance: 4) && close(image[49, 18], 0, 122, 255, tolerance: 4), "\(image[48, 18])"
        )
        #expect(close(image[49, 9], 0, 122, 255, tolerance: 4), "near the line's top: \(image[49, 9])")
    }
}
