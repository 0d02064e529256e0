#ifndef LIVERY_PNG_WRITER_H
#define LIVERY_PNG_WRITER_H

#include <stddef.h>

/// Writes 8-bit straight-alpha RGBA rows as a PNG into `out` (at most
/// `capacity` bytes), with libpng's write API tuned for speed: the Up
/// filter on every row and zlib's run-length strategy at level 1. Returns 1
/// and the size in `written`; 0 and libpng's message in `message` (256
/// bytes) on failure, including an output larger than `capacity`.
int livery_png_write_fast(const unsigned char *rgba, unsigned width, unsigned height, unsigned char *out, size_t capacity,
                          size_t *written, char *message);

#endif
