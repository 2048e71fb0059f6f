import Graphics

/// The bitmap a layer draws into: retained between draws, so that a partial redraw keeps the
/// pixels outside the dirty rect.
@MainActor
final class BackingStore {
    let canvas: BitmapCanvas
    /// Bumped at every draw; the render tree carries it so the compositor can tell stale textures.
    private(set) var version: UInt64 = 0
    /// Pixel rects drawn since the last commit.
    private(set) var dirtyPixelRects: [PixelRect] = []
    private var snapshot: PixelImage?
    private var snapshotIsOpaque: Bool?
    private var committedVersion: UInt64 = 0

    init(pixelWidth: Int, pixelHeight: Int) throws {
        canvas = try BitmapCanvas(width: pixelWidth, height: pixelHeight)
    }

    var pixelWidth: Int { canvas.width }
    var pixelHeight: Int { canvas.height }

    func didDraw(_ region: PixelRect) {
        version = ContentVersion.next()
        dirtyPixelRects.append(region)
        if dirtyPixelRects.count > 16 {
            dirtyPixelRects = [dirtyPixelRects.dropFirst().reduce(dirtyPixelRects[0]) { $0.union($1) }]
        }
        snapshot = nil
    }

    /// The pixels as of the last draw, copied once per version.
    func image() -> PixelImage {
        if let snapshot { return snapshot }
        let image = canvas.makeImage()
        snapshot = image
        snapshotIsOpaque = nil
        return image
    }

    /// Whether every pixel of ``image()`` is opaque; checked once per version.
    var imageIsOpaque: Bool {
        if let snapshotIsOpaque, snapshot != nil { return snapshotIsOpaque }
        let opaque = image().isFullyOpaque
        snapshotIsOpaque = opaque
        return opaque
    }

    /// The version last committed, and the rects drawn since; resets both for the next commit.
    func takeCommitDelta() -> (baseVersion: UInt64, dirtyRects: [PixelRect]) {
        defer {
            committedVersion = version
            dirtyPixelRects.removeAll()
        }
        return (committedVersion, dirtyPixelRects)
    }
}

/// Content versions, unique across every layer and kind of content in the process, so that a
/// version never repeats for one layer (a new backing store, or `contents` replacing drawn
/// content, can never look like a texture the compositor already holds).
@MainActor
enum ContentVersion {
    private static var last: UInt64 = 0

    static func next() -> UInt64 {
        last += 1
        return last
    }
}
