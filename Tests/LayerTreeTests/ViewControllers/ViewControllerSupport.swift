import LayerTree
import Testing

/// The callbacks controllers received, in order, as "Name.callback" strings.
@MainActor
final class CallbackLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    /// The entries since the last call, then forgets them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }

    /// The entries since the last call without layout and constraint passes, then forgets them all.
    func takeAppearance() -> [String] {
        take().filter {
            !$0.contains("Layout") && !$0.contains("Constraints") && !$0.contains("SafeArea") && !$0.contains("IsAppearing")
        }
    }
}

/// A controller overriding what iOS code overrides, recording each call.
final class RecordingViewController: UIViewController {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func loadView() {
        super.loadView()
        log.record("\(name).loadView")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        log.record("\(name).viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.record("\(name).viewWillAppear(\(animated))\(flags)")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.record("\(name).viewIsAppearing")
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.record("\(name).viewDidAppear(\(animated))\(flags)")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.record("\(name).viewWillDisappear(\(animated))\(flags)")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.record("\(name).viewDidDisappear(\(animated))\(flags)")
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.record("\(name).viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.record("\(name).viewDidLayoutSubviews")
    }
    override func updateViewConstraints() {
        log.record("\(name).updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.record("\(name).viewSafeAreaInsetsDidChange")
    }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log.record(
            "\(name).willMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "\(type(of: $0))" } ?? "nil"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.record(
            "\(name).didMove(toParent: \(parent.map { ($0 as? RecordingViewController)?.name ?? "\(type(of: $0))" } ?? "nil"))")
    }

    /// The controller's movement flags, when any is set.
    private var flags: String {
        var list: [String] = []
        if isMovingToParent { list.append("movingToParent") }
        if isMovingFromParent { list.append("movingFromParent") }
        if isBeingPresented { list.append("beingPresented") }
        if isBeingDismissed { list.append("beingDismissed") }
        return list.isEmpty ? "" : " " + list.joined(separator: ",")
    }
}

/// Runs one frame of the main loop at the manual clock's time, `seconds` later.
@MainActor
func frame(after seconds: Double = 0) {
    MediaClock.advance(by: seconds)
    CATransaction.flush()
}
