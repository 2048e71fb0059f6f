import Foundation
import LayerTree
import Testing

/// A subclass as iOS code writes one: the text inset by 10 points, the placeholder following.
final class PaddedTextField: UITextField {
    override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 0) }
    override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
}

@Suite("UITextField: UIKit's defaults, rectangles and intrinsic size")
@MainActor
struct TextFieldTests {
    let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)

    @Test("Defaults: empty text (never nil), 17-point system font, label colour, no border, nothing editing")
    func defaults() {
        let field = UITextField()
        #expect(field.text == "" && field.attributedText?.string == "" && !field.hasText)
        #expect(field.placeholder == nil && field.attributedPlaceholder == nil)
        #expect(field.font == UIFont.systemFont(ofSize: 17) && field.textColor == .label && field.textAlignment == .natural)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never)
        #expect(field.leftViewMode == .never && field.rightViewMode == .never && field.leftView == nil)
        #expect(!field.isEditing && !field.clearsOnBeginEditing && !field.adjustsFontSizeToFitWidth && field.minimumFontSize == 0)
        #expect(field.delegate == nil && field.background == nil && field.disabledBackground == nil)
        #expect(field.contentVerticalAlignment == .center && field.backgroundColor == nil && !field.isOpaque)
        #expect(field.canBecomeFirstResponder)
        #expect(field.keyboardType == .default && field.returnKeyType == .default && field.autocapitalizationType == .sentences)
        #expect(
            field.autocorrectionType == .default && field.spellCheckingType == .default && field.keyboardAppearance == .default)
        #expect(!field.isSecureTextEntry && !field.enablesReturnKeyAutomatically && field.textContentType == nil)
        #expect(field.typingAttributes == nil && field.markedTextRange == nil)
        field.text = nil
        #expect(field.text == "", "nil reads back as the empty string, as on iOS")
        field.font = nil
        #expect(field.font == UIFont.systemFont(ofSize: 17), "nil restores the default font")
    }

    @Test("Traits are stored with UIKit's enums")
    func traits() {
        let field = UITextField()
        field.keyboardType = .emailAddress
        field.returnKeyType = .continue
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.keyboardAppearance = .dark
        field.textContentType = .emailAddress
        field.enablesReturnKeyAutomatically = true
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .continue)
        #expect(field.autocapitalizationType == .none && field.autocorrectionType == .no && field.spellCheckingType == .no)
        #expect(
            field.keyboardAppearance == .dark && field.textContentType == .emailAddress && field.enablesReturnKeyAutomatically)
        #expect(
            UIKeyboardType.alphabet == .asciiCapable && UIKeyboardAppearance.alert == .dark && UIReturnKeyType.done.rawValue == 9)
        let traits: UITextInputTraits = field
        traits.keyboardType = .numberPad
        #expect(field.keyboardType == .numberPad, "set through the protocol, the field's own property changes")
    }

    @Test("Text rects by border style: none 0, line 2, bezel 4/7/1/7, rounded rect 2/7")
    func textRects() {
        let expected: [(UITextField.BorderStyle, CGRect)] = [
            (.none, CGRect(x: 0, y: 0, width: 200, height: 34)), (.line, CGRect(x: 2, y: 2, width: 196, height: 30)),
            (.bezel, CGRect(x: 7, y: 4, width: 186, height: 29)), (.roundedRect, CGRect(x: 7, y: 2, width: 186, height: 30)),
        ]
        for (style, rect) in expected {
            let field = UITextField()
            field.borderStyle = style
            #expect(field.textRect(forBounds: bounds) == rect, "\(style)")
            #expect(field.editingRect(forBounds: bounds) == rect, "\(style)")
            #expect(field.borderRect(forBounds: bounds) == bounds)
        }
    }

    @Test("Intrinsic size: 34 points for a rounded rect with the 17-point font; the others from their padding")
    func intrinsicSize() {
        // DejaVu Sans 17 pt: a line is 19.79 points (20 whole), a space 5 points wide.
        let expected: [(UITextField.BorderStyle, CGSize, CGSize)] = [
            (.none, CGSize(width: 5, height: 20), CGSize(width: 120, height: 20)),
            (.line, CGSize(width: 13, height: 28), CGSize(width: 128, height: 28)),
            (.bezel, CGSize(width: 33, height: 30), CGSize(width: 148, height: 30)),
            (.roundedRect, CGSize(width: 33, height: 34), CGSize(width: 148, height: 34)),
        ]
        for (style, empty, withPlaceholder) in expected {
            let field = UITextField()
            field.borderStyle = style
            #expect(field.intrinsicContentSize == empty, "\(style): \(field.intrinsicContentSize)")
            field.placeholder = "Email address"
            #expect(field.intrinsicContentSize == withPlaceholder, "\(style): \(field.intrinsicContentSize)")
            #expect(field.sizeThatFits(.zero) == withPlaceholder)
        }
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Hello"
        #expect(field.intrinsicContentSize == CGSize(width: 43 + 28, height: 34), "the text's 43 points plus twice 14")
        field.font = .systemFont(ofSize: 40)
        #expect(field.intrinsicContentSize.height == (UIFont.systemFont(ofSize: 40).lineHeight.rounded(.up) + 8))
    }

    @Test("The clear button takes 27 points from the text rect; its rect is 19 × 19, 8 from the right edge")
    func clearButton() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.clearButtonMode = .always
        #expect(field.textRect(forBounds: bounds).width == 186, "no clear button over an empty field")
        field.text = "abc"
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 2, width: 159, height: 30))
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 173, y: 7, width: 19, height: 19))
        field.clearButtonMode = .whileEditing
        #expect(field.textRect(forBounds: bounds).width == 186 && field.editingRect(forBounds: bounds).width == 159)
        field.clearButtonMode = .unlessEditing
        #expect(field.textRect(forBounds: bounds).width == 159 && field.editingRect(forBounds: bounds).width == 186)
    }

    @Test("Left and right views: their own size, centred vertically; the text starts after the left view")
    func overlayViews() {
        let (window, field) = windowWithField()
        field.borderStyle = .roundedRect
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = left
        field.rightView = right
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 2, width: 186, height: 30), "modes are .never")
        field.leftViewMode = .always
        field.rightViewMode = .always
        #expect(field.leftViewRect(forBounds: bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.rightViewRect(forBounds: bounds) == CGRect(x: 176, y: 5, width: 24, height: 24))
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 37, y: 2, width: 132, height: 30))
        field.layoutIfNeeded()
        #expect(left.superview === field && right.superview === field && left.frame == CGRect(x: 0, y: 7, width: 30, height: 20))
        field.clearButtonMode = .always
        field.text = "x"
        #expect(field.textRect(forBounds: bounds).width == 132, "the right view takes the clear button's place")
        field.rightViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(right.superview == nil, "not editing: the right view leaves")
        let rect = field.textRect(forBounds: bounds)
        #expect(rect == CGRect(x: 37, y: 2, width: 186 - 30 - 27, height: 30), "and the clear button shows: \(rect)")
        _ = window
    }

    @Test("The placeholder rect is a line of its height centred in the text rect")
    func placeholderRect() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        #expect(field.placeholderRect(forBounds: bounds) == CGRect(x: 7, y: 7, width: 186, height: 20))
        field.contentVerticalAlignment = .top
        #expect(field.placeholderRect(forBounds: bounds).minY == 2)
    }

    @Test("An iOS-style subclass overriding textRect(forBounds:) moves the placeholder and the intrinsic size")
    func subclassOverride() {
        let field = PaddedTextField()
        field.placeholder = "Name"
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 10, y: 0, width: 180, height: 34))
        #expect(field.placeholderRect(forBounds: bounds) == CGRect(x: 10, y: 7, width: 180, height: 20))
        let plain = UITextField()
        plain.placeholder = "Name"
        #expect(field.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
    }

    @Test("A rounded-rect field's background colour fills the rounded rectangle, not its layer")
    func roundedRectFill() {
        let field = UITextField()
        field.backgroundColor = .red
        field.borderStyle = .roundedRect
        #expect(field.backgroundColor == .red && field.layer.backgroundColor == nil)
        field.backgroundColor = .green
        #expect(field.layer.backgroundColor == nil)
        field.borderStyle = .line
        #expect(field.backgroundColor == .green && field.layer.backgroundColor == UIColor.green.cgColor)
    }

    @Test("The rounded rect is layer properties (radius 5, a one-pixel hairline); an empty field draws no bitmap")
    func roundedRectLayers() throws {
        let window = makeWindow(scale: 2)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        let commit = window.runUpdateCycle()
        #expect(commit.stats.drawCalls == 0, "nothing to draw: no text, no placeholder, not editing")
        let border = try #require(field.subviews.first)
        #expect(border.layer.cornerRadius == 5 && border.layer.borderWidth == 0.5 && border.frame == field.bounds)
        #expect(border.layer.borderColor == UIColor(white: 0, alpha: 0.2).cgColor && border.backgroundColor == .white)
        #expect(try #require(commit.root?.find(field.layer)).content == nil)
        field.placeholder = "Name"
        #expect(window.runUpdateCycle().stats.drawCalls == 1, "the placeholder: one drawn view")
    }

    @Test("Auto Layout: the intrinsic height holds the field; a label aligned on its first baseline sits on its text")
    func baselines() {
        let window = makeWindow()
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.text = "Field"
        let label = UILabel()
        label.text = "Label"
        for view in [field, label] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(view)
        }
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
            field.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100),
            field.widthAnchor.constraint(equalToConstant: 150),
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.firstBaselineAnchor.constraint(equalTo: field.firstBaselineAnchor),
        ])
        window.layoutIfNeeded()
        #expect(field.frame == CGRect(x: 100, y: 10, width: 150, height: 34))
        // The field's line starts at 2 + round((30 − 19.79) / 2) = 7 below its top; both baselines
        // are their font's ascender below their line's top, so the label's top is 10 + 7.
        #expect(label.frame.minY == 17, "\(label.frame)")
    }

    @Test("Setting font, colour or alignment applies to the whole attributed text")
    func attributes() {
        let field = UITextField()
        let styled = NSMutableAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        styled.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 30), range: NSRange(location: 1, length: 1))
        field.attributedText = styled
        #expect(field.text == "ab")
        let shown = field.attributedText!
        #expect(shown.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 17))
        #expect(shown.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 30))
        field.font = .systemFont(ofSize: 12)
        #expect(field.attributedText!.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 12))
        field.textColor = .blue
        #expect(field.attributedText!.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 20), .kern: 2.0]
        #expect(field.font == UIFont.systemFont(ofSize: 20) && field.textColor == .label)
        #expect(field.defaultTextAttributes[.kern] as? Double == 2.0)
        let placeholder = NSAttributedString(string: "P", attributes: [.foregroundColor: UIColor.red])
        field.attributedPlaceholder = placeholder
        #expect(field.placeholder == "P")
        #expect(
            field.attributedPlaceholder!.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == UIFont.systemFont(ofSize: 20))
        field.placeholder = "Q"
        #expect(
            field.attributedPlaceholder!.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
    }

    @Test("Text positions and ranges: UTF-16 offsets, the caret at the end after setting text")
    func positions() {
        let field = UITextField()
        field.text = "héllo👋"
        let selected = field.selectedTextRange!
        #expect(selected.isEmpty && field.offset(from: field.beginningOfDocument, to: selected.start) == 7)
        let start = field.beginningOfDocument
        let second = field.position(from: start, offset: 1)!
        let range = field.textRange(from: second, to: field.position(from: start, offset: 3)!)!
        #expect(field.text(in: range) == "él" && !range.isEmpty)
        #expect(field.position(from: start, offset: 8) == nil)
        field.replace(range, withText: "EL")
        #expect(field.text == "hELlo👋")
        #expect(field.text(in: UITextRange()) == nil, "a range the field did not make")
    }
}
