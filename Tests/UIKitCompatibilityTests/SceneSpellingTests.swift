import Foundation
import Testing
import UIKit

/// A scene delegate written as every iOS 13+ app template writes it.
final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) {}
}

@Suite("Scenes: the host's one window scene")
@MainActor
struct SceneSpellingTests {
    @Test("A template scene delegate connects, makes its window in the scene and shows it")
    func templateDelegate() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1)
        #expect(scene.activationState == .foregroundActive && scene.session.role == .windowApplication)
        let delegate = TemplateSceneDelegate()
        scene.delegate = delegate
        delegate.scene(scene, willConnectTo: scene.session, options: UIScene.ConnectionOptions())
        let window = try #require(delegate.window)
        #expect(window.windowScene === scene)
        #expect(window.frame == scene.screen.bounds)
        #expect(scene.windows.contains { $0 === window })
        #expect(scene.keyWindow === window)
        #expect(window.rootViewController?.view.window?.windowScene?.statusBarManager?.statusBarFrame == .zero)
        #expect(
            scene.interfaceOrientation == (scene.screen.bounds.height >= scene.screen.bounds.width ? .portrait : .landscapeLeft))
        #expect(UIWindow(frame: .zero).windowScene === scene, "every window belongs to the one scene")
        window.isHidden = true
        scene.delegate = nil
    }
}
