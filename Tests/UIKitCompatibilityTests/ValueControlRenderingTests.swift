import Foundation
import GLCompositor
import Testing
import UIKit

/// Standard controls drawn by the GPU compositor, read at named points.
@Suite("Standard controls render as iOS draws them")
@MainActor
struct ValueControlRenderingTests {
    @Test("A slider at 0.5: blue track left of the thumb, grey right of it, a white thumb with a shadow below")
    func slider() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 50))
        container.backgroundColor = .white
        let slider = UISlider(frame: CGRect(x: 10, y: 5, width: 200, height: 31))
        slider.value = 0.5
        container.addSubview(slider)
        let image = try renderAlone(container)
        // Track: x 13…207, y 19…23; thumb: x 96…124, y 7…35, centre (110, 21).
        #expect(close(image[50, 21], 0, 122, 255, tolerance: 4), "minimum track, system blue: \(image[50, 21])")
        #expect(close(image[170, 21], 228, 228, 230, tolerance: 4), "maximum track, system fill over white: \(image[170, 21])")
        #expect(close(image[110, 21], 255, 255, 255, tolerance: 2), "the thumb: \(image[110, 21])")
        #expect(close(image[110, 9], 255, 255, 255, tolerance: 2), "the thumb near its top: \(image[110, 9])")
        #expect(close(image[50, 12], 255, 255, 255, tolerance: 1), "above the track: \(image[50, 12])")
        let below = image[110, 38], further = image[110, 47]
        #expect(below.r < 248 && below.r > 200, "the thumb's shadow, below it: \(below)")
        #expect(further.r > below.r, "fading further down: \(further) vs \(below)")
        #expect(image[110, 5].r > below.r, "less above the thumb than below: \(image[110, 5])")
        #expect(close(image[15, 21], 0, 122, 255, tolerance: 40) && image[11, 21].r > 200, "the rounded start of the track")
    }

    @Test("A progress view at 0.5: blue up to the middle, then the grey track; rounded ends")
    func progressView() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 20))
        container.backgroundColor = .white
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 10, y: 8, width: 200, height: 4)
        progress.progress = 0.5
        container.addSubview(progress)
        let image = try renderAlone(container)
        // Bar: x 10…110, y 8…12; track: x 10…210.
        #expect(close(image[50, 10], 0, 121, 253, tolerance: 6), "the progress, system blue: \(image[50, 10])")
        #expect(close(image[108, 9], 0, 121, 253, tolerance: 12), "just before the fill edge: \(image[108, 9])")
        #expect(close(image[111, 9], 228, 228, 230, tolerance: 4), "just after it, the track: \(image[111, 9])")
        #expect(close(image[180, 10], 228, 228, 230, tolerance: 4), "the track: \(image[180, 10])")
        #expect(image[8, 8].r > 240 && image[209, 8].r > 235, "outside the rounded ends: \(image[8, 8]) \(image[209, 8])")
        #expect(close(image[50, 6], 255, 255, 255, tolerance: 1) && close(image[50, 13], 255, 255, 255, tolerance: 1))
        let top = image[50, 8], bottom = image[50, 11]
        #expect(top.b <= bottom.b, "UIKit's shading: a little darker at the top: \(top) \(bottom)")
    }

    @Test("A spinner: eight spokes, brightest at nine o'clock, at twelve a quarter turn later; no drawing or uploads")
    func spinner() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let context = try GLContext(options: .only(.surfaceless))
        try context.withCurrent {
            let compositor = try Compositor(context: context)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.screen = UIScreen(bounds: window.bounds, scale: 1)
            window.backgroundColor = .white
            let spinner = UIActivityIndicatorView(style: .medium)
            spinner.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            window.addSubview(spinner)
            window.makeKeyAndVisible()
            spinner.startAnimating()
            let start = try compositor.snapshot(window)
            // Spokes 7 points long, 2.5 thick, around (20, 20); the secondary label colour (60, 60, 67,
            // 60%) at 0.85 × 1, 0.66, 0.32 and 0.32 for the spokes at nine, six, three and twelve o'clock.
            let left = CGPoint(x: 13, y: 19), bottom = CGPoint(x: 19, y: 26)
            let right = CGPoint(x: 26, y: 19), top = CGPoint(x: 19, y: 13)
            func expectShades(_ image: PixelImage, _ shades: [(CGPoint, Int, Int)], _ when: String) {
                for (point, gray, blue) in shades {
                    let pixel = image[Int(point.x), Int(point.y)]
                    #expect(close(pixel, gray, gray, blue, tolerance: 6), "\(when), spoke at \(point): \(pixel)")
                }
            }
            expectShades(start, [(left, 156, 159), (bottom, 189, 192), (right, 223, 224), (top, 223, 224)], "start")
            #expect(close(start[20, 20], 255, 255, 255, tolerance: 1), "the middle is empty")
            var frames: [FrameStats] = []
            for _ in 0..<13 {  // 13/60 s: step 4 of 16
                MediaClock.advance(by: 1.0 / 60)
                frames.append(try compositor.render(window))
            }
            let quarter = try context.readPixels(try #require(compositor.lastWindowTarget))
            expectShades(
                quarter, [(top, 156, 159), (left, 189, 192), (bottom, 223, 224), (right, 223, 224)], "a quarter turn on")
            #expect(frames.allSatisfy { $0.drawRectCalls == 0 && $0.texturesUploaded == 0 }, "\(frames.map(\.texturesUploaded))")
            #expect(frames.contains { $0.drawCalls > 0 }, "the spokes are repainted as they change")
        }
    }
}
