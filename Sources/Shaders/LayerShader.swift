/// The program that draws every part of a layer: background, contents, border, and the
/// composite of an offscreen pass. Features are compiled in by `#define`, so each variant does
/// only its job:
///
/// - `TEXTURED`: sample `uTexture` over `uTexRect`, the coordinates clamped to the box `uTexClamp`
///   (an atlas entry's outer texel centres, so linear filtering never reads a neighbour);
///   otherwise fill with `uColor`. `uTexFilter` picks the nearest texel (the coordinates moved to
///   its centre, so the bilinear sampler returns it alone) where the fragment is magnified (+1:
///   a target pixel spans at most one texel, GL's λ ≤ 0) or minified (+2); 0 is bilinear.
/// - `GRADIENT`: fill with a gradient (axial, radial or conic) of up to
///   `LayerShader.maxGradientStops` straight-colour stops, evaluated in the unit space of
///   `uGradientRect`, premultiplied after interpolation, and dithered by half a level so that
///   8-bit targets show no bands.
/// - `SHADOW`: fill with `uColor` times the coverage of the rounded rect `uShadowRect` (corner
///   `uShadowCorner`) blurred by a Gaussian of `uShadowSigma`: exact for square corners (the
///   product of two error-function intervals), integrated over eight rows for rounded ones.
/// - `ARC`: fill with `uColor` over a circular arc's stroke (`uArc`: centre, radius, half width;
///   `uArcAngles`: start angle, signed sweep, trimmed start and end as fractions of the length)
///   with butt, round or square caps at the trimmed ends (`uArcCap`), antialiased by distance.
/// - `BACKDROP` (with `TEXTURED`): sample the blurred backdrop at the fragment's own target
///   pixel (`gl_FragCoord` moved by `uBackdropMap.xy`, scaled by `uBackdropMap.zw`, so the quad's
///   shape and transform do not matter), change its saturation by `uBackdropSaturation` about
///   Rec. 709 luma (as Apple's UIImageEffects does), and composite `uBackdropTint` over it.
/// - `UNDERLAID`: paint `uUnderlay` under the texture (a layer's background, in the same draw).
/// - `MASKED`: multiply by the alpha of `uMask`, sampled at the same coordinates (a mask pass).
/// - `BITMAP_MASK`: multiply by the alpha of a mask layer's bitmap `uBitmapMask`, sampled where
///   the fragment lies in the mask layer's plane: the vertex shader maps each corner's target
///   pixel through `uBitmapMaskMap` (3×3, projective, as clips do), the fragment shader divides,
///   reads the bitmap placed over `uBitmapMaskRect` (its part `uBitmapMaskTexRect`), zero
///   outside that rect (antialiased), times `uBitmapMaskOpacity`.
/// - `SHAPED`: antialiased coverage of a rounded rect (`uShapeRect`, `uShapeRadius`) in the
///   layer's own coordinates, or of a ring when `uShapeBorder` > 0 (borders).
/// - `CLIPPED`: antialiased coverage of `CLIP_COUNT` (1…`LayerShader.maxClips`) rounded rects,
///   each in the space of the layer that clips, reached from target pixels through a 3×3
///   projective map. The vertex shader applies the maps to the homogeneous target pixel of each
///   corner, so the fragment shader only divides: interpolation keeps it exact, with or without
///   perspective, because the map is linear in homogeneous coordinates.
///
/// Everything is premultiplied; the result is scaled by `uOpacity`.
public enum LayerShader {
    /// How many exact (rotated or rounded) clips one draw can carry.
    public static let maxClips = 8
    /// How many colour stops one gradient draw can carry.
    public static let maxGradientStops = 16

