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

    /// Throws when GL recorded an error since the last check, naming `operation`; when the error
    /// comes from a reset (`GL_CONTEXT_LOST`, or the reset status says so), throws
    /// ``GLError/contextLost(_:)`` instead.
    func checkError(_ operation: @autoclosure () -> String) throws(GLError) {
        let errors = takeErrors()
        guard errors.isEmpty else {
            try checkForReset()
            if errors.contains(GLErrorName.of(GLenum(GL_CONTEXT_LOST_KHR))) {
                markLost(.unknown)
                throw .contextLost(.unknown)
            }
            throw .glError(operation: operation(), error: errors.joined(separator: ", "))
        }
    }
}
