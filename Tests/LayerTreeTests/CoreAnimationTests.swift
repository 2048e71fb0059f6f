import LayerTree
import Testing

/// Records delegate calls.
final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop(\(flag))") }
}

@Suite("Core Animation: layers, transactions, animation kinds")
@MainActor
struct CoreAnimationTests {
    /// A committed standalone layer at a manual clock.
    func makeLayer() -> CALayer {
        MediaClock.useManualTime(10)
        let layer = CALayer()
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        _ = layer.runUpdateCycle()
        return layer
    }

    @Test("Implicit animations: a committed standalone layer animates for the transaction's 0.25 s")
    func implicit() throws {
        let layer = makeLayer()
        #expect(CATransaction.animationDuration() == 0.25)
        layer.opacity = 0
        #expect(layer.opacity == 0, "the model changes at once")
        #expect(layer.animationKeys() == ["opacity"])
        #expect(layer.presentation()!.opacity == 1, "not started until the transaction commits")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.125)
        let halfway = try #require(layer.presentation()?.opacity)
        #expect(halfway > 0.1 && halfway < 0.9)
        MediaClock.advance(by: 0.2)
        _ = layer.runUpdateCycle()
        #expect(layer.animationKeys() == nil && layer.presentation()!.opacity == 0)
        MediaClock.useSystemTime()
    }

