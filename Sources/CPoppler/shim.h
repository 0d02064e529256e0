// Vector images: poppler reads a PDF's first page and cairo draws it into
// pixels, as Xcode rasterizes an image set's PDF at build time.
#include <poppler.h>
#include <cairo.h>
