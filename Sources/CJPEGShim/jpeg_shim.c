#include "jpeg_shim.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct shim_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char *message;
    size_t message_size;
};

static void shim_error_exit(j_common_ptr info) {
    struct shim_error *error = (struct shim_error *)info->err;
    if (error->message && error->message_size > 0) {
        (*info->err->format_message)(info, error->message);
    }
    longjmp(error->escape, 1);
}

static void shim_output_message(j_common_ptr info) { (void)info; }

/// Points libjpeg's errors at `error`, which longjmps instead of exiting.
static struct jpeg_error_mgr *shim_error_init(struct shim_error *error, char *scratch, size_t size) {
    error->message = scratch;
    error->message_size = size;
    struct jpeg_error_mgr *manager = jpeg_std_error(&error->manager);
    error->manager.error_exit = shim_error_exit;
    error->manager.output_message = shim_output_message;
    return manager;
}

int uikitgl_jpeg_decode(const uint8_t *data, size_t size, uint8_t **pixels, int *width, int *height,
                        char *message, size_t message_size) {
    struct jpeg_decompress_struct info;
    struct shim_error error;
    uint8_t *volatile out = NULL;
    uint8_t *volatile row = NULL;
    char scratch[JMSG_LENGTH_MAX];
    info.err = shim_error_init(&error, scratch, sizeof scratch);
    if (setjmp(error.escape)) {
        if (message && message_size) { snprintf(message, message_size, "%s", scratch); }
        jpeg_destroy_decompress(&info);
        free(out);
        free(row);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, (unsigned char *)data, (unsigned long)size);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = JCS_RGB;
    jpeg_start_decompress(&info);
    int w = (int)info.output_width, h = (int)info.output_height;
    out = malloc((size_t)w * (size_t)h * 4);
    row = malloc((size_t)w * 3);
    if (!out || !row) {
        if (message && message_size) { snprintf(message, message_size, "out of memory for %dx%d", w, h); }
        jpeg_destroy_decompress(&info);
        free(out);
        free(row);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        int y = (int)info.output_scanline;
        JSAMPROW rows[1] = {row};
        jpeg_read_scanlines(&info, rows, 1);
        uint8_t *target = out + (size_t)y * (size_t)w * 4;
        for (int x = 0; x < w; x++) {
            target[x * 4 + 0] = row[x * 3 + 2];
            target[x * 4 + 1] = row[x * 3 + 1];
            target[x * 4 + 2] = row[x * 3 + 0];
            target[x * 4 + 3] = 255;
        }
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    free(row);
    *pixels = out;
    *width = w;
    *height = h;
    return 0;
}

int uikitgl_jpeg_encode(const uint8_t *pixels, int width, int height, int stride, int quality,
                        uint8_t **data, size_t *size, char *message, size_t message_size) {
    struct jpeg_compress_struct info;
    struct shim_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long length = 0;
    uint8_t *volatile row = NULL;
    char scratch[JMSG_LENGTH_MAX];
    info.err = shim_error_init(&error, scratch, sizeof scratch);
    if (setjmp(error.escape)) {
        if (message && message_size) { snprintf(message, message_size, "%s", scratch); }
        jpeg_destroy_compress(&info);
        free(buffer);
        free(row);
        return 1;
    }
    jpeg_create_compress(&info);
    unsigned char *target = NULL;
    jpeg_mem_dest(&info, &target, &length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 3;
    info.in_color_space = JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality < 1 ? 1 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&info, TRUE);
    row = malloc((size_t)width * 3);
    while (info.next_scanline < info.image_height) {
        const uint8_t *source = pixels + (size_t)info.next_scanline * (size_t)stride;
        for (int x = 0; x < width; x++) {
            row[x * 3 + 0] = source[x * 4 + 2];
            row[x * 3 + 1] = source[x * 4 + 1];
            row[x * 3 + 2] = source[x * 4 + 0];
        }
        JSAMPROW rows[1] = {row};
        jpeg_write_scanlines(&info, rows, 1);
    }
    jpeg_finish_compress(&info);
    buffer = target;
    jpeg_destroy_compress(&info);
    free(row);
    *data = buffer;
    *size = (size_t)length;
    return 0;
}

void uikitgl_jpeg_free(void *pointer) { free(pointer); }
