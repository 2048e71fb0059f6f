import Testing
import UIKitPortRewriter

@Suite("uikit-port: controls, gesture recognizers and bar button items")
struct TargetActionRewriteTests {
    @Test("A control's addTarget becomes addAction, calling the handler with its sender")
    func controlWithSender() {
        expectPort(
            """
            class ViewController: UIViewController {
                let button = UIButton(type: .system)
                override func viewDidLoad() {
                    button.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
                }
                @objc func buttonTapped(_ sender: UIButton) {}
            }
            """,
            """
            class ViewController: UIViewController {
                let button = UIButton(type: .system)
                override func viewDidLoad() {
                    button.addAction(UIAction(identifier: UIAction.Identifier("buttonTapped(_:)"), handler: { [weak self] action in self?.buttonTapped(action.sender as! UIButton) }), for: .touchUpInside)
                }
                func buttonTapped(_ sender: UIButton) {}
            }
            """)
    }

    @Test("A bare selector finds its method's arity; removeTarget removes the action by the same name")
    func bareSelectorAndRemove() {
        expectPort(
            """
            final class Stepper: UIControl {
                func setUp(_ field: UITextField?) {
                    addTarget(self, action: #selector(changed), for: [.valueChanged, .editingChanged])
                    field?.addTarget(self, action: #selector(Stepper.edited), for: .editingChanged)
                    field?.removeTarget(self, action: #selector(edited(_:)), for: .editingChanged)
                }
                @objc private func changed() {}
                @objc func edited(_ sender: Any) {}
            }
            """,
            """
            final class Stepper: UIControl {
                func setUp(_ field: UITextField?) {
                    addAction(UIAction(identifier: UIAction.Identifier("changed()"), handler: { [weak self] _ in self?.changed() }), for: [.valueChanged, .editingChanged])
                    field?.addAction(UIAction(identifier: UIAction.Identifier("edited(_:)"), handler: { [weak self] action in self?.edited(action.sender!) }), for: .editingChanged)
                    field?.removeAction(identifiedBy: UIAction.Identifier("edited(_:)"), for: .editingChanged)
                }
                private func changed() {}
                func edited(_ sender: Any) {}
            }
            """)
    }

    @Test("Gesture recognizers get closure targets; the handler gets the recognizer as its own type")
    func gestureRecognizers() {
        expectPort(
            """
            class CardView: UIView {
                func install(model: Model) {
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:)))
                    pan.addTarget(self, action: #selector(anyGesture(recognizer:)))
                    addGestureRecognizer(UITapGestureRecognizer(target: model, action: #selector(Model.reset)))
                }
                @objc func handlePan(_ gesture: UIPanGestureRecognizer) {}
                @objc func anyGesture(recognizer: UIGestureRecognizer) {}
            }
            class Model: NSObject {
                @objc func reset() {}
            }
            """,
            """
            class CardView: UIView {
                func install(model: Model) {
                    let pan = UIPanGestureRecognizer(action: { [weak self] recognizer in self?.handlePan(recognizer as! UIPanGestureRecognizer) })
                    pan.addTarget({ [weak self] recognizer in self?.anyGesture(recognizer: recognizer) })
                    addGestureRecognizer(UITapGestureRecognizer(action: { [weak target = model] _ in target?.reset() }))
                }
                func handlePan(_ gesture: UIPanGestureRecognizer) {}
                func anyGesture(recognizer: UIGestureRecognizer) {}
            }
            class Model: NSObject {
                func reset() {}
            }
            """)
    }

    @Test("A recognizer subclass overriding init(target:action:) takes and passes on the closure target")
    func recognizerSubclass() {
        expectPort(
            """
            class ImmediatePanGestureRecognizer: UIPanGestureRecognizer {
                override init(target: Any?, action: Selector?) {
                    super.init(target: target, action: action)
                    maximumNumberOfTouches = 1
                }
            }
            """,
            """
            class ImmediatePanGestureRecognizer: UIPanGestureRecognizer {
                override init(action: ((UIGestureRecognizer) -> Void)?) {
                    super.init(action: action)
                    maximumNumberOfTouches = 1
                }
            }
            """)
    }

    @Test("Bar button items get a primary action; a style other than plain is set on the item")
    func barButtonItems() {
        expectPort(
            """
            class ListController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(add))
                    navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Done", style: .done, target: self, action: #selector(done(_:)))
                    toolbarItems = [UIBarButtonItem(image: UIImage(named: "gear"), style: .plain, target: self, action: #selector(add))]
                }
                @objc func add() {}
                @objc func done(_ sender: UIBarButtonItem) {}
            }
            """,
            """
            class ListController: UIViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction(handler: { [weak self] _ in self?.add() }))
                    navigationItem.leftBarButtonItem = { let item = UIBarButtonItem(title: "Done", primaryAction: UIAction(handler: { [weak self] action in self?.done(action.sender as! UIBarButtonItem) })); item.style = .done; return item }()
                    toolbarItems = [UIBarButtonItem(image: UIImage(named: "gear"), primaryAction: UIAction(handler: { [weak self] _ in self?.add() }))]
                }
                func add() {}
                func done(_ sender: UIBarButtonItem) {}
            }
            """)
    }

    @Test("A handler declared in another file ported with this one is found there")
    func handlerInAnotherFile() {
        expectPort(
            """
            extension SettingsView {
                func wire() { toggle.addTarget(self, action: #selector(toggled), for: .valueChanged) }
            }
            """,
            """
            extension SettingsView {
                func wire() { toggle.addAction(UIAction(identifier: UIAction.Identifier("toggled(_:)"), handler: { [weak self] action in self?.toggled(action.sender as! UISwitch) }), for: .valueChanged) }
            }
            """,
            context: ["class SettingsView: UIView { let toggle = UISwitch(); @objc func toggled(_ sender: UISwitch) {} }"])
    }

    @Test("A multi-line call keeps the lines after it where they were")
    func linesKept() {
        let result = port(
            """
            class V: UIView {
                func f(_ b: UIButton) {
                    b.addTarget(self,
                                action: #selector(tap),
                                for: .touchUpInside)
                    let marker = 1
                }
                @objc func tap() {}
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 9)
        #expect(lines[5].contains("let marker = 1"))
        let rewritten = #"b.addAction(UIAction(identifier: UIAction.Identifier("tap()"), handler: { [weak self] _ in self?.tap()"#
        #expect(lines[2].contains(rewritten))
    }
}
