import LayerTree
import Testing

/// A slider of 200 × 31 points at (20, 100) in a shown window, laid out.
@MainActor
func makeSlider() -> (UIWindow, UISlider) {
    let window = makeWindow()
    let slider = UISlider(frame: CGRect(x: 20, y: 100, width: 200, height: 31))
    window.addSubview(slider)
    slider.layoutIfNeeded()
    return (window, slider)
}

/// The slider's parts, found through the public layer tree: value images, the two track clips
/// (each holding the whole track), the thumb (holding its two discs).
@MainActor
struct SliderParts {
    let content: CALayer
    init(_ slider: UISlider) { content = slider.layer.sublayers!.last! }
    var minimumValueImage: CALayer { content.sublayers![0] }
    var maximumValueImage: CALayer { content.sublayers![1] }
    var maximumTrackClip: CALayer { content.sublayers![2] }
    var minimumTrackClip: CALayer { content.sublayers![3] }
    var minimumTrack: CALayer { minimumTrackClip.sublayers![0] }
    var maximumTrack: CALayer { maximumTrackClip.sublayers![0] }
    var thumb: CALayer { content.sublayers![4] }
    var thumbDisc: CALayer { thumb.sublayers![1] }
}

/// A solid image of `size` points.
@MainActor
func solidImage(_ size: CGSize, _ color: UIColor = .red) -> UIImage {
    UIGraphicsImageRenderer(size: size).image { context in
        color.setFill()
        context.fill(CGRect(origin: .zero, size: size))
    }
}

