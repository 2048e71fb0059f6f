import LayerTree
import Testing

@Suite("Timing: curves and the media timing model")
@MainActor
struct AnimationTimingTests {
    @Test(
        "Named curves are Apple's cubic Béziers, to 1e-4",
        arguments: [
            (CAMediaTimingFunction.Name.easeIn, [0.017027, 0.093465, 0.315357, 0.621862, 0.839428]),
            (.easeOut, [0.160572, 0.378138, 0.684643, 0.906535, 0.982973]),
            (.easeInEaseOut, [0.019722, 0.129162, 0.5, 0.870838, 0.980278]),
            (.default, [0.094796, 0.408511, 0.802403, 0.960459, 0.994316]),
            (.linear, [0.1, 0.25, 0.5, 0.75, 0.9]),
        ])
    func curves(name: CAMediaTimingFunction.Name, expected: [Double]) {
        let function = CAMediaTimingFunction(name: name)
        for (x, y) in zip([0.1, 0.25, 0.5, 0.75, 0.9], expected) {
            #expect(abs(function.evaluate(x) - y) < 1e-4, "\(name.rawValue) at \(x): \(function.evaluate(x)) vs \(y)")
        }
        #expect(function.evaluate(0) == 0 && function.evaluate(1) == 1)
    }

    @Test("Control points read back; easeInEaseOut is (0.42, 0)(0.58, 1)")
    func controlPoints() {
        var values: [Float] = [0, 0]
        let function = CAMediaTimingFunction(name: .easeInEaseOut)
        function.getControlPoint(at: 1, values: &values)
        #expect(values == [0.42, 0])
        function.getControlPoint(at: 2, values: &values)
        #expect(values == [0.58, 1])
    }

    /// The presentation opacity of a layer animated 0 → 1 linearly with `configure` applied, at `time`.
    func opacity(at time: Double, _ configure: (CABasicAnimation) -> Void) -> Float {
        MediaClock.useManualTime(100)
        let layer = CALayer()
        _ = layer.runUpdateCycle()  // committed once: it has a presentation
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.fromValue = 0
        animation.toValue = 1
        animation.duration = 1
        animation.beginTime = 100
        configure(animation)
        layer.add(animation, forKey: "fade")
        MediaClock.useManualTime(time)
        return layer.presentation()!.opacity
    }

    @Test("beginTime, speed, timeOffset, repeatCount, autoreverses and fillMode")
    func timingModel() {
        #expect(abs(opacity(at: 100.25) { _ in } - 0.25) < 1e-6)
        #expect(opacity(at: 99.5) { _ in } == 1, "before it begins: the model (1)")
        #expect(opacity(at: 99.5) { $0.fillMode = .backwards } == 0, "backwards fill shows the start")
        #expect(abs(opacity(at: 100.25) { $0.speed = 2 } - 0.5) < 1e-6)
        #expect(abs(opacity(at: 100.25) { $0.timeOffset = 0.5 } - 0.75) < 1e-6)
        #expect(abs(opacity(at: 101.25) { $0.repeatCount = 2 } - 0.25) < 1e-6, "second cycle")
        #expect(abs(opacity(at: 101.25) { $0.autoreverses = true } - 0.75) < 1e-6, "on the way back")
        #expect(
            abs(
                opacity(at: 100.5) {
                    $0.repeatCount = 0.5
                    $0.isRemovedOnCompletion = false
                    $0.fillMode = .forwards
                } - 0.5) < 1e-6)
        #expect(
            abs(
                opacity(at: 105) {
                    $0.repeatCount = 1.5
                    $0.autoreverses = true
                    $0.isRemovedOnCompletion = false
                    $0.fillMode = .forwards
                } - 1) < 1e-6,
            "1.5 autoreversing cycles end on the new value")
        #expect(abs(opacity(at: 1000.3) { $0.repeatCount = .infinity } - 0.3) < 1e-6)
        MediaClock.useSystemTime()
    }
}
