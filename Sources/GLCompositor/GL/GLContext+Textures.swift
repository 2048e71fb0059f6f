import CGLES3
import Graphics

extension GLContext {
    /// Makes an uninitialized `width` × `height` texture that holds premultiplied BGRA pixels,
    /// sampled linearly and clamped at the edges. The context must be current.
    /// - Throws: ``GLError/invalidSize(width:height:limit:)`` when a side is below 1 or above
    ///   `GL_MAX_TEXTURE_SIZE`, before any GL call is made.
    public func makeTexture(width: Int, height: Int) throws(GLError) -> GLTexture {
        assertCurrent()
        try GLError.checkSize(width: width, height: height, limit: capabilities.maxTextureSize)
        let texture = generateTexture(width: width, height: height)
        if capabilities.uploadsBGRA {
            glTexImage2D(.texture2D, 0, GLint(GL_BGRA_EXT), GLsizei(width), GLsizei(height), 0, .bgraExt, .unsignedByte, nil)
        } else {
            // BGRA bytes land in an RGBA texture; swizzling red and blue on sampling puts them right.
            glTexStorage2D(.texture2D, 1, .rgba8, GLsizei(width), GLsizei(height))
            glTexParameteri(.texture2D, .textureSwizzleR, .blue)
            glTexParameteri(.texture2D, .textureSwizzleB, .red)
        }
        try checkError("creating a \(width)x\(height) texture")
        return texture
    }

    /// Generates a texture name, binds it, and sets linear filtering and edge clamping.
    /// The caller allocates its storage.
    func generateTexture(width: Int, height: Int) -> GLTexture {
        var name: GLuint = 0
        glGenTextures(1, &name)
        let texture = GLTexture(name: name, width: width, height: height, tracker: tracker)
        state.bindTexture(name)
        glTexParameteri(.texture2D, .textureMinFilter, .linear)
        glTexParameteri(.texture2D, .textureMagFilter, .linear)
        glTexParameteri(.texture2D, .textureWrapS, .clampToEdge)
        glTexParameteri(.texture2D, .textureWrapT, .clampToEdge)
        return texture
    }

    /// Makes a texture holding a copy of `image`. The context must be current.
    public func makeTexture(from image: PixelImage) throws(GLError) -> GLTexture {
        let texture = try makeTexture(width: image.width, height: image.height)
        try upload(image, to: texture)
        return texture
    }

    /// Uploads `region` of `image` (pixels, default all of it) into `texture` at `destination`
    /// (default: the same place), with no format conversion. Returns the bytes uploaded.
    /// The context must be current.
    /// - Throws: ``GLError/regionOutOfBounds(_:)`` when the region leaves the image or the texture.
    @discardableResult
    public func upload(
        _ image: PixelImage, to texture: GLTexture, region: PixelRect? = nil, at destination: (x: Int, y: Int)? = nil
    ) throws(GLError) -> Int {
        assertCurrent()
        assertOwns(texture)
        let region = region ?? PixelRect(x: 0, y: 0, width: image.width, height: image.height)
        let origin = destination ?? (region.x, region.y)
        let placed = try GLError.checkCopy(
            region, from: (image.width, image.height), at: origin, to: (texture.width, texture.height)
        ) { "\(region) of a \(image.width)x\(image.height) image at \($0) in a \(texture.width)x\(texture.height) texture" }
        guard region.width > 0, region.height > 0 else { return 0 }
        state.bindTexture(texture.name)
        glPixelStorei(.unpackRowLength, GLint(image.width))
        glPixelStorei(.unpackSkipPixels, GLint(region.x))
        glPixelStorei(.unpackSkipRows, GLint(region.y))
        let format: GLenum = capabilities.uploadsBGRA ? .bgraExt : .rgba
        image.bytes.withUnsafeBytes { bytes in
            glTexSubImage2D(
                .texture2D, 0, GLint(placed.x), GLint(placed.y), GLsizei(region.width), GLsizei(region.height),
                format, .unsignedByte, bytes.baseAddress)
        }
        glPixelStorei(.unpackRowLength, 0)
        glPixelStorei(.unpackSkipPixels, 0)
        glPixelStorei(.unpackSkipRows, 0)
        try checkError("uploading \(region) to a \(texture.width)x\(texture.height) texture")
        return region.width * region.height * 4
    }
}
