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
/// of `pixels` (column c at pixels[c]). `stride` is the surface's row
/// length in pixels: the kernel asks the cache for the rows below (0: the
/// row alone), and never touches them.
void livery_shadow_blend(const LiveryShadowTerms *terms, ptrdiff_t a, ptrdiff_t b, LiveryShadowColor color,
                         uint32_t *pixels, ptrdiff_t stride);

/// The values themselves, columns a ..< b into values[c − a].
void livery_shadow_values(const LiveryShadowTerms *terms, ptrdiff_t a, ptrdiff_t b, uint8_t *values);

/// Φ of the standard normal distribution in single precision: `count`
/// pairs (Φ at entry i, the step to entry i + 1), entry i at
/// i / scale − origin, interpolated linearly. Below the first entry (and
/// for NaN) Φ is the first entry's; past the last, the last's. The caller
/// owns the pairs.
typedef struct {
    const float *pairs;
    int32_t count;
    float origin;
    float scale;
} LiveryNormalTable;

/// row[j] = Φ(ul + j·step) − Φ(ur + j·step) for j in 0 ..< n, eight at a
/// time: up to seven values past n are written too. A side that stays at
/// the table's end over the whole row is left out (a change under 1e-15):
/// Φ(ur + j·step) when it stays at or below −origin, Φ(ul + j·step) (as 1)
/// when it starts at or beyond origin.
void livery_shadow_interval(const LiveryNormalTable *phi, float ul, float ur, float step, ptrdiff_t n, float *row);

/// out[i] = Φ(u[i]) for i in 0 ..< n, the same table and arithmetic, eight
/// at a time: `u` and `out` must hold seven values more (`out` may be `u`).
void livery_shadow_phi(const LiveryNormalTable *phi, const float *u, float *out, ptrdiff_t n);

/// A shadow's nodes near a row, one row down: each Gaussian weight g in
/// single precision into `weights` for the row being drawn (unless null),
/// then g ← g·ρ and ρ ← ρ·decay, in double.
void livery_shadow_step(double *gain, double *ratio, float *weights, ptrdiff_t n, double decay);

/// The widest kernel this processor runs: 0 eight lanes in the baseline
/// instruction set, 1 eight lanes in AVX2. Tests ask for each level they
/// can run through the `…_at` functions.
int livery_shadow_kernel_level(void);
void livery_shadow_blend_at(int level, const LiveryShadowTerms *terms, ptrdiff_t a, ptrdiff_t b,
                            LiveryShadowColor color, uint32_t *pixels, ptrdiff_t stride);
void livery_shadow_interval_at(int level, const LiveryNormalTable *phi, float ul, float ur, float step, ptrdiff_t n,
                               float *row);

#endif
