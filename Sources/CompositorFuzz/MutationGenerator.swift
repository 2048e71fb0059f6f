import Foundation
import LayerTree

extension SceneGenerator {
    /// One step of random changes (one to three) to the scene's nodes: geometry, opacity, clips,
    /// masks, contents, order, scrolling, additions and removals, sidedness and contents filters,
    /// and now and then a transition.
    mutating func step(of nodes: inout [FuzzNode]) -> [FuzzMutation] {
        (0..<random.integer(1...3)).map { _ in mutation(of: &nodes) }
    }

    private mutating func mutation(of nodes: inout [FuzzNode]) -> FuzzMutation {
        let node = random.pick(nodes)
        let id = node.id
        switch random.integer(0...23) {
        case 0, 1:
            return .move(id, dx: random.number(-12...12, step: random.pick([1, 0.5, 0])), dy: random.number(-8...8, step: 1))
        case 2: return .resize(id, width: random.number(2...50, step: 1), height: random.number(2...40, step: 0.5))
        case 3: return .opacity(id, random.pick([1, 0.5, 0.2, 0, 0.9]))
        case 4: return .background(id, random.chance(0.85) ? colour() : nil)
        case 5: return .transform(id, random.chance(0.3) ? .identity : transform())
        case 6: return .clips(id, random.chance(0.6))
        case 7:
            return .corners(
                id, radius: random.number(0...14, step: 1), mask: random.chance(0.7) ? 15 : UInt8(random.integer(0...15)))
        case 8: return .border(id, width: random.pick([0, 1, 2.5]), color: colour())
        case 9: return .shadow(id, random.chance(0.6) ? shadow(for: node.frame.size) : nil)
        case 10: return .hidden(id, random.chance(0.3))
        case 11: return random.chance(0.5) ? .toFront(id) : .toBack(id)
        case 12, 13:
            let clipping = nodes.filter { $0.masksToBounds && !$0.children.isEmpty }
            let scrolled = clipping.isEmpty ? id : random.pick(clipping).id
            return .scroll(scrolled, dx: random.number(-10...10, step: 1), dy: random.number(-15...15, step: 1))
        case 14:
            let drawn = nodes.filter { if case .drawnView = $0.kind { true } else { false } }
            guard let view = drawn.isEmpty ? nil : random.pick(drawn) else { return .background(id, colour()) }
            let size = view.frame.size
            let rect = CGRect(
                x: random.number(-2...size.width, step: 1), y: random.number(-2...size.height, step: 1),
                width: random.number(1...size.width + 4, step: 1), height: random.number(1...size.height + 4, step: 1))
            return .redraw(view.id, pattern: random.next(), rect: rect)
        case 15:
            switch node.kind {
            case .image: return .contents(id, image())
            case .gradient: return .gradient(id, gradient())
            case .shape: return .shape(id, shape())
            default: return .zPosition(id, random.pick([0, 1, -1]))
            }
        case 16: return .mask(id, random.chance(0.6) ? mask(in: node.frame.size) : nil)
        case 17, 18:
            let parents = nodes.filter {
                switch $0.kind {
                case .view, .drawnView, .layer, .replicator: true
                default: false
                }
            }
            let parent = parents.isEmpty ? node : random.pick(parents)
            var budget = random.integer(1...3)
            let child = makeNode(in: parent.frame.size, depth: 3, viewParent: parent.kind.isView, budget: &budget)
            nodes += child.allNodes
            return .add(child, to: parent.id)
        case 19:
            return .remove(id == 1 ? random.pick(nodes).id : id)
        case 20, 21:
            let types = ["fade", "push", "moveIn", "reveal", "flip", "curl"]
            let subtype: String? = random.pick([nil, "fromRight", "fromLeft", "fromTop", "fromBottom"])
            return .transition(
                id, type: random.pick(types), subtype: subtype, background: colour(),
                progress: random.number(0.05...0.95, step: 0.05))
        case 22: return .doubleSided(id, random.chance(0.5))
        case 23:
            let (magnification, minification) = random.chance(0.2) ? (.linear, .linear) : filters()
            return .filters(id, magnification: magnification, minification: minification)
        default:
            return .opacity(id, 1)
        }
    }
}
