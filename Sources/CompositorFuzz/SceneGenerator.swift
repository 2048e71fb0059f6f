import Foundation
import LayerTree

/// A fuzzed scene: a window of `size` points at `scale`, and the tree shown in it.
public struct FuzzScene: Sendable, Equatable {
    public var size: CGSize
    public var scale: Double
    public var root: FuzzNode

    public init(size: CGSize, scale: Double = 1, root: FuzzNode) {
        self.size = size
        self.scale = scale
        self.root = root
    }
}

/// Makes random scenes: a few views and layers of every kind the compositor draws, nested up to
/// four deep, with random geometry, transforms (some in perspective, some turned over), colours,
/// clips, masks, borders, corners, shadows, group opacity, single-sided layers and contents
/// (some filtered nearest).
struct SceneGenerator {
    var random: FuzzRandom
    /// The id the next node gets.
    var nextID = 1

    init(seed: UInt64) { random = FuzzRandom(seed: seed) }

    mutating func scene() -> FuzzScene {
        let size = CGSize(width: random.number(40...72, step: 1), height: random.number(32...60, step: 1))
        let scale = random.chance(0.2) ? 2.0 : 1.0
        var root = FuzzNode(id: takeID(), kind: .view, frame: CGRect(origin: .zero, size: size))
        root.background = random.chance(0.8) ? FuzzColor(1, 1, 1) : FuzzColor.random(using: &random)
        var budget = random.integer(2...10)
        while budget > 0 {
            root.children.append(makeNode(in: root.frame.size, depth: 1, viewParent: true, budget: &budget))
        }
        return FuzzScene(size: size, scale: scale, root: root)
    }

    mutating func takeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// A random node in a parent of `size`, with children while the budget lasts.
    mutating func makeNode(in size: CGSize, depth: Int, viewParent: Bool, budget: inout Int) -> FuzzNode {
        budget -= 1
        var node = FuzzNode(id: takeID(), kind: kind(viewParent: viewParent), frame: frame(in: size))
        decorate(&node)
        if random.chance(0.08) { node.mask = mask(in: node.frame.size) }
        let canNest: Bool =
            switch node.kind {
            case .view, .drawnView, .layer, .replicator: true
            default: random.chance(0.2)
            }
        while canNest, depth < 4, budget > 0, random.chance(0.45) {
            node.children.append(makeNode(in: node.frame.size, depth: depth + 1, viewParent: node.kind.isView, budget: &budget))
        }
        return node
    }

    mutating func kind(viewParent: Bool) -> FuzzNode.Kind {
        let roll = random.number(0...1)
        if viewParent, roll < 0.3 { return .view }
        if viewParent, roll < 0.45 { return .drawnView(pattern: random.next()) }
        if viewParent, roll < 0.47 { return .effectView(style: random.pick([0, 1, 2, 4, 6, 8, 10, 13, 18])) }
        switch random.integer(0...9) {
        case 0, 1: return .layer
        case 2, 3: return .image(image())
        case 4, 5: return .gradient(gradient())
        case 6, 7: return .shape(shape())
        case 8:
            return .text(random.pick(["Hi", "Ag", "fuzz", "1 2 3", "WM"]), size: random.number(6...16, step: 1), color: colour())
        default:
            return .replicator(
                count: random.integer(0...4), angle: random.pick([0, 0.3, -0.5, .pi / 2]),
                shift: CGSize(width: random.number(-8...8, step: 0.5), height: random.number(-6...6, step: 0.5)),
                colorOffset: random.pick([0, 0.2, 0.4]), alphaOffset: random.pick([0, 0.1, 0.3]))
        }
    }

