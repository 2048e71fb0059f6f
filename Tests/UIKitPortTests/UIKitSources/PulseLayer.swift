import QuartzCore
import UIKit

class PulseLayer: CALayer {
    @NSManaged var pulse: CGFloat
    @NSManaged var pulseColor: CGColor?

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    override class func needsDisplay(forKey key: String) -> Bool {
        if key == #keyPath(pulse) {
            return true
        }
        return super.needsDisplay(forKey: key)
    }

    override class func defaultValue(forKey key: String) -> Any? {
        if key == #keyPath(PulseLayer.pulse) {
            return 0.5
        }
        return super.defaultValue(forKey: key)
    }

    override func draw(in ctx: CGContext) {
        ctx.setFillColor(pulseColor ?? UIColor.red.cgColor)
        let inset = bounds.width * (1 - pulse) / 2
        ctx.fillEllipse(in: bounds.insetBy(dx: inset, dy: inset))
    }
}
