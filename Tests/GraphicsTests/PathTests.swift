import Foundation
import Graphics
import Testing

@Suite("CGPath and CGMutablePath")
struct PathTests {
    @Test("Rects, ellipses and rounded rects: boxes and containment")
    func shapes() {
        let rect = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(rect.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
        #expect(rect.contains(CGPoint(x: 11, y: 21)) && !rect.contains(CGPoint(x: 9, y: 21)))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(ellipse.contains(CGPoint(x: 50, y: 25)) && !ellipse.contains(CGPoint(x: 3, y: 3)))
        let box = ellipse.boundingBoxOfPath
        #expect(abs(box.width - 100) < 0.01 && abs(box.height - 50) < 0.01)
        let rounded = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 10, cornerHeight: 10)
        #expect(!rounded.contains(CGPoint(x: 1, y: 1)) && rounded.contains(CGPoint(x: 20, y: 1)))
    }

    @Test("Arcs: clockwise false increases the angle; a line joins the current point")
    func arcs() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements[1] == .addLineToPoint(CGPoint(x: 60, y: 50)))
        let end = path.currentPoint
        #expect(abs(end.x - 50) < 1e-9 && abs(end.y - 60) < 1e-9, "ends at angle π/2: below the centre on screen")
        let other = CGMutablePath()
        other.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let box = other.boundingBoxOfPath
        #expect(box.minY < -9.9, "decreasing angles sweep three quarters through the top: \(box)")
    }

    @Test("Tangent arcs round a corner")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(path.elements[1] == .addLineToPoint(CGPoint(x: 80, y: 0)))
        let end = path.currentPoint
        #expect(abs(end.x - 100) < 1e-9 && abs(end.y - 20) < 1e-9)
    }

    @Test("Even-odd and winding differ for a ring drawn twice the same way")
    func fillRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
    }

    @Test("Transforms apply to added points and to copies; lines need no explicit move")
    func transforms() {
        var t = CGAffineTransform(translationX: 10, y: 0)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(scaleX: 2, y: 2))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(path.copy(using: &t)!.boundingBox == CGRect(x: 10, y: 0, width: 2, height: 2))
        let lines = CGMutablePath()
        lines.addLine(to: CGPoint(x: 5, y: 5))
        #expect(lines.elements.first == .moveToPoint(CGPoint(x: 5, y: 5)))
        #expect(CGMutablePath().isEmpty && CGMutablePath().currentPoint == .zero)
    }
}

