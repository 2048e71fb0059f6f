import Foundation

/// Something with a coordinate space that points and rects can be converted into and out of.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    /// The space's own rectangle.
    var bounds: CGRect { get }
    func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect
}

extension UIView {
    public func convert(_ point: CGPoint, to coordinateSpace: UICoordinateSpace) -> CGPoint {
        convert(point, to: Self.view(of: coordinateSpace) as UIView?)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: UICoordinateSpace) -> CGPoint {
        convert(point, from: Self.view(of: coordinateSpace) as UIView?)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: UICoordinateSpace) -> CGRect {
        convert(rect, to: Self.view(of: coordinateSpace) as UIView?)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: UICoordinateSpace) -> CGRect {
        convert(rect, from: Self.view(of: coordinateSpace) as UIView?)
    }

    /// Views are the only coordinate spaces here; any other conforming type must be a view.
    private static func view(of space: UICoordinateSpace) -> UIView {
        guard let view = space as? UIView else {
            preconditionFailure("UICoordinateSpace conversions support views only, not \(type(of: space))")
        }
        return view
    }
}
