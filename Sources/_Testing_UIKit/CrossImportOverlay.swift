// Swift Testing declares a cross-import overlay for `UIKit` (`Testing.swiftcrossimport/
// UIKit.swiftoverlay` names the module `_Testing_UIKit`): a file that imports both Testing and a
// module called UIKit makes the compiler import `_Testing_UIKit` as well. Apple's overlay exists
// only on Apple platforms, so on Linux that import would fail, and no test of UIKit code could
// compile. This empty module, built with the UIKit umbrella, answers the import.
