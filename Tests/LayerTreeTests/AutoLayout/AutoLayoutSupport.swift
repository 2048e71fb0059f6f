import LayerTree
import Testing

/// A view with a settable intrinsic content size, as a label or an image view would report.
final class IntrinsicView: UIView {
    var intrinsic = CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { intrinsic }

    convenience init(intrinsic: CGSize) {
        self.init(frame: .zero)
        self.intrinsic = intrinsic
        translatesAutoresizingMaskIntoConstraints = false
    }
}

/// Records the order of `updateConstraints` and `layoutSubviews` calls across views.
@MainActor
final class PassLog {
    var entries: [String] = []
}

final class LoggingView: UIView {
    var log: PassLog?
    var name = ""
    override func updateConstraints() {
        log?.entries.append("update \(name)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log?.entries.append("layout \(name)")
    }
}

/// A view laid out by constraints, added to `parent`.
@MainActor
func constrainedView(in parent: UIView) -> UIView {
    let view = UIView()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

/// The diagnostics `body` caused whose operation is `operation`.
@MainActor
func diagnostics(_ operation: String, _ body: () -> Void) -> [Diagnostic] {
    LayerTreeDiagnostics.capturing(body).filter { $0.operation == operation }
}
