// The rows of a closed-form shadow: its corner nodes' weights stepped down the
// rows, the Φ tables of its rows' intervals, and the pixel loop (sum the
// terms, round, blend).
//
// Each body (`interval_span`, `rows_span`) is compiled twice, for the baseline
// instruction set and for AVX2, and the processor picks once. Eight lanes
// either way (two 128-bit halves without AVX2), single precision with no fused
// multiply-add, the weights in double, and the blend in exact integer
// arithmetic: both give the same bytes.

#include "shadow_kernel.h"

#pragma clang fp contract(off)
// Every helper taking or returning a 256-bit vector is inlined: no call
// passes one, so the calling convention the warning is about never applies.
#pragma clang diagnostic ignored "-Wpsabi"

typedef float f32x8 __attribute__((vector_size(32)));
typedef int32_t i32x8 __attribute__((vector_size(32)));
typedef uint32_t u32x8 __attribute__((vector_size(32)));
typedef uint16_t u16x16 __attribute__((vector_size(32)));
typedef uint32_t u32x16 __attribute__((vector_size(64)));
typedef uint8_t u8x8 __attribute__((vector_size(8)));

#define INLINE static inline __attribute__((always_inline))

/// π as a double (the value of Swift's `Double.pi`). The weights use the C
/// library's `exp` through the builtin, as Swift does, and no header.
#define PI 3.14159265358979323846

/// One stretch of a shadow row: at column c the value is
///   x[c]·f + Σᵢ weights[i]·rows[i][c − offset]   (i < count),
/// rounded to 0…255, summed in this order. Columns are taken eight at a
/// time: `x` and every row are readable seven values past the stretch.
typedef struct {
    const float *x;
    float f;
    const float *const *rows;
    const float *weights;
    ptrdiff_t count;
    ptrdiff_t offset;
} Terms;

INLINE f32x8 load_f32x8(const float *p) {
    f32x8 v;
    __builtin_memcpy(&v, p, sizeof v);
    return v;
}

INLINE f32x8 columns_value(const Terms *t, ptrdiff_t c) {
    f32x8 v = load_f32x8(t->x + c) * t->f;
    for (ptrdiff_t i = 0; i < t->count; i++) v = v + t->weights[i] * load_f32x8(t->rows[i] + (c - t->offset));
    return v;
}

/// Φ of eight arguments: the table position x clamped to the table (NaN →
/// 0), its floor from adding 2²³ (which rounds to an integer) and stepping
/// down where that went above x, then the entry plus its step × the
/// fraction.
INLINE f32x8 phi_columns(const LiveryNormalTable *phi, f32x8 u) {
    const float last = (float)(phi->count - 1);
    f32x8 scaled = (u + phi->origin) * phi->scale;
    f32x8 x = (f32x8)((i32x8)scaled & (scaled > 0.0f));
    i32x8 over = x > last;
    x = (f32x8)(((i32x8)x & ~over) | ((i32x8)((f32x8){0} + last) & over));
    f32x8 nearest = (x + 8388608.0f) - 8388608.0f;
    i32x8 above = nearest > x;
    f32x8 floor = (f32x8)(((i32x8)(nearest - 1.0f) & above) | ((i32x8)nearest & ~above));
    i32x8 entry = (i32x8)(floor + 8388608.0f) & 0x7FFFFF;
    f32x8 base, step;
    for (int k = 0; k < 8; k++) {
        base[k] = phi->pairs[2 * entry[k]];
        step[k] = phi->pairs[2 * entry[k] + 1];
    }
    return base + step * (x - floor);
}

