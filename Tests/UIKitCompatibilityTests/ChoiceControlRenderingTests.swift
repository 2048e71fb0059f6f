import Foundation
import GLCompositor
import Testing
import UIKit

/// Controls as iOS code makes them, rendered through the GPU compositor and checked by pixel.
@Suite("Controls render as iOS draws them")
@MainActor
struct ChoiceControlRenderingTests {
    func signInButton() -> UIButton {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Sign In"
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        return button
    }

    /// Pixels of `image` inside `rect`.
    func pixels(_ image: PixelImage, in rect: CGRect) -> [Pixel] {
        (Int(rect.minY)..<Int(rect.maxY)).flatMap { y in (Int(rect.minX)..<Int(rect.maxX)).map { x in image[x, y] } }
    }

    @Test("A filled button: system blue behind white title pixels, rounded corners")
    func filledButton() throws {
        let button = signInButton()
        let size = button.bounds.size
        let image = try renderAlone(button)
        let middle = Int(size.height / 2)
        #expect(close(image[3, middle], 0, 122, 255, tolerance: 2), "the fill left of the title: \(image[3, middle])")
        #expect(close(image[Int(size.width) - 4, middle], 0, 122, 255, tolerance: 2), "right of the title")
        #expect(close(image[0, 0], 255, 255, 255, tolerance: 40), "outside the rounded corner: \(image[0, 0])")
        let title = button.titleLabel!.frame
        let white = pixels(image, in: title).filter { $0.r > 200 && $0.g > 220 }
        #expect(white.count > 30, "white glyph pixels in the title: \(white.count)")
        #expect(pixels(image, in: title.insetBy(dx: -6, dy: 0)).allSatisfy { $0.b > 230 }, "white on blue, nothing darker")
    }

    @Test("Highlighted, the fill dims to 75 % over the white window")
    func highlightedButton() throws {
        let button = signInButton()
        button.isHighlighted = true
        let image = try renderAlone(button)
        let pixel = image[3, Int(button.bounds.height / 2)]
        #expect(close(pixel, 64, 155, 255, tolerance: 3), "75 % blue over white: \(pixel)")
    }

    @Test("A page control: the current page's dot white, the others translucent white over a dark background")
    func pageControl() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 37))
        container.backgroundColor = UIColor(white: 0.2, alpha: 1)
        let control = UIPageControl(frame: container.bounds)
        control.numberOfPages = 5
        control.currentPage = 2
        container.addSubview(control)
        let image = try renderAlone(container)
        // Row of 5 × 7 + 4 × 9 = 71 points from x = 24.5; dot centres at 28, 44, 60, 76, 92, y = 18.5.
        #expect(close(image[60, 18], 255, 255, 255, tolerance: 3), "the current dot: \(image[60, 18])")
        #expect(close(image[44, 18], 112, 112, 112, tolerance: 4), "another dot, 30 % white over 51: \(image[44, 18])")
        #expect(close(image[92, 18], 112, 112, 112, tolerance: 4), "the last dot: \(image[92, 18])")
        #expect(close(image[52, 18], 51, 51, 51, tolerance: 2), "between dots, the background: \(image[52, 18])")
    }

    @Test("A segmented control: the selected segment's white pill, shadowed, on the grey track; a separator between the others")
    func segmentedControl() throws {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 304, height: 32)
        control.selectedSegmentIndex = 0
        let image = try renderAlone(control)
        // The pill spans x 2…102, y 2…30; the track is 12 % of (118, 118, 128) over white.
        #expect(close(image[12, 16], 255, 255, 255, tolerance: 1), "inside the pill: \(image[12, 16])")
        #expect(close(image[112, 16], 239, 239, 240, tolerance: 2), "the track beside it: \(image[112, 16])")
        #expect(image[20, 31].r < image[112, 31].r, "the pill's shadow darkens the track under it: \(image[20, 31])")
        #expect(image[202, 16].r < 230, "the separator between the unselected segments: \(image[202, 16])")
        #expect(close(image[102, 16], 255, 255, 255, tolerance: 30), "none beside the pill: \(image[102, 16])")
        #expect(close(image[0, 0], 255, 255, 255, tolerance: 30), "outside the track's rounded corner: \(image[0, 0])")
        let text = (40..<64).map { image[$0, 16] }.filter { $0.r < 120 }
        #expect(!text.isEmpty, "dark title pixels in the pill")
    }

    @Test("An onboarding footer laid out with anchors: blue current dot, a capsule Continue button 50 tall")
    func onboardingFooter() throws {
        let footer = OnboardingFooterView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let image = try renderAlone(footer)
        let button = footer.continueButton.frame, dots = footer.pageControl.frame
        #expect(dots.size == CGSize(width: 55, height: 37) && abs(dots.midX - 150) <= 0.5)
        #expect(button.minX == 8 && button.maxX == 292 && button.minY == 45)
        #expect(button.height == footer.continueButton.intrinsicContentSize.height && button.height >= 50)
        #expect(
            close(image[Int(dots.minX) + 3, 18], 0, 122, 255, tolerance: 6),
            "the current (first) dot: \(image[Int(dots.minX) + 3, 18])")
        #expect(close(image[Int(dots.minX) + 19, 18], 209, 209, 214, tolerance: 6), "the second dot, systemGray4")
        #expect(close(image[30, Int(button.midY)], 0, 122, 255, tolerance: 2), "the button's fill")
        #expect(close(image[9, Int(button.minY) + 1], 255, 255, 255, tolerance: 40), "outside the capsule's end")
        footer.continueButton.isSelected = true
        footer.layoutIfNeeded()
        #expect(footer.continueButton.configuration?.showsActivityIndicator == true)
    }

    @Test("A filter bar from actions: tapping Unread performs its action and moves the pill")
    func filterBar() throws {
        let bar = FilterBarView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let window = UIWindow(frame: bar.bounds)
        window.addSubview(bar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.injectTouch(id: 1, phase: .began, at: CGPoint(x: 160, y: 22), timestamp: 0)
        window.injectTouch(id: 1, phase: .ended, at: CGPoint(x: 160, y: 22), timestamp: 0.1)
        #expect(bar.filter == "Unread" && bar.segmentedControl.selectedSegmentIndex == 1)
        bar.removeFromSuperview()
        let image = try renderAlone(bar)
        #expect(close(image[120, 22], 255, 255, 255, tolerance: 1), "the pill under Unread: \(image[120, 22])")
        #expect(close(image[20, 22], 239, 239, 240, tolerance: 2), "All is on the track now: \(image[20, 22])")
    }
}