    /// Feature flags of a variant.
    public struct Features: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let textured = Features(rawValue: 1 << 0)
        public static let masked = Features(rawValue: 1 << 1)
        public static let shaped = Features(rawValue: 1 << 2)
        public static let clipped = Features(rawValue: 1 << 3)
        /// Colour, transform, local rect and shape come per instance from vertex attributes
        /// (``LayerShader/InstanceLayout``), so that one draw call fills many quads; with
        /// `.textured` (always `.underlaid`), tint, opacity, texture rect, clamp box and underlay
        /// too (``LayerShader/TexturedInstanceLayout``). Never clipped, masked or bitmap-masked.
        public static let instanced = Features(rawValue: 1 << 4)
        /// A premultiplied colour under the texture (`uUnderlay`). Only with `.textured`.
        public static let underlaid = Features(rawValue: 1 << 5)
        /// A gradient instead of a colour or texture. Not with `.textured` or `.instanced`.
        public static let gradient = Features(rawValue: 1 << 6)
        /// A blurred rounded rect's coverage times the colour (a layer's shadow). Not with
        /// `.textured`, `.gradient` or `.instanced`.
        public static let shadow = Features(rawValue: 1 << 7)
        /// A circular arc's stroke times the colour (a shape layer's ring). Alone, or clipped.
        public static let arc = Features(rawValue: 1 << 8)
        /// The texture is a blurred backdrop, sampled at the fragment's target pixel, then
        /// saturated and tinted. Only with `.textured`.
        public static let backdrop = Features(rawValue: 1 << 9)
        /// Coverage times the alpha of a mask layer's bitmap, sampled in the mask's plane (a
        /// mask without a mask pass). With colour, texture (underlaid or not) or gradient
        /// sources, shaped or clipped.
        public static let bitmapMask = Features(rawValue: 1 << 10)
        /// Continuous corners may occur among the shape, clips or shadow (bit 16 of their corner
        /// bits). Without it the coverage code is circular only: the continuous curve's
        /// bisections, compiled in, cost every fragment on a CPU rasterizer even when no
        /// corner uses them (llvmpipe runs both sides of a branch its lanes may disagree on).
        public static let continuous = Features(rawValue: 1 << 11)

        /// Every meaningful combination (masking and underlays imply texturing; instancing
        /// colours or underlaid textures, with or without a shape).
        public static let allVariants: [Features] =
            (0..<16).map(Features.init(rawValue:))
            .filter { !$0.contains(.masked) || $0.contains(.textured) }
            + [
                [.textured, .underlaid], [.textured, .underlaid, .shaped], [.textured, .underlaid, .clipped],
                [.textured, .underlaid, .shaped, .clipped], .instanced, [.instanced, .shaped],
                [.instanced, .textured, .underlaid], [.instanced, .textured, .underlaid, .shaped],
                .gradient, [.gradient, .shaped], [.gradient, .clipped], [.gradient, .shaped, .clipped],
                .shadow, [.shadow, .clipped], .arc, [.arc, .clipped],
                [.textured, .backdrop], [.textured, .backdrop, .shaped], [.textured, .backdrop, .clipped],
                [.textured, .backdrop, .shaped, .clipped],
            ]
            + bitmapMaskVariants + continuousVariants

        /// Continuous corners in each kind of coverage: shape, clip, shadow, instanced, textured,
        /// gradient, bitmap mask and backdrop.
        static let continuousVariants: [Features] = [
            [.shaped, .continuous], [.clipped, .continuous], [.shadow, .continuous], [.shadow, .clipped, .continuous],
            [.instanced, .shaped, .continuous], [.instanced, .textured, .underlaid, .shaped, .continuous],
            [.textured, .shaped, .clipped, .continuous], [.gradient, .shaped, .clipped, .continuous],
            [.bitmapMask, .shaped, .continuous], [.textured, .backdrop, .shaped, .continuous],
        ]

