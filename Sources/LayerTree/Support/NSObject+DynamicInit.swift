import CDynamicInit
import Foundation

/// A new instance of `objectClass`, made by that class's `init()` (the override a subclass wrote,
/// or the one it inherits), as Objective-C's `[[cls alloc] init]` makes one: `init()` is not
/// `required` in iOS's interface, so Swift cannot call it on a metatype and the call goes through
/// the class's vtable slot for `NSObject.init()`. A view's `init()` runs its class's
/// `init(frame:)`. As on iOS, a subclass that declares designated initializers of its own and
/// does not override `init()` stops at Swift's unimplemented-initializer trap.
@MainActor
func makeObject<Object: NSObject>(ofClass objectClass: Object.Type) -> Object {
    if objectClass == NSObject.self, let object = NSObject() as? Object { return object }
    let metadata = unsafeBitCast(objectClass, to: UnsafeRawPointer.self)
    guard let function = dynamic_init_lookup(metadata, dynamic_init_nsobject_init(), dynamic_init_nsobject_class()) else {
        preconditionFailure("no vtable entry for init() in \(objectClass)")
    }
    return Unmanaged<Object>.fromOpaque(dynamic_init_call(function, metadata)).takeRetainedValue()
}
