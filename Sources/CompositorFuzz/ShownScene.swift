import Foundation
import LayerTree

extension SceneObjects {
    /// Builds `scene` in a window of its own, shown, with the media clock at manual time 0, and
    /// runs `body` with the window and the scene's objects. Afterwards the window is hidden and
    /// the process's media clock is given back as it was (a manual time included), so that a
    /// caller stopped on its own manual time finds it unchanged.
    @MainActor
    static func showing<R>(_ scene: FuzzScene, _ body: (UIWindow, SceneObjects) throws -> R) rethrows -> R {
        let previousManualTime = MediaClock.isManual ? MediaClock.now : nil
        MediaClock.useManualTime(0)
        let window = UIWindow(frame: CGRect(origin: .zero, size: scene.size))
        window.screen = UIScreen(bounds: window.bounds, scale: scene.scale)
        let objects = SceneObjects(scale: scene.scale)
        defer {
            window.isHidden = true
            if let previousManualTime { MediaClock.useManualTime(previousManualTime) } else { MediaClock.useSystemTime() }
        }
        changeWithoutActions {
            objects.build(scene.root, under: nil)
            if let root = objects.views[scene.root.id] { window.addSubview(root) }
            window.makeKeyAndVisible()
        }
        return try body(window, objects)
    }

    /// Runs `change` in a transaction without implicit animations.
    @MainActor
    static func changeWithoutActions(_ change: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        change()
        CATransaction.commit()
    }
}