@Suite("UISlider: values, geometry, drawing")
@MainActor
struct SliderTests {
    @Test("Defaults: 0 in 0…1, continuous, no images or tints; 31 points high with no intrinsic width")
    func defaults() {
        let slider = UISlider(frame: .zero)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1 && slider.isContinuous)
        #expect(slider.minimumTrackTintColor == nil && slider.maximumTrackTintColor == nil && slider.thumbTintColor == nil)
        #expect(slider.minimumValueImage == nil && slider.currentThumbImage == nil && slider.thumbImage(for: .normal) == nil)
        #expect(slider.currentMinimumTrackImage == nil && slider.currentMaximumTrackImage == nil)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
        #expect(slider.sizeThatFits(CGSize(width: 150, height: 5)) == CGSize(width: 150, height: 31))
        #expect(slider.sizeThatFits(.zero) == CGSize(width: 28, height: 31), "never narrower than the thumb")
        #expect(UISlider().frame == CGRect(x: 0, y: 0, width: 100, height: 34), "-[UISlider init]'s frame")
    }

    @Test("The track is 4 points thick, 3 in from the ends; the 28-point thumb travels 3 past them")
    func geometry() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 3, y: 14, width: 194, height: 4))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0) == CGRect(x: 0, y: 2, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0.5) == CGRect(x: 86, y: 2, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 1) == CGRect(x: 172, y: 2, width: 28, height: 28))
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 7) == CGRect(x: 172, y: 2, width: 28, height: 28))
        #expect(
            slider.minimumValueImageRect(forBounds: bounds) == .zero && slider.maximumValueImageRect(forBounds: bounds) == .zero)
        // 44 high: centred at y 20.
        #expect(
            slider.trackRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 44)) == CGRect(x: 3, y: 20, width: 94, height: 4))
    }

    @Test("Value images sit at the ends, centred (rounded down), and push the track 11 points in")
    func valueImages() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValueImage = solidImage(CGSize(width: 10, height: 10))
        slider.maximumValueImage = solidImage(CGSize(width: 16, height: 12))
        let bounds = slider.bounds
        #expect(slider.minimumValueImageRect(forBounds: bounds) == CGRect(x: 0, y: 10, width: 10, height: 10))
        #expect(slider.maximumValueImageRect(forBounds: bounds) == CGRect(x: 184, y: 9, width: 16, height: 12))
        #expect(slider.trackRect(forBounds: bounds) == CGRect(x: 24, y: 14, width: 146, height: 4))
        #expect(slider.sizeThatFits(.zero) == CGSize(width: 28 + 21 + 27, height: 31))
        slider.layoutIfNeeded()
        let parts = SliderParts(slider)
        #expect(
            parts.minimumValueImage.frame == CGRect(x: 0, y: 10, width: 10, height: 10) && parts.minimumValueImage.contents != nil
        )
        #expect(!parts.maximumValueImage.isHidden && parts.maximumValueImage.frame.minX == 184)
        slider.minimumValueImage = solidImage(CGSize(width: 10, height: 40))
        #expect(slider.intrinsicContentSize.height == 40)
    }

    @Test("The value stays in range; NaN is the minimum; raising the minimum raises the maximum")
    func clamping() {
        let slider = UISlider(frame: .zero)
        slider.value = 2
        #expect(slider.value == 1)
        slider.value = -1
        #expect(slider.value == 0)
        slider.value = 0.7
        slider.value = .nan
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 8
        slider.maximumValue = 5
        #expect(slider.value == 5)
        slider.minimumValue = 20
        #expect(slider.minimumValue == 20 && slider.maximumValue == 20 && slider.value == 20)
        let thumb = slider.thumbRect(
            forBounds: CGRect(x: 0, y: 0, width: 100, height: 31), trackRect: CGRect(x: 3, y: 14, width: 94, height: 4), value: 20
        )
        #expect(thumb.minX == 0, "an empty range puts the thumb at the start")
        let diagnostics = LayerTreeDiagnostics.capturing {
            slider.maximumValue = 10
            slider.minimumValue = .infinity
            slider.maximumValue = .nan
        }
        #expect(diagnostics.count == 3 && slider.minimumValue == 20 && slider.maximumValue == 20)
    }

    @Test("The tinted track runs to the thumb's centre, the grey one from there; ends shorter than their cap go")
    func trackSplit() {
        let (_, slider) = makeSlider()
        slider.value = 0.5
        slider.layoutIfNeeded()
        let parts = SliderParts(slider)
        #expect(parts.minimumTrackClip.frame == CGRect(x: 3, y: 14, width: 97, height: 4))
        #expect(parts.maximumTrackClip.frame == CGRect(x: 100, y: 14, width: 97, height: 4))
        #expect(parts.minimumTrack.frame == CGRect(x: 0, y: 0, width: 194, height: 4) && parts.minimumTrackClip.masksToBounds)
        #expect(parts.maximumTrack.frame == CGRect(x: -97, y: 0, width: 194, height: 4))
        #expect(parts.minimumTrack.cornerRadius == 2 && parts.maximumTrack.cornerRadius == 2)
        #expect(parts.thumb.frame == CGRect(x: 86, y: 2, width: 28, height: 28) && parts.thumbDisc.cornerRadius == 14)
        slider.value = 0
        slider.layoutIfNeeded()
        #expect(parts.minimumTrackClip.frame.width == 11, "the thumb's centre is 11 points along the track")
        slider.value = 0.01
        slider.layoutIfNeeded()
        #expect(parts.minimumTrackClip.frame.width == 13)
        slider.value = 1
        slider.layoutIfNeeded()
        #expect(parts.minimumTrackClip.frame.width == 183 && parts.maximumTrackClip.frame.width == 11)
    }

    @Test("Colours: tint before the thumb, system fill after it, a white thumb with iOS's two shadows")
    func colors() {
        let (window, slider) = makeSlider()
        let parts = SliderParts(slider)
        #expect(parts.minimumTrack.backgroundColor == UIColor.systemBlue.cgColor)
        #expect(parts.maximumTrack.backgroundColor == UIColor.systemFill.cgColor)
        #expect(parts.thumbDisc.backgroundColor == UIColor.white.cgColor)
        let outer = parts.thumb.sublayers![0]
        #expect(outer.shadowOpacity == 0.12 && outer.shadowOffset == CGSize(width: 0, height: 6) && outer.shadowRadius == 6.5)
        #expect(parts.thumbDisc.shadowOffset == CGSize(width: 0, height: 0.5) && parts.thumbDisc.shadowRadius == 2)
        window.tintColor = .systemRed
        _ = window.runUpdateCycle()
        #expect(parts.minimumTrack.backgroundColor == UIColor.systemRed.cgColor)
        slider.minimumTrackTintColor = .systemGreen
        slider.maximumTrackTintColor = .black
        slider.thumbTintColor = .systemYellow
        slider.layoutIfNeeded()
        #expect(parts.minimumTrack.backgroundColor == UIColor.systemGreen.cgColor)
        #expect(parts.maximumTrack.backgroundColor == UIColor.black.cgColor)
        #expect(parts.thumbDisc.backgroundColor == UIColor.systemYellow.cgColor)
        slider.isEnabled = false
        slider.layoutIfNeeded()
        #expect(parts.content.opacity == 0.5)
    }

    @Test("Thumb and track images: by state with .normal's as fallback; an image and the thumb tint exclude each other")
    func images() {
        let (_, slider) = makeSlider()
        let parts = SliderParts(slider)
        let thumb = solidImage(CGSize(width: 20, height: 20))
        slider.thumbTintColor = .red
        slider.setThumbImage(thumb, for: .normal)
        #expect(
            slider.thumbTintColor == nil && slider.thumbImage(for: .highlighted) === thumb && slider.currentThumbImage === thumb)
        slider.layoutIfNeeded()
        #expect(
            parts.thumb.frame == CGRect(x: 0, y: 6, width: 20, height: 20) && parts.thumb.contents != nil
                && parts.thumbDisc.isHidden)
        slider.thumbTintColor = .blue
        #expect(slider.thumbImage(for: .normal) == nil)
        slider.layoutIfNeeded()
        #expect(parts.thumb.contents == nil && !parts.thumbDisc.isHidden && parts.thumb.frame.width == 28)
        let left = solidImage(CGSize(width: 9, height: 6)).resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        let right = solidImage(CGSize(width: 9, height: 6), .blue).resizableImage(
            withCapInsets: UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4))
        slider.setMinimumTrackImage(left, for: .normal)
        #expect(slider.trackRect(forBounds: slider.bounds).height == 4, "one track image is not enough")
        slider.setMaximumTrackImage(right, for: .normal)
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 3, y: 13, width: 194, height: 6))
        slider.layoutIfNeeded()
        #expect(
            parts.minimumTrack.contents != nil && parts.minimumTrack.backgroundColor == nil
                && parts.minimumTrack.cornerRadius == 0)
        #expect(slider.currentMaximumTrackImage === right && slider.maximumTrackImage(for: .disabled) === right)
    }

    @Test("An iOS-style subclass overriding trackRect(forBounds:) moves the drawn track and the thumb")
    func subclassOverride() {
        final class ThickSlider: UISlider {
            override func trackRect(forBounds bounds: CGRect) -> CGRect {
                var rect = super.trackRect(forBounds: bounds)
                rect.origin.y = bounds.midY - 5
                rect.size.height = 10
                return rect
            }
        }
        let window = makeWindow()
        let slider = ThickSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        window.addSubview(slider)
        slider.value = 0.5
        slider.layoutIfNeeded()
        let parts = SliderParts(slider)
        #expect(parts.minimumTrackClip.frame == CGRect(x: 3, y: 10.5, width: 97, height: 10))
        #expect(parts.minimumTrack.cornerRadius == 5)
        #expect(parts.thumb.frame == CGRect(x: 86, y: 1.5, width: 28, height: 28), "centred on the moved track")
    }

    @Test("Right to left: the minimum is at the right, with its image; the tinted track runs from the right")
    func rightToLeft() {
        let (_, slider) = makeSlider()
        slider.semanticContentAttribute = .forceRightToLeft
        slider.minimumValueImage = solidImage(CGSize(width: 10, height: 10))
        let bounds = slider.bounds
        let track = slider.trackRect(forBounds: bounds)
        #expect(track == CGRect(x: 3, y: 14, width: 173, height: 4))
        #expect(slider.minimumValueImageRect(forBounds: bounds).minX == 190)
        #expect(slider.thumbRect(forBounds: bounds, trackRect: track, value: 0).minX == 151)
        slider.value = 0.25
        slider.layoutIfNeeded()
        let parts = SliderParts(slider)
        #expect(parts.minimumTrackClip.frame.maxX == 176 && parts.maximumTrackClip.frame.minX == 3)
    }
}
