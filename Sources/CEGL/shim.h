#pragma once
// EGL through libglvnd. Keep Xlib out of the module: no platform here uses a window system.
#ifndef EGL_NO_X11
#define EGL_NO_X11 1
#endif
#include <EGL/egl.h>
#include <EGL/eglext.h>
