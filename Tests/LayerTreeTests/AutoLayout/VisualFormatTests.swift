import LayerTree
import Testing

@Suite("Auto Layout: the visual format language")
@MainActor
struct VisualFormatTests {
    func setUp() -> (UIWindow, UIView, UIView) {
        let window = makeWindow()
        return (window, constrainedView(in: window), constrainedView(in: window))
    }

    @Test("H:|-[a]-[b(==a)]-| : margins at the edges, 8 between, equal widths")
    func standardSpacing() {
        let (window, a, b) = setUp()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-[b(==a)]-|", options: .alignAllTop, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[a(30)]", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "V:[b(==a)]", metrics: nil, views: views))
        window.layoutIfNeeded()
        expectClose(a.frame, CGRect(x: 8, y: 20, width: 148, height: 30))
        expectClose(b.frame, CGRect(x: 164, y: 20, width: 148, height: 30))
    }

    @Test("Metrics, relations and priorities: |-pad-[a(>=50,==w@750)]-(>=10)-[b(40)]-0-|")
    func predicates() {
        let (window, a, b) = setUp()
        let constraints = NSLayoutConstraint.constraints(
            withVisualFormat: "|-pad-[a(>=50,==w@750)]-(>=10)-[b(40)]-0-|", options: [], metrics: ["pad": 12, "w": 100.0],
            views: ["a": a, "b": b])
        #expect(constraints.count == 6)
        #expect(constraints.contains { $0.priority.rawValue == 750 && $0.relation == .equal && $0.constant == 100 })
        NSLayoutConstraint.activate(
            constraints + NSLayoutConstraint.constraints(withVisualFormat: "V:|[a(10)]", metrics: nil, views: ["a": a])
                + NSLayoutConstraint.constraints(withVisualFormat: "V:|[b(10)]", metrics: nil, views: ["b": b]))
        window.layoutIfNeeded()
        expectClose(a.frame, CGRect(x: 12, y: 0, width: 100, height: 10))
        expectClose(b.frame, CGRect(x: 280, y: 0, width: 40, height: 10))
    }

    @Test("Flush views and a vertical line with alignAllCenterX")
    func vertical() {
        let (window, a, b) = setUp()
        let views = ["a": a, "b": b]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(
                withVisualFormat: "V:|[a(20)][b(30)]", options: .alignAllCenterX, metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:[a(100)]|", metrics: nil, views: views)
                + NSLayoutConstraint.constraints(withVisualFormat: "H:[b(60)]", metrics: nil, views: views))
        window.layoutIfNeeded()
        expectClose(a.frame, CGRect(x: 220, y: 0, width: 100, height: 20))
        expectClose(b.frame, CGRect(x: 240, y: 20, width: 60, height: 30))
    }

    @Test("Invalid formats: UIKit's message as a diagnostic and no constraints")
    func invalid() {
        let (_, a, _) = setUp()
        let operation = "NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)"
        for format in ["H:|-[a", "H:[missing]", "H:|-(>=)-[a]", "[a]-[a]x"] {
            var result: [NSLayoutConstraint] = []
            let reports = diagnostics(operation) {
                result = NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["a": a])
            }
            #expect(result.isEmpty && reports.count == 1, "\(format)")
            #expect(reports.first?.problem.hasPrefix("Unable to parse constraint format") ?? false)
        }
        let crossing = diagnostics(operation) {
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", options: .alignAllLeft, metrics: nil, views: ["a": a])
        }
        #expect(crossing.count == 1, "aligning along the line's own axis is refused")
    }
}
