// Run-time loading of libEGL, libGLESv2 and libgbm; see include/gl_loader.h.
#include "gl_loader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdlib.h>

// The real prototypes, declared hidden here so that the definitions below stay inside the
// program: the real libraries, opened RTLD_LOCAL, keep their own symbols.
#define LOADER_HIDDEN __attribute__((visibility("hidden")))
#define EGLAPI LOADER_HIDDEN
#define GL_APICALL LOADER_HIDDEN
#define EGL_NO_X11 1
#include <EGL/egl.h>
#include <GLES3/gl3.h>

#define LIBRARY_EGL UIKITGL_LIBRARY_EGL
#define LIBRARY_GLES UIKITGL_LIBRARY_GLES
#define LIBRARY_GBM UIKITGL_LIBRARY_GBM

static const char *const default_names[3] = {"libEGL.so.1", "libGLESv2.so.2", "libgbm.so.1"};
static const char *const environment_names[3] = {"UIKITGL_EGL_LIBRARY", "UIKITGL_GLES_LIBRARY", "UIKITGL_GBM_LIBRARY"};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static void *handles[3];
static int tried[3];
static char errors[3][512];

const char *uikitgl_library_name(uikitgl_library library) {
    const char *named = getenv(environment_names[library]);
    return named && named[0] ? named : default_names[library];
}

int uikitgl_library_open(uikitgl_library library) {
    pthread_mutex_lock(&lock);
    if (!tried[library]) {
        tried[library] = 1;
        handles[library] = dlopen(uikitgl_library_name(library), RTLD_NOW | RTLD_LOCAL);
        if (!handles[library]) {
            const char *why = dlerror();
            int i = 0;
            for (; why && why[i] && i < (int)sizeof(errors[library]) - 1; i++) errors[library][i] = why[i];
            errors[library][i] = 0;
        }
    }
    int open = handles[library] != NULL;
    pthread_mutex_unlock(&lock);
    return open;
}

const char *uikitgl_library_error(uikitgl_library library) {
    pthread_mutex_lock(&lock);
    const char *error = tried[library] && !handles[library] ? errors[library] : NULL;
    pthread_mutex_unlock(&lock);
    return error;
}

/// The real `name` from `library`, or NULL when the library or the symbol is missing.
static void *real_symbol(uikitgl_library library, const char *name) {
    if (!uikitgl_library_open(library)) return NULL;
    return dlsym(handles[library], name);
}

