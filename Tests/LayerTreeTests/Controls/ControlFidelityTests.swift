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
        knob.addAction(UIAction { _ in knob.log.append("upOutside") }, for: .touchUpOutside)
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
}