INLINE void interval_span(const LiveryNormalTable *table, float ul, float ur, float step, ptrdiff_t n, float *row) {
    if (n <= 0) return;
    const LiveryNormalTable phi = *table;
    const f32x8 lanes = {0, 1, 2, 3, 4, 5, 6, 7};
    for (ptrdiff_t j = 0; j < n; j += 8) {
        f32x8 d = ((f32x8){0} + (float)j + lanes) * step;
        f32x8 v;
        // A side at the table's end over all eight is left out (a step
        // ≥ 0: the lower side's last argument is its largest, the upper's
        // first its smallest).
        if (ur + d[7] <= -phi.origin) {
            v = phi_columns(&phi, ul + d);
        } else if (ul + d[0] >= phi.origin) {
            v = 1.0f - phi_columns(&phi, ur + d);
        } else {
            v = phi_columns(&phi, ul + d) - phi_columns(&phi, ur + d);
        }
        __builtin_memcpy(row + j, &v, sizeof v);
    }
}

/// Sixteen columns as two independent chains of additions, which the core
/// overlaps (one chain waits on each addition's latency).
INLINE void columns_value_16(const Terms *t, ptrdiff_t c, f32x8 *v0, f32x8 *v1) {
    f32x8 a = load_f32x8(t->x + c) * t->f;
    f32x8 b = load_f32x8(t->x + c + 8) * t->f;
    for (ptrdiff_t i = 0; i < t->count; i++) {
        const float *row = t->rows[i] + (c - t->offset);
        a = a + t->weights[i] * load_f32x8(row);
        b = b + t->weights[i] * load_f32x8(row + 8);
    }
    *v0 = a;
    *v1 = b;
}

/// 0…1 → 0…255 to nearest (NaN → 0): within [2²³, 2²⁴) a float's low
/// mantissa bits are its integer value, and adding 2²³ rounds to it.
INLINE u32x8 round_columns(f32x8 v) {
    f32x8 c = v * 255.0f;
    c = (f32x8)((i32x8)c & (c >= 0.0f));
    i32x8 below = c < 255.0f;
    c = (f32x8)(((i32x8)c & below) | ((i32x8)((f32x8){0} + 255.0f) & ~below));
    return (u32x8)(c + 8388608.0f) & 0xFF;
}

/// x / 255 rounded to nearest in each lane, as (x + 128)·257 >> 16: a
/// multiply-high (`pmulhuw`), equal to ((t + (t >> 8)) >> 8) for t = x + 128.
INLINE u16x16 div255(u16x16 x) {
    u32x16 t = __builtin_convertvector(x + 128, u32x16) * 257;
    return __builtin_convertvector(t >> 16, u16x16);
}

/// A pixel's R, G, B, A bytes as R | G << 8 | B << 16 | A << 24, and back.
INLINE u32x8 swap_if_big_endian(u32x8 v) {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
    typedef uint8_t u8x32 __attribute__((vector_size(32)));
    return (u32x8)__builtin_shufflevector((u8x32)v, (u8x32)v, 3, 2, 1, 0, 7, 6, 5, 4, 11, 10, 9, 8, 15, 14, 13, 12, 19,
                                          18, 17, 16, 23, 22, 21, 20, 27, 26, 25, 24, 31, 30, 29, 28);
#else
    return v;
#endif
}

/// Eight pixels: R and B, then G and A, in the two 16-bit halves of each lane.
INLINE void blend_columns(uint32_t *p, u32x8 c, u16x16 rb, u16x16 ga, int red_blue_zero) {
    u16x16 coverage = (u16x16)(c | (c << 16));
    u16x16 sga = div255(ga * coverage);
    u32x8 a = (u32x8)sga & 0xFFFF0000u;
    u16x16 keep = (u16x16)(0x00FF00FFu - (a | (a >> 16)));
    u32x8 d;
    __builtin_memcpy(&d, p, sizeof d);
    d = swap_if_big_endian(d);
    u16x16 orb = div255((u16x16)(d & 0x00FF00FFu) * keep);
    if (!red_blue_zero) orb = orb + div255(rb * coverage);
    u16x16 oga = div255((u16x16)((d >> 8) & 0x00FF00FFu) * keep) + sga;
    u32x8 out = swap_if_big_endian((u32x8)orb | ((u32x8)oga << 8));
    __builtin_memcpy(p, &out, sizeof out);
}

