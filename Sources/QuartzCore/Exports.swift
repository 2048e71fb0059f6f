// `import QuartzCore`, as iOS files write it next to `import UIKit`: Core Animation's layers,
// animations and transactions (this package's LayerTree), with CoreGraphics and Foundation.
@_exported import CoreGraphics
@_exported import LayerTree
