import Foundation
import Graphics

extension CALayer {
    /// The layer and its sublayers, one line each, indented by `   | ` a level as
    /// `recursiveDescription()` indents views: geometry, appearance that differs from a new
    /// layer's, contents (an image's or a drawing's pixel size), running animations and the
    /// delegate view. Meant for test failures (the snapshot strategies write it beside a failed
    /// image); the format is this package's own, not Core Animation's.
    ///
    /// ```
    /// <CALayer: 0x…; position = (160 240); bounds = (0 0; 320 480); backgroundColor = UIExtendedGrayColorSpace 1 1; delegate = <UIView: 0x…>>
    ///    | <CAShapeLayer: 0x…; position = (50 50); bounds = (0 0; 100 100); opacity = 0.5; animations = [strokeEnd]>
    /// ```
    public func layerTreeDescription() -> String {
        var lines: [String] = []
        appendLayerLines(to: &lines, depth: 0)
        return lines.joined(separator: "\n")
    }

    private func appendLayerLines(to lines: inout [String], depth: Int) {
        let fields = ["\(ObjectDescription.className(of: self)): \(addressString(of: self))"] + layerDescriptionFields
        lines.append(String(repeating: "   | ", count: depth) + "<" + fields.joined(separator: "; ") + ">")
        for sublayer in sublayers ?? [] { sublayer.appendLayerLines(to: &lines, depth: depth + 1) }
    }

    /// Everything `layerTreeDescription()` prints of this layer after its class and address.
    private var layerDescriptionFields: [String] {
        var fields: [String] = []
        if let name { fields.append("name = '\(name)'") }
        fields.append("position = " + ObjectDescription.point(position))
        fields.append("bounds = " + ObjectDescription.rect(bounds))
        if anchorPoint != CGPoint(x: 0.5, y: 0.5) { fields.append("anchorPoint = " + ObjectDescription.point(anchorPoint)) }
        if zPosition != 0 { fields.append("zPosition = " + ObjectDescription.number(zPosition)) }
        if !CATransform3DIsIdentity(transform) {
            fields.append(
                "transform = "
                    + (CATransform3DIsAffine(transform)
                        ? ObjectDescription.transform(CATransform3DGetAffineTransform(transform)) : "(3D)"))
        }
        if opacity != 1 { fields.append("opacity = " + ObjectDescription.number(CGFloat(opacity))) }
        if isHidden { fields.append("hidden = YES") }
        if masksToBounds { fields.append("masksToBounds = YES") }
        if cornerRadius != 0 { fields.append("cornerRadius = " + ObjectDescription.number(cornerRadius)) }
        if let color = backgroundColor { fields.append("backgroundColor = " + ObjectDescription.color(color)) }
        if borderWidth != 0 { fields.append("borderWidth = " + ObjectDescription.number(borderWidth)) }
        if shadowOpacity != 0 { fields.append("shadowOpacity = " + ObjectDescription.number(CGFloat(shadowOpacity))) }
        if let image = contents as? CGImage { fields.append("contents = <CGImage \(image.width)x\(image.height)>") }
        if let store = backingStore { fields.append("drawn = \(store.pixelWidth)x\(store.pixelHeight) px") }
        if let mask { fields.append("mask = " + mask.description) }
        if let keys = animationKeys(), !keys.isEmpty { fields.append("animations = [" + keys.joined(separator: ", ") + "]") }
        if let view = delegate as? UIView { fields.append("delegate = " + ObjectDescription.brief(view)) }
        return fields
    }
}
