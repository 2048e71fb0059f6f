import CGLES3

extension GLContext {
    /// Makes a vertex buffer holding `vertices` (tightly packed floats). The context must be current.
    public func makeVertexBuffer(_ vertices: [Float], usage: VertexBufferUsage = .staticDraw) throws(GLError) -> GLBuffer {
        assertCurrent()
        var name: GLuint = 0
        glGenBuffers(1, &name)
        let buffer = GLBuffer(name: name, tracker: tracker)
        try update(buffer, with: vertices, usage: usage)
        return buffer
    }

    /// Replaces the contents of `buffer` with `vertices`. The context must be current.
    public func update(_ buffer: GLBuffer, with vertices: [Float], usage: VertexBufferUsage = .streamDraw) throws(GLError) {
        assertCurrent()
        assertOwns(buffer)
        state.bindArrayBuffer(buffer.name)
        let byteCount = vertices.count * MemoryLayout<Float>.stride
        vertices.withUnsafeBytes { bytes in
            glBufferData(.arrayBuffer, GLsizeiptr(byteCount), bytes.baseAddress, usage.glValue)
        }
        buffer.byteCount = byteCount
        try checkError("filling a vertex buffer of \(byteCount) bytes")
    }

    /// Makes a vertex array that reads attribute `location` as `components` floats per vertex from
    /// `buffer`. The context must be current.
    public func makeVertexArray(reading buffer: GLBuffer, attribute location: UInt32, components: Int) throws(GLError)
        -> GLVertexArray
    {
        assertCurrent()
        assertOwns(buffer)
        var name: GLuint = 0
        glGenVertexArrays(1, &name)
        let vertexArray = GLVertexArray(name: name, tracker: tracker)
        state.bindVertexArray(name)
        state.bindArrayBuffer(buffer.name)
        glEnableVertexAttribArray(location)
        glVertexAttribPointer(location, GLint(components), .float, GLboolean(GL_FALSE), 0, nil)
        try checkError("making a vertex array")
        return vertexArray
    }
}

extension GLContext {
    /// Makes a vertex array for instanced drawing: attribute `location` reads `components` floats
    /// per vertex from `vertices`; each of `attributes` reads from `instances`, advancing once per
    /// instance by `floatsPerInstance`. The context must be current.
    public func makeInstancedVertexArray(
        vertices: GLBuffer, attribute location: UInt32, components: Int, instances: GLBuffer, floatsPerInstance: Int,
        attributes: [InstanceAttribute]
    ) throws(GLError) -> GLVertexArray {
        for attribute in attributes {
            precondition(attribute.offset + attribute.components <= floatsPerInstance, "instance attribute outside its record")
        }
        let vertexArray = try makeVertexArray(reading: vertices, attribute: location, components: components)
        assertOwns(instances)
        state.bindArrayBuffer(instances.name)
        let stride = GLsizei(floatsPerInstance * MemoryLayout<Float>.stride)
        for attribute in attributes {
            glEnableVertexAttribArray(attribute.location)
            glVertexAttribPointer(
                attribute.location, GLint(attribute.components), .float, GLboolean(GL_FALSE), stride,
                UnsafeRawPointer(bitPattern: attribute.offset * MemoryLayout<Float>.stride))
            glVertexAttribDivisor(attribute.location, 1)
        }
        try checkError("making an instanced vertex array")
        return vertexArray
    }
}

/// A per-instance vertex attribute: `components` floats, `offset` floats into each instance's record.
public struct InstanceAttribute: Sendable {
    public let location: UInt32
    public let components: Int
    public let offset: Int

    public init(location: UInt32, components: Int, offset: Int) {
        self.location = location
        self.components = components
        self.offset = offset
    }
}

/// How often a vertex buffer's contents change.
public enum VertexBufferUsage: Sendable {
    case staticDraw, streamDraw

    var glValue: GLenum { self == .staticDraw ? .staticDraw : .streamDraw }
}
