// libpng's write API reports errors by longjmp, which Swift cannot catch:
// this file holds the setjmp, so no error ever unwinds through Swift frames.
#include "png_writer.h"

#include <png.h>
#include <setjmp.h>
#include <string.h>
#include <zlib.h>

typedef struct {
    unsigned char *data;
    size_t size;
    size_t capacity;
    char *message;
} livery_png_output;

static void livery_png_error(png_structp png, png_const_charp text) {
    livery_png_output *output = png_get_error_ptr(png);
    strncpy(output->message, text, 255);
    output->message[255] = 0;
    png_longjmp(png, 1);
}

static void livery_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void livery_png_write_data(png_structp png, png_bytep bytes, png_size_t length) {
    livery_png_output *output = png_get_io_ptr(png);
    if (length > output->capacity - output->size) {
        png_error(png, "the encoded image is larger than its buffer");
    }
    memcpy(output->data + output->size, bytes, length);
    output->size += length;
}

static void livery_png_flush(png_structp png) { (void)png; }

int livery_png_write_fast(const unsigned char *rgba, unsigned width, unsigned height, unsigned char *out, size_t capacity,
                          size_t *written, char *message) {
    livery_png_output output = {out, 0, capacity, message};
    message[0] = 0;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &output, livery_png_error, livery_png_warning);
    if (png == NULL) {
        strcpy(message, "libpng could not start a write");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        strcpy(message, "libpng could not start a write");
        return 0;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, &output, livery_png_write_data, livery_png_flush);
    png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
                 PNG_FILTER_TYPE_DEFAULT);
    // Up leaves zeros wherever a row repeats the one above (flat colour,
    // vertical edges) and run-length matching codes those runs in a few
    // bits, at several times the speed of zlib's general search, which
    // finds little more in rendered pixels.
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_UP);
    png_set_compression_level(png, 1);
    png_set_compression_strategy(png, Z_RLE);
    png_write_info(png, info);
    for (unsigned y = 0; y < height; y++) {
        png_write_row(png, rgba + (size_t)y * width * 4);
    }
    png_write_end(png, info);
    png_destroy_write_struct(&png, &info);
    *written = output.size;
    return 1;
}
