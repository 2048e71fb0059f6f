import Foundation

extension UIColor {
    /// A colour that depends on traits, as iOS 13 dynamic colours do. `resolvedColor(with:)`
    /// asks the provider for the traits it is given; where the colour is used directly
    /// (`cgColor`, a view's background) it is the provider's answer for the light appearance,
    /// as views here do not re-resolve their colours when their traits change: code that
    /// follows trait changes resolves colours itself, as iOS code does for layer colours.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let light = dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        self.init(
            cgColor: light.cgColor,
            traitResolver: { traits in
                guard let traits = traits as? UITraitCollection else { return light }
                return dynamicProvider(traits)
            })
    }

    /// The colour for `traitCollection`: a dynamic colour's provider's answer for it (resolved
    /// again, should the provider give a dynamic colour); a fixed colour itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let traitResolver else { return self }
        return traitResolver(traitCollection).resolvedColor(with: traitCollection)
    }

    /// A colour from an asset catalog: the first `<name>.colorset/Contents.json` inside an
    /// `.xcassets` folder in the app's resource or working directory (its universal, light
    /// colour: sRGB components as numbers 0…1, 0…255 or hex strings); nil when there is none, as
    /// iOS gives nil for a colour the catalog lacks.
    public convenience init?(named name: String) {
        guard let color = AssetCatalogColor.find(named: name) else { return nil }
        self.init(cgColor: color.cgColor)
    }
}

/// Reads colour sets from `.xcassets` folders shipped as resources.
enum AssetCatalogColor {
    static func find(named name: String) -> UIColor? {
        let fileManager = FileManager.default
        for directory in [Bundle.main.resourcePath, fileManager.currentDirectoryPath].compactMap({ $0 }) {
            guard let entries = try? fileManager.contentsOfDirectory(atPath: directory) else { continue }
            for catalog in entries where catalog.hasSuffix(".xcassets") {
                let file = "\(directory)/\(catalog)/\(name).colorset/Contents.json"
                if let data = fileManager.contents(atPath: file), let color = parse(data) { return color }
            }
        }
        return nil
    }

    /// The first colour of a colour set that names no appearance (the light one).
    static func parse(_ data: Data) -> UIColor? {
        guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = json["colors"] as? [[String: Any]],
            let entry = colors.first(where: { $0["appearances"] == nil }) ?? colors.first,
            let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any]
        else { return nil }
        func component(_ key: String) -> CGFloat? {
            let raw = components[key]
            if let text = raw as? String, text.hasPrefix("0x") {
                return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
            }
            guard let value = (raw as? NSNumber)?.doubleValue ?? (raw as? String).flatMap(Double.init), value.isFinite
            else { return nil }
            return CGFloat(value > 1 ? value / 255 : value)
        }
        guard let red = component("red"), let green = component("green"), let blue = component("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: component("alpha") ?? 1)
    }
}
