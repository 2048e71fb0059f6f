import Foundation

/// A separable convolution of a grid of values (rows of `width`): across, then down. What lies
/// beyond the grid is either nothing (a shadow's caster, transparent around it) or the nearest
/// edge value (a backdrop, whose edge pixels extend outwards as a GPU's clamped reads do).
enum SeparableBlur {
    enum Edges {
        case zero
        case extended
    }

    static func convolve<Value>(
        _ values: [Value], width: Int, height: Int, _ kernel: [Double], edges: Edges, zero: Value,
        _ add: (Value, Value) -> Value, _ scale: (Value, Double) -> Value
    ) -> [Value] {
        guard kernel.count > 1 else { return values }
        let reach = kernel.count / 2
        /// The sum along one line of `count` values (`at(i)`) around position `i`.
        func line(_ i: Int, _ count: Int, _ at: (Int) -> Value) -> Value {
            var sum = zero
            for k in -reach...reach {
                let j = i + k
                guard edges == .extended || (0..<count).contains(j) else { continue }
                sum = add(sum, scale(at(min(max(j, 0), count - 1)), kernel[k + reach]))
            }
            return sum
        }
        var across = values
        for y in 0..<height {
            for x in 0..<width { across[y * width + x] = line(x, width) { values[y * width + $0] } }
        }
        var down = values
        for y in 0..<height {
            for x in 0..<width { down[y * width + x] = line(y, height) { across[$0 * width + x] } }
        }
        return down
    }
}
