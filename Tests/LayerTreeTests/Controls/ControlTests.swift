import LayerTree
import Testing

/// Records the events a control sends, by name.
@MainActor
func recordEvents(of control: UIControl) -> () -> [String] {
    let names: [(UIControl.Event, String)] = [
        (.touchDown, "down"), (.touchDownRepeat, "downRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
    final class Box { var log: [String] = [] }
    let box = Box()
    for (event, name) in names {
        control.addAction(UIAction(identifier: UIAction.Identifier(name)) { _ in box.log.append(name) }, for: event)
    }
    return { box.log }
}

@Suite("UIControl: state, tracking, events and actions")
@MainActor
struct ControlTests {
    func setUp() -> (UIWindow, UIControl) {
        let window = makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        window.addSubview(control)
        return (window, control)
    }

    @Test("State combines the flags; .normal is none of them")
    func state() {
        let control = UIControl()
        #expect(control.state == .normal && control.isEnabled && !control.isSelected && !control.isHighlighted)
        control.isSelected = true
        control.isEnabled = false
        #expect(control.state == [.selected, .disabled])
        #expect(control.contentHorizontalAlignment == .center && control.contentVerticalAlignment == .center)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF && UIControl.State.highlighted.rawValue == 1)
    }

    @Test("A tap sends touch down then touch up inside and the primary action; highlighted while down")
    func tap() {
        let (window, control) = setUp()
        let events = recordEvents(of: control)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 120), timestamp: 0)
        #expect(control.isHighlighted && control.isTracking && control.isTouchInside)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 150, y: 120), timestamp: 0.1)
        #expect(events() == ["down", "upInside", "primary"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test("Dragging out past the 70-point tolerance exits, and lifting there is touch up outside")
    func dragOutside() {
        let (window, control) = setUp()
        let events = recordEvents(of: control)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 120), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 260, y: 120), timestamp: 0.1)  // 60 outside: still inside
        #expect(control.isTouchInside && control.isHighlighted)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 280, y: 120), timestamp: 0.2)  // 80 outside
        #expect(!control.isTouchInside && !control.isHighlighted)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 290, y: 120), timestamp: 0.3)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 290, y: 120), timestamp: 0.4)
        // Crossing the edge sends the exit first, then the drag outside.
        #expect(events() == ["down", "dragInside", "exit", "dragOutside", "dragOutside", "upOutside"])
    }

    @Test("A disabled control tracks nothing; a cancelled touch sends touch cancel")
    func disabledAndCancel() {
        let (window, control) = setUp()
        let events = recordEvents(of: control)
        control.isEnabled = false
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 150, y: 120), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 150, y: 120), timestamp: 0.1)
        #expect(events().isEmpty)
        control.isEnabled = true
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 150, y: 120), timestamp: 1)
        window.injectTouch(id: 2, phase: .cancelled, at: CGPoint(x: 150, y: 120), timestamp: 1.1)
        #expect(events() == ["down", "cancel"] && !control.isHighlighted)
    }

    @Test("Actions: added, replaced by identifier, removed, sent, enumerated; sender is the control")
    func actions() {
        let control = UIControl()
        var calls: [String] = []
        var sender: AnyObject?
        let first = UIAction(title: "First", identifier: UIAction.Identifier("a")) { action in
            calls.append(action.title)
            sender = action.sender as AnyObject?
        }
        control.addAction(first, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["First"] && sender === control && first.sender == nil)
        control.addAction(
            UIAction(title: "Second", identifier: UIAction.Identifier("a")) { calls.append($0.title) }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["First", "Second"], "the same identifier replaces")
        var seen: [UIControl.Event] = []
        control.enumerateEventHandlers { action, targetAction, event, _ in
            #expect(action != nil && targetAction == nil)
            seen.append(event)
        }
        #expect(seen == [.valueChanged])
        control.removeAction(identifiedBy: UIAction.Identifier("a"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls.count == 2)
    }
}
