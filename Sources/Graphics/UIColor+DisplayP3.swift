import Foundation

extension UIColor {
    /// A colour given in the Display P3 colour space, converted to extended sRGB as UIKit does:
    /// a colour sRGB cannot show keeps components outside 0…1 (drawing clamps them).
    public convenience init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let (red, green, blue) = DisplayP3.extendedSRGB(red: displayP3Red, green: green, blue: blue)
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
}

/// Display P3 to sRGB: both use the sRGB transfer curve and the D65 white point; their linear
/// values differ by the primaries' matrix.
enum DisplayP3 {
    /// Linear Display P3 to linear sRGB, rows for red, green and blue.
    private static let matrix: [[Double]] = [
        [1.224_940_2, -0.224_940_2, 0],
        [-0.042_056_9, 1.042_056_9, 0],
        [-0.019_637_6, -0.078_636_1, 1.098_273_7],
    ]

    static func extendedSRGB(red: CGFloat, green: CGFloat, blue: CGFloat) -> (CGFloat, CGFloat, CGFloat) {
        let linear = [red, green, blue].map { decode(Double($0)) }
        let out = matrix.map { row in encode(zip(row, linear).map(*).reduce(0, +)) }
        return (CGFloat(out[0]), CGFloat(out[1]), CGFloat(out[2]))
    }

    /// The sRGB curve to linear light, mirrored for negative values (extended range).
    private static func decode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -linear : linear
    }

    /// Linear light to the sRGB curve, mirrored for negative values.
    private static func encode(_ value: Double) -> Double {
        let magnitude = abs(value)
        let encoded = magnitude <= 0.003_130_8 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -encoded : encoded
    }
}
