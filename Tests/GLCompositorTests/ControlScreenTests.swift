import Foundation
import Graphics
import LayerTree
import Testing

/// Issue 16's check: a screen of 100 standard views and controls, where changes of geometry
/// and opacity redraw nothing and upload nothing, as for plain views.
@Suite("A screen of 100 controls")
@MainActor
struct ControlScreenTests {
    /// 100 controls in a 10 × 10 grid of 60 × 44 cells: labels, system buttons, switches, image
    /// views, in turn.
    private func makeScreen(_ h: CompositorHarness) -> [UIView] {
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        return (0..<100).map { index in
            let view: UIView
            switch index % 4 {
            case 0:
                let label = UILabel()
                label.text = "L\(index)"
                view = label
            case 1:
                let button = UIButton(type: .system)
                button.setTitle("B\(index)", for: .normal)
                view = button
            case 2: view = UISwitch()
            default: view = UIImageView(image: picture)
            }
            view.frame.origin = CGPoint(x: CGFloat(index % 10) * 60, y: CGFloat(index / 10) * 44)
            if !(view is UISwitch) { view.frame.size = CGSize(width: 56, height: 40) }
            h.window.addSubview(view)
            return view
        }
    }

    @Test("Moving and fading every control redraws nothing and uploads nothing")
    func geometryOnlyChanges() throws {
        let h = try CompositorHarness(width: 600, height: 440)
        let controls = makeScreen(h)
        let first = try h.render()
        #expect(first.drawRectCalls >= 50, "labels and button titles are drawn once: \(first.drawRectCalls)")
        #expect(first.bytesUploaded > 0)
        for frame in 1...5 {
            for (index, view) in controls.enumerated() {
                view.center.x += index.isMultiple(of: 2) ? 3 : -3
                view.alpha = 1 - CGFloat(frame) * 0.1
            }
            let stats = try h.render()
            #expect(stats.drawRectCalls == 0, "frame \(frame): \(stats.drawRectCalls) draw(_:) calls")
            #expect(stats.bytesUploaded == 0, "frame \(frame): \(stats.bytesUploaded) bytes uploaded")
        }
        try h.expectNoGLErrors()
    }

    @Test("Changing one control's state redraws that control only")
    func oneStateChange() throws {
        let h = try CompositorHarness(width: 600, height: 440)
        let controls = makeScreen(h)
        try h.render()
        (controls[1] as! UIButton).isHighlighted = true
        let stats = try h.render()
        #expect(stats.drawRectCalls <= 1, "only the highlighted button's title may redraw: \(stats.drawRectCalls)")
        (controls[2] as! UISwitch).setOn(true, animated: false)
        #expect(try h.render().drawRectCalls == 0, "a switch is layers: turning it on draws nothing")
        try h.expectNoGLErrors()
    }
}
