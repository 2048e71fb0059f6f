import Foundation
import UIKit

/// A colour in CIE L*a*b* (D65 white): L from 0 (black) to 100 (white).
struct CIELabColor: Equatable {
    var l: Double
    var a: Double
    var b: Double

    /// The Lab colour of an sRGB pixel given as 8-bit components (IEC 61966-2-1 transfer curve,
    /// the sRGB-to-XYZ matrix, D65 reference white).
    init(sRGBRed red: UInt8, green: UInt8, blue: UInt8) {
        let r = SRGBTables.linear[Int(red)]
        let g = SRGBTables.linear[Int(green)]
        let b = SRGBTables.linear[Int(blue)]
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        let fx = Self.f(x)
        let fy = Self.f(y)
        let fz = Self.f(z)
        self.init(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}

/// The sRGB transfer curve for the 256 values of an 8-bit component.
private enum SRGBTables {
    static let linear: [Double] = (0..<256).map { value in
        let c = Double(value) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
}

/// Colour differences as swift-snapshot-testing measures them for `perceptualPrecision`: Core
/// Image's `CILabDeltaE` filter, which gives the CIE 1994 ΔE (graphic-arts weights) between two
/// images' pixels, from 0 (the same) to 100; about 2 is the smallest difference an eye notices.
enum DeltaE {
    /// ΔE*94 of `sample` from `reference` (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015; the chroma
    /// weights use the reference's chroma, as CIE94 defines them), capped at 100 as Core Image's
    /// output is.
    static func cie94(_ reference: CIELabColor, _ sample: CIELabColor) -> Double {
        let deltaL = reference.l - sample.l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (sample.a * sample.a + sample.b * sample.b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = reference.a - sample.a
        let deltaB = reference.b - sample.b
        let deltaHSquared = max(0, deltaA * deltaA + deltaB * deltaB - deltaC * deltaC)
        let sC = 1 + 0.045 * c1
        let sH = 1 + 0.015 * c1
        let value = (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaHSquared / (sH * sH)).squareRoot()
        return min(value, 100)
    }

    /// ΔE*94 between two premultiplied pixels, their colour taken over black (what a
    /// premultiplied image shows), so that transparent pixels of any stored colour are equal.
    static func cie94(_ reference: Pixel, _ sample: Pixel) -> Double {
        if reference == sample { return 0 }
        return cie94(
            CIELabColor(sRGBRed: reference.r, green: reference.g, blue: reference.b),
            CIELabColor(sRGBRed: sample.r, green: sample.g, blue: sample.b))
    }
}

/// The perceptual comparison behind `perceptualPrecision`, with swift-snapshot-testing's rules
/// and messages: a pixel fails when its ΔE exceeds `(1 − perceptualPrecision) × 100`; the images
/// match while the share of pixels that don't fail is at least `pixelPrecision`.
enum PerceptualComparison {
    /// Nil when the images match; otherwise the message, naming the share of matching pixels and
    /// the lowest perceptual precision (1 − the largest ΔE / 100). The images have the same size.
    static func compare(
        _ old: PixelImage, _ new: PixelImage, pixelPrecision: Float, perceptualPrecision: Float
    ) -> String? {
        let threshold = Double((1 - perceptualPrecision) * 100)
        var failing = 0
        var maximumDeltaE = 0.0
        for y in 0..<old.height {
            for x in 0..<old.width {
                let deltaE = DeltaE.cie94(old[x, y], new[x, y])
                if deltaE > threshold {
                    failing += 1
                    maximumDeltaE = max(maximumDeltaE, deltaE)
                }
            }
        }
        let actualPixelPrecision = 1 - Float(failing) / Float(old.width * old.height)
        guard actualPixelPrecision < pixelPrecision else { return nil }
        let minimumPerceptualPrecision = 1 - min(Float(maximumDeltaE) / 100, 1)
        return """
            The percentage of pixels that match \(actualPixelPrecision) is less than required \(pixelPrecision)
            The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
            """
    }
}
