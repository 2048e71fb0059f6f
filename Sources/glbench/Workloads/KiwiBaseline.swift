import Foundation

/// The peer baseline of `glbench layout`: the same exported constraint system solved by
/// kiwisolver (a C++ Cassowary solver, from PyPI) in a Python subprocess of the same run.
enum KiwiBaseline {
    struct Result: Codable {
        /// Adding every constraint to a fresh solver and reading every value, in milliseconds.
        var buildMilliseconds: Double
        /// Median of suggesting a new width and reading every value, in microseconds.
        var editMicroseconds: Double
        /// The sum of every variable's value after the last edit, to check both solvers agree.
        var checksum: Double
        var version: String
    }

    enum Failure: Error, CustomStringConvertible {
        case unavailable(String)
        var description: String {
            switch self {
            case .unavailable(let why): "kiwisolver baseline unavailable: \(why)"
            }
        }
    }

    /// Solves `system` with kiwisolver; `.unavailable` when Python or kiwisolver is missing
    /// (`pip install kiwisolver`).
    static func run(_ system: LayoutSystemExport) throws -> Result {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("glbench-kiwi-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("system.json")
        try JSONEncoder().encode(system).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, input.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch { throw Failure.unavailable("python3 did not start: \(error)") }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0, let result = try? JSONDecoder().decode(Result.self, from: data) else {
            throw Failure.unavailable(message.split(separator: "\n").last.map(String.init) ?? "python3 failed")
        }
        return result
    }

    /// Builds the system, times the build and the edits exactly as `LayoutSolverReplay` does.
    static let script = """
        import json, sys, time, statistics
        import kiwisolver as kiwi
        system = json.load(open(sys.argv[1]))
        def build():
            v = [kiwi.Variable('v%d' % i) for i in range(system['variableCount'])]
            def make(c, constant):
                expr = sum((v[int(i)] * k for i, k in c['terms']), kiwi.Expression([], constant)) if c['terms'] else kiwi.Expression([], constant)
                if c['op'] == '==': return (expr == 0) | c['strength']
                if c['op'] == '<=': return (expr <= 0) | c['strength']
                return (expr >= 0) | c['strength']
            return v, make
        v, make = build()
        made = [make(c, c['constant']) for c in system['constraints']]
        solver = kiwi.Solver()
        start = time.perf_counter()
        for c in made: solver.addConstraint(c)
        for i, value in zip(system['editVariables'], system['editValues']):
            solver.addEditVariable(v[i], system['editStrength'])
            solver.suggestValue(v[i], value)
        solver.updateVariables()
        build_ms = (time.perf_counter() - start) * 1e3
        times = []
        width = v[system['editVariables'][0]]
        for w in system['widthSteps']:
            start = time.perf_counter()
            solver.suggestValue(width, w)
            solver.updateVariables()
            times.append((time.perf_counter() - start) * 1e6)
        checksum = sum(x.value() for x in v)
        print(json.dumps({'buildMilliseconds': build_ms, 'editMicroseconds': statistics.median(times), 'checksum': checksum, 'version': kiwi.__version__}))
        """
}
