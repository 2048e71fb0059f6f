import Foundation
import GLCompositor
import Testing
import UIKit

/// Standard controls drawn by the GPU compositor, read at named points.
@Suite("Standard controls render as iOS draws them")
@MainActor
struct ControlRenderingTests {
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
}
