import Foundation

/// A point (or a direction) of a plane. The reference keeps its own small value types with
/// plain stored properties and concrete operators: debug builds do not specialize SIMD's
/// generics, and the fuzzer runs the reference in debug builds of the tests.
struct Point: Equatable, Sendable {
    var x: Double
    var y: Double

    init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y)) }

    static let zero = Point(0, 0)

    static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
    static func / (a: Point, s: Double) -> Point { Point(a.x / s, a.y / s) }
    static prefix func - (a: Point) -> Point { Point(-a.x, -a.y) }

    func dot(_ other: Point) -> Double { x * other.x + y * other.y }
    var length: Double { (x * x + y * y).squareRoot() }
}

/// A premultiplied colour in floating point: red, green, blue and alpha, each 0…1 (alpha at least
/// as large as the others).
struct Color: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    static let clear = Color(0, 0, 0, 0)

    static func + (a: Color, b: Color) -> Color {
        Color(a.red + b.red, a.green + b.green, a.blue + b.blue, a.alpha + b.alpha)
    }
    static func - (a: Color, b: Color) -> Color {
        Color(a.red - b.red, a.green - b.green, a.blue - b.blue, a.alpha - b.alpha)
    }
    static func * (a: Color, s: Double) -> Color { Color(a.red * s, a.green * s, a.blue * s, a.alpha * s) }

    /// Red, green and blue multiplied by `tint`'s; alpha kept.
    func tinted(_ tint: Tint) -> Color { Color(red * tint.red, green * tint.green, blue * tint.blue, alpha) }

    /// The straight colour `self` stands for, premultiplied (for colours given straight).
    var premultiplied: Color { Color(red * alpha, green * alpha, blue * alpha, alpha) }
}

/// Factors for red, green and blue: a replicator instance's colour.
struct Tint: Equatable, Sendable {
    var red: Double
    var green: Double
    var blue: Double

    static let none = Tint(red: 1, green: 1, blue: 1)

    static func * (a: Tint, b: Tint) -> Tint { Tint(red: a.red * b.red, green: a.green * b.green, blue: a.blue * b.blue) }
}

// Concrete `min`, `max` and `abs` for Double. Overload resolution prefers them to the standard
// library's generic ones, which debug builds call through witness tables on every pixel.
func min(_ a: Double, _ b: Double) -> Double { a < b ? a : b }
func max(_ a: Double, _ b: Double) -> Double { a > b ? a : b }
func min(_ a: Double, _ b: Double, _ c: Double) -> Double { min(min(a, b), c) }
func max(_ a: Double, _ b: Double, _ c: Double) -> Double { max(max(a, b), c) }
func abs(_ a: Double) -> Double { a < 0 ? -a : a }
