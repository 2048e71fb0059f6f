import CGLES3

extension GLContext {
    /// Reads and clears every pending GL error of this context. The context must be current.
    public func takeErrors() -> [String] {
        assertCurrent()
        var errors: [String] = []
        while true {
            let code = glGetError()
            if code == .noError || errors.count >= 16 { break }
            errors.append(GLErrorName.of(code))
        }
        return errors
    }

    /// Throws when GL recorded an error since the last check, naming `operation`.
    func checkError(_ operation: @autoclosure () -> String) throws(GLError) {
        let errors = takeErrors()
        guard errors.isEmpty else {
            throw .glError(operation: operation(), error: errors.joined(separator: ", "))
        }
    }
}
