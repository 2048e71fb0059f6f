// The module iOS view code imports: `import UIKit` brings in the view model, the drawing API and
// Foundation's geometry (CGFloat, CGPoint, CGSize, CGRect), as it does on iOS.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import Graphics
@_exported import LayerTree
@_exported import QuartzCore
