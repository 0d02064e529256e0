// The text stack, in one module so FreeType's types are the same everywhere:
// FreeType (outlines, colour bitmaps), HarfBuzz (shaping), FriBidi (the
// Unicode bidirectional algorithm), fontconfig (finding fonts).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_OUTLINE_H
#include <hb.h>
#include <hb-ft.h>
#include <hb-ot.h>
#include <fribidi/fribidi.h>
#include <fontconfig/fontconfig.h>
