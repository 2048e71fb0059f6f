import Foundation
import Graphics
import LayerTree
import Testing

/// Issue 16's check: a screen of 100 standard views and controls, where changes of geometry
/// and opacity redraw nothing and upload nothing, as for plain views.
@Suite("A screen of 100 controls")
@MainActor
struct ControlScreenTests {
    /// 100 controls in a 10 × 10 grid of 60 × 44 cells, ten kinds in turn: labels, system
    /// buttons, switches, image views, sliders, progress views, segmented controls, page
    /// controls, filled configured buttons and rounded-rect text fields.
    private func makeScreen(_ h: CompositorHarness) -> [UIView] {
        let picture = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
        return (0..<100).map { index in
            let view = makeControl(kind: index % 10, index: index, picture: picture)
            view.frame.origin = CGPoint(x: CGFloat(index % 10) * 60, y: CGFloat(index / 10) * 44)
            if !(view is UISwitch) { view.frame.size = CGSize(width: 56, height: view is UIProgressView ? 4 : 40) }
            h.window.addSubview(view)
            return view
        }
    }

    private func makeControl(kind: Int, index: Int, picture: UIImage) -> UIView {
        switch kind {
        case 0:
            let label = UILabel()
            label.text = "L\(index)"
            return label
        case 1:
            let button = UIButton(type: .system)
            button.setTitle("B\(index)", for: .normal)
            return button
        case 2: return UISwitch()
        case 3: return UIImageView(image: picture)
        case 4:
            let slider = UISlider()
            slider.value = 0.4
            return slider
        case 5:
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = 0.6
            return progress
        case 6:
            let segments = UISegmentedControl(items: ["A", "B"])
            segments.selectedSegmentIndex = 0
            return segments
        case 7:
            let pages = UIPageControl()
            pages.numberOfPages = 3
            return pages
        case 8:
            var configuration = UIButton.Configuration.filled()
            configuration.title = "C\(index)"
            return UIButton(configuration: configuration)
        default:
            let field = UITextField()
            field.borderStyle = .roundedRect
            field.text = "T\(index)"
            return field
        }
    }

    @Test("Moving and fading every control redraws nothing and uploads nothing")
    func geometryOnlyChanges() throws {
        let h = try CompositorHarness(width: 600, height: 440)
        let controls = makeScreen(h)
        let first = try h.render()
        #expect(first.drawRectCalls >= 40, "labels, titles and field texts are drawn once: \(first.drawRectCalls)")
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
        (controls[4] as! UISlider).value = 0.9
        (controls[5] as! UIProgressView).progress = 0.1
        (controls[7] as! UIPageControl).currentPage = 2
        let values = try h.render()
        #expect(values.drawRectCalls == 0 && values.bytesUploaded == 0, "slider, progress and pages are layers")
        try h.expectNoGLErrors()
    }
}