/// n < 8 pixels, written out (a copy of variable size would be a call).
INLINE void copy_few(uint32_t *to, const uint32_t *from, ptrdiff_t n) {
    switch (n) {
    case 7: to[6] = from[6]; // fall through
    case 6: to[5] = from[5]; // fall through
    case 5: to[4] = from[4]; // fall through
    case 4: to[3] = from[3]; // fall through
    case 3: to[2] = from[2]; // fall through
    case 2: to[1] = from[1]; // fall through
    case 1: to[0] = from[0]; // fall through
    default: break;
    }
}

/// Lanes at and past `n` set to 0.
INLINE u32x8 first_lanes(u32x8 v, ptrdiff_t n) {
    const i32x8 lane = {0, 1, 2, 3, 4, 5, 6, 7};
    return v & (u32x8)(lane < (int32_t)n);
}

/// Asks for the same columns two rows down, which a shadow's next rows
/// usually write: a stretch is a few cache lines, too short for the
/// processor's own prefetcher to see a stream. The address is formed as an
/// integer, since it may lie past the surface (a prefetch never faults).
INLINE void prefetch_below(const uint32_t *p, ptrdiff_t stride) {
    __builtin_prefetch((const void *)((uintptr_t)p + (uintptr_t)(2 * stride) * sizeof *p), 1);
}

INLINE void blend_span(const Terms *terms, ptrdiff_t a, ptrdiff_t b, LiveryShadowColor color,
                       uint32_t *pixels, ptrdiff_t stride) {
    // The terms in a local: stores through the pixel pointer may not reload them.
    const Terms t = *terms;
    const u16x16 rb = (u16x16)((u32x8){0} + (color.packed & 0x00FF00FFu));
    const u16x16 ga = (u16x16)((u32x8){0} + ((color.packed >> 8) & 0x00FF00FFu));
    const int red_blue_zero = (color.packed & 0x00FF00FFu) == 0;
    ptrdiff_t c = a;
    for (; c + 16 <= b; c += 16) {
        prefetch_below(pixels + c, stride);
        f32x8 v0, v1;
        columns_value_16(&t, c, &v0, &v1);
        u32x8 values0 = round_columns(v0);
        u32x8 values1 = round_columns(v1);
        // Under the first visible coverage in every lane: no pixel changes.
        if (__builtin_reduce_or(values0 >= color.first_visible))
            blend_columns(pixels + c, values0, rb, ga, red_blue_zero);
        if (__builtin_reduce_or(values1 >= color.first_visible))
            blend_columns(pixels + c + 8, values1, rb, ga, red_blue_zero);
    }
    for (; c < b; c += 8) {
        prefetch_below(pixels + c, stride);
        u32x8 values = round_columns(columns_value(&t, c));
        if (!__builtin_reduce_or(values >= color.first_visible)) continue;
        if (c + 8 <= b) {
            blend_columns(pixels + c, values, rb, ga, red_blue_zero);
        } else {
            // The last one to seven: through a copy, lanes past the end at
            // coverage 0 (which leaves a pixel as it is).
            uint32_t last[8] = {0};
            copy_few(last, pixels + c, b - c);
            blend_columns(last, first_lanes(values, b - c), rb, ga, red_blue_zero);
            copy_few(pixels + c, last, b - c);
        }
    }
}

/// The values themselves, columns a ..< b into row[c].
INLINE void values_span(const Terms *terms, ptrdiff_t a, ptrdiff_t b, uint8_t *row) {
    const Terms t = *terms;
    for (ptrdiff_t c = a; c < b; c += 8) {
        u8x8 bytes = __builtin_convertvector(round_columns(columns_value(&t, c)), u8x8);
        __builtin_memcpy(row + c, &bytes, (size_t)(b - c < 8 ? b - c : 8));
    }
}

