#pragma once
#include <stddef.h>
#include <stdint.h>

// Thin wrappers over libjpeg(-turbo) that turn its longjmp-based error handling into return
// codes, which Swift can call safely. Pixels are premultiplied-free BGRA8 (alpha 255).

/// Decodes a JPEG into a newly malloc'ed BGRA8 buffer (free with uikitgl_jpeg_free).
/// Returns 0 on success; on failure writes libjpeg's message into `error` (NUL-terminated).
int uikitgl_jpeg_decode(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                        char *error, size_t error_size);

/// Encodes opaque BGRA8 pixels (alpha ignored) as a baseline JPEG of `quality` 1…100 into a
/// newly malloc'ed buffer (free with uikitgl_jpeg_free). Returns 0 on success.
int uikitgl_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                        uint8_t **data, size_t *size, char *error, size_t error_size);

void uikitgl_jpeg_free(void *pointer);
