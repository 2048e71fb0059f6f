import Foundation
import Graphics
import LayerTree
import Testing

/// `isDoubleSided` and the contents filters: what the model keeps, copies and commits.
@Suite("isDoubleSided and contents filters: the model")
@MainActor
struct FacingAndFilterModelTests {
    @Test("Defaults: double-sided, linear both ways; the commit carries them")
    func defaults() throws {
        let layer = CALayer()
        #expect(layer.isDoubleSided && layer.magnificationFilter == .linear && layer.minificationFilter == .linear)
        let root = try #require(layer.runUpdateCycle().root)
        #expect(root.isDoubleSided && root.magnificationFilter == .linear && root.minificationFilter == .linear)
    }

    @Test("presentation() copies isDoubleSided and both filters")
    func presentationCopies() throws {
        let layer = CALayer()
        layer.isDoubleSided = false
        layer.magnificationFilter = .nearest
        layer.minificationFilter = .trilinear
        let copy = CALayer(layer: layer)
        #expect(!copy.isDoubleSided && copy.magnificationFilter == .nearest && copy.minificationFilter == .trilinear)
        _ = layer.runUpdateCycle()
        let shown = try #require(layer.presentation())
        #expect(!shown.isDoubleSided && shown.magnificationFilter == .nearest && shown.minificationFilter == .trilinear)
    }

    @Test("Changing a filter or the sidedness after a commit commits a new snapshot carrying it")
    func changesRecommit() throws {
        let layer = CALayer()
        let sublayer = CALayer()
        layer.addSublayer(sublayer)
        let first = try #require(layer.runUpdateCycle().root)
        sublayer.magnificationFilter = .nearest
        let second = try #require(layer.runUpdateCycle().root)
        #expect(second !== first && second.sublayers[0].magnificationFilter == .nearest)
        sublayer.minificationFilter = .nearest
        let third = try #require(layer.runUpdateCycle().root)
        #expect(third !== second && third.sublayers[0].minificationFilter == .nearest)
        sublayer.isDoubleSided = false
        let fourth = try #require(layer.runUpdateCycle().root)
        #expect(fourth !== third && !fourth.sublayers[0].isDoubleSided)
        let unchanged = try #require(layer.runUpdateCycle().root)
        #expect(unchanged === fourth, "nothing changed: the snapshot is reused")
    }

    @Test("A transform layer commits as double-sided whatever it is set to: Core Animation ignores it there")
    func transformLayerIgnoresSidedness() throws {
        let layer = CATransformLayer()
        layer.isDoubleSided = false
        let root = try #require(layer.runUpdateCycle().root)
        #expect(root.isDoubleSided && root.preservesDepth)
    }
}
