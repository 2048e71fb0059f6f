import Foundation

/// Geometry boxed in `NSValue`, as iOS code boxes it for animations and key-value coding
/// (`anim.toValue = NSValue(cgPoint: p)`). Points, sizes and rects use Foundation's own boxes
/// (type encodings `{CGPoint=dd}`, `{CGSize=dd}`, `{CGRect=…}`); a transform is boxed as its
/// numbers (`[6d]`), since Foundation on Linux cannot encode other structs.
extension NSValue {
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let numbers = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init)
        self.init(bytes: numbers, objCType: NSValue.affineTransformEncoding)
    }
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(edgeInsets: NSEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right))
    }

    /// The boxed point; zero when the value holds something else.
    public var cgPointValue: CGPoint { holds(NSValue.pointEncoding) ? pointValue : .zero }
    /// The boxed size; zero when the value holds something else.
    public var cgSizeValue: CGSize { holds(NSValue.sizeEncoding) ? sizeValue : .zero }
    /// The boxed rect; zero when the value holds something else.
    public var cgRectValue: CGRect { holds(NSValue.rectEncoding) ? rectValue : .zero }
    /// The boxed insets; zero when the value holds something else.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard holds(NSValue.edgeInsetsEncoding) else { return .zero }
        let insets = edgeInsetsValue
        return UIEdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
    /// The boxed affine transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let n = doubles(count: 6, encoding: NSValue.affineTransformEncoding) else { return .identity }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }

    /// Foundation's type encodings of the boxes above.
    package static let pointEncoding = "{CGPoint=dd}"
    package static let sizeEncoding = "{CGSize=dd}"
    package static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
    package static let edgeInsetsEncoding = "{NSEdgeInsets=dddd}"
    package static let affineTransformEncoding = "[6d]"

    /// The value's type encoding as a string.
    ///
    /// Foundation's own boxes of points, sizes, rects and insets (its `NSSpecialValue`) make a new C
    /// string at every `objCType` read and never free it (swift-corelibs-foundation marks the
    /// getter "leaky"; LeakSanitizer found one per read), and animations read the encoding every
    /// frame; so for those boxes it comes from the type of the boxed value instead.
    package var typeEncoding: String {
        if let boxed = Mirror(reflecting: self).children.first(where: { $0.label == "_value" })?.value {
            switch boxed {
            case is CGPoint: return NSValue.pointEncoding
            case is CGSize: return NSValue.sizeEncoding
            case is CGRect: return NSValue.rectEncoding
            case is NSEdgeInsets: return NSValue.edgeInsetsEncoding
            default: break
            }
        }
        return String(cString: objCType)
    }

    /// Whether the value's type encoding is `encoding`.
    package func holds(_ encoding: String) -> Bool { typeEncoding == encoding }

    /// `count` doubles boxed under `encoding`, or nil when the value holds something else.
    package func doubles(count: Int, encoding: String) -> [CGFloat]? {
        guard holds(encoding) else { return nil }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers.map { CGFloat($0) }
    }
}
