// The layer tree speaks the drawing module's types (CGAffineTransform, CGColor, UIColor, CGContext)
// in its public API, so importing it brings them in, as QuartzCore brings in CoreGraphics.
@_exported import Foundation
@_exported import Graphics
