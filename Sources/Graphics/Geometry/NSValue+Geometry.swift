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
    /// swift-corelibs-foundation's `objCType` makes a new C string at every read and never frees
    /// it (its `NSSpecialValue`, the box of points, sizes, rects and insets, marks the getter
    /// "leaky"; its `NSConcreteValue`, the box of bytes, does the same; LeakSanitizer found one per
    /// read), and animations read the encoding every frame. So the encoding is read from the box
    /// itself: the type of the boxed value, or the name the bytes were boxed under; `objCType` is
    /// the fallback for a box of any other shape.
    package var typeEncoding: String {
        for child in Mirror(reflecting: self).children {
            switch (child.label, child.value) {
            case ("_value", is CGPoint): return NSValue.pointEncoding
            case ("_value", is CGSize): return NSValue.sizeEncoding
            case ("_value", is CGRect): return NSValue.rectEncoding
            case ("_value", is NSEdgeInsets): return NSValue.edgeInsetsEncoding
            case ("_typeInfo", let info):
                if let name = Mirror(reflecting: info).children.first(where: { $0.label == "name" })?.value as? String {
                    return name
                }
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
