import Foundation
import LayerTree
import Testing

/// The progress view's layers, through the public layer tree: the track's gradient and image,
/// then the progress's gradient and image.
@MainActor
struct ProgressParts {
    let view: UIProgressView
    var track: CAGradientLayer { view.layer.sublayers![0] as! CAGradientLayer }
    var trackImage: CALayer { view.layer.sublayers![1] }
    var bar: CAGradientLayer { view.layer.sublayers![2] as! CAGradientLayer }
    var barImage: CALayer { view.layer.sublayers![3] }
}

/// UIKit's tinted-image gradient of `color`: 97.8% of it at the top, all of it at the bottom.
func shadedColors(_ color: UIColor) -> [CGColor] {
    let c = color.cgColor
    let shade: CGFloat = 0.978378378
    return [CGColor(red: c.red * shade, green: c.green * shade, blue: c.blue * shade, alpha: c.alpha), c]
}

@Suite("UIProgressView")
@MainActor
struct ProgressViewTests {
    func makeProgressView(width: CGFloat = 200) -> (UIWindow, UIProgressView) {
        let window = makeWindow()
        let view = UIProgressView(frame: CGRect(x: 10, y: 10, width: width, height: 0))
        window.addSubview(view)
        view.layoutIfNeeded()
        return (window, view)
    }

