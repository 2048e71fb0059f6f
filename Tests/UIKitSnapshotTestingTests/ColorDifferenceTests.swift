import Testing

@testable import UIKitSnapshotTesting

/// The CIE94 ΔE behind `perceptualPrecision`, against values worked by hand.
@Suite struct ColorDifferenceTests {
    @Test func sRGBPrimariesHaveTheirPublishedLabValues() {
        let white = CIELabColor(sRGBRed: 255, green: 255, blue: 255)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        let red = CIELabColor(sRGBRed: 255, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
        let black = CIELabColor(sRGBRed: 0, green: 0, blue: 0)
        #expect(black == CIELabColor(l: 0, a: 0, b: 0))
    }

    @Test func lightnessCountsFullyAndChromaIsWeightedByTheReference() {
        // Grey to grey: ΔE94 is the lightness difference (S_L = 1).
        #expect(abs(DeltaE.cie94(CIELabColor(l: 50, a: 0, b: 0), CIELabColor(l: 60, a: 0, b: 0)) - 10) < 1e-9)
        // Chroma 10 → 20 at one hue: ΔC = 10 divided by S_C = 1 + 0.045 × 10.
        #expect(abs(DeltaE.cie94(CIELabColor(l: 50, a: 10, b: 0), CIELabColor(l: 50, a: 20, b: 0)) - 10 / 1.45) < 1e-9)
        // Same chroma, opposite hue: ΔH = 20 divided by S_H = 1 + 0.015 × 10.
        #expect(abs(DeltaE.cie94(CIELabColor(l: 50, a: 10, b: 0), CIELabColor(l: 50, a: -10, b: 0)) - 20 / 1.15) < 1e-9)
        // Black against white is the whole scale.
        let black = CIELabColor(sRGBRed: 0, green: 0, blue: 0)
        let white = CIELabColor(sRGBRed: 255, green: 255, blue: 255)
        #expect(abs(DeltaE.cie94(black, white) - 100) < 0.01)
    }
}
