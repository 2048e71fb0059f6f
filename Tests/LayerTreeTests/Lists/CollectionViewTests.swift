import Foundation
import LayerTree
import Testing

/// A cell subclass as iOS code writes one: a label, counting the cells made.
final class TileCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        TileCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A header as iOS code writes one.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class TileModel: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections: [[String]]
    var sizes: [IndexPath: CGSize] = [:]
    var selected: [IndexPath] = []
    init(_ sections: [[String]]) { self.sections = sections }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath) as! TileCell
        cell.label.text = sections[indexPath.section][indexPath.item]
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
            as! TitleHeader
        header.label.text = "Section \(indexPath.section)"
        return header
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
final class CollectionScene {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = UICollectionViewFlowLayout()
    let collection: UICollectionView
    let model: TileModel

    init(items: Int = 30, sections: Int = 1, configure: (UICollectionViewFlowLayout) -> Void = { _ in }) {
        MediaClock.useManualTime(70)
        configure(layout)
        collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        model = TileModel((0..<sections).map { section in (0..<items).map { "\(section).\($0)" } })
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collection.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionViewFlowLayout.elementKindSectionHeader,
            withReuseIdentifier: "header")
        collection.dataSource = model
        collection.delegate = model
        window.addSubview(collection)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func frame(_ count: Int = 1) {
        for _ in 0..<count {
            MediaClock.advance(by: 1.0 / 60)
            CATransaction.flush()
        }
    }

    func frameOf(_ item: Int, _ section: Int = 0) -> CGRect? {
        collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

@Suite("UICollectionView with UICollectionViewFlowLayout")
@MainActor
struct CollectionViewTests {
    @Test("Flow lines: as many items as fit, the rest of the line shared between them, a lone item centred")
    func flowLines() {
        let scene = CollectionScene(items: 4) { $0.itemSize = CGSize(width: 90, height: 90) }
        #expect(scene.frameOf(0) == CGRect(x: 0, y: 0, width: 90, height: 90))
        #expect(scene.frameOf(1) == CGRect(x: 115, y: 0, width: 90, height: 90), "gap 10 + 30/2")
        #expect(scene.frameOf(2) == CGRect(x: 230, y: 0, width: 90, height: 90))
        #expect(scene.frameOf(3) == CGRect(x: 115, y: 100, width: 90, height: 90), "alone on its line: centred")
        #expect(scene.collection.contentSize == CGSize(width: 320, height: 190))
        #expect(
            scene.collection.visibleCells.count == 4
                && scene.collection.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == scene.frameOf(2))
    }

    @Test("Section insets, headers from the data source, sizes from the delegate, items centred across their line")
    func sectionsAndHeaders() {
        let scene = CollectionScene(items: 3, sections: 2) { layout in
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            layout.itemSize = CGSize(width: 60, height: 60)
        }
        scene.model.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 60, height: 80)
        scene.collection.collectionViewLayout.invalidateLayout()
        scene.window.layoutIfNeeded()
        #expect(
            scene.frameOf(0) == CGRect(x: 10, y: 55, width: 60, height: 60),
            "below the header and the inset, centred in the 80-point line")
        #expect(scene.frameOf(1)?.minY == 45 && scene.frameOf(1)?.height == 80)
        #expect(scene.frameOf(0, 1)?.minY == CGFloat(45 + 80 + 5 + 40 + 5))
        let header =
            scene.collection.supplementaryView(
                forElementKind: UICollectionViewFlowLayout.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            as? TitleHeader
        #expect(header?.label.text == "Section 1" && header?.frame == CGRect(x: 0, y: 130, width: 320, height: 40))
    }

    @Test("A horizontal flow lays columns; 10,000 items scroll with a bounded number of cells made")
    func horizontalAndReuse() {
        TileCell.made = 0
        let scene = CollectionScene(items: 10_000) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 100, height: 150)
        }
        #expect(scene.frameOf(1) == CGRect(x: 0, y: 165, width: 100, height: 150))
        #expect(scene.frameOf(3) == CGRect(x: 110, y: 0, width: 100, height: 150))
        let columns = (10_000 + 2) / 3
        #expect(scene.collection.contentSize.width == CGFloat(columns * 110 - 10))
        let visibleAtStart = scene.collection.visibleCells.count
        var x: CGFloat = 0
        while x < scene.collection.contentSize.width - 320 {
            x = min(x + 337, scene.collection.contentSize.width - 320)
            scene.collection.contentOffset = CGPoint(x: x, y: 0)
            scene.window.layoutIfNeeded()
        }
        #expect(TileCell.made <= visibleAtStart + 6, "\(TileCell.made) made, \(visibleAtStart) on screen at first")
        #expect(scene.collection.indexPathsForVisibleItems.last == IndexPath(item: 9999, section: 0))
        for indexPath in scene.collection.indexPathsForVisibleItems {
            let cell = scene.collection.cellForItem(at: indexPath) as? TileCell
            #expect(cell?.label.text == "0.\(indexPath.item)" && cell?.frame == scene.frameOf(indexPath.item))
        }
    }

    @Test("A tap selects the item under it; scrollToItem places an item")
    func selectionAndScroll() {
        let scene = CollectionScene(items: 100)
        scene.window.injectTouch(id: 3, phase: .began, at: CGPoint(x: 70, y: 25), timestamp: MediaClock.now)
        scene.window.injectTouch(id: 3, phase: .ended, at: CGPoint(x: 70, y: 25), timestamp: MediaClock.now + 0.05)
        #expect(scene.model.selected == [IndexPath(item: 1, section: 0)])
        #expect(scene.collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        scene.collection.scrollToItem(at: IndexPath(item: 50, section: 0), at: .top, animated: false)
        #expect(scene.collection.contentOffset.y == scene.frameOf(50)!.minY)
    }

    @Test("insertItems slides the items after it and fades the new one in; wrong counts are reported with UIKit's message")
    func updates() {
        let scene = CollectionScene(items: 10)
        let second = scene.collection.cellForItem(at: IndexPath(item: 1, section: 0))!
        let oldFrame = second.frame
        scene.model.sections[0].insert("new", at: 0)
        scene.collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(scene.collection.cellForItem(at: IndexPath(item: 2, section: 0)) === second)
        #expect(second.frame == scene.frameOf(2) && second.frame != oldFrame)
        scene.frame(9)
        let x = second.layer.presentation()!.position.x
        #expect(x != second.layer.position.x, "still on its way")
        scene.frame(12)
        #expect(second.layer.presentation()!.position == second.layer.position)
        scene.model.sections[0] += ["a", "b"]
        let diagnostics = LayerTreeDiagnostics.capturing { scene.collection.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        #expect(diagnostics.first?.problem.contains("invalid number of items in section 0") == true)
        scene.window.layoutIfNeeded()
        #expect(scene.collection.numberOfItems(inSection: 0) == 13)
    }
}
