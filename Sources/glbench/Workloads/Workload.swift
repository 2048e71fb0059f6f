import ArgumentParser
import Foundation
import Graphics
import LayerTree

/// One of glbench's scenes: a window of real views and what changes in it each frame.
@MainActor
final class Workload {
    enum Kind: String, CaseIterable, ExpressibleByArgument, Sendable {
        /// `layers` cards; nothing changes.
        case `static`
        /// A list of 2 × `layers` cells scrolled by its `bounds.origin` every frame.
        case scroll
        /// `layers` cards moving, turning and fading every frame.
        case animate
        /// `layers` cards, 5% of which redraw (`setNeedsDisplay()`) every frame.
        case churn
        /// Groups of nested rotated, rounded clips, masks and group opacity, turning.
        case clipmask
        /// `layers` still cards and one 40×40 view that changes colour every frame.
        case small
        /// Layer classes: `layers` cells, a third progress rings (`CAShapeLayer`) whose `strokeEnd`
        /// moves every frame, a third gradient cards (`CAGradientLayer`) whose colours shift, a
        /// third white cards with shadows moving about; over them an emitter of about 120 sparks.
        case layers
        /// A 10,000-row table view flicked with injected touches and decelerating.
        case table
    }

    let kind: Kind
    let window: UIWindow
    /// Every view with `draw(_:)` content (the no-cache baseline redraws them all each frame).
    private(set) var drawnViews: [UIView] = []
    private var cards: [CardView] = []
    private var list: UIView?
    private var listHeight: CGFloat = 0
    private var turning: [UIView] = []
    private var swatch: UIView?
    var rings: [CAShapeLayer] = []
    var gradients: [CAGradientLayer] = []
    var shadowedCards: [UIView] = []
    var emitters: [CAEmitterLayer] = []
    var table: TableWorkload?

    init(_ kind: Kind, width: Int, height: Int, layers: Int) {
        self.kind = kind
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        window.backgroundColor = UIColor(red: 0.93, green: 0.94, blue: 0.96, alpha: 1)
        switch kind {
        case .static, .animate, .churn: addCardGrid(count: layers)
        case .scroll: addList(cells: 2 * layers)
        case .clipmask: addClipGroups(count: max(1, layers / 10))
        case .small:
            addCardGrid(count: layers)
            addSwatch()
        case .layers: addLayerClassGrid(count: layers)
        case .table: table = TableWorkload(in: window)
        }
        window.makeKeyAndVisible()
    }

    /// The changing view's rect in target pixels (the `small` scene), for checking the damage.
    var swatchPixels: PixelRect? {
        swatch.map { view in
            let f = view.frame
            return PixelRect(x: Int(f.minX), y: Int(f.minY), width: Int(f.width), height: Int(f.height))
        }
    }

    /// Applies frame `frame`'s changes.
    func step(_ frame: Int) {
        let t = CGFloat(frame)
        switch kind {
        case .static: break
        case .scroll:
            guard let list else { return }
            let range = max(1, listHeight - window.bounds.height)
            list.bounds.origin.y = (t * 7).truncatingRemainder(dividingBy: range)
        case .animate:
            for (i, card) in cards.enumerated() {
                let phase = t * 0.08 + CGFloat(i)
                card.transform = CGAffineTransform(translationX: 12 * sin(phase), y: 8 * cos(phase))
                    .rotated(by: 0.3 * sin(phase * 0.7))
                card.alpha = 0.7 + 0.3 * sin(phase * 1.3)
            }
        case .churn:
            let changing = max(1, cards.count / 20)
            for k in 0..<changing { cards[(frame * changing + k) % cards.count].number += cards.count }
        case .clipmask:
            for (i, view) in turning.enumerated() {
                view.transform = CGAffineTransform(rotationAngle: t * 0.03 * (i.isMultiple(of: 2) ? 1 : -1) + CGFloat(i))
            }
        case .small:
            swatch?.backgroundColor = UIColor(
                hue: (t * 0.05).truncatingRemainder(dividingBy: 1), saturation: 0.8, brightness: 0.9, alpha: 1)
        case .layers: stepLayerClasses(frame)
        case .table: table?.step(frame)
        }
    }

    /// `count` cells of a grid over the window, about as many columns as rows in proportion to
    /// its shape, row by row.
    func gridCells(count: Int) -> [CGRect] {
        let size = window.bounds.size
        let columns = max(1, Int((Double(count) * Double(size.width / size.height)).squareRoot().rounded(.up)))
        let rows = max(1, (count + columns - 1) / columns)
        let cell = CGSize(
            width: (size.width / CGFloat(columns)).rounded(.down), height: (size.height / CGFloat(rows)).rounded(.down))
        return (0..<count).map { i in
            CGRect(
                x: CGFloat(i % columns) * cell.width, y: CGFloat(i / columns) * cell.height, width: cell.width,
                height: cell.height)
        }
    }