    /// A frame mostly inside a parent of `size`, sometimes sticking out, on whole, half or any points.
    mutating func frame(in size: CGSize) -> CGRect {
        let step = random.pick([1, 1, 0.5, 0.25, 0])
        let width = max(random.number(3...max(size.width * 0.9, 4), step: step), 1)
        let height = max(random.number(3...max(size.height * 0.9, 4), step: step), 1)
        let x = random.number(-6...max(size.width - width / 2, -5), step: step)
        let y = random.number(-6...max(size.height - height / 2, -5), step: step)
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// Random layer properties, each usually left at its default.
    mutating func decorate(_ node: inout FuzzNode) {
        if node.kind.isView || node.kind == .layer || random.chance(0.3) {
            node.background = random.chance(0.75) ? colour() : nil
        }
        if random.chance(0.3) { node.transform = transform() }
        if random.chance(0.25) {
            // Continuous corners reach half again as far along the edges: larger radii show them.
            node.continuousCorners = random.chance(0.5)
            node.cornerRadius = random.number(0...(node.continuousCorners ? 24 : 12), step: random.pick([1, 0.5, 0]))
            node.maskedCorners = random.chance(0.7) ? 15 : UInt8(random.integer(0...15))
        }
        if random.chance(0.15) {
            node.borderWidth = random.number(0.5...4, step: 0.5)
            node.borderColor = colour()
        }
        if random.chance(0.25) { node.masksToBounds = true }
        if random.chance(0.25) { node.opacity = random.pick([0.3, 0.5, 0.8, 0]) }
        if random.chance(0.1) { node.allowsGroupOpacity = false }
        if random.chance(0.1) { node.shadow = shadow(for: node.frame.size) }
        if random.chance(0.08) { node.zPosition = random.pick([-1, 1, 2]) }
        if random.chance(0.08) {
            node.boundsOrigin = CGPoint(x: random.number(-8...8, step: 1), y: random.number(-8...8, step: 1))
        }
        if random.chance(0.08) {
            node.anchorPoint = CGPoint(x: random.number(0...1, step: 0.25), y: random.number(0...1, step: 0.25))
        }
        if random.chance(0.05) { node.sublayerTransform = perspective() }
        if random.chance(0.1) { node.isOpaque = true }
        if random.chance(0.03) { node.isHidden = true }
        if random.chance(0.12) {
            node.isDoubleSided = false
            if random.chance(0.5) { node.transform = flip() }  // facing away, or nearly edge-on
        }
        if case .image = node.kind, random.chance(0.35) {
            (node.magnificationFilter, node.minificationFilter) = filters()
        }
    }

    /// A turn about y (and a little about x) in perspective that shows the layer's back, or
    /// nearly edge-on.
    mutating func flip() -> FuzzTransform {
        var t = FuzzTransform()
        let halfTurn = Double.pi, quarterTurn = Double.pi / 2
        let turns: [Double] = [halfTurn, halfTurn - 0.4, halfTurn + 0.3, quarterTurn + 0.2, quarterTurn - 0.2]
        t.tiltY = random.pick(turns)
        t.tiltX = random.number(-0.3...0.3)
        t.eye = random.number(150...600)
        return t
    }

    /// A pair of contents filters (magnification, minification), one at least not linear.
    mutating func filters() -> (CALayerContentsFilter, CALayerContentsFilter) {
        let pairs: [(CALayerContentsFilter, CALayerContentsFilter)] = [
            (.nearest, .nearest), (.nearest, .nearest), (.nearest, .linear), (.linear, .nearest), (.nearest, .trilinear),
            (.trilinear, .trilinear),
        ]
        return random.pick(pairs)
    }

    mutating func colour() -> FuzzColor { FuzzColor.random(using: &random) }

    mutating func transform() -> FuzzTransform {
        var t = FuzzTransform()
        switch random.integer(0...6) {
        case 6: return flip()
        case 0: t.angle = random.pick([.pi / 2, .pi, -.pi / 2])
        case 1: (t.scaleX, t.scaleY) = (random.number(0.5...1.5, step: 0.25), random.number(0.5...1.5, step: 0.25))
        case 2: (t.dx, t.dy) = (random.number(-5...5, step: 0.5), random.number(-5...5, step: 0.5))
        case 3: return perspective()
        default: t.angle = random.number(-0.8...0.8)
        }
        return t
    }

    mutating func perspective() -> FuzzTransform {
        var t = FuzzTransform()
        t.tiltX = random.number(-0.6...0.6)
        t.tiltY = random.number(-0.6...0.6)
        t.eye = random.number(150...600)
        return t
    }

    mutating func shadow(for size: CGSize) -> FuzzShadow {
        FuzzShadow(
            color: FuzzColor(0, 0, random.pick([0, 0.5]), 1), opacity: random.pick([1, 0.5, 0.8]),
            radius: random.pick([0, 1, 2, 3, 5]),
            offset: CGSize(width: random.number(-4...4, step: 1), height: random.number(-4...4, step: 1)),
            pathRect: random.chance(0.2) ? CGRect(x: 0, y: 0, width: size.width / 2, height: size.height) : nil)
    }

    /// A mask: a layer whose alpha lets part of the masked layer through.
    mutating func mask(in size: CGSize) -> FuzzNode {
        let kinds: [FuzzNode.Kind] = [.layer, .gradient(gradient()), .shape(shape()), .image(image())]
        var mask = FuzzNode(id: takeID(), kind: random.pick(kinds), frame: frame(in: size))
        if mask.kind == .layer || random.chance(0.3) { mask.background = FuzzColor(0, 0, 0, random.pick([1, 1, 0.5])) }
        if random.chance(0.4) {
            mask.cornerRadius = random.number(0...10, step: 1)
            mask.continuousCorners = random.chance(0.5)
        }
        if random.chance(0.2) { mask.transform = transform() }
        return mask
    }

    mutating func image() -> FuzzImage {
        var image = FuzzImage(seed: random.next(), width: random.integer(2...12), height: random.integer(2...12))
        image.scale = random.pick([1, 1, 2, 0.5])
        let gravities: [CALayerContentsGravity] = [
            .resize, .resize, .resizeAspect, .resizeAspectFill, .center, .top, .bottom, .left, .right, .topLeft, .topRight,
            .bottomLeft, .bottomRight,
        ]
        image.gravity = random.pick(gravities)
        if random.chance(0.2) {
            image.contentsRect = CGRect(
                x: random.number(0...0.5, step: 0.125), y: random.number(0...0.5, step: 0.125),
                width: random.number(0.25...1, step: 0.125), height: random.number(0.25...1, step: 0.125))
        }
        if random.chance(0.25) {
            image.contentsCenter = CGRect(
                x: random.number(0.125...0.5, step: 0.125), y: random.number(0.125...0.5, step: 0.125),
                width: random.number(0...0.5, step: 0.125), height: random.number(0...0.5, step: 0.125))
        }
        return image
    }

    mutating func gradient() -> FuzzGradient {
        let count = random.integer(2...5)
        let colors = (0..<count).map { _ in colour() }
        let locations: [Double]? =
            random.chance(0.5) ? nil : (0..<count).map { _ in random.number(0...1, step: 0.05) }.sorted()
        return FuzzGradient(
            type: random.pick([.axial, .axial, .radial, .conic]), colors: colors, locations: locations,
            start: CGPoint(x: random.number(0...1, step: 0.25), y: random.number(0...1, step: 0.25)),
            end: CGPoint(x: random.number(0...1, step: 0.25), y: random.number(0...1, step: 0.25)))
    }

    mutating func shape() -> FuzzShape {
        let box = CGRect(
            x: random.number(0...6, step: 1), y: random.number(0...6, step: 1), width: random.number(6...24, step: 1),
            height: random.number(6...20, step: 1))
        let outline: FuzzShape.Outline =
            switch random.integer(0...3) {
            case 0: .ellipse(box)
            case 1: .roundedRect(box, radius: random.number(0...5, step: 1))
            case 2: .star(centre: CGPoint(x: box.midX, y: box.midY), radius: box.width / 2, points: random.integer(3...6))
            default:
                .arc(
                    centre: CGPoint(x: box.midX, y: box.midY), radius: random.number(4...10, step: 1),
                    start: random.number(0...3), end: random.number(3...7))
            }
        let arcOnly = if case .arc = outline { true } else { false }
        var shape = FuzzShape(
            outline: outline, fill: arcOnly && random.chance(0.7) ? nil : colour(), stroke: random.chance(0.6) ? colour() : nil,
            lineWidth: random.number(0.5...5, step: 0.5))
        if random.chance(0.3) {
            shape.strokeStart = random.number(0...0.5, step: 0.05)
            shape.strokeEnd = random.number(0.5...1, step: 0.05)
        }
        shape.lineCap = random.pick([.butt, .round, .square])
        return shape
    }
}
