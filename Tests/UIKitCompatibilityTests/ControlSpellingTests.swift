import Foundation
import Testing
import UIKit

/// A slider as iOS code subclasses it: images in its initializer, a thicker track and a thumb
/// lifted a point through the override points.
final class VolumeSlider: UISlider {
    override init(frame: CGRect) {
        super.init(frame: frame)
        minimumValueImage = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 12)).image { _ in }
        maximumTrackTintColor = .systemGray4
        addAction(UIAction { [weak self] _ in self?.changes += 1 }, for: .valueChanged)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    var changes = 0

    override func trackRect(forBounds bounds: CGRect) -> CGRect {
        let rect = super.trackRect(forBounds: bounds)
        return CGRect(x: rect.minX, y: bounds.midY - 3, width: rect.width, height: 6)
    }

    override func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        super.thumbRect(forBounds: bounds, trackRect: rect, value: value).offsetBy(dx: 0, dy: -1)
    }
}

/// A spinner subclass with the initializers iOS declares.
final class LoadingSpinner: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) {
        super.init(style: style)
        color = .systemBlue
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@Suite("Control spellings iOS code uses")
@MainActor
struct ControlSpellingTests {
    @Test("Slider, progress view and spinner written as iOS code writes them")
    func spellings() {
        let slider = VolumeSlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = 0
        slider.maximumValue = 11
        slider.setValue(5.5, animated: false)
        slider.isContinuous = false
        slider.setThumbImage(nil, for: .highlighted)
        #expect(slider.trackRect(forBounds: slider.bounds) == CGRect(x: 26, y: 12.5, width: 171, height: 6))
        #expect(
            slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds), value: 5.5).minY
                == 0.5)
        slider.sendActions(for: .valueChanged)
        #expect(slider.changes == 1 && slider.currentThumbImage == nil)

        let progress = UIProgressView(progressViewStyle: .bar)
        progress.progressTintColor = .systemGreen
        progress.setProgress(0.4, animated: true)
        progress.observedProgress = Progress(totalUnitCount: 10)
        #expect(progress.progress == 0.4 && progress.progressViewStyle == .bar)

        let spinner = LoadingSpinner(style: .large)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        spinner.hidesWhenStopped = true
        spinner.startAnimating()
        #expect(spinner.isAnimating && spinner.color == .systemBlue && spinner.frame.size == CGSize(width: 37, height: 37))
        spinner.stopAnimating()
        // The iOS 12 names still compile, as they do against the iOS SDK.
        let legacy = UIActivityIndicatorView(style: .gray)
        #expect(legacy.style == .gray && legacy.intrinsicContentSize == CGSize(width: 20, height: 20))
    }
}
