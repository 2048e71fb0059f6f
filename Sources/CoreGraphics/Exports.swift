// `import CoreGraphics`, as iOS files write it: CGContext, CGPath, CGColor, CGImage,
// CGAffineTransform (this package's Graphics), and Foundation's CGFloat, CGPoint, CGSize, CGRect.
@_exported import Foundation
@_exported import Graphics