        /// The bitmap-mask variants: colour, texture (underlaid or not) or gradient, shaped,
        /// clipped, both or neither.
        static let bitmapMaskVariants: [Features] = {
            let sources: [Features] = [[], .textured, [.textured, .underlaid], .gradient]
            let coverages: [Features] = [[], .shaped, .clipped, [.shaped, .clipped]]
            return sources.flatMap { source in coverages.map { source.union($0).union(.bitmapMask) } }
        }()
    }

    /// The program source for `features`; a `.clipped` variant applies `clipCount` clips
    /// (clamped to 1…``maxClips``), unrolled at compile time.
    public static func source(_ features: Features, clipCount: Int = maxClips) -> ShaderProgramSource {
        var defines = ""
        if features.contains(.textured) { defines += "#define TEXTURED 1\n" }
        if features.contains(.masked) { defines += "#define MASKED 1\n" }
        if features.contains(.underlaid) { defines += "#define UNDERLAID 1\n" }
        if features.contains(.backdrop) { defines += "#define BACKDROP 1\n" }
        if features.contains(.shaped) { defines += "#define SHAPED 1\n" }
        if features.contains(.bitmapMask) { defines += "#define BITMAP_MASK 1\n" }
        if features.contains(.continuous) { defines += "#define CONTINUOUS 1\n" }
        if features.contains(.shadow) { defines += "#define SHADOW 1\n" }
        if features.contains(.arc) { defines += "#define ARC 1\n" }
        if features.contains(.gradient) { defines += "#define GRADIENT 1\n#define GRADIENT_STOPS \(maxGradientStops)\n" }
        var name = "layer[\(features.rawValue)]"
        if features.contains(.clipped) {
            let count = min(max(clipCount, 1), maxClips)
            defines += "#define CLIPPED 1\n#define CLIP_COUNT \(count)\n"
            name += "[\(count) clips]"
        }
        if features.contains(.instanced) { defines += "#define INSTANCED 1\n" }
        return ShaderProgramSource(
            name: name,
            vertex: "#version 300 es\n" + defines + vertexBody,
            fragment: "#version 300 es\n" + defines + fragmentBody)
    }

    /// Where each per-instance value lies in an instance's record of floats (the `INSTANCED`
    /// variant): the unit-square → clip-space matrix as four columns, the local rect, the
    /// premultiplied colour with opacity applied, the shape rect, and the shape's radius, border and
    /// rounded corners (a bit mask).
    public enum InstanceLayout {
        public static let floatsPerInstance = 31
        public static let transformColumns: [(location: UInt32, offset: Int)] = [(1, 0), (2, 4), (3, 8), (4, 12)]
        public static let localRect: (location: UInt32, offset: Int) = (5, 16)
        public static let color: (location: UInt32, offset: Int) = (6, 20)
        public static let shapeRect: (location: UInt32, offset: Int) = (7, 24)
        public static let shapeParameters: (location: UInt32, offset: Int) = (8, 28)
    }

    /// Where each per-instance value lies in an instance's record of floats (the `INSTANCED`,
    /// `TEXTURED` variant): the unit-square → clip-space matrix as four columns, the local rect,
    /// the tint, the shape rect, the shape's radius, border, corners and the opacity, the texture
    /// rect (normalized in the texture bound), the box texture coordinates are clamped to, and
    /// the premultiplied underlay (clear for none), and the filter (`uTexFilter`'s value).
    public enum TexturedInstanceLayout {
        public static let floatsPerInstance = 45
        public static let transformColumns = InstanceLayout.transformColumns
        public static let localRect = InstanceLayout.localRect
        public static let tint = InstanceLayout.color
        public static let shapeRect = InstanceLayout.shapeRect
        /// Radius, border, corners and opacity: four floats where the colour layout has three.
        public static let shapeParametersAndOpacity = InstanceLayout.shapeParameters
        public static let texRect: (location: UInt32, offset: Int) = (9, 32)
        public static let texClamp: (location: UInt32, offset: Int) = (10, 36)
        public static let underlay: (location: UInt32, offset: Int) = (11, 40)
        /// One float: nearest when magnified (+1) or minified (+2).
        public static let filter: (location: UInt32, offset: Int) = (12, 44)
    }
}
