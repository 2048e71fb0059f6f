import Foundation
import QuartzCore
import Testing
import UIKit

/// The pixel at (`x`, `y`) of `image`'s bitmap as 0…255 channels.
private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int, a: Int) {
    guard let p = image.cgImage?.pixels[x, y] else { return (-1, -1, -1, -1) }
    return (Int(p.r), Int(p.g), Int(p.b), Int(p.a))
}

@Suite("Open-source components written against the SDK: cards, cells, drawing", .serialized)
@MainActor
struct SDKComponentTests2 {
    /// A card in a 300 × 400 container, its pan recognizer calling `handlePan(_:)` as the
    /// ported `addTarget(self, action: #selector(handlePan(_:)))` does.
    private func cardOnStage() -> (ComponentSwipeCard, UIWindow) {
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let card = ComponentSwipeCard(frame: CGRect(x: 50, y: 100, width: 200, height: 200))
        card.panGesture.addTarget { [unowned card] recognizer in card.handlePan(recognizer as! UIPanGestureRecognizer) }
        stage.addSubview(card)
        return (card, showInWindow(stage))
    }

    @Test("Swipe card: a short drag springs back to identity; a long one throws the card off and reports the side")
    func swipeCard() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (card, window) = cardOnStage()
        #expect(card.layer.shadowPath?.boundingBox == CGRect(x: 0, y: 0, width: 200, height: 200))
        drag(in: window, from: CGPoint(x: 150, y: 200), to: CGPoint(x: 190, y: 200))
        #expect(card.isSettling && card.transform == .identity, "model back at once, presentation springs")
        runFrames(for: 0.6)
        #expect(!card.isSettling, "the spring's completion ran finished")
        var swiped: [ComponentSwipeCard.Direction] = []
        card.onSwipe = { swiped.append($0) }
        drag(in: window, from: CGPoint(x: 150, y: 200), to: CGPoint(x: 290, y: 200))
        runFrames(for: 0.6)
        #expect(swiped == [.right] && card.alpha == 0 && card.transform.tx == 450)
        window.isHidden = true
    }

    @Test("animate(springDuration:bounce:…) runs until its spring settles, then completes once")
    func springDurationAnimation() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let (card, window) = cardOnStage()
        var finished: [Bool] = []
        card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        UIView.animate(springDuration: 0.5, bounce: 0) {
            card.transform = .identity
        } completion: {
            finished.append($0)
        }
        CATransaction.flush()
        runFrames(for: 0.25)
        let shown = try #require(card.layer.presentation()).transform.m11
        #expect(shown > 0.5 && shown < 1, "halfway along the spring: \(shown)")
        // A critically damped spring of period 0.5 s settles to 0.1 % in about 0.74 s.
        runFrames(for: 0.6)
        #expect(finished == [true])
        card.appear()
        #expect(card.transform == .identity)
        window.isHidden = true
    }

    @Test("Collection cell: prepareForReuse on dequeue, highlight and selection overrides, self-sizing height")
    func collectionCell() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let cell = ComponentProductCell(frame: CGRect(x: 0, y: 0, width: 160, height: 100))
        cell.configure(
            title: "Walnut desk lamp", price: Decimal(string: "49.90")!, image: ComponentDrawing.dot(diameter: 8, color: .red))
        #expect(cell.priceLabel.text == "$49.9")
        cell.isHighlighted = true
        #expect(cell.transform.a == 0.96)
        cell.isSelected = true
        #expect(cell.contentView.layer.borderWidth == 2)
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 160, height: 50)
        let fitted = cell.preferredLayoutAttributesFitting(attributes)
        // 8 + image (144 × 0.75 = 108) + 4 + title + 4 + price + 8, the labels 144 wide.
        let title = cell.titleLabel.sizeThatFits(CGSize(width: 144, height: 1000)).height
        let price = cell.priceLabel.intrinsicContentSize.height
        #expect(fitted.frame.height == ceil(8 + 108 + 4 + title + 4 + price + 8) && fitted.frame.width == 160, "\(fitted.frame)")
        cell.prepareForReuse()
        #expect(cell.reuseCount == 1 && cell.titleLabel.text == nil && cell.transform == .identity)
    }

    @Test("Table cell: subtitle style kept, highlight through setHighlighted(_:animated:), a switch accessory")
    func tableCell() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let cell = ComponentSettingsCell(style: .default, reuseIdentifier: ComponentSettingsCell.reuseIdentifier)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        cell.configure(title: "Notifications", detail: "Banners, sounds", isOn: true)
        cell.layoutIfNeeded()
        #expect(cell.detailTextLabel?.text == "Banners, sounds" && (cell.accessoryView as? UISwitch)?.isOn == true)
        #expect(cell.badge.frame == CGRect(x: 16, y: (cell.contentView.bounds.height - 28) / 2, width: 28, height: 28))
        cell.setHighlighted(true, animated: false)
        cell.setSelected(true, animated: true)
        #expect(cell.isHighlighted && cell.highlightCalls.last == true && abs(cell.badge.alpha - 0.6) < 1e-6)
        cell.prepareForReuse()
        #expect(cell.textLabel?.text == nil && cell.accessoryView == nil)
    }

    @Test("Hex colours, attributed headers and renderer drawing: dot, gauge gradient and arcs")
    func drawing() throws {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let teal = try #require(UIColor(hex: "#30B0C7"))
        #expect(teal.hexString == "#30B0C7" && UIColor(hex: "12345") == nil)
        #expect(UIColor(hex: "FF000080")?.cgColor.alpha == 128.0 / 255)
        let header = NSAttributedString.articleHeader(title: "Weekly", body: "All the news that fits in a card.")
        let style = try #require(header.attribute(.paragraphStyle, at: 10, effectiveRange: nil) as? NSParagraphStyle)
        #expect(style.lineSpacing == 4 && header.attribute(.kern, at: 2, effectiveRange: nil) as? Double == 0.5)
        #expect(
            header.boundingRect(with: CGSize(width: 120, height: 1000), options: .usesLineFragmentOrigin, context: nil).height
                > 40)
        let dot = ComponentDrawing.dot(diameter: 10, color: .blue)
        #expect(dot.size == CGSize(width: 10, height: 10) && dot.scale == 1)
        #expect(pixel(dot, 5, 5) == (0, 0, 255, 255) && pixel(dot, 0, 0).a == 0)
        let gauge = ComponentDrawing.gauge(size: CGSize(width: 60, height: 60), top: .red, bottom: .blue)
        let top = pixel(gauge, 30, 12), bottom = pixel(gauge, 30, 50)
        #expect(top.r > 180 && top.b < 75 && bottom.b > 180 && bottom.r < 75, "\(top) \(bottom)")
        #expect(pixel(gauge, 0, 0).a == 0, "the rounded clip leaves the corner clear")
        let arc = pixel(gauge, 30, 6)  // the white arc over the top (radius 24 around (30, 30))
        #expect(arc.r > 240 && arc.g > 240 && arc.b > 240, "\(arc)")
    }

    @Test("A renderer keeps a copy of its format with its bounds; init(for:) takes the display scale")
    func rendererFormat() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let format = UIGraphicsImageRendererFormat(for: UITraitCollection(displayScale: 3))
        #expect(format.scale == 3 && format.bounds == .zero)
        let renderer = UIGraphicsImageRenderer(bounds: CGRect(x: 5, y: 5, width: 20, height: 10), format: format)
        format.scale = 1
        #expect(renderer.format.scale == 3 && renderer.format.bounds == CGRect(x: 5, y: 5, width: 20, height: 10))
        var seen = CGRect.null
        let image = renderer.image { context in seen = context.format.bounds }
        #expect(seen == CGRect(x: 5, y: 5, width: 20, height: 10) && image.size == CGSize(width: 20, height: 10))
        #expect(image.scale == 3)
    }

    @Test("A dynamic colour resolves for the trait collection it is given; a fixed one is itself")
    func dynamicColour() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(color.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)) == .black)
        #expect(color.cgColor == UIColor.black.cgColor, "used directly: the light appearance")
        let nested = UIColor { _ in color }
        #expect(nested.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) == .white)
        #expect(UIColor.red.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)) === UIColor.red)
    }

    @Test("UIImage subclasses: an overridden data initializer and an inherited one; views draw them")
    func imageSubclasses() throws {
        let png = try #require(ComponentDrawing.dot(diameter: 8, color: .green).pngData())
        let decoded = try #require(ComponentDataImage(data: png, scale: 2))
        #expect(decoded.byteCount == png.count && decoded.decodedScale == 2 && decoded.size == CGSize(width: 4, height: 4))
        #expect(ComponentDataImage(data: Data([1, 2, 3]), scale: 1) == nil)
        let tagged = try #require(ComponentTaggedImage(data: png))
        tagged.tag = 7
        let image: UIImage = tagged
        #expect((image as? ComponentTaggedImage)?.tag == 7 && image.scale == 1)
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.image = decoded
        let rendered = try renderAlone(view)
        #expect(close(rendered[4, 4], 0, 255, 0), "the subclass's bitmap drawn: \(rendered[4, 4])")
    }
}