@Suite("CGContext operations")
@MainActor
struct ContextOperationTests {
    @Test("Fill and stroke rects; the stroke straddles the edge")
    func fillStroke() throws {
        let image = try render { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 5, y: 5, width: 10, height: 10))
            ctx.setStrokeColor(UIColor.blue.cgColor)
            ctx.setLineWidth(2)
            ctx.stroke(CGRect(x: 20, y: 20, width: 10, height: 10))
        }
        expectPixel(image, 10, 10, opaqueRed)
        expectPixel(image, 4, 10, .clear)
        expectPixel(image, 20, 25, opaqueBlue, "x 19…21 straddles x = 20")
        expectPixel(image, 19, 25, opaqueBlue)
        expectPixel(image, 25, 25, .clear)
    }

    @Test("Even-odd fills leave the hole; winding fills it")
    func evenOdd() throws {
        for rule in [CGPathFillRule.evenOdd, .winding] {
            let image = try render { ctx in
                ctx.setFillColor(UIColor.green.cgColor)
                ctx.addRect(CGRect(x: 0, y: 0, width: 40, height: 40))
                ctx.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
                ctx.fillPath(using: rule)
            }
            expectPixel(image, 20, 20, rule == .evenOdd ? .clear : opaqueGreen)
            expectPixel(image, 5, 5, opaqueGreen)
        }
    }

    @Test("Line caps and joins, miter limit and dashes")
    func lineAttributes() throws {
        let image = try render(width: 60, height: 20) { ctx in
            ctx.setStrokeColor(UIColor.black.cgColor)
            ctx.setLineWidth(6)
            ctx.setLineCap(.square)
            ctx.move(to: CGPoint(x: 10, y: 5))
            ctx.addLine(to: CGPoint(x: 20, y: 5))
            ctx.strokePath()
            ctx.setLineCap(.butt)
            ctx.setLineDash(phase: 0, lengths: [4, 4])
            ctx.move(to: CGPoint(x: 0, y: 15))
            ctx.addLine(to: CGPoint(x: 60, y: 15))
            ctx.strokePath()
        }
        expectPixel(image, 8, 5, opaqueBlack, "a square cap extends 3 past the end")
        expectPixel(image, 22, 5, opaqueBlack)
        expectPixel(image, 24, 5, .clear)
        expectPixel(image, 1, 15, opaqueBlack, "dash on")
        expectPixel(image, 5, 15, .clear, "dash off")
        expectPixel(image, 9, 15, opaqueBlack, "dash on again")
    }

    @Test("Curves, arcs and ellipses fill where expected")
    func curves() throws {
        let image = try render { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fillEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.move(to: CGPoint(x: 20, y: 40))
            ctx.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 30, y: 20))
            ctx.closePath()
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fillPath()
        }
        expectPixel(image, 10, 10, opaqueRed)
        expectPixel(image, 1, 1, .clear, "outside the ellipse's corner")
        expectPixel(image, 30, 37, opaqueBlue)
        expectPixel(image, 30, 25, .clear, "the quad curve's peak is at y 30")
    }

    @Test("Save and restore bring back colour, alpha, CTM and clip")
    func saveRestore() throws {
        let image = try render { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.saveGState()
            ctx.translateBy(x: 20, y: 20)
            ctx.clip(to: CGRect(x: 0, y: 0, width: 5, height: 5))
            ctx.setAlpha(0.5)
            ctx.setFillColor(UIColor.blue.cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            ctx.restoreGState()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        expectPixel(image, 22, 22, Pixel(r: 0, g: 0, b: 128, a: 128), tolerance: 1)
        expectPixel(image, 27, 27, .clear, "clipped")
        expectPixel(image, 2, 2, opaqueRed)
        #expect(try render { $0.restoreGState() }.bytes.allSatisfy { $0 == 0 }, "unbalanced restores are ignored")
    }

    @Test("Blend modes: multiply, screen, copy, clear")
    func blendModes() throws {
        let image = try render { ctx in
            ctx.setFillColor(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
            ctx.setBlendMode(.multiply)
            ctx.setFillColor(UIColor(white: 0.5, alpha: 1).cgColor)
            ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.screen)
            ctx.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.copy)
            ctx.setFillColor(UIColor.blue.withAlphaComponent(0.5).cgColor)
            ctx.fill(CGRect(x: 20, y: 0, width: 10, height: 10))
            ctx.setBlendMode(.clear)
            ctx.fill(CGRect(x: 30, y: 0, width: 10, height: 10))
        }
        expectPixel(image, 5, 5, Pixel(r: 128, g: 64, b: 0, a: 255), tolerance: 1)
        expectPixel(image, 15, 5, Pixel(r: 255, g: 191, b: 128, a: 255), tolerance: 1)
        expectPixel(image, 25, 5, Pixel(r: 0, g: 0, b: 128, a: 128), tolerance: 1, "copy replaces, alpha included")
        expectPixel(image, 35, 5, .clear)
    }

    @Test("Linear gradients interpolate between stops and respect the extension options")
    func linearGradient() throws {
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let gradient = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1]))
        for options in [CGGradientDrawingOptions(), [.drawsBeforeStartLocation, .drawsAfterEndLocation]] {
            let image = try render(width: 100, height: 10) { ctx in
                ctx.drawLinearGradient(gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: options)
            }
            expectPixel(image, 50, 5, Pixel(r: 126, g: 0, b: 129, a: 255), tolerance: 3, "the middle is half and half")
            expectPixel(image, 21, 5, opaqueRed, tolerance: 8)
            expectPixel(image, 5, 5, options.isEmpty ? .clear : opaqueRed, "before the start")
            expectPixel(image, 95, 5, options.isEmpty ? .clear : opaqueBlue, "after the end")
        }
        let onlyAfter = try render(width: 100, height: 10) { ctx in
            ctx.drawLinearGradient(
                gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: .drawsAfterEndLocation)
        }
        expectPixel(onlyAfter, 5, 5, .clear)
        expectPixel(onlyAfter, 95, 5, opaqueBlue)
    }

    @Test("Radial gradients go from the inner circle to the outer one")
    func radialGradient() throws {
        var components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let gradient = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: &components, locations: nil, count: 2))
        let image = try render { ctx in
            ctx.drawRadialGradient(
                gradient, startCenter: CGPoint(x: 20, y: 20), startRadius: 0,
                endCenter: CGPoint(x: 20, y: 20), endRadius: 20, options: [])
        }
        #expect(image[20, 20].r > 240 && image[30, 20].r > 100 && image[30, 20].r < 160 && image[1, 1] == .clear)
    }

    @Test("Shadows fall offset (y down) and blurred under what is drawn")
    func shadow() throws {
        let image = try render(width: 60, height: 60) { ctx in
            ctx.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.black.cgColor)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 10, y: 10, width: 20, height: 20))
        }
        expectPixel(image, 20, 20, opaqueRed)
        expectPixel(image, 35, 35, opaqueBlack, "the shadow, 10 down and right")
        expectPixel(image, 5, 5, .clear)
        let blurred = try render(width: 60, height: 60) { ctx in
            ctx.setShadow(offset: .zero, blur: 8, color: UIColor.black.cgColor)
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        }
        #expect(blurred[17, 30].a > 0 && blurred[17, 30].a < 200, "soft edge outside the shape: \(blurred[17, 30])")
    }

    @Test("CGImage drawing is flipped as in CoreGraphics; UIImage drawing is upright")
    func images() throws {
        var pixels = PixelImage(width: 2, height: 2)
        pixels[0, 0] = opaqueRed
        pixels[1, 0] = opaqueRed
        pixels[0, 1] = opaqueBlue
        pixels[1, 1] = opaqueBlue
        let cg = CGImage(pixels: pixels)
        let image = try render(width: 20, height: 20) { ctx in
            ctx.interpolationQuality = .none
            ctx.draw(cg, in: CGRect(x: 0, y: 0, width: 10, height: 10))
            UIImage(cgImage: cg).draw(in: CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        expectPixel(image, 5, 2, opaqueBlue, "CoreGraphics puts the first row at maxY")
        expectPixel(image, 5, 8, opaqueRed)
        #expect(image[15, 12].r > 200 && image[15, 18].b > 200, "UIImage draws upright")
    }

    @Test("Non-finite input is ignored and leaves the context usable")
    func badInput() throws {
        let image = try render { ctx in
            ctx.setFillColor(UIColor.red.cgColor)
            ctx.fill(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
            ctx.move(to: CGPoint(x: CGFloat.infinity, y: 0))
            ctx.scaleBy(x: 0, y: 0)
            ctx.concatenate(CGAffineTransform(a: CGFloat.nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        expectPixel(image, 2, 2, opaqueRed)
    }
}