    @Test("Defaults: the default style, empty, no tints or images; 160 × 4 from init(progressViewStyle:)")
    func defaults() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 160, height: 4))
        #expect(view.progressViewStyle == .default && view.progress == 0 && view.observedProgress == nil)
        #expect(
            view.progressTintColor == nil && view.trackTintColor == nil && view.progressImage == nil && view.trackImage == nil)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(view.sizeThatFits(CGSize(width: 50, height: 30)) == CGSize(width: 50, height: 4))
        #expect(UIProgressView.Style.default.rawValue == 0 && UIProgressView.Style.bar.rawValue == 1)
    }

    @Test("The height is the style's: 4 points, or 2.5 rounded up to whole pixels for .bar")
    func height() {
        let view = UIProgressView(frame: CGRect(x: 10, y: 20, width: 200, height: 30))
        #expect(view.frame == CGRect(x: 10, y: 20, width: 200, height: 4))
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        view.bounds = CGRect(x: 0, y: 0, width: 100, height: 9)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 4))
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.frame.size == CGSize(width: 160, height: 3), "2.5 points on a 1× screen are 3 pixels")
        #expect(
            bar.alignmentRectInsets == UIEdgeInsets(top: 0, left: 0, bottom: 1, right: 0) && view.alignmentRectInsets == .zero)
        let window = makeWindow(scale: 2)
        window.addSubview(bar)
        bar.sizeToFit()
        #expect(bar.frame.height == 2.5 && bar.intrinsicContentSize.height == 2.5)
    }

    @Test("A height constraint sizes the bar under Auto Layout, rounded ends following")
    func autoLayoutHeight() {
        let window = makeWindow()
        let view = UIProgressView(progressViewStyle: .default)
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        NSLayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100), view.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            view.heightAnchor.constraint(equalToConstant: 10),
        ])
        view.progress = 0.5
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 20, y: 20, width: 100, height: 10))
        #expect(ProgressParts(view: view).bar.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        #expect(ProgressParts(view: view).bar.cornerRadius == 5)
    }

    @Test("Progress is clamped to 0…1; NaN counts as 1, as UIKit's fmin makes it")
    func clamping() {
        let view = UIProgressView(frame: .zero)
        view.progress = 2
        #expect(view.progress == 1)
        view.progress = -1
        #expect(view.progress == 0)
        view.progress = .nan
        #expect(view.progress == 1)
    }

    @Test("Drawn as UIKit's tinted images: rounded grey track, tinted bar from the leading edge, vertical shading")
    func drawing() {
        let (_, view) = makeProgressView()
        let parts = ProgressParts(view: view)
        #expect(parts.track.frame == CGRect(x: 0, y: 0, width: 200, height: 4) && parts.track.cornerRadius == 2)
        #expect(parts.track.colors as? [CGColor] == shadedColors(.systemFill))
        #expect(parts.bar.opacity == 0, "empty: no bar")
        view.progress = 0.5
        view.layoutIfNeeded()
        #expect(parts.bar.frame == CGRect(x: 0, y: 0, width: 100, height: 4) && parts.bar.opacity == 1)
        #expect(parts.bar.cornerRadius == 2 && parts.bar.colors as? [CGColor] == shadedColors(.systemBlue))
        view.progress = 0.333
        view.layoutIfNeeded()
        #expect(parts.bar.frame.width == 67, "whole points")
        view.progress = 0.01
        view.layoutIfNeeded()
        #expect(parts.bar.frame.width == 8, "never narrower than its two rounded ends")
        view.semanticContentAttribute = .forceRightToLeft
        view.layoutIfNeeded()
        #expect(parts.bar.frame == CGRect(x: 192, y: 0, width: 8, height: 4))
        view.progressViewStyle = .bar
        view.layoutIfNeeded()
        #expect(parts.track.cornerRadius == 0 && parts.bar.cornerRadius == 0)
        #expect(parts.track.colors as? [CGColor] == shadedColors(.clear))
    }

    @Test("Tints and images replace each other; the tint colour follows the view's tint")
    func tintsAndImages() {
        let (window, view) = makeProgressView()
        let parts = ProgressParts(view: view)
        view.progress = 0.5
        window.tintColor = .systemRed
        _ = window.runUpdateCycle()
        #expect(parts.bar.colors as? [CGColor] == shadedColors(.systemRed))
        view.progressTintColor = .systemGreen
        view.trackTintColor = .black
        view.layoutIfNeeded()
        #expect(
            parts.bar.colors as? [CGColor] == shadedColors(.systemGreen)
                && parts.track.colors as? [CGColor] == shadedColors(.black))
        let image = solidImage(CGSize(width: 9, height: 4)).resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        view.progressImage = image
        view.trackImage = image
        #expect(view.progressTintColor == nil && view.trackTintColor == nil)
        view.layoutIfNeeded()
        #expect(parts.bar.isHidden && !parts.barImage.isHidden && parts.barImage.contents != nil && parts.barImage.opacity == 1)
        #expect(parts.barImage.frame == CGRect(x: 0, y: 0, width: 100, height: 4) && !parts.trackImage.isHidden)
        view.progressTintColor = .systemOrange
        #expect(view.progressImage == nil && view.trackImage === image)
    }

    @Test("Animated progress grows at constant speed, a second across the track, at least 0.2 s from empty")
    func animatedProgress() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (window, view) = makeProgressView()
        defer { withExtendedLifetime(window) {} }
        let bar = ProgressParts(view: view).bar
        CATransaction.flush()
        view.setProgress(0.5, animated: true)
        #expect(view.progress == 0.5)
        CATransaction.flush()
        let grow = try #require(bar.animation(forKey: "bounds"))
        #expect(abs(grow.duration - 0.5) < 1e-6)
        MediaClock.advance(by: 0.25)
        CATransaction.flush()
        let shown = try #require(bar.presentation())
        #expect(abs(shown.bounds.width - 54) < 0.01, "linear from the 8-point pill to 100: \(shown.bounds.width)")
        #expect(abs(shown.opacity - 0.5) < 0.01, "fading in as it grows: \(shown.opacity)")
        MediaClock.advance(by: 0.5)
        CATransaction.flush()
        view.setProgress(0.55, animated: true)
        CATransaction.flush()
        #expect(abs((bar.animation(forKey: "bounds")?.duration ?? 0) - 0.05) < 1e-6)
        MediaClock.advance(by: 0.1)
        CATransaction.flush()
        view.setProgress(0, animated: true)
        CATransaction.flush()
        #expect(abs((bar.animation(forKey: "opacity")?.duration ?? 0) - 0.55) < 1e-6)
        view.setProgress(0.1, animated: true)
        CATransaction.flush()
        #expect(abs((bar.animation(forKey: "bounds")?.duration ?? 0) - 0.2) < 1e-6, "from empty: at least 0.2 s")
    }

    @Test("An observed Progress drives the bar, each change animated over a tenth of a second")
    func observedProgress() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (window, view) = makeProgressView()
        CATransaction.flush()  // shown once, so its layers animate
        let task = Progress(totalUnitCount: 4)
        view.observedProgress = task
        #expect(view.observedProgress === task)
        task.completedUnitCount = 1
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        #expect(view.progress == 0.25)
        #expect(abs((ProgressParts(view: view).bar.animation(forKey: "bounds")?.duration ?? 0) - 0.1) < 1e-6)
        task.completedUnitCount = 3
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        #expect(view.progress == 0.75)
        view.removeFromSuperview()
        task.completedUnitCount = 4
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        #expect(view.progress == 0.75, "out of a window, nothing is read")
        window.addSubview(view)
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        #expect(view.progress == 1)
        view.observedProgress = nil
        view.progress = 0.5
        MediaClock.advance(by: 1.0 / 60)
        CATransaction.flush()
        #expect(view.progress == 0.5)
    }
}
