#pragma once
// OpenGL ES 3.0 core entry points, plus the extension tokens (GL_BGRA_EXT, KHR_debug) of gl2ext.h.
// Extension functions are loaded at run time through eglGetProcAddress, never linked directly.
#include <GLES3/gl3.h>
#include <GLES2/gl2ext.h>
