import Foundation
import Graphics

/// A function a button configuration applies to the attributes of its title or subtitle before
/// drawing it, e.g. `{ var a = $0; a.font = .boldSystemFont(ofSize: 20); return a }`. Two
/// transformers are equal when they are the same transformer.
public struct UIConfigurationTextAttributesTransformer: Hashable {
    private final class Identity {}

    private let transform: (AttributeContainer) -> AttributeContainer
    private let identity = Identity()

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// The transformed attributes.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
