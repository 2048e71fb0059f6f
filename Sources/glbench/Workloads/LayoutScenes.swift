import Foundation
import LayerTree

/// The hierarchies `glbench layout` times: built with anchors and stack views as iOS code builds
/// them, under a top view whose width every card's width depends on.
@MainActor
enum LayoutScene: String, CaseIterable, Sendable {
    /// Cards in rows of ten: each card a tenth of the top view's width less the gaps, 8 apart,
    /// 44 high, rows 8 apart.
    case grid
    /// A vertical stack of rows, each a horizontal stack (fill equally, 8 apart) of five views
    /// with a fixed height.
    case stacks

    static let columns = 10
    static let rowLength = 5

    /// Builds `count` views under a new top view `width` points wide, constrained and not yet laid out.
    func build(count: Int, width: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 800))
        switch self {
        case .grid: Self.buildGrid(in: root, count: count)
        case .stacks: Self.buildStacks(in: root, count: count)
        }
        return root
    }

    private static func buildGrid(in root: UIView, count: Int) {
        var constraints: [NSLayoutConstraint] = []
        var rowAbove: UIView?
        var previous: UIView?
        for index in 0..<count {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(card)
            let column = index % columns
            if column == 0 {
                constraints.append(card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4))
                constraints.append(
                    rowAbove.map { card.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
                        ?? card.topAnchor.constraint(equalTo: root.topAnchor, constant: 8))
                rowAbove = card
            } else if let previous {
                constraints.append(card.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 8))
                constraints.append(card.topAnchor.constraint(equalTo: previous.topAnchor))
            }
            constraints.append(card.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.1, constant: -8))
            constraints.append(card.heightAnchor.constraint(equalToConstant: 44))
            previous = card
        }
        NSLayoutConstraint.activate(constraints)
    }

    private static func buildStacks(in root: UIView, count: Int) {
        let column = UIStackView()
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: root.trailingAnchor), column.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        var made = 0
        while made < count {
            let row = UIStackView()
            row.distribution = .fillEqually
            row.spacing = 8
            for _ in 0..<min(rowLength, count - made) {
                let item = UIView()
                item.heightAnchor.constraint(equalToConstant: 44).isActive = true
                row.addArrangedSubview(item)
                made += 1
            }
            column.addArrangedSubview(row)
        }
    }
}
