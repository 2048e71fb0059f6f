/// Layers are NSObjects, as in Core Animation: equal only to themselves (NSObject's `isEqual(_:)`
/// and `hash` by identity), printed as Core Animation prints them (`<CALayer: 0x…>`).
extension CALayer {}
