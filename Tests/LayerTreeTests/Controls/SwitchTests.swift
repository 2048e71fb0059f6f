import LayerTree
import Testing

@Suite("UISwitch")
@MainActor
struct SwitchTests {
    @Test("51 × 31 whatever the frame says; off by default")
    func size() {
        let toggle = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31) && !toggle.isOn)
    }

    @Test("A tap toggles and sends value changed and the primary action; setOn sends nothing")
    func tapToggles() {
        let window = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        let events = recordEvents(of: toggle)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 120, y: 115), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 120, y: 115), timestamp: 0.1)
        #expect(toggle.isOn)
        // endTracking changes the value before the touch-up event goes out.
        #expect(events() == ["down", "valueChanged", "primary", "upInside"])
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn && events().count == 4)
    }

    @Test("A drag sets the value by where it ends: to the right is on, left is off")
    func drag() {
        let window = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 0, height: 0))
        window.addSubview(toggle)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 105, y: 115), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 140, y: 115), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 145, y: 115), timestamp: 0.2)
        #expect(toggle.isOn)
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 110, y: 115), timestamp: 1)
        window.injectTouch(id: 2, phase: .moved, at: CGPoint(x: 140, y: 115), timestamp: 1.1)
        window.injectTouch(id: 2, phase: .ended, at: CGPoint(x: 140, y: 115), timestamp: 1.2)
        #expect(toggle.isOn, "dragged to the right again: stays on rather than toggling")
    }
}