    /// Marks every drawn view as needing display: the no-cache baseline.
    func invalidateAll() {
        for view in drawnViews { view.setNeedsDisplay() }
    }

    // MARK: Building

    private func addCardGrid(count: Int) {
        for (i, frame) in gridCells(count: count).enumerated() {
            let frame = frame.insetBy(dx: 2, dy: 2)
            let card = CardView(frame: frame, number: i)
            window.addSubview(card)
            cards.append(card)
        }
        drawnViews += cards
    }

    private func addList(cells: Int) {
        let size = window.bounds.size
        let list = UIView(frame: window.bounds)
        list.clipsToBounds = true
        let columns = max(1, Int(size.width / 380))
        let cellWidth = (size.width / CGFloat(columns)).rounded(.down)
        for i in 0..<cells {
            let cell = CardView(
                frame: CGRect(x: CGFloat(i % columns) * cellWidth, y: CGFloat(i / columns) * 64, width: cellWidth, height: 64)
                    .insetBy(dx: 4, dy: 2),
                number: i)
            list.addSubview(cell)
            cards.append(cell)
        }
        listHeight = CGFloat((cells + columns - 1) / columns) * 64
        window.addSubview(list)
        self.list = list
        drawnViews += cards
    }

    /// Each group: a rotated rounded clip holding a card, a nested rotated clip, a circle-masked
    /// card and a translucent pair of overlapping cards (group opacity).
    private func addClipGroups(count: Int) {
        let size = window.bounds.size
        let columns = max(1, Int((Double(count) * Double(size.width / size.height)).squareRoot().rounded(.up)))
        let rows = max(1, (count + columns - 1) / columns)
        let side = min(size.width / CGFloat(columns), size.height / CGFloat(rows)) * 0.8
        for i in 0..<count {
            let outer = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
            outer.center = CGPoint(
                x: (CGFloat(i % columns) + 0.5) * size.width / CGFloat(columns),
                y: (CGFloat(i / columns) + 0.5) * size.height / CGFloat(rows))
            outer.clipsToBounds = true
            outer.layer.cornerRadius = side * 0.15
            outer.backgroundColor = .white
            add(CardView(frame: outer.bounds.insetBy(dx: -side * 0.2, dy: -side * 0.2), number: i), to: outer)

            let inner = UIView(frame: CGRect(x: side * 0.1, y: side * 0.1, width: side * 0.45, height: side * 0.45))
            inner.clipsToBounds = true
            inner.layer.cornerRadius = side * 0.05
            add(CardView(frame: inner.bounds.insetBy(dx: -10, dy: -10), number: i + 1), to: inner)
            outer.addSubview(inner)

            let masked = CardView(
                frame: CGRect(x: side * 0.55, y: side * 0.1, width: side * 0.4, height: side * 0.4), number: i + 2)
            masked.mask = DiscView(frame: masked.bounds)
            drawnViews.append(masked)
            outer.addSubview(masked)

            let group = UIView(frame: CGRect(x: side * 0.1, y: side * 0.6, width: side * 0.8, height: side * 0.3))
            group.alpha = 0.7
            add(CardView(frame: CGRect(x: 0, y: 0, width: side * 0.5, height: side * 0.3), number: i + 3), to: group)
            add(CardView(frame: CGRect(x: side * 0.3, y: 0, width: side * 0.5, height: side * 0.3), number: i + 4), to: group)
            outer.addSubview(group)

            window.addSubview(outer)
            turning += [outer, inner]
        }
    }

    private func add(_ card: CardView, to parent: UIView) {
        parent.addSubview(card)
        drawnViews.append(card)
    }

    private func addSwatch() {
        let swatch = UIView(
            frame: CGRect(
                x: (window.bounds.midX - 20).rounded(), y: (window.bounds.midY - 20).rounded(),
                width: 40, height: 40))
        swatch.backgroundColor = .red
        window.addSubview(swatch)
        self.swatch = swatch
    }
}

/// An opaque disc drawn in `draw(_:)`: as a mask, it shows a circle of the masked view.
final class DiscView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        UIGraphicsGetCurrentContext()?.setFillColor(red: 0, green: 0, blue: 0, alpha: 1)
        UIGraphicsGetCurrentContext()?.fillEllipse(in: bounds)
    }
}
