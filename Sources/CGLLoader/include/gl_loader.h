#pragma once
// The GL libraries (libEGL, libGLESv2, libgbm) are opened at run time, not linked: a program
// built with this package starts on a machine with no Mesa and no libglvnd at all, and draws in
// software there. Every EGL, GLES and GBM function the package calls is defined here with hidden
// visibility (so it never interposes on the real libraries, which are opened RTLD_LOCAL) as a
// trampoline that resolves the real function on its first call. A library that cannot be opened
// makes its functions fail the way the API reports failure (EGL_FALSE, EGL_NO_DISPLAY, NULL).
//
// Environment: UIKITGL_EGL_LIBRARY, UIKITGL_GLES_LIBRARY and UIKITGL_GBM_LIBRARY name the file
// to open instead of libEGL.so.1, libGLESv2.so.2 and libgbm.so.1 (a path that does not exist
// hides the library from the process, as on a machine without it).

/// The libraries the loader opens.
typedef enum {
    UIKITGL_LIBRARY_EGL = 0,
    UIKITGL_LIBRARY_GLES = 1,
    UIKITGL_LIBRARY_GBM = 2,
} uikitgl_library;

/// Opens `library` if it is not open yet; 1 when it is open, 0 when it cannot be.
int uikitgl_library_open(uikitgl_library library);

/// Why `library` could not be opened (dlerror's message), or NULL when it is open or untried.
const char *uikitgl_library_error(uikitgl_library library);

/// The file name the loader opens for `library` (the environment's, else the default soname).
const char *uikitgl_library_name(uikitgl_library library);
