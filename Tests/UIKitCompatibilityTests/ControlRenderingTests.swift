import Foundation
import GLCompositor
import Testing
import UIKit

/// Controls as iOS code makes them, rendered through the GPU compositor and checked by pixel.
@Suite("Controls render as iOS draws them")
@MainActor
struct ControlRenderingTests {
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
}
