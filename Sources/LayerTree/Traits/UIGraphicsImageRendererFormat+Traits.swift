import Foundation

extension UIGraphicsImageRendererFormat {
    /// A format for drawing shown with `traitCollection`: its `displayScale` as the scale (the
    /// main screen's when the collection leaves it unspecified), not opaque, as UIKit's
    /// `init(for:)` makes it.
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }
}
