import CEGL

/// `EGL_EXT_platform_device`: enumerate the devices EGL knows (`EGL_EXT_device_enumeration`) and
/// open a display directly on one, with no window system and no DRM master.
enum EGLDevicePlatform {
    struct Device {
        let handle: EGLDeviceEXT
        let index: Int
        let isSoftware: Bool
        let path: String?

        var target: String {
            let kind = isSoftware ? "software" : (path ?? "no DRM path")
            return "EGL device \(index) (\(kind))"
        }
    }

    static func candidates(options: GLContextOptions) throws(EGLFailure) -> [DisplayCandidate] {
        let client = EGLExtensionString.client
        guard client.contains("EGL_EXT_platform_device"),
            client.contains("EGL_EXT_device_enumeration")
                || client.contains("EGL_EXT_device_base")
        else {
            throw EGLFailure("libEGL does not offer EGL_EXT_platform_device with EGL_EXT_device_enumeration")
        }
        let devices = try enumerate()
        let usable = devices.filter { !$0.isSoftware || options.allowsSoftwareDevice }
        guard !usable.isEmpty else {
            let found = devices.map(\.target).joined(separator: ", ")
            throw EGLFailure(
                devices.isEmpty
                    ? "eglQueryDevicesEXT found no devices"
                    : "no hardware device among \(found) (software devices are tried only when the device backend is named)")
        }
        // Hardware before software, each in EGL's order.
        let ordered = usable.filter { !$0.isSoftware } + usable.filter(\.isSoftware)
        return ordered.map { device in
            DisplayCandidate(target: device.target) { () throws(EGLFailure) in try open(device) }
        }
    }

    private static func enumerate() throws(EGLFailure) -> [Device] {
        guard let queryDevices = EGLProc.load("eglQueryDevicesEXT", as: PFNEGLQUERYDEVICESEXTPROC.self),
            let queryString = EGLProc.load("eglQueryDeviceStringEXT", as: PFNEGLQUERYDEVICESTRINGEXTPROC.self)
        else { throw EGLFailure("eglQueryDevicesEXT / eglQueryDeviceStringEXT not found") }
        var count: EGLint = 0
        guard queryDevices(0, nil, &count) == EGLBoolean(EGL_TRUE) else {
            throw EGLFailure("eglQueryDevicesEXT failed (\(EGLErrorName.last()))")
        }
        var handles = [EGLDeviceEXT?](repeating: nil, count: Int(count))
        guard count > 0, queryDevices(count, &handles, &count) == EGLBoolean(EGL_TRUE) else { return [] }
        return handles.prefix(Int(count)).enumerated().compactMap { index, handle in
            guard let handle else { return nil }
            let extensions = EGLExtensionString.parse(queryString(handle, EGL_EXTENSIONS))
            let path: String? =
                extensions.contains("EGL_EXT_device_drm")
                ? queryString(handle, EGL_DRM_DEVICE_FILE_EXT).map { String(cString: $0) } : nil
            return Device(
                handle: handle, index: index, isSoftware: extensions.contains("EGL_MESA_device_software"), path: path)
        }
    }

    private static func open(_ device: Device) throws(EGLFailure) -> EGLDisplayConnection {
        guard let display = eglGetPlatformDisplay(EGLenum(EGL_PLATFORM_DEVICE_EXT), device.handle, nil) else {
            throw EGLFailure("eglGetPlatformDisplay(EGL_PLATFORM_DEVICE_EXT) failed (\(EGLErrorName.last()))")
        }
        return try EGLDisplayConnection(display: display, backend: .device, target: device.target)
    }
}

/// Loads EGL and GL extension entry points by name.
enum EGLProc {
    static func load<F>(_ name: String, as type: F.Type) -> F? {
        guard let pointer = eglGetProcAddress(name) else { return nil }
        return unsafeBitCast(pointer, to: type)
    }
}
