// Swift Testing declares a cross-import overlay for `CoreGraphics` (`Testing.swiftcrossimport/
// CoreGraphics.swiftoverlay` names the module `_Testing_CoreGraphics`), as it does for UIKit: a
// file importing both Testing and a module called CoreGraphics makes the compiler import it too.
// Apple's overlay exists only on Apple platforms; this empty module, built with the
// CoreGraphics module, answers the import on Linux.
