import CDynamicInit

extension CALayer {
    /// A new layer of `layerClass`, made by that class's `init()` — the override a subclass
    /// wrote, or the one it inherits — as UIKit makes a view's layer from `layerClass`. Swift
    /// can call an initializer of a class known only at run time when it is `required`; iOS's
    /// interface does not make `init()` required, so it is called through the class's vtable.
    static func make(ofClass layerClass: CALayer.Type) -> CALayer {
        let metadata = unsafeBitCast(layerClass, to: UnsafeRawPointer.self)
        guard let function = dynamic_init_lookup(metadata, dynamic_init_nsobject_init(), dynamic_init_nsobject_class()) else {
            preconditionFailure("no vtable entry for init() in \(metadata)")
        }
        return Unmanaged<CALayer>.fromOpaque(dynamic_init_call(function, metadata)).takeRetainedValue()
    }

    /// A copy of this layer made by its class's `init(layer:)`, as Core Animation makes
    /// presentation layers: a subclass that keeps properties of its own copies them there. As
    /// on iOS, a subclass that declares a designated initializer of its own must override
    /// `init(layer:)` too (otherwise the call stops at Swift's unimplemented-initializer trap).
    func makeCopyByClass() -> CALayer {
        let metadata = unsafeBitCast(type(of: self), to: UnsafeRawPointer.self)
        let function = Self.initializer(dynamic_init_calayer_init_layer(), of: metadata)
        let argument = UnsafeMutablePointer<Any>.allocate(capacity: 1)
        defer { argument.deallocate() }
        argument.initialize(to: self)  // consumed by the initializer
        return Unmanaged<CALayer>.fromOpaque(dynamic_init_call_any(function, argument, metadata)).takeRetainedValue()
    }

    private static func initializer(_ method: UnsafeRawPointer?, of metadata: UnsafeRawPointer) -> UnsafeRawPointer {
        guard let function = dynamic_init_lookup(metadata, method, dynamic_init_calayer_class()) else {
            preconditionFailure("no vtable entry for a CALayer initializer in \(metadata)")
        }
        return function
    }
}
