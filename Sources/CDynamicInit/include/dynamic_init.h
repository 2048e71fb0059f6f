#ifndef DYNAMIC_INIT_H
#define DYNAMIC_INIT_H

// Making an instance of a class known only at run time by one of its designated initializers,
// as Objective-C's [[cls alloc] init] does and Swift allows only for `required` ones: the
// initializer is found in the class's vtable (the Swift runtime's swift_lookUpClassMethod) and
// called with the Swift calling convention. UIKit needs it for `layerClass` and Core Animation
// for presentation copies (`init(layer:)`), where iOS's Swift interface declares neither
// initializer `required`.

/// The entry of `method` (a method descriptor of the class `description`) in the vtable of
/// `metadata`, a subclass's metadata or the class's own.
const void *dynamic_init_lookup(const void *metadata, const void *method, const void *description);

/// Calls an allocating initializer that takes no argument; returns the new object at +1.
void *dynamic_init_call(const void *function, const void *metadata);

/// Calls an allocating initializer that takes one `Any`, passed indirectly and consumed;
/// returns the new object at +1.
void *dynamic_init_call_any(const void *function, void *argument, const void *metadata);

/// Calls an allocating initializer taking a one-byte enum and a `String?` (its two words, read
/// from `string`, whose ownership passes to the initializer): `init(style:reuseIdentifier:)`.
void *dynamic_init_call_byte_string(const void *function, unsigned char byte, const void *string, const void *metadata);

/// Calls an allocating initializer taking a `String?` (ownership passes): `init(reuseIdentifier:)`.
void *dynamic_init_call_string(const void *function, const void *string, const void *metadata);

/// Calls an allocating initializer taking a `CGRect`: `init(frame:)`.
void *dynamic_init_call_rect(const void *function, double x, double y, double width, double height, const void *metadata);

/// `UIView`'s, `UITableViewCell`'s and `UITableViewHeaderFooterView`'s type descriptors and the
/// method descriptors of `init(frame:)`, `init(style:reuseIdentifier:)` and `init(reuseIdentifier:)`.
const void *dynamic_init_uiview_class(void);
const void *dynamic_init_uiview_init_frame(void);
const void *dynamic_init_cell_class(void);
const void *dynamic_init_cell_init(void);
const void *dynamic_init_header_class(void);
const void *dynamic_init_header_init(void);

/// `CALayer`'s nominal type descriptor and the method descriptor of `init(layer:)` (its `init()`
/// overrides `NSObject.init()`, whose descriptor is below).
const void *dynamic_init_calayer_class(void);
const void *dynamic_init_calayer_init_layer(void);

/// Foundation's `NSObject` nominal type descriptor and the method descriptor of its `init()`:
/// the vtable slot every `NSObject` subclass's `init()` override fills (`UIBarButtonItem`'s
/// `flexibleSpace()` and `UINavigationController(navigationBarClass:toolbarClass:)` make
/// instances of classes known at run time with it).
const void *dynamic_init_nsobject_class(void);
const void *dynamic_init_nsobject_init(void);

#endif
