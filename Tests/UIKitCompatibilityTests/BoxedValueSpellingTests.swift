import CoreGraphics
import Foundation
import QuartzCore
import Testing
import UIKit

@Suite("NSValue boxes, colour spaces and image cropping, as iOS code uses them")
@MainActor
struct BoxedValueSpellingTests {
    @Test("NSValue boxes geometry and transforms and gives them back")
    func boxes() {
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
        #expect(NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: affine).cgAffineTransformValue == affine)
        let scale = CATransform3DMakeScale(1.2, 1.2, 1)
        #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: scale).caTransform3DValue, scale))
        #expect(NSValue(cgPoint: .zero).cgRectValue == .zero, "another box reads as zero")
    }

    @Test("Animations take boxed values: a position and a transform animate from NSValues")
    func animatedBoxes() {
        MediaClock.useManualTime(0)
        defer { MediaClock.useSystemTime() }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
        move.toValue = NSValue(cgPoint: CGPoint(x: 100, y: 50))
        move.duration = 1
        let grow = CABasicAnimation(keyPath: "transform")
        grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        grow.duration = 1
        layer.add(move, forKey: "move")
        layer.add(grow, forKey: "grow")
        CATransaction.flush()
        _ = layer.runUpdateCycle()
        MediaClock.advance(by: 0.5)
        _ = layer.runUpdateCycle()
        let shown = layer.presentation()
        #expect(shown?.position == CGPoint(x: 50, y: 25))
        #expect(shown?.transform.m11 == 2, "half way from 1 to 3: \(String(describing: shown?.transform.m11))")
        layer.setValue(NSValue(cgPoint: CGPoint(x: 7, y: 8)), forKey: "position")
        #expect(layer.position == CGPoint(x: 7, y: 8))
    }

    @Test("Colour spaces: RGB and grey models; colours and images are sRGB; cropping is clipped and integral")
    func spacesAndCropping() {
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb && CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpace(name: CGColorSpace.displayP3)?.numberOfComponents == 3)
        #expect(UIColor.red.cgColor.colorSpace?.model == .rgb)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }.cgImage!
        let right = image.cropping(to: CGRect(x: 9.5, y: -5, width: 100, height: 100))
        #expect(right?.width == 11 && right?.height == 10)
        #expect(right?.pixels[0, 5].a == 0 && right?.pixels[1, 5].b == 255, "clear at x 9, blue from 10")
        #expect(right?.colorSpace?.model == .rgb)
        #expect(image.cropping(to: CGRect(x: 30, y: 0, width: 5, height: 5)) == nil)
        #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)) == nil)
    }
}
