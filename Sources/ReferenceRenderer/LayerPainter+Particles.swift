import Foundation
import Graphics
import LayerTree

extension LayerPainter {
    /// A `CAEmitterLayer`'s particles in order: each its cell's image (the part `contentsRect`
    /// names) over a rect of the image's size centred on the particle, placed by the particle's
    /// transform in the layer's plane, faded by its alpha and tinted by its colour. Additive
    /// render mode is drawn blended over, as the other modes (the fuzzer makes no emitters).
    func drawParticles(_ emitter: RenderEmitter, _ inherited: Inherited, into canvas: Canvas) {
        for particle in emitter.particles {
            let image = emitter.images[particle.image]
            var placed = inherited
            placed.toTarget = PlaneMap(particle.transform).then(inherited.toTarget)
            placed.opacity *= Double(min(max(particle.color.alpha, 0), 1))
            placed.tint =
                inherited.tint
                * Tint(red: Double(particle.color.red), green: Double(particle.color.green), blue: Double(particle.color.blue))
            let quad = emitter.quad(of: particle.image)
            guard quad.width > 0, quad.height > 0 else { continue }
            let sampler = TextureSampler(image: image.content.image)
            let rect = image.contentsRect
            let width = Double(image.content.image.width), height = Double(image.content.image.height)
            let origin = Point(quad.origin)
            let perPointX = Double(rect.width) * width / Double(quad.width)
            let perPointY = Double(rect.height) * height / Double(quad.height)
            let startX = Double(rect.minX) * width, startY = Double(rect.minY) * height
            paint(.rect(quad), placed, allowance: Self.filtering, into: canvas) { p in
                sampler.color(atTexel: startX + (p.x - origin.x) * perPointX, startY + (p.y - origin.y) * perPointY)
            }
        }
    }
}