/// Table k, filled the first time a visible row needs it: the left zone,
/// then the right zone (which overwrites what the left one wrote past its
/// end), then the padding zeroed.
INLINE void fill_table(const LiveryShadowRows *r, ptrdiff_t k) {
    if (r->ready[k]) return;
    r->ready[k] = 1;
    float *row = r->tables + k * r->table_stride;
    const float *args = r->table_args + 4 * k;
    const ptrdiff_t zone_width = r->left + (r->width - r->right);
    interval_span(r->phi, args[0], args[1], r->step, r->left, row);
    interval_span(r->phi, args[2], args[3], r->step, zone_width - r->left, row + r->left);
    for (ptrdiff_t c = zone_width; c < r->table_stride; c++) row[c] = 0;
}

/// One stretch of row j into the target: columns a ..< b, blended when
/// `blend` (a constant: each caller's code has one path).
INLINE void draw_span(const LiveryShadowTarget *target, int blend, ptrdiff_t j, const Terms *t, ptrdiff_t a,
                      ptrdiff_t b) {
    if (a >= b) return;
    if (blend) {
        blend_span(t, a, b, target->color, target->pixels + j * target->stride, target->stride);
    } else {
        values_span(t, a, b, target->values + j * target->stride);
    }
}

/// The nodes start ..< end one row down: g(y + 1) = g(y)·ρ(y) and
/// ρ(y + 1) = ρ(y)·e^(−1/σ²) (`decay`).
INLINE void step_weights(double *gains, double *ratios, ptrdiff_t start, ptrdiff_t end, double decay) {
    for (ptrdiff_t k = start; k < end; k++) {
        gains[k] *= ratios[k];
        ratios[k] *= decay;
    }
}

INLINE void rows_span(const LiveryShadowRows *r, const LiveryShadowTarget *target, int blend) {
    const double s = r->sigma;
    // The four Y arguments, (edge − cy)/σ, of the rows of bands with
    // stretches, then their Φ: eight at a time, so two rows from an even one
    // (the row past the last is in the padding).
    for (ptrdiff_t b = 0, done = 0; b < r->band_count; b++) {
        if (r->band_first[b] == r->band_first[b + 1]) continue;
        const ptrdiff_t from = b == 0 ? 0 : r->band_end[b - 1];
        const ptrdiff_t lo = (from & ~(ptrdiff_t)1) > done ? from & ~(ptrdiff_t)1 : done;
        const ptrdiff_t hi = (r->band_end[b] + 1) & ~(ptrdiff_t)1;
        for (ptrdiff_t j = lo; j < hi; j++) {
            const double cy = (double)(r->top + j) + 0.5;
            for (int k = 0; k < 4; k++) r->ys[4 * j + k] = (float)((r->y_edges[k] - cy) / s);
        }
        for (ptrdiff_t i = 4 * lo; i < 4 * hi; i += 8) {
            f32x8 v = phi_columns(r->phi, load_f32x8(r->ys + i));
            __builtin_memcpy(r->ys + i, &v, sizeof v);
        }
        if (hi > done) done = hi;
    }
    const double decay = __builtin_exp(-1 / (s * s));
    const ptrdiff_t count = r->node_count;
    const LiveryShadowNode *nodes = r->nodes;
    double *gains = r->gains, *ratios = r->ratios;
    for (ptrdiff_t n = 0; n < count; n++) r->node_rows[n] = r->tables + nodes[n].table * r->table_stride;
    // `next`: the row the window and its nodes' weights are at.
    ptrdiff_t start = 0, end = 0, checked = 0, band = 0, next = 0;
    for (ptrdiff_t j = 0; j < r->height; j++) {
        while (band < r->band_count - 1 && r->band_end[band] <= j) band++;
        const ptrdiff_t first = r->band_first[band], last = r->band_first[band + 1];
        if (first == last) continue;
        // The nodes near a row are a window sliding down; a node's weight g
        // follows it from the row it comes near, through hidden rows too (so
        // that what hides a row changes no other's values).
        for (;; next++) {
            const double cy = (double)(r->top + next) + 0.5;
            while (start < count && nodes[start].t < cy - 4 * s) start++;
            if (end < start) end = start;
            for (; end < count && nodes[end].t <= cy + 4 * s; end++) {
                const double u = (cy - nodes[end].t) / s;
                gains[end] = nodes[end].weight * __builtin_exp(-0.5 * u * u) / __builtin_sqrt(2 * PI);
                ratios[end] = __builtin_exp(-u / s - 0.5 / (s * s));
            }
            if (next == j) break;
            step_weights(gains, ratios, start, end, decay);
        }
        const ptrdiff_t near = end - start;
        for (ptrdiff_t k = start; k < end; k++) r->weights[k] = (float)gains[k];
        step_weights(gains, ratios, start, end, decay);
        next = j + 1;
        for (ptrdiff_t k = start > checked ? start : checked; k < end; k++) fill_table(r, nodes[k].table);
        if (end > checked) checked = end;
        const float middle = r->ys[4 * j] - r->ys[4 * j + 1];
        const float full = r->ys[4 * j + 2] - r->ys[4 * j + 3];
        const Terms corner = {r->x, middle, r->node_rows + start, r->weights + start, near, 0};
        const Terms between = {r->x, near ? full : middle, 0, 0, 0, 0};
        const Terms right = {r->x, middle, r->node_rows + start, r->weights + start, near, r->right - r->left};
        for (ptrdiff_t i = first; i < last; i++) {
            const ptrdiff_t lo = r->stretches[2 * i], hi = r->stretches[2 * i + 1];
            if (near == 0) {
                draw_span(target, blend, j, &between, lo, hi);
                continue;
            }
            // The zones: the straight-middle term plus each near node's
            // interval term (in the nodes' order); between them the
            // full-height term.
            draw_span(target, blend, j, &corner, lo, hi < r->left ? hi : r->left);
            draw_span(target, blend, j, &between, lo > r->left ? lo : r->left, hi < r->right ? hi : r->right);
            draw_span(target, blend, j, &right, lo > r->right ? lo : r->right, hi);
        }
    }
}

