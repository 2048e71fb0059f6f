/// A reference that does not keep its object alive: lists of windows and recognizers the
/// frame loop visits without owning them.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

extension Array {
    /// Appends a weak reference to `object` unless the array already holds one.
    mutating func appendOnce<Object>(_ object: Object) where Element == WeakReference<Object> {
        if !contains(where: { $0.object === object }) { append(WeakReference(object)) }
    }
}
