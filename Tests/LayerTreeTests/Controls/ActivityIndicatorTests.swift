import LayerTree
import Testing

/// The spinner's square and its eight spokes, through the public layer tree.
@MainActor
struct SpinnerParts {
    let square: CALayer
    init(_ view: UIActivityIndicatorView) { square = view.layer.sublayers!.last! }
    var spokes: [CALayer] { square.sublayers! }
    /// Each spoke's opacity as shown now.
    var shownOpacities: [Float] { spokes.map { $0.presentation()?.opacity ?? $0.opacity } }
}

/// UIKit's brightness of a spoke `age` steps after it was brightest, times its 0.85 fill.
func spokeOpacity(age: Int) -> Float { 0.85 * max(0.32, 1 - 0.085 * Float(age % 16)) }

/// The deprecated styles by their raw values (naming them is what the deprecation warns about).
let whiteLarge = UIActivityIndicatorView.Style(rawValue: 0)!
let white = UIActivityIndicatorView.Style(rawValue: 1)!
let gray = UIActivityIndicatorView.Style(rawValue: 2)!

@Suite("UIActivityIndicatorView")
@MainActor
struct ActivityIndicatorTests {
    @Test("Sizes: 20 × 20 medium, 37 × 37 large; the iOS 12 styles map to them as iOS 13 maps them")
    func sizes() {
        #expect(UIActivityIndicatorView(style: .medium).frame == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .large).frame == CGRect(x: 0, y: 0, width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: whiteLarge).frame.size == CGSize(width: 37, height: 37))
        #expect(UIActivityIndicatorView(style: white).intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: gray).sizeThatFits(.zero) == CGSize(width: 20, height: 20))
        let plain = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(plain.style == .medium && plain.frame.width == 50 && plain.intrinsicContentSize.width == 20)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100 && UIActivityIndicatorView.Style.large.rawValue == 101)
        plain.style = .large
        #expect(plain.intrinsicContentSize == CGSize(width: 37, height: 37) && plain.frame.width == 50)
    }

    @Test("Colours: secondary label by default, white for the white styles, black at 45% for gray")
    func colors() {
        let view = UIActivityIndicatorView(style: .medium)
        #expect(view.color == .secondaryLabel)
        #expect(UIActivityIndicatorView(style: .large).color == .secondaryLabel)
        #expect(
            UIActivityIndicatorView(style: whiteLarge).color == .white && UIActivityIndicatorView(style: white).color == .white)
        #expect(UIActivityIndicatorView(style: gray).color == UIColor(white: 0, alpha: 0.45))
        view.color = .systemRed
        view.layoutIfNeeded()
        #expect(
            view.color == .systemRed && SpinnerParts(view).spokes.allSatisfy { $0.backgroundColor == UIColor.systemRed.cgColor })
        view.color = nil
        #expect(view.color == .secondaryLabel)
    }

    @Test("Hidden until it animates, and again when it stops; hidesWhenStopped false keeps it shown")
    func hiding() {
        let view = UIActivityIndicatorView(style: .medium)
        #expect(view.isHidden && !view.isAnimating && view.hidesWhenStopped)
        view.startAnimating()
        #expect(!view.isHidden && view.isAnimating)
        view.stopAnimating()
        #expect(view.isHidden && !view.isAnimating)
        view.hidesWhenStopped = false
        #expect(!view.isHidden)
        view.startAnimating()
        view.stopAnimating()
        #expect(!view.isHidden)
        view.hidesWhenStopped = true
        #expect(view.isHidden)
        #expect(UIActivityIndicatorView(frame: .zero).isHidden && UIActivityIndicatorView().style == .medium)
    }

    @Test("Eight rounded spokes from the edge inwards, the first at nine o'clock, the next anticlockwise")
    func spokes() {
        let window = makeWindow()
        let view = UIActivityIndicatorView(style: .medium)
        window.addSubview(view)
        view.layoutIfNeeded()
        let parts = SpinnerParts(view)
        #expect(parts.square.frame == CGRect(x: 0, y: 0, width: 20, height: 20) && parts.spokes.count == 8)
        expectClose(parts.spokes[0].frame, CGRect(x: 0, y: 8.75, width: 7, height: 2.5))
        expectClose(parts.spokes[2].frame, CGRect(x: 8.75, y: 13, width: 2.5, height: 7))
        expectClose(parts.spokes[4].frame, CGRect(x: 13, y: 8.75, width: 7, height: 2.5))
        expectClose(parts.spokes[6].frame, CGRect(x: 8.75, y: 0, width: 2.5, height: 7))
        #expect(parts.spokes.allSatisfy { $0.cornerRadius == 1.25 && $0.backgroundColor == UIColor.secondaryLabel.cgColor })
        #expect(parts.shownOpacities == (0..<8).map { spokeOpacity(age: 2 * $0) }, "at rest: the first step")
        view.frame = CGRect(x: 0, y: 0, width: 60, height: 61)
        view.style = .large
        view.layoutIfNeeded()
        #expect(parts.square.frame == CGRect(x: 11, y: 12, width: 37, height: 37))
        expectClose(parts.spokes[0].frame, CGRect(x: 0, y: 15, width: 12, height: 5))
        expectClose(parts.spokes[4].frame, CGRect(x: 23, y: 15, width: 12, height: 5))
        let sharp = makeWindow(scale: 2)
        let medium = UIActivityIndicatorView(style: .medium)
        sharp.addSubview(medium)
        medium.layoutIfNeeded()
        #expect(SpinnerParts(medium).spokes[0].bounds.width == 6.5, "6.5 points on a 2× screen")
    }

    @Test("Spinning: 16 steps in 0.8 s, the brightest spoke moving clockwise; stopping rests on the step shown")
    func spinning() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = UIActivityIndicatorView(style: .medium)
        window.addSubview(view)
        CATransaction.flush()
        view.startAnimating()
        CATransaction.flush()
        let parts = SpinnerParts(view)
        let turn = try #require(parts.spokes[0].animationKeys())
        #expect(turn.count == 1)
        #expect(parts.shownOpacities == (0..<8).map { spokeOpacity(age: 2 * $0) })
        MediaClock.advance(by: 0.125)  // step 2
        CATransaction.flush()
        #expect(parts.shownOpacities == (0..<8).map { spokeOpacity(age: 2 + 2 * $0) })
        #expect(parts.shownOpacities[7] == 0.85, "the brightest is now at half past ten")
        MediaClock.advance(by: 0.03)  // step 3: between two spokes
        CATransaction.flush()
        #expect(parts.shownOpacities[7] == spokeOpacity(age: 1) && parts.shownOpacities[6] == spokeOpacity(age: 15))
        MediaClock.advance(by: 0.7)  // 0.855 s: a turn and a step
        CATransaction.flush()
        #expect(parts.shownOpacities == (0..<8).map { spokeOpacity(age: 1 + 2 * $0) })
        view.hidesWhenStopped = false
        view.stopAnimating()
        #expect(parts.spokes.allSatisfy { $0.animationKeys() == nil } && !view.isHidden)
        CATransaction.flush()
        #expect(parts.shownOpacities == (0..<8).map { spokeOpacity(age: 1 + 2 * $0) }, "resting on step 1")
        view.startAnimating()
        CATransaction.flush()
        MediaClock.advance(by: 0.075)
        CATransaction.flush()
        #expect(parts.shownOpacities == (0..<8).map { spokeOpacity(age: 2 + 2 * $0) }, "going on from there")
    }

    @Test("A spinning indicator draws nothing: no draw calls and no redisplay, frame after frame")
    func noDrawing() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let window = makeWindow()
        let view = UIActivityIndicatorView(style: .large)
        window.addSubview(view)
        view.startAnimating()
        let first = window.runUpdateCycle()  // displays the new window and view: nothing to draw
        #expect(first.stats.drawCalls == 0 && first.stats.pixelsDrawn == 0)
        var opacities: Set<Float> = []
        for _ in 0..<20 {
            MediaClock.advance(by: 1.0 / 60)
            let commit = window.runUpdateCycle()
            #expect(commit.stats.drawCalls == 0 && commit.stats.displayedLayers == 0 && commit.stats.pixelsDrawn == 0)
            opacities.insert(SpinnerParts(view).shownOpacities[0])
        }
        #expect(opacities.count >= 5, "while the spokes change: \(opacities.sorted())")
    }
}
