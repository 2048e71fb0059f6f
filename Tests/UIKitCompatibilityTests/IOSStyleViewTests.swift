import Foundation
import GLCompositor
import Testing
import UIKit

/// Renders `view` alone in a white window of its size through the GPU compositor.
@MainActor
func renderAlone(_ view: UIView) throws -> PixelImage { try renderInWindow(view) }

func close(_ p: Pixel, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 12) -> Bool {
    abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
}

@Suite("iOS-style views render on Linux")
@MainActor
struct IOSStyleViewTests {
    @Test("A progress ring: a quarter of blue from twelve o'clock clockwise, grey track elsewhere")
    func progressRing() throws {
        let image = try renderAlone(ProgressRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
        // The ring's centre line has radius 46 around (50, 50).
        let blue = image[50 + 32, 50 - 32], track = image[50, 96], middle = image[50, 50]
        #expect(close(blue, 0, 122, 255), "upper right, on the progress arc: \(blue)")
        #expect(close(track, 230, 230, 230), "bottom, on the track: \(track)")
        #expect(close(middle, 255, 255, 255), "inside the ring the window shows: \(middle)")
    }

    @Test("A rounded, bordered card with a vertical gradient")
    func gradientCard() throws {
        let image = try renderAlone(GradientCardView(frame: CGRect(x: 0, y: 0, width: 120, height: 80)))
        #expect(close(image[60, 4], 247, 0, 8, tolerance: 20), "near the top: red \(image[60, 4])")
        #expect(close(image[60, 76], 8, 0, 247, tolerance: 20), "near the bottom: blue \(image[60, 76])")
        #expect(close(image[60, 40], 128, 0, 128, tolerance: 20), "the middle mixes: \(image[60, 40])")
        #expect(close(image[60, 1], 0, 0, 0, tolerance: 40), "the black border: \(image[60, 1])")
        #expect(close(image[1, 1], 255, 255, 255), "outside the rounded corner: \(image[1, 1])")
    }

    @Test("A line chart from a CGMutablePath: translucent area under a green line")
    func lineChart() throws {
        let image = try renderAlone(LineChartView(frame: CGRect(x: 0, y: 0, width: 90, height: 100)))
        // Points (0, 80), (30, 20), (60, 60), (90, 0).
        #expect(close(image[30, 50], 179, 255, 179, tolerance: 6), "under the line: 30% green over white \(image[30, 50])")
        #expect(close(image[5, 20], 255, 255, 255), "above the line: \(image[5, 20])")
        #expect(close(image[30, 21], 0, 255, 0, tolerance: 60), "on the line: \(image[30, 21])")
    }

    @Test("A badge label: white, centred bold text on a dark pill")
    func badgeLabel() throws {
        let image = try renderAlone(BadgeLabelView(frame: CGRect(x: 0, y: 0, width: 80, height: 30)))
        let pill = image[8, 15]
        #expect(close(pill, 85, 85, 85), "the pill: \(pill)")
        let light = (0..<30).flatMap { y in (0..<80).map { x in (x, y, image[x, y]) } }.filter { $0.2.r > 200 && $0.2.g > 200 }
        let ink = light.filter { $0.0 > 12 && $0.0 < 68 && $0.1 > 7 && $0.1 < 23 }  // inside the pill
        #expect(ink.count > 20, "white glyph pixels")
        let left = ink.map(\.0).min() ?? 0, right = ink.map(\.0).max() ?? 0
        #expect(abs((left + right) / 2 - 40) <= 2, "centred: \(left)…\(right)")
        #expect(close(image[1, 1], 255, 255, 255), "outside the pill's round end")
    }

    @Test("A view drawing a PNG scales it into its bounds, upright")
    func photo() throws {
        let source = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let view = PhotoView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.image = UIImage(data: try #require(source.pngData()))
        let image = try renderAlone(view)
        #expect(close(image[20, 5], 255, 0, 0) && close(image[20, 35], 0, 0, 255))
    }

    @Test("A gradient button: layerClass CAGradientLayer, pink to orange left to right, a pill")
    func gradientButton() throws {
        let image = try renderAlone(GradientButton(frame: CGRect(x: 0, y: 0, width: 160, height: 40)))
        // systemPink (255, 45, 85) at the left end, systemOrange (255, 149, 0) at the right.
        #expect(close(image[20, 20], 255, 55, 75, tolerance: 6), "near the left: pink \(image[20, 20])")
        #expect(close(image[80, 20], 255, 97, 43, tolerance: 6), "the middle: \(image[80, 20])")
        #expect(close(image[140, 20], 255, 139, 9, tolerance: 6), "near the right: orange \(image[140, 20])")
        #expect(close(image[1, 1], 255, 255, 255), "outside the pill's round end: \(image[1, 1])")
    }

    @Test("A ring of two CAShapeLayers: green progress from twelve o'clock clockwise over a grey track")
    func shapeRing() throws {
        let ring = ShapeRingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.progress = 0.25
        let image = try renderAlone(ring)
        // The ring's centre line has radius 45 around (50, 50).
        #expect(close(image[50 + 32, 50 - 32], 52, 199, 89), "upper right, on the progress: \(image[82, 18])")
        #expect(close(image[50, 95], 229, 229, 234), "bottom, on the track: \(image[50, 95])")
        #expect(close(image[50, 50], 255, 255, 255), "the middle: \(image[50, 50])")
    }

    @Test("A shadowed card: white, rounded, a soft shadow mostly below it")
    func shadowCard() throws {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 140, height: 120))
        container.backgroundColor = UIColor(white: 0.95, alpha: 1)
        container.addSubview(ShadowCardView(frame: CGRect(x: 20, y: 20, width: 100, height: 70)))
        let image = try renderAlone(container)
        #expect(close(image[70, 50], 255, 255, 255, tolerance: 1), "the card: \(image[70, 50])")
        let below = image[70, 96], above = image[70, 14], far = image[70, 118]
        #expect(below.r < 225, "the shadow falls below: \(below)")
        #expect(above.r > below.r, "less above than below: \(above) vs \(below)")
        #expect(close(far, 242, 242, 242, tolerance: 2), "far away, the background: \(far)")
    }

