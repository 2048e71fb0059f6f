import Foundation
import Graphics
import LayerTree

extension FramePlanner {
    /// A `CAEmitterLayer`'s particles in order, the replicator's way: every particle of a cell is
    /// an operation drawing the cell's one content (one texture) through the particle's own
    /// placement (turned and scaled about its centre), faded by its alpha and tinted by its
    /// colour; with `.additive` render mode they add to what lies under them.
    mutating func planParticles(
        _ emitter: RenderEmitter, world: CATransform3D, opacity: Float, clip: ClipState, into ops: inout [DrawOp]
    ) {
        for image in emitter.images { records.liveContents.append(image.content.id) }
        for particle in emitter.particles {
            let image = emitter.images[particle.image]
            let placed = CATransform3DConcat(particle.transform, world)
            let quad = emitter.quad(of: particle.image)
            let shape = ScreenGeometry.isRectilinear(placed) ? nil : ShapeCoverage(rect: quad, radius: 0, border: 0)
            let start = ops.count
            append(
                quad: quad, world: placed, source: .content(image.content, textureRect: image.contentsRect), shape: shape,
                opacity: opacity * particle.color.alpha, clip: clip, into: &ops)
            let color = particle.color
            for index in start..<ops.count {
                if color.red < 1 || color.green < 1 || color.blue < 1 {
                    ops[index].tint(red: color.red, green: color.green, blue: color.blue)
                }
                if emitter.isAdditive { ops[index].isAdditive = true }
            }
        }
    }
}