// A trampoline: resolves the real function on its first call and keeps it in an atomic, since
// threads call in at once (each with its own context); a race resolves it twice, to the same
// address, and the release/acquire pair publishes it without a data race.
#define TRAMPOLINE(library, failure, result, name, parameters, arguments)                             \
    typedef result(*name##_function) parameters;                                                      \
    LOADER_HIDDEN result name parameters {                                                             \
        static _Atomic(name##_function) resolved;                                                     \
        name##_function real = atomic_load_explicit(&resolved, memory_order_acquire);                 \
        if (!real) {                                                                                  \
            real = (name##_function)real_symbol(library, #name);                                      \
            atomic_store_explicit(&resolved, real, memory_order_release);                             \
        }                                                                                             \
        if (!real) return failure;                                                                    \
        return real arguments;                                                                        \
    }
#define TRAMPOLINE_VOID(library, name, parameters, arguments)                                          \
    typedef void(*name##_function) parameters;                                                        \
    LOADER_HIDDEN void name parameters {                                                               \
        static _Atomic(name##_function) resolved;                                                     \
        name##_function real = atomic_load_explicit(&resolved, memory_order_acquire);                 \
        if (!real) {                                                                                  \
            real = (name##_function)real_symbol(library, #name);                                      \
            atomic_store_explicit(&resolved, real, memory_order_release);                             \
        }                                                                                             \
        if (real) real arguments;                                                                     \
    }

// EGL 1.5 entry points the package calls, each resolved from libEGL on its first call.
TRAMPOLINE(LIBRARY_EGL, EGL_FALSE, EGLBoolean, eglBindAPI, (EGLenum api), (api))
TRAMPOLINE(LIBRARY_EGL, EGL_FALSE, EGLBoolean, eglChooseConfig, (EGLDisplay dpy, const EGLint *attrib_list, EGLConfig *configs, EGLint config_size, EGLint *num_config), (dpy, attrib_list, configs, config_size, num_config))
TRAMPOLINE(LIBRARY_EGL, NULL, EGLContext, eglCreateContext, (EGLDisplay dpy, EGLConfig config, EGLContext share_context, const EGLint *attrib_list), (dpy, config, share_context, attrib_list))
TRAMPOLINE(LIBRARY_EGL, EGL_FALSE, EGLBoolean, eglDestroyContext, (EGLDisplay dpy, EGLContext ctx), (dpy, ctx))
TRAMPOLINE(LIBRARY_EGL, NULL, EGLContext, eglGetCurrentContext, (void), ())
TRAMPOLINE(LIBRARY_EGL, NULL, EGLDisplay, eglGetCurrentDisplay, (void), ())
TRAMPOLINE(LIBRARY_EGL, NULL, EGLSurface, eglGetCurrentSurface, (EGLint readdraw), (readdraw))
TRAMPOLINE(LIBRARY_EGL, EGL_NOT_INITIALIZED, EGLint, eglGetError, (void), ())
TRAMPOLINE(LIBRARY_EGL, NULL, EGLDisplay, eglGetPlatformDisplay, (EGLenum platform, void *native_display, const EGLAttrib *attrib_list), (platform, native_display, attrib_list))
TRAMPOLINE(LIBRARY_EGL, NULL, __eglMustCastToProperFunctionPointerType, eglGetProcAddress, (const char *procname), (procname))
TRAMPOLINE(LIBRARY_EGL, EGL_FALSE, EGLBoolean, eglInitialize, (EGLDisplay dpy, EGLint *major, EGLint *minor), (dpy, major, minor))
TRAMPOLINE(LIBRARY_EGL, EGL_FALSE, EGLBoolean, eglMakeCurrent, (EGLDisplay dpy, EGLSurface draw, EGLSurface read, EGLContext ctx), (dpy, draw, read, ctx))
TRAMPOLINE(LIBRARY_EGL, NULL, const char *, eglQueryString, (EGLDisplay dpy, EGLint name), (dpy, name))
TRAMPOLINE(LIBRARY_EGL, EGL_FALSE, EGLBoolean, eglTerminate, (EGLDisplay dpy), (dpy))

// OpenGL ES 3.0 entry points the package calls, each resolved from libGLESv2 on its first call.
TRAMPOLINE_VOID(LIBRARY_GLES, glActiveTexture, (GLenum texture), (texture))
TRAMPOLINE_VOID(LIBRARY_GLES, glAttachShader, (GLuint program, GLuint shader), (program, shader))
TRAMPOLINE_VOID(LIBRARY_GLES, glBindAttribLocation, (GLuint program, GLuint index, const GLchar *name), (program, index, name))
TRAMPOLINE_VOID(LIBRARY_GLES, glBindBuffer, (GLenum target, GLuint buffer), (target, buffer))
TRAMPOLINE_VOID(LIBRARY_GLES, glBindFramebuffer, (GLenum target, GLuint framebuffer), (target, framebuffer))
TRAMPOLINE_VOID(LIBRARY_GLES, glBindRenderbuffer, (GLenum target, GLuint renderbuffer), (target, renderbuffer))
TRAMPOLINE_VOID(LIBRARY_GLES, glBindTexture, (GLenum target, GLuint texture), (target, texture))
TRAMPOLINE_VOID(LIBRARY_GLES, glBindVertexArray, (GLuint array), (array))
TRAMPOLINE_VOID(LIBRARY_GLES, glBlendFunc, (GLenum sfactor, GLenum dfactor), (sfactor, dfactor))
TRAMPOLINE_VOID(LIBRARY_GLES, glBlitFramebuffer, (GLint srcX0, GLint srcY0, GLint srcX1, GLint srcY1, GLint dstX0, GLint dstY0, GLint dstX1, GLint dstY1, GLbitfield mask, GLenum filter), (srcX0, srcY0, srcX1, srcY1, dstX0, dstY0, dstX1, dstY1, mask, filter))
TRAMPOLINE_VOID(LIBRARY_GLES, glBufferData, (GLenum target, GLsizeiptr size, const void *data, GLenum usage), (target, size, data, usage))
TRAMPOLINE(LIBRARY_GLES, 0, GLenum, glCheckFramebufferStatus, (GLenum target), (target))
TRAMPOLINE_VOID(LIBRARY_GLES, glClear, (GLbitfield mask), (mask))
TRAMPOLINE_VOID(LIBRARY_GLES, glClearColor, (GLfloat red, GLfloat green, GLfloat blue, GLfloat alpha), (red, green, blue, alpha))
TRAMPOLINE_VOID(LIBRARY_GLES, glCompileShader, (GLuint shader), (shader))
TRAMPOLINE(LIBRARY_GLES, 0, GLuint, glCreateProgram, (void), ())
TRAMPOLINE(LIBRARY_GLES, 0, GLuint, glCreateShader, (GLenum type), (type))
TRAMPOLINE_VOID(LIBRARY_GLES, glDeleteBuffers, (GLsizei n, const GLuint *buffers), (n, buffers))
TRAMPOLINE_VOID(LIBRARY_GLES, glDeleteFramebuffers, (GLsizei n, const GLuint *framebuffers), (n, framebuffers))
TRAMPOLINE_VOID(LIBRARY_GLES, glDeleteProgram, (GLuint program), (program))
TRAMPOLINE_VOID(LIBRARY_GLES, glDeleteRenderbuffers, (GLsizei n, const GLuint *renderbuffers), (n, renderbuffers))
TRAMPOLINE_VOID(LIBRARY_GLES, glDeleteShader, (GLuint shader), (shader))
TRAMPOLINE_VOID(LIBRARY_GLES, glDeleteTextures, (GLsizei n, const GLuint *textures), (n, textures))
TRAMPOLINE_VOID(LIBRARY_GLES, glDeleteVertexArrays, (GLsizei n, const GLuint *arrays), (n, arrays))
TRAMPOLINE_VOID(LIBRARY_GLES, glDetachShader, (GLuint program, GLuint shader), (program, shader))
TRAMPOLINE_VOID(LIBRARY_GLES, glDisable, (GLenum cap), (cap))
TRAMPOLINE_VOID(LIBRARY_GLES, glDrawArrays, (GLenum mode, GLint first, GLsizei count), (mode, first, count))
TRAMPOLINE_VOID(LIBRARY_GLES, glDrawArraysInstanced, (GLenum mode, GLint first, GLsizei count, GLsizei instancecount), (mode, first, count, instancecount))
TRAMPOLINE_VOID(LIBRARY_GLES, glEnable, (GLenum cap), (cap))
TRAMPOLINE_VOID(LIBRARY_GLES, glEnableVertexAttribArray, (GLuint index), (index))
TRAMPOLINE_VOID(LIBRARY_GLES, glFinish, (void), ())
TRAMPOLINE_VOID(LIBRARY_GLES, glFramebufferRenderbuffer, (GLenum target, GLenum attachment, GLenum renderbuffertarget, GLuint renderbuffer), (target, attachment, renderbuffertarget, renderbuffer))
TRAMPOLINE_VOID(LIBRARY_GLES, glFramebufferTexture2D, (GLenum target, GLenum attachment, GLenum textarget, GLuint texture, GLint level), (target, attachment, textarget, texture, level))
TRAMPOLINE_VOID(LIBRARY_GLES, glGenBuffers, (GLsizei n, GLuint *buffers), (n, buffers))
TRAMPOLINE_VOID(LIBRARY_GLES, glGenFramebuffers, (GLsizei n, GLuint *framebuffers), (n, framebuffers))
TRAMPOLINE_VOID(LIBRARY_GLES, glGenRenderbuffers, (GLsizei n, GLuint *renderbuffers), (n, renderbuffers))
TRAMPOLINE_VOID(LIBRARY_GLES, glGenTextures, (GLsizei n, GLuint *textures), (n, textures))
TRAMPOLINE_VOID(LIBRARY_GLES, glGenVertexArrays, (GLsizei n, GLuint *arrays), (n, arrays))
TRAMPOLINE_VOID(LIBRARY_GLES, glGetActiveUniform, (GLuint program, GLuint index, GLsizei bufSize, GLsizei *length, GLint *size, GLenum *type, GLchar *name), (program, index, bufSize, length, size, type, name))
TRAMPOLINE(LIBRARY_GLES, 0, GLenum, glGetError, (void), ())
TRAMPOLINE_VOID(LIBRARY_GLES, glGetIntegerv, (GLenum pname, GLint *data), (pname, data))
TRAMPOLINE_VOID(LIBRARY_GLES, glGetProgramiv, (GLuint program, GLenum pname, GLint *params), (program, pname, params))
TRAMPOLINE_VOID(LIBRARY_GLES, glGetShaderiv, (GLuint shader, GLenum pname, GLint *params), (shader, pname, params))
TRAMPOLINE(LIBRARY_GLES, NULL, const GLubyte *, glGetString, (GLenum name), (name))
TRAMPOLINE(LIBRARY_GLES, NULL, const GLubyte *, glGetStringi, (GLenum name, GLuint index), (name, index))
TRAMPOLINE_VOID(LIBRARY_GLES, glGetProgramInfoLog, (GLuint program, GLsizei bufSize, GLsizei *length, GLchar *infoLog), (program, bufSize, length, infoLog))
TRAMPOLINE_VOID(LIBRARY_GLES, glGetShaderInfoLog, (GLuint shader, GLsizei bufSize, GLsizei *length, GLchar *infoLog), (shader, bufSize, length, infoLog))
TRAMPOLINE(LIBRARY_GLES, 0, GLint, glGetUniformLocation, (GLuint program, const GLchar *name), (program, name))
TRAMPOLINE_VOID(LIBRARY_GLES, glLinkProgram, (GLuint program), (program))
TRAMPOLINE_VOID(LIBRARY_GLES, glPixelStorei, (GLenum pname, GLint param), (pname, param))
TRAMPOLINE_VOID(LIBRARY_GLES, glReadPixels, (GLint x, GLint y, GLsizei width, GLsizei height, GLenum format, GLenum type, void *pixels), (x, y, width, height, format, type, pixels))
TRAMPOLINE_VOID(LIBRARY_GLES, glRenderbufferStorage, (GLenum target, GLenum internalformat, GLsizei width, GLsizei height), (target, internalformat, width, height))
TRAMPOLINE_VOID(LIBRARY_GLES, glScissor, (GLint x, GLint y, GLsizei width, GLsizei height), (x, y, width, height))
TRAMPOLINE_VOID(LIBRARY_GLES, glShaderSource, (GLuint shader, GLsizei count, const GLchar *const*string, const GLint *length), (shader, count, string, length))
TRAMPOLINE_VOID(LIBRARY_GLES, glTexImage2D, (GLenum target, GLint level, GLint internalformat, GLsizei width, GLsizei height, GLint border, GLenum format, GLenum type, const void *pixels), (target, level, internalformat, width, height, border, format, type, pixels))
TRAMPOLINE_VOID(LIBRARY_GLES, glTexParameteri, (GLenum target, GLenum pname, GLint param), (target, pname, param))
TRAMPOLINE_VOID(LIBRARY_GLES, glTexStorage2D, (GLenum target, GLsizei levels, GLenum internalformat, GLsizei width, GLsizei height), (target, levels, internalformat, width, height))
TRAMPOLINE_VOID(LIBRARY_GLES, glTexSubImage2D, (GLenum target, GLint level, GLint xoffset, GLint yoffset, GLsizei width, GLsizei height, GLenum format, GLenum type, const void *pixels), (target, level, xoffset, yoffset, width, height, format, type, pixels))
TRAMPOLINE_VOID(LIBRARY_GLES, glUniform1f, (GLint location, GLfloat v0), (location, v0))
TRAMPOLINE_VOID(LIBRARY_GLES, glUniform1fv, (GLint location, GLsizei count, const GLfloat *value), (location, count, value))
TRAMPOLINE_VOID(LIBRARY_GLES, glUniform1i, (GLint location, GLint v0), (location, v0))
TRAMPOLINE_VOID(LIBRARY_GLES, glUniform4f, (GLint location, GLfloat v0, GLfloat v1, GLfloat v2, GLfloat v3), (location, v0, v1, v2, v3))
TRAMPOLINE_VOID(LIBRARY_GLES, glUniform4fv, (GLint location, GLsizei count, const GLfloat *value), (location, count, value))
TRAMPOLINE_VOID(LIBRARY_GLES, glUniformMatrix3fv, (GLint location, GLsizei count, GLboolean transpose, const GLfloat *value), (location, count, transpose, value))
TRAMPOLINE_VOID(LIBRARY_GLES, glUniformMatrix4fv, (GLint location, GLsizei count, GLboolean transpose, const GLfloat *value), (location, count, transpose, value))
TRAMPOLINE_VOID(LIBRARY_GLES, glUseProgram, (GLuint program), (program))
TRAMPOLINE_VOID(LIBRARY_GLES, glVertexAttribDivisor, (GLuint index, GLuint divisor), (index, divisor))
TRAMPOLINE_VOID(LIBRARY_GLES, glVertexAttribPointer, (GLuint index, GLint size, GLenum type, GLboolean normalized, GLsizei stride, const void *pointer), (index, size, type, normalized, stride, pointer))
TRAMPOLINE_VOID(LIBRARY_GLES, glViewport, (GLint x, GLint y, GLsizei width, GLsizei height), (x, y, width, height))

// The GBM functions the package calls (declared here: gbm.h declares them with default visibility).
struct gbm_device;
TRAMPOLINE(LIBRARY_GBM, NULL, struct gbm_device *, gbm_create_device, (int fd), (fd))
TRAMPOLINE_VOID(LIBRARY_GBM, gbm_device_destroy, (struct gbm_device *gbm), (gbm))