    @Test("Layers never committed, disabled actions and NSNull actions do not animate")
    func noImplicit() {
        MediaClock.useManualTime(0)
        let fresh = CALayer()
        fresh.opacity = 0.5
        #expect(fresh.animationKeys() == nil)
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 5, y: 5)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil)
        layer.actions = ["position": NSNull()]
        layer.position = CGPoint(x: 9, y: 9)
        #expect(layer.animationKeys() == nil)
        MediaClock.useSystemTime()
    }

    @Test("View-backed layers do not animate implicitly outside animation blocks")
    func viewLayers() {
        MediaClock.useManualTime(0)
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        _ = window.runUpdateCycle()
        view.alpha = 0.5
        view.layer.cornerRadius = 4
        view.center = CGPoint(x: 50, y: 50)
        #expect(view.layer.animationKeys() == nil)
        MediaClock.useSystemTime()
    }

    @Test("Nested transactions: inner values override until commit; the outer commit starts the animations")
    func nesting() {
        let layer = makeLayer()
        CATransaction.begin()
        CATransaction.setAnimationDuration(2)
        CATransaction.begin()
        CATransaction.setAnimationDuration(0.5)
        #expect(CATransaction.animationDuration() == 0.5)
        layer.opacity = 0
        CATransaction.commit()
        #expect(CATransaction.animationDuration() == 2)
        #expect(layer.animation(forKey: "opacity")?.duration == 0.5)
        #expect(layer.animation(forKey: "opacity")?.beginTime == 0, "not started before the outermost commit")
        CATransaction.commit()
        #expect(layer.animation(forKey: "opacity")?.beginTime == 10)
        MediaClock.useSystemTime()
    }

    @Test("A transaction's completion block runs after its animations end, or at the next cycle without any")
    func completionBlock() {
        let layer = makeLayer()
        var completed = 0
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        layer.opacity = 0
        CATransaction.commit()
        _ = layer.runUpdateCycle()
        #expect(completed == 0)
        MediaClock.advance(by: 0.3)
        _ = layer.runUpdateCycle()
        #expect(completed == 1)
        CATransaction.begin()
        CATransaction.setCompletionBlock { completed += 1 }
        CATransaction.commit()
        #expect(completed == 1)
        _ = layer.runUpdateCycle()
        #expect(completed == 2)
        MediaClock.useSystemTime()
    }

    @Test("Explicit animations: add, keys, remove (unfinished), delegate order and flags")
    func explicit() {
        let layer = makeLayer()
        let log = AnimationLog()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        move.delegate = log
        layer.add(move, forKey: "move")
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        #expect(layer.animationKeys() == ["move", "fade"])
        _ = layer.runUpdateCycle()
        #expect(log.events == ["start"])
        MediaClock.advance(by: 0.5)
        #expect(abs(layer.presentation()!.position.x - 50) < 1e-9)
        layer.removeAnimation(forKey: "move")
        #expect(log.events == ["start"] && layer.animationKeys() == ["fade"], "the stop is reported at the next cycle")
        _ = layer.runUpdateCycle()
        #expect(log.events == ["start", "stop(false)"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        let again = AnimationLog()
        move.delegate = again
        layer.add(move, forKey: "move")
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 1.01)
        _ = layer.runUpdateCycle()
        #expect(again.events == ["start", "stop(true)"])
        MediaClock.useSystemTime()
    }

    @Test("from/to/by resolve as Core Animation documents; additive adds to the model")
    func basicValues() {
        let layer = makeLayer()
        layer.withoutImplicitAnimations { layer.position = CGPoint(x: 10, y: 0) }
        func x(_ configure: (CABasicAnimation) -> Void) -> CGFloat {
            layer.removeAllAnimations()
            let a = CABasicAnimation(keyPath: "position.x")
            a.duration = 1
            a.beginTime = 10
            configure(a)
            layer.add(a, forKey: "x")
            return layer.presentation()!.position.x
        }
        MediaClock.useManualTime(10.5)
        #expect(
            x {
                $0.fromValue = 0
                $0.toValue = 100
            } == 50)
        #expect(
            x {
                $0.fromValue = 0
                $0.byValue = 40
            } == 20)
        #expect(
            x {
                $0.toValue = 100
                $0.byValue = 40
            } == 80)
        #expect(x { $0.fromValue = 30 } == 20, "from only: to the current value (10)")
        #expect(x { $0.toValue = 30 } == 20, "to only: from the current value")
        #expect(x { $0.byValue = 30 } == 25)
        #expect(
            x {
                $0.fromValue = 0
                $0.toValue = 10
                $0.isAdditive = true
            } == 15)
        MediaClock.useSystemTime()
    }

    @Test("Transforms interpolate as rotations, not by shrinking matrices")
    func transformInterpolation() {
        let layer = makeLayer()
        let turn = CABasicAnimation(keyPath: "transform")
        turn.fromValue = CATransform3DIdentity
        turn.toValue = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        turn.duration = 1
        turn.beginTime = 10
        layer.add(turn, forKey: "turn")
        MediaClock.useManualTime(10.5)
        let halfway = CATransform3DGetAffineTransform(layer.presentation()!.transform)
        #expect(abs(halfway.a - cos(.pi / 4)) < 1e-9 && abs(halfway.b - sin(.pi / 4)) < 1e-9)
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = 2 * CGFloat.pi
        spin.duration = 1
        spin.beginTime = 10
        layer.add(spin, forKey: "turn")
        MediaClock.useManualTime(10.75)
        let threeQuarters = CATransform3DGetAffineTransform(layer.presentation()!.transform)
        #expect(abs(threeQuarters.b - -1) < 1e-9, "three quarters of a full turn: sin = −1")
        MediaClock.useSystemTime()
    }

    @Test("Keyframes: linear, discrete and paced")
    func keyframes() {
        let layer = makeLayer()
        func x(at time: Double, _ configure: (CAKeyframeAnimation) -> Void) -> CGFloat {
            layer.removeAllAnimations()
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 100, 110]
            a.duration = 1
            a.beginTime = 10
            configure(a)
            layer.add(a, forKey: "k")
            MediaClock.useManualTime(time)
            return layer.presentation()!.position.x
        }
        #expect(x(at: 10.25) { _ in } == 50)
        #expect(abs(x(at: 10.75) { _ in } - 105) < 1e-9)
        #expect(
            x(at: 10.25) {
                $0.keyTimes = [0, 0.5, 1]
                $0.calculationMode = .discrete
            } == 0)
        #expect(x(at: 10.4) { $0.calculationMode = .discrete } == 100, "discrete thirds")
        #expect(abs(x(at: 10.5) { $0.calculationMode = .paced } - 55) < 1e-9, "constant speed over 110 points")
        MediaClock.useSystemTime()
    }

    @Test("Springs: settling duration, no overshoot when critically damped, overshoot when underdamped")
    func springs() {
        let spring = CASpringAnimation(keyPath: "position.x")
        spring.stiffness = 100
        spring.mass = 1
        spring.damping = 20  // ζ = 1
        #expect(spring.settlingDuration > 0.8 && spring.settlingDuration < 1.2, "\(spring.settlingDuration)")
        let layer = makeLayer()
        for damping: CGFloat in [20, 4] {
            layer.removeAllAnimations()
            let a = CASpringAnimation(keyPath: "position.x")
            a.damping = damping
            a.fromValue = 0
            a.toValue = 100
            a.beginTime = 10
            a.duration = a.settlingDuration
            layer.add(a, forKey: "s")
            let peak = stride(from: 10.0, to: 10 + a.duration, by: 0.01).map { t -> CGFloat in
                MediaClock.useManualTime(t)
                return layer.presentation()!.position.x
            }.max()!
            #expect(damping == 20 ? peak <= 100.0001 : peak > 110, "damping \(damping): peak \(peak)")
        }
        MediaClock.useSystemTime()
    }

    @Test("Groups drive their children on one timeline")
    func group() {
        let layer = makeLayer()
        let move = CABasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.duration = 1
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.beginTime = 1
        fade.duration = 1
        let group = CAAnimationGroup()
        group.animations = [move, fade]
        group.duration = 2
        group.beginTime = 10
        layer.add(group, forKey: "g")
        MediaClock.useManualTime(10.5)
        #expect(layer.presentation()!.position.x == 50 && layer.presentation()!.opacity == 1)
        MediaClock.useManualTime(11.5)
        #expect(layer.presentation()!.opacity == 0.5)
        MediaClock.useSystemTime()
    }
}

extension CALayer {
    /// Changes without an implicit animation.
    func withoutImplicitAnimations(_ body: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        body()
        CATransaction.commit()
    }
}
