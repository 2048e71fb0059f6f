import Foundation
import Graphics

extension UIImage {
    /// The image called `name` in `bundle`'s resources, then where `UIImage(named:)` looks.
    /// The traits choose no variant here (scale variants are found as `UIImage(named:)` finds
    /// them). Nil when no such file decodes.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundleDirectory = bundle?.resourcePath.map { [$0] } ?? []
        self.init(named: name, searching: bundleDirectory + UIImage.searchDirectories)
    }
}
