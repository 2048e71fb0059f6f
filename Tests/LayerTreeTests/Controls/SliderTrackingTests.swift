import LayerTree
import Testing

/// The slider of `makeSlider()` spans x 20…220, y 100…131 in its window; its thumb's centre at
/// the minimum is (34, 116), and a centre at window x 20 + 14 + 172·v shows value v.
@Suite("UISlider: dragging the thumb, events, animation")
@MainActor
struct SliderTrackingTests {
    @Test("Dragging the thumb moves the value with it; value changed on every move and again when it lifts")
    func drag() {
        let (window, slider) = makeSlider()
        let events = recordEvents(of: slider)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 34, y: 116), timestamp: 0)
        #expect(slider.isTracking && slider.isHighlighted && slider.value == 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 120, y: 116), timestamp: 0.1)
        #expect(slider.value == 0.5)
        #expect(events() == ["down", "dragInside", "valueChanged", "primary"])
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 400, y: 300), timestamp: 0.2)
        #expect(slider.value == 1 && slider.isTracking && slider.isHighlighted, "far away: still dragging, clamped, highlighted")
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 163, y: 116), timestamp: 0.3)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 163, y: 116), timestamp: 0.4)
        #expect(slider.value == 0.75 && !slider.isTracking && !slider.isHighlighted)
        #expect(
            events() == [
                "down", "dragInside", "valueChanged", "primary", "exit", "dragOutside", "valueChanged", "primary",
                "enter", "dragInside", "valueChanged", "primary", "valueChanged", "primary", "upInside",
            ])
        _ = window.runUpdateCycle()
        #expect(SliderParts(slider).thumb.frame.midX == 143)
    }

    @Test("The thumb keeps where the finger took it: no jump when the touch lands off its centre")
    func hitOffset() {
        let (window, slider) = makeSlider()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 40, y: 110), timestamp: 0)
        #expect(slider.isTracking && slider.value == 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 126, y: 110), timestamp: 0.1)
        #expect(slider.value == 0.5, "the centre is 6 points left of the finger")
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 126, y: 110), timestamp: 0.2)
    }

    @Test("Only the thumb's 48-point square starts a drag; a touch on the track does nothing")
    func touchArea() {
        let (window, slider) = makeSlider()
        let events = recordEvents(of: slider)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 170, y: 116), timestamp: 0)
        #expect(!slider.isTracking && !slider.isHighlighted)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 180, y: 116), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 180, y: 116), timestamp: 0.2)
        #expect(slider.value == 0 && events() == ["down"])
        window.injectTouch(id: 2, phase: .began, at: CGPoint(x: 57, y: 116), timestamp: 1)
        #expect(slider.isTracking, "23 points right of the centre is inside the square")
        window.injectTouch(id: 2, phase: .cancelled, at: CGPoint(x: 57, y: 116), timestamp: 1.1)
        window.injectTouch(id: 3, phase: .began, at: CGPoint(x: 59, y: 116), timestamp: 2)
        #expect(!slider.isTracking, "25 points right is outside it")
        window.injectTouch(id: 3, phase: .ended, at: CGPoint(x: 59, y: 116), timestamp: 2.1)
    }

    @Test("Not continuous: value changed only when the touch lifts")
    func notContinuous() {
        let (window, slider) = makeSlider()
        slider.isContinuous = false
        let events = recordEvents(of: slider)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 34, y: 116), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 77, y: 116), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 120, y: 116), timestamp: 0.2)
        #expect(slider.value == 0.5, "the value follows the drag even though no event is sent")
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 120, y: 116), timestamp: 0.3)
        #expect(events() == ["down", "dragInside", "dragInside", "valueChanged", "primary", "upInside"])
    }

    @Test("A cancelled drag keeps its value and sends no value changed at the end")
    func cancelled() {
        let (window, slider) = makeSlider()
        let events = recordEvents(of: slider)
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 34, y: 116), timestamp: 0)
        window.injectTouch(id: 1, phase: .moved, at: CGPoint(x: 77, y: 116), timestamp: 0.1)
        window.injectTouch(id: 1, phase: .cancelled, at: CGPoint(x: 77, y: 116), timestamp: 0.2)
        #expect(slider.value == 0.25 && !slider.isHighlighted)
        #expect(events() == ["down", "dragInside", "valueChanged", "primary", "cancel"])
    }

    @Test("setValue(animated:) slides the thumb and track, a quarter second across the whole track, easing")
    func animatedValue() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (window, slider) = makeSlider()
        defer { withExtendedLifetime(window) {} }
        let parts = SliderParts(slider)
        let events = recordEvents(of: slider)
        CATransaction.flush()
        slider.setValue(1, animated: true)
        #expect(slider.value == 1 && events().isEmpty)
        CATransaction.flush()
        let slide = try #require(parts.thumb.animation(forKey: "position"))
        #expect(abs(slide.duration - 0.25 * 172 / 194) < 1e-9)
        #expect(parts.thumb.frame.minX == 172, "the model is at the end at once")
        MediaClock.advance(by: slide.duration / 2)
        CATransaction.flush()
        let halfway = try #require(parts.thumb.presentation()).frame.minX
        #expect(abs(halfway - 86) < 0.5, "ease in, ease out: half way at half time (\(halfway))")
        let track = try #require(parts.minimumTrackClip.presentation()).frame.width
        #expect(track > 11 && track < 183, "the tinted track follows (\(track))")
        MediaClock.advance(by: slide.duration)
        CATransaction.flush()
        #expect(parts.thumb.presentation()?.frame.minX ?? 172 == 172 && parts.thumb.animationKeys() == nil)
        slider.setValue(0.9, animated: true)
        CATransaction.flush()
        #expect(parts.thumb.animation(forKey: "position")?.duration == 0.1, "short moves take a tenth of a second")
    }
}