/// The rows blended or as values: a copy of their code for each.
INLINE void rows_either(const LiveryShadowRows *r, const LiveryShadowTarget *target) {
    if (target->pixels) {
        rows_span(r, target, 1);
    } else {
        rows_span(r, target, 0);
    }
}

#if defined(__x86_64__) && defined(__clang__)
__attribute__((target("avx2"))) static void interval_avx2(const LiveryNormalTable *phi, float ul, float ur,
                                                          float step, ptrdiff_t n, float *row) {
    interval_span(phi, ul, ur, step, n, row);
}

__attribute__((target("avx2"))) static void rows_avx2(const LiveryShadowRows *r, const LiveryShadowTarget *target) {
    rows_either(r, target);
}
#endif

int livery_shadow_kernel_level(void) {
#if defined(__x86_64__) && defined(__clang__)
    static int level = -1;
    int known = __atomic_load_n(&level, __ATOMIC_RELAXED);
    if (known < 0) {
        __builtin_cpu_init();
        known = __builtin_cpu_supports("avx2") ? 1 : 0;
        __atomic_store_n(&level, known, __ATOMIC_RELAXED);
    }
    return known;
#else
    return 0;
#endif
}

void livery_shadow_rows_at(int level, const LiveryShadowRows *rows, const LiveryShadowTarget *target) {
#if defined(__x86_64__) && defined(__clang__)
    if (level >= 1 && livery_shadow_kernel_level() >= 1) {
        rows_avx2(rows, target);
        return;
    }
#endif
    (void)level;
    rows_either(rows, target);
}

void livery_shadow_interval_at(int level, const LiveryNormalTable *phi, float ul, float ur, float step, ptrdiff_t n,
                               float *row) {
#if defined(__x86_64__) && defined(__clang__)
    if (level >= 1 && livery_shadow_kernel_level() >= 1) {
        interval_avx2(phi, ul, ur, step, n, row);
        return;
    }
#endif
    (void)level;
    interval_span(phi, ul, ur, step, n, row);
}
