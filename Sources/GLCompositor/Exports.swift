// The compositor's API speaks Graphics' types (pixels, images, premultiplied colours).
@_exported import Graphics
