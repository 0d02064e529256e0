#ifndef LIVERY_SHADOW_KERNEL_H
#define LIVERY_SHADOW_KERNEL_H

#include <stddef.h>
#include <stdint.h>

/// One stretch of a shadow row in closed form: at column c the value is
///   x[c]·f + Σᵢ weights[i]·rows[i][c − offset]   (i < count),
/// rounded to 0…255. Sums run in this order, in single precision, with no
/// fused multiply-add, so every kernel gives every column the same bytes.
/// Columns are taken eight at a time: `x` and every row must be readable
/// seven values past the stretch (what they hold there is not used).
typedef struct {
    const float *x;
    float f;
    const float *const *rows;
    const float *weights;
    ptrdiff_t count;
    ptrdiff_t offset;
} LiveryShadowTerms;

/// A premultiplied colour, R | G << 8 | B << 16 | A << 24, and the least
/// coverage at which it changes a pixel. Pixels hold R, G, B, A bytes in
/// memory order.
typedef struct {
    uint32_t packed;
    uint32_t first_visible;
} LiveryShadowColor;

/// Source-over of the colour through each column's value, columns a ..< b
/// of `pixels` (column c at pixels[c]).
void livery_shadow_blend(const LiveryShadowTerms *terms, ptrdiff_t a, ptrdiff_t b, LiveryShadowColor color,
                         uint32_t *pixels);

/// The values themselves, columns a ..< b into values[c − a].
void livery_shadow_values(const LiveryShadowTerms *terms, ptrdiff_t a, ptrdiff_t b, uint8_t *values);

/// The widest kernel this processor runs: 0 eight lanes in the baseline
/// instruction set, 1 eight lanes in AVX2. Tests ask for each level they
/// can run through `livery_shadow_blend_at`.
int livery_shadow_kernel_level(void);
void livery_shadow_blend_at(int level, const LiveryShadowTerms *terms, ptrdiff_t a, ptrdiff_t b,
                            LiveryShadowColor color, uint32_t *pixels);

#endif
