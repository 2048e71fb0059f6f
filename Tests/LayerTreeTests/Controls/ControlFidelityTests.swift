import Foundation
import LayerTree
import Testing

/// A control as iOS code subclasses one: tracking overrides and a read-only `isTracking` override.
final class KnobControl: UIControl {
    var log: [String] = []
    override var isTracking: Bool { super.isTracking }
    override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        log.append("begin \(isTracking)")
        return super.beginTracking(touch, with: event)
    }
    override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        log.append("end inside=\(isTouchInside)")
        super.endTracking(touch, with: event)
    }
}

/// An image view subclass with its own designated initializer over `init(image:)`, as iOS allows.
final class AvatarView: UIImageView {
    init(avatar: UIImage?) {
        super.init(image: avatar)
        layer.cornerRadius = 4
    }
    required init?(coder: NSCoder) { return nil }
}

/// A button subclass as iOS code writes one: its set-up in `init(frame:)`, made by `init(type:)`.
final class RoundButton: UIButton {
    var setUpRan = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpRan = true
        layer.cornerRadius = 8
    }
    required init?(coder: NSCoder) { return nil }
    override var buttonType: UIButton.ButtonType { super.buttonType }
}

@Suite("Controls: what iOS code relies on")
@MainActor
struct ControlFidelityTests {
    @Test("allControlEvents is the union of the events actions are added for; performPrimaryAction sends the primary action")
    func eventsAndPrimaryAction() {
        let control = UIControl(frame: .zero)
        #expect(control.allControlEvents == [])
        var ran: [String] = []
        control.addAction(UIAction { _ in ran.append("tap") }, for: .touchUpInside)
        control.addAction(UIAction { _ in ran.append("primary") }, for: .primaryActionTriggered)
        control.addAction(UIAction { _ in ran.append("change") }, for: [.valueChanged, .editingChanged])
        #expect(control.allControlEvents == [.touchUpInside, .primaryActionTriggered, .valueChanged, .editingChanged])
        control.performPrimaryAction()
        #expect(ran == ["primary"])
    }

    @Test("endTracking runs before the touch-up event and sees where the touch ended; isTracking during beginTracking")
    func trackingOrder() {
        let window = makeWindow()
        let knob = KnobControl(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(knob)
        knob.addAction(UIAction { [unowned knob] _ in knob.log.append("upOutside") }, for: .touchUpOutside)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 120, y: 120), timestamp: 0)
        #expect(knob.isTracking)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 300, y: 120), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 300, y: 120), timestamp: 0.2)
        #expect(knob.log == ["begin true", "end inside=false", "upOutside"])
        #expect(!knob.isTracking && !knob.isTouchInside)
    }

    @Test("A switch tapped, dragged out past the tolerance and released there does not toggle")
    func switchReleasedOutside() {
        let window = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 110, y: 115), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 112, y: 300), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 112, y: 300), timestamp: 0.2)
        #expect(!toggle.isOn)
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test("UIAction takes a subtitle and a selected image; UIImageView's init(image:) is designated")
    func initializers() {
        let dot = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 4)).image { _ in }
        let action = UIAction(title: "Share", subtitle: "to everyone", selectedImage: dot) { _ in }
        #expect(action.subtitle == "to everyone" && action.selectedImage === dot)
        let avatar = AvatarView(avatar: dot)
        #expect(avatar.image === dot && avatar.bounds.size == CGSize(width: 6, height: 4) && avatar.layer.cornerRadius == 4)
        #expect(!avatar.isUserInteractionEnabled)
    }

    @Test("init(type:) goes through init(frame:); UIButton(primaryAction:) is a system button showing the action")
    func buttonInitializers() {
        let round = RoundButton(type: .system)
        #expect(round.setUpRan && round.buttonType == .system && round.layer.cornerRadius == 8)
        var tapped = false
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in tapped = true })
        #expect(button.buttonType == .system && button.title(for: .normal) == "Go")
        button.performPrimaryAction()
        #expect(tapped)
        let framed = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30), primaryAction: UIAction(title: "Stop") { _ in })
        #expect(framed.buttonType == .custom && framed.currentTitle == "Stop")
    }

    @Test("A new title font resizes the button; a state with another title resizes it too")
    func buttonFollowsItsTitle() {
        let button = UIButton(type: .system)
        button.setTitle("Title", for: .normal)
        let small = button.intrinsicContentSize
        button.titleLabel?.font = .systemFont(ofSize: 30)
        let large = button.intrinsicContentSize
        #expect(large.width > small.width && large.height > small.height)
        button.setTitle("A much longer selected title", for: .selected)
        button.isSelected = true
        #expect(button.intrinsicContentSize.width > large.width)
    }

    @Test("A system button draws its image as a template in the tint, faded while highlighted; a set title colour fades too")
    func systemButtonImageAndFade() {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
        let button = UIButton(type: .system)
        button.tintColor = .systemRed
        button.setImage(image, for: .normal)
        button.setTitle("Delete", for: .normal)
        button.setTitleColor(.systemGreen, for: .normal)
        #expect(button.imageView?.image?.renderingMode == .alwaysTemplate)
        #expect(button.imageView?.tintColor == .systemRed)
        #expect(button.titleLabel?.textColor == .systemGreen)
        button.isHighlighted = true
        #expect(button.imageView?.tintColor == UIColor.systemRed.withAlphaComponent(0.2))
        #expect(button.titleLabel?.textColor == UIColor.systemGreen.withAlphaComponent(0.2))
        #expect(button.titleColor(for: .highlighted) == .systemGreen, "the getter falls back to .normal's colour")
        let custom = UIButton(type: .custom)
        custom.setImage(image, for: .normal)
        #expect(custom.imageView?.image?.renderingMode == .automatic)
    }

    @Test("A button with only a background image is that image's size")
    func backgroundImageSize() {
        let background = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 40)).image { _ in }
        let button = UIButton(type: .custom)
        button.setBackgroundImage(background, for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 64, height: 40))
    }
}