    @Test("A replicator spinner: twelve dots around the centre, fading clockwise")
    func replicatorSpinner() throws {
        let image = try renderAlone(ReplicatorSpinnerView(frame: CGRect(x: 0, y: 0, width: 80, height: 80)))
        // Dots on a circle of radius 32 about (40, 40); instance k is k twelfths of a turn clockwise.
        func dot(_ k: Int) -> Pixel {
            let angle = Double(k) * .pi / 6
            return image[40 + Int((32 * sin(angle)).rounded()), 40 - Int((32 * cos(angle)).rounded())]
        }
        #expect(close(dot(0), 0, 122, 255, tolerance: 8), "the first dot, full blue: \(dot(0))")
        #expect(dot(3).r > dot(0).r && dot(6).r > dot(3).r, "fading: \(dot(0)) \(dot(3)) \(dot(6))")
        #expect(close(image[40, 40], 255, 255, 255), "the middle is empty")
    }

    @Test("A contact card laid out with anchors: avatar in the margins, bars beside it, a strip along the bottom")
    func contactCard() throws {
        let card = ContactCardView(frame: CGRect(x: 0, y: 0, width: 240, height: 64))
        let image = try renderAlone(card)
        #expect(card.nameBar.frame == CGRect(x: 60, y: 16, width: 168, height: 12))
        #expect(card.detailBar.frame == CGRect(x: 60, y: 36, width: 84, height: 8))
        #expect(close(image[32, 32], 0, 122, 255), "the avatar: \(image[32, 32])")
        #expect(close(image[13, 13], 255, 255, 255), "outside the avatar's rounded corner: \(image[13, 13])")
        #expect(close(image[100, 22], 85, 85, 85), "the name bar: \(image[100, 22])")
        #expect(close(image[80, 40], 170, 170, 170), "the detail bar, half as wide: \(image[80, 40])")
        #expect(close(image[160, 40], 255, 255, 255), "past the detail bar: \(image[160, 40])")
        #expect(close(image[120, 62], 52, 199, 89), "the accent strip: \(image[120, 62])")
    }

    @Test("A stack view toolbar: four equal buttons 8 apart inside 8-point margins, centred vertically")
    func stackToolbar() throws {
        let toolbar = ToolbarView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let image = try renderAlone(toolbar)
        #expect(toolbar.stackView.arrangedSubviews.map(\.frame.minX) == [8, 56, 104, 152])
        #expect(
            toolbar.stackView.arrangedSubviews.allSatisfy { $0.frame.size == CGSize(width: 40, height: 28) && $0.frame.minY == 8 }
        )
        #expect(close(image[28, 22], 255, 59, 48), "first button: \(image[28, 22])")
        #expect(close(image[76, 22], 255, 149, 0), "second button: \(image[76, 22])")
        #expect(close(image[124, 22], 52, 199, 89), "third button: \(image[124, 22])")
        #expect(close(image[172, 22], 0, 122, 255), "fourth button: \(image[172, 22])")
        #expect(close(image[52, 22], 242, 242, 242), "the gap between buttons: \(image[52, 22])")
        #expect(close(image[28, 4], 242, 242, 242), "above the buttons: \(image[28, 4])")
    }

    @Test("A settings row: a label and an on switch laid out with anchors, drawn as iOS draws them")
    func settingsRow() throws {
        let row = SettingsRowView(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
        let image = try renderAlone(row)
        #expect(row.toggle.frame == CGRect(x: 241, y: 6.5, width: 51, height: 31) || row.toggle.frame.maxX == 292)
        #expect(row.titleLabel.frame.minX == 8 && abs(row.titleLabel.frame.midY - 22) <= 0.5)
        #expect(close(image[250, 22], 52, 199, 89), "the green track left of the thumb: \(image[250, 22])")
        #expect(close(image[278, 22], 255, 255, 255), "the white thumb on the right: \(image[278, 22])")
        let text = (8..<60).map { image[$0, 22] }.filter { $0.r < 100 }
        #expect(!text.isEmpty, "dark text pixels on the label's middle row")
    }
}
