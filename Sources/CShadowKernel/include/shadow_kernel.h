#ifndef LIVERY_SHADOW_KERNEL_H
#define LIVERY_SHADOW_KERNEL_H

#include <stddef.h>
#include <stdint.h>

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

/// A Gauss–Legendre node of a corner band: its row t (device pixels), its
/// weight ÷ σ, and the table that holds its row's interval term.
typedef struct {
    double t;
    double weight;
    ptrdiff_t table;
} LiveryShadowNode;

/// A closed-form shadow's rows, as `RoundedRectShadow` prepares them; the
/// kernel draws them. Row j (0 ..< height) is device row top + j, column c
/// (0 ..< width) the shadow rect's column c. The value at (c, j) is
///   x[c]·f(j) + Σ over the corner nodes near row j of g·table(c),
/// rounded to 0…255. With cy row j's centre and e the four `y_edges`
/// (the straight middle's bottom and top, the shape's bottom and top), u_k =
/// (e_k − cy)/σ: in the corner zones, columns [0, left) and [right, width),
/// f(j) is the straight middle's Y term Φ(u_0) − Φ(u_1); between them it is
/// the full height's, Φ(u_2) − Φ(u_3), and no node's term is taken; a row
/// with no node near takes the straight middle's all along. `ys` is the
/// kernel's scratch for them, 4·height + 8 values.
///
/// The nodes (node_count of them, in order of t) near a row are those
/// within 4σ of its centre cy. A node's Gaussian
/// weight is g = weight·e^(−u²/2)/√(2π) with u = (cy − t)/σ when it comes
/// near, then stepped from row to row in double: g ← g·ρ and ρ ← ρ·e^(−1/σ²),
/// from ρ = e^(−u/σ − 1/(2σ²)), through rows with no visible stretch too
/// (stepped only when a visible row follows), so that what hides a row
/// changes no other. A table holds one row of a corner band,
/// Φ((x − xl)/σ) − Φ((x − xr)/σ), over the zone columns side by side
/// (left + width − right of them, table_stride apart); it is filled from
/// table_args (ul and ur at the left zone's first column, then at the right
/// zone's) the first time a visible row needs it, and `ready` marks it.
///
/// Rows come in bands of the same visible stretches: band b ends before row
/// band_end[b] (the last at height), and its stretches are columns
/// stretches[2i] ..< stretches[2i + 1] for i in band_first[b] ..<
/// band_first[b + 1]. `weights`, `gains`, `ratios` and `node_rows` are the
/// kernel's scratch, node_count each. `x` and every table are readable
/// seven values past their ends. Sums run in a fixed order in
/// single precision with no fused multiply-add, so every level gives every
/// pixel the same bytes.
typedef struct {
    ptrdiff_t top;
    ptrdiff_t width;
    ptrdiff_t height;
    const float *x;
    double y_edges[4];
    float *ys;
    ptrdiff_t left;
    ptrdiff_t right;
    const LiveryNormalTable *phi;
    float step;
    float *tables;
    ptrdiff_t table_stride;
    const float *table_args;
    uint8_t *ready;
    double sigma;
    ptrdiff_t node_count;
    const LiveryShadowNode *nodes;
    float *weights;
    double *gains;
    double *ratios;
    const float **node_rows;
    ptrdiff_t band_count;
    const ptrdiff_t *band_end;
    const ptrdiff_t *band_first;
    const ptrdiff_t *stretches;
} LiveryShadowRows;

/// A premultiplied colour, R | G << 8 | B << 16 | A << 24, and the least
/// coverage at which it changes a pixel. Pixels hold R, G, B, A bytes in
/// memory order.
typedef struct {
    uint32_t packed;
    uint32_t first_visible;
} LiveryShadowColor;

/// Where the rows go: source-over of `color` through each value into
/// `pixels` (row 0, column 0; rows `stride` pixels apart), or, when
/// `pixels` is null, the values themselves into `values` (rows `stride`
/// bytes apart). Pixels of no visible stretch are left as they are.
typedef struct {
    uint32_t *pixels;
    uint8_t *values;
    ptrdiff_t stride;
    LiveryShadowColor color;
} LiveryShadowTarget;

/// Draws the rows at `level` (at most the processor's, which it falls back
/// to): 0 eight lanes in the baseline instruction set, 1 eight lanes in
/// AVX2. The renderer asks for `livery_shadow_kernel_level()`, the widest
/// this processor runs; tests for each level.
void livery_shadow_rows_at(int level, const LiveryShadowRows *rows, const LiveryShadowTarget *target);
int livery_shadow_kernel_level(void);

/// row[j] = Φ(ul + j·step) − Φ(ur + j·step) for j in 0 ..< n at `level`,
/// eight at a time: up to seven values past n are written too (the tables
/// are filled the same way); step ≥ 0. A side that stays at the table's end
/// over a group of eight is left out there (a change under 1e-15):
/// Φ(ur + j·step) when it stays at or below −origin, Φ(ul + j·step) (as 1)
/// when it starts at or beyond origin.
void livery_shadow_interval_at(int level, const LiveryNormalTable *phi, float ul, float ur, float step, ptrdiff_t n,
                               float *row);

#endif
