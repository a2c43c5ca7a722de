/*
 * texture_fetch.h -- the device API of texture and surface objects (tex2D<T>,
 * tex1Dfetch<T>, surf2Dread<T>, surf2Dwrite, ...), included by the runtime
 * prelude as CUDA's cuda_runtime.h includes texture_indirect_functions.h and
 * surface_indirect_functions.h. Written by scripts/gen-texture-fetch.py: edit
 * the tables there, not this file.
 *
 * Each PTX form nvcc prints is one inline-PTX helper (tex.2d.v4.f32.f32,
 * tld4.r.2d, suld.b.2d.v4.b8.trap, ...). A texture fetch always reads four
 * components of the kind T's components have (f32 for float, s32 for signed,
 * u32 for unsigned integers) and keeps as many as T has, truncating integers,
 * as CUDA does. A surface access moves sizeof(T) bytes as 1, 2 or 4 elements
 * of T's component width. The boundary mode and the gather component are
 * run-time arguments in CUDA's API and opcode modifiers in PTX: the helpers
 * branch on them, and a constant argument (the usual case) folds to one
 * instruction once inlined.
 */
#pragma once
#include <vector_types.h>
#include <ptxc_texture_types.h>

/* ---- texture fetches: one helper per instruction form ---- */
static __device__ __forceinline__ float4 __ptxc_tex4_1dfetch(float*, cudaTextureObject_t t, int x) {
  float a, b, c, d;
  asm("tex.1d.v4.f32.s32 {%0, %1, %2, %3}, [%4, {%5}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "r"(x));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_1d(float*, cudaTextureObject_t t, float x) {
  float a, b, c, d;
  asm("tex.1d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_2d(float*, cudaTextureObject_t t, float x, float y) {
  float a, b, c, d;
  asm("tex.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_3d(float*, cudaTextureObject_t t, float x, float y, float z) {
  float a, b, c, d;
  asm("tex.3d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "f"(z));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_a1d(float*, cudaTextureObject_t t, float x, int layer) {
  float a, b, c, d;
  asm("tex.a1d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "r"(layer));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_a2d(float*, cudaTextureObject_t t, float x, float y, int layer) {
  float a, b, c, d;
  asm("tex.a2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "r"(layer));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_cube(float*, cudaTextureObject_t t, float x, float y, float z) {
  float a, b, c, d;
  asm("tex.cube.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "f"(z));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_acube(float*, cudaTextureObject_t t, float x, float y, float z, int layer) {
  float a, b, c, d;
  asm("tex.acube.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%8, %5, %6, %7}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "f"(z), "r"(layer));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_level1d(float*, cudaTextureObject_t t, float x, float level) {
  float a, b, c, d;
  asm("tex.level.1d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5}], %6;" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(level));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_level2d(float*, cudaTextureObject_t t, float x, float y, float level) {
  float a, b, c, d;
  asm("tex.level.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "f"(level));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_level3d(float*, cudaTextureObject_t t, float x, float y, float z, float level) {
  float a, b, c, d;
  asm("tex.level.3d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "f"(z), "f"(level));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_levela1d(float*, cudaTextureObject_t t, float x, int layer, float level) {
  float a, b, c, d;
  asm("tex.level.a1d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%6, %5}], %7;" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "r"(layer), "f"(level));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_levela2d(float*, cudaTextureObject_t t, float x, float y, int layer, float level) {
  float a, b, c, d;
  asm("tex.level.a2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}], %8;" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "r"(layer), "f"(level));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_grad1d(float*, cudaTextureObject_t t, float x, float dx, float dy) {
  float a, b, c, d;
  asm("tex.grad.1d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5}], {%6}, {%7};" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(dx), "f"(dy));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_grad2d(float*, cudaTextureObject_t t, float x, float y, float dxx, float dxy, float dyx, float dyy) {
  float a, b, c, d;
  asm("tex.grad.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7, %8}, {%9, %10};" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y), "f"(dxx), "f"(dxy), "f"(dyx), "f"(dyy));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_gather_r(float*, cudaTextureObject_t t, float x, float y) {
  float a, b, c, d;
  asm("tld4.r.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_gather_g(float*, cudaTextureObject_t t, float x, float y) {
  float a, b, c, d;
  asm("tld4.g.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_gather_b(float*, cudaTextureObject_t t, float x, float y) {
  float a, b, c, d;
  asm("tld4.b.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ float4 __ptxc_tex4_gather_a(float*, cudaTextureObject_t t, float x, float y) {
  float a, b, c, d;
  asm("tld4.a.2d.v4.f32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=f"(a), "=f"(b), "=f"(c), "=f"(d) : "l"(t), "f"(x), "f"(y));
  float4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_1dfetch(int*, cudaTextureObject_t t, int x) {
  int a, b, c, d;
  asm("tex.1d.v4.s32.s32 {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "r"(x));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_1d(int*, cudaTextureObject_t t, float x) {
  int a, b, c, d;
  asm("tex.1d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_2d(int*, cudaTextureObject_t t, float x, float y) {
  int a, b, c, d;
  asm("tex.2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_3d(int*, cudaTextureObject_t t, float x, float y, float z) {
  int a, b, c, d;
  asm("tex.3d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_a1d(int*, cudaTextureObject_t t, float x, int layer) {
  int a, b, c, d;
  asm("tex.a1d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "r"(layer));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_a2d(int*, cudaTextureObject_t t, float x, float y, int layer) {
  int a, b, c, d;
  asm("tex.a2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "r"(layer));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_cube(int*, cudaTextureObject_t t, float x, float y, float z) {
  int a, b, c, d;
  asm("tex.cube.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_acube(int*, cudaTextureObject_t t, float x, float y, float z, int layer) {
  int a, b, c, d;
  asm("tex.acube.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%8, %5, %6, %7}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z), "r"(layer));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_level1d(int*, cudaTextureObject_t t, float x, float level) {
  int a, b, c, d;
  asm("tex.level.1d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5}], %6;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(level));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_level2d(int*, cudaTextureObject_t t, float x, float y, float level) {
  int a, b, c, d;
  asm("tex.level.2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(level));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_level3d(int*, cudaTextureObject_t t, float x, float y, float z, float level) {
  int a, b, c, d;
  asm("tex.level.3d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z), "f"(level));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_levela1d(int*, cudaTextureObject_t t, float x, int layer, float level) {
  int a, b, c, d;
  asm("tex.level.a1d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%6, %5}], %7;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "r"(layer), "f"(level));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_levela2d(int*, cudaTextureObject_t t, float x, float y, int layer, float level) {
  int a, b, c, d;
  asm("tex.level.a2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}], %8;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "r"(layer), "f"(level));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_grad1d(int*, cudaTextureObject_t t, float x, float dx, float dy) {
  int a, b, c, d;
  asm("tex.grad.1d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5}], {%6}, {%7};" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(dx), "f"(dy));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_grad2d(int*, cudaTextureObject_t t, float x, float y, float dxx, float dxy, float dyx, float dyy) {
  int a, b, c, d;
  asm("tex.grad.2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7, %8}, {%9, %10};" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(dxx), "f"(dxy), "f"(dyx), "f"(dyy));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_gather_r(int*, cudaTextureObject_t t, float x, float y) {
  int a, b, c, d;
  asm("tld4.r.2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_gather_g(int*, cudaTextureObject_t t, float x, float y) {
  int a, b, c, d;
  asm("tld4.g.2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_gather_b(int*, cudaTextureObject_t t, float x, float y) {
  int a, b, c, d;
  asm("tld4.b.2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ int4 __ptxc_tex4_gather_a(int*, cudaTextureObject_t t, float x, float y) {
  int a, b, c, d;
  asm("tld4.a.2d.v4.s32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  int4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_1dfetch(unsigned int*, cudaTextureObject_t t, int x) {
  unsigned int a, b, c, d;
  asm("tex.1d.v4.u32.s32 {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "r"(x));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_1d(unsigned int*, cudaTextureObject_t t, float x) {
  unsigned int a, b, c, d;
  asm("tex.1d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_2d(unsigned int*, cudaTextureObject_t t, float x, float y) {
  unsigned int a, b, c, d;
  asm("tex.2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_3d(unsigned int*, cudaTextureObject_t t, float x, float y, float z) {
  unsigned int a, b, c, d;
  asm("tex.3d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_a1d(unsigned int*, cudaTextureObject_t t, float x, int layer) {
  unsigned int a, b, c, d;
  asm("tex.a1d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "r"(layer));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_a2d(unsigned int*, cudaTextureObject_t t, float x, float y, int layer) {
  unsigned int a, b, c, d;
  asm("tex.a2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "r"(layer));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_cube(unsigned int*, cudaTextureObject_t t, float x, float y, float z) {
  unsigned int a, b, c, d;
  asm("tex.cube.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_acube(unsigned int*, cudaTextureObject_t t, float x, float y, float z, int layer) {
  unsigned int a, b, c, d;
  asm("tex.acube.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%8, %5, %6, %7}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z), "r"(layer));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_level1d(unsigned int*, cudaTextureObject_t t, float x, float level) {
  unsigned int a, b, c, d;
  asm("tex.level.1d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5}], %6;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(level));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_level2d(unsigned int*, cudaTextureObject_t t, float x, float y, float level) {
  unsigned int a, b, c, d;
  asm("tex.level.2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], %7;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(level));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_level3d(unsigned int*, cudaTextureObject_t t, float x, float y, float z, float level) {
  unsigned int a, b, c, d;
  asm("tex.level.3d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}], %8;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(z), "f"(level));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_levela1d(unsigned int*, cudaTextureObject_t t, float x, int layer, float level) {
  unsigned int a, b, c, d;
  asm("tex.level.a1d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%6, %5}], %7;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "r"(layer), "f"(level));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_levela2d(unsigned int*, cudaTextureObject_t t, float x, float y, int layer, float level) {
  unsigned int a, b, c, d;
  asm("tex.level.a2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}], %8;" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "r"(layer), "f"(level));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_grad1d(unsigned int*, cudaTextureObject_t t, float x, float dx, float dy) {
  unsigned int a, b, c, d;
  asm("tex.grad.1d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5}], {%6}, {%7};" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(dx), "f"(dy));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_grad2d(unsigned int*, cudaTextureObject_t t, float x, float y, float dxx, float dxy, float dyx, float dyy) {
  unsigned int a, b, c, d;
  asm("tex.grad.2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}], {%7, %8}, {%9, %10};" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y), "f"(dxx), "f"(dxy), "f"(dyx), "f"(dyy));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_gather_r(unsigned int*, cudaTextureObject_t t, float x, float y) {
  unsigned int a, b, c, d;
  asm("tld4.r.2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_gather_g(unsigned int*, cudaTextureObject_t t, float x, float y) {
  unsigned int a, b, c, d;
  asm("tld4.g.2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_gather_b(unsigned int*, cudaTextureObject_t t, float x, float y) {
  unsigned int a, b, c, d;
  asm("tld4.b.2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  uint4 r = {a, b, c, d};
  return r;
}
static __device__ __forceinline__ uint4 __ptxc_tex4_gather_a(unsigned int*, cudaTextureObject_t t, float x, float y) {
  unsigned int a, b, c, d;
  asm("tld4.a.2d.v4.u32.f32 {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(a), "=r"(b), "=r"(c), "=r"(d) : "l"(t), "f"(x), "f"(y));
  uint4 r = {a, b, c, d};
  return r;
}
/* ---- texel types: the fetch kind of each T and its conversion ---- */
template <class T> struct __ptxc_texel {};
template <> struct __ptxc_texel<char> {
  typedef int scalar;
  static __device__ __forceinline__ char make(int a, int b, int c, int d) { return (char)a; }
  static __device__ __forceinline__ char make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<signed char> {
  typedef int scalar;
  static __device__ __forceinline__ signed char make(int a, int b, int c, int d) { return (signed char)a; }
  static __device__ __forceinline__ signed char make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<unsigned char> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ unsigned char make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { return (unsigned char)a; }
  static __device__ __forceinline__ unsigned char make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<short> {
  typedef int scalar;
  static __device__ __forceinline__ short make(int a, int b, int c, int d) { return (short)a; }
  static __device__ __forceinline__ short make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<unsigned short> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ unsigned short make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { return (unsigned short)a; }
  static __device__ __forceinline__ unsigned short make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<int> {
  typedef int scalar;
  static __device__ __forceinline__ int make(int a, int b, int c, int d) { return (int)a; }
  static __device__ __forceinline__ int make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<unsigned int> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ unsigned int make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { return (unsigned int)a; }
  static __device__ __forceinline__ unsigned int make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<float> {
  typedef float scalar;
  static __device__ __forceinline__ float make(float a, float b, float c, float d) { return (float)a; }
  static __device__ __forceinline__ float make4(const float4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<char1> {
  typedef int scalar;
  static __device__ __forceinline__ char1 make(int a, int b, int c, int d) { char1 r = {(signed char)a}; return r; }
  static __device__ __forceinline__ char1 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<char2> {
  typedef int scalar;
  static __device__ __forceinline__ char2 make(int a, int b, int c, int d) { char2 r = {(signed char)a, (signed char)b}; return r; }
  static __device__ __forceinline__ char2 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<char4> {
  typedef int scalar;
  static __device__ __forceinline__ char4 make(int a, int b, int c, int d) { char4 r = {(signed char)a, (signed char)b, (signed char)c, (signed char)d}; return r; }
  static __device__ __forceinline__ char4 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<uchar1> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ uchar1 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { uchar1 r = {(unsigned char)a}; return r; }
  static __device__ __forceinline__ uchar1 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<uchar2> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ uchar2 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { uchar2 r = {(unsigned char)a, (unsigned char)b}; return r; }
  static __device__ __forceinline__ uchar2 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<uchar4> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ uchar4 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { uchar4 r = {(unsigned char)a, (unsigned char)b, (unsigned char)c, (unsigned char)d}; return r; }
  static __device__ __forceinline__ uchar4 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<short1> {
  typedef int scalar;
  static __device__ __forceinline__ short1 make(int a, int b, int c, int d) { short1 r = {(short)a}; return r; }
  static __device__ __forceinline__ short1 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<short2> {
  typedef int scalar;
  static __device__ __forceinline__ short2 make(int a, int b, int c, int d) { short2 r = {(short)a, (short)b}; return r; }
  static __device__ __forceinline__ short2 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<short4> {
  typedef int scalar;
  static __device__ __forceinline__ short4 make(int a, int b, int c, int d) { short4 r = {(short)a, (short)b, (short)c, (short)d}; return r; }
  static __device__ __forceinline__ short4 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<ushort1> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ ushort1 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { ushort1 r = {(unsigned short)a}; return r; }
  static __device__ __forceinline__ ushort1 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<ushort2> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ ushort2 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { ushort2 r = {(unsigned short)a, (unsigned short)b}; return r; }
  static __device__ __forceinline__ ushort2 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<ushort4> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ ushort4 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { ushort4 r = {(unsigned short)a, (unsigned short)b, (unsigned short)c, (unsigned short)d}; return r; }
  static __device__ __forceinline__ ushort4 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<int1> {
  typedef int scalar;
  static __device__ __forceinline__ int1 make(int a, int b, int c, int d) { int1 r = {(int)a}; return r; }
  static __device__ __forceinline__ int1 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<int2> {
  typedef int scalar;
  static __device__ __forceinline__ int2 make(int a, int b, int c, int d) { int2 r = {(int)a, (int)b}; return r; }
  static __device__ __forceinline__ int2 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<int4> {
  typedef int scalar;
  static __device__ __forceinline__ int4 make(int a, int b, int c, int d) { int4 r = {(int)a, (int)b, (int)c, (int)d}; return r; }
  static __device__ __forceinline__ int4 make4(const int4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<uint1> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ uint1 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { uint1 r = {(unsigned int)a}; return r; }
  static __device__ __forceinline__ uint1 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<uint2> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ uint2 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { uint2 r = {(unsigned int)a, (unsigned int)b}; return r; }
  static __device__ __forceinline__ uint2 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<uint4> {
  typedef unsigned int scalar;
  static __device__ __forceinline__ uint4 make(unsigned int a, unsigned int b, unsigned int c, unsigned int d) { uint4 r = {(unsigned int)a, (unsigned int)b, (unsigned int)c, (unsigned int)d}; return r; }
  static __device__ __forceinline__ uint4 make4(const uint4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<float1> {
  typedef float scalar;
  static __device__ __forceinline__ float1 make(float a, float b, float c, float d) { float1 r = {(float)a}; return r; }
  static __device__ __forceinline__ float1 make4(const float4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<float2> {
  typedef float scalar;
  static __device__ __forceinline__ float2 make(float a, float b, float c, float d) { float2 r = {(float)a, (float)b}; return r; }
  static __device__ __forceinline__ float2 make4(const float4& v) { return make(v.x, v.y, v.z, v.w); }
};
template <> struct __ptxc_texel<float4> {
  typedef float scalar;
  static __device__ __forceinline__ float4 make(float a, float b, float c, float d) { float4 r = {(float)a, (float)b, (float)c, (float)d}; return r; }
  static __device__ __forceinline__ float4 make4(const float4& v) { return make(v.x, v.y, v.z, v.w); }
};
/* ---- texture API ---- */
template <class T> static __device__ __forceinline__ T tex1Dfetch(cudaTextureObject_t t, int x) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_1dfetch((S*)0, t, x));
}
template <class T> static __device__ __forceinline__ void tex1Dfetch(T* r, cudaTextureObject_t t, int x) { *r = tex1Dfetch<T>(t, x); }
template <class T> static __device__ __forceinline__ T tex1D(cudaTextureObject_t t, float x) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_1d((S*)0, t, x));
}
template <class T> static __device__ __forceinline__ void tex1D(T* r, cudaTextureObject_t t, float x) { *r = tex1D<T>(t, x); }
template <class T> static __device__ __forceinline__ T tex2D(cudaTextureObject_t t, float x, float y) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_2d((S*)0, t, x, y));
}
template <class T> static __device__ __forceinline__ void tex2D(T* r, cudaTextureObject_t t, float x, float y) { *r = tex2D<T>(t, x, y); }
template <class T> static __device__ __forceinline__ T tex3D(cudaTextureObject_t t, float x, float y, float z) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_3d((S*)0, t, x, y, z));
}
template <class T> static __device__ __forceinline__ void tex3D(T* r, cudaTextureObject_t t, float x, float y, float z) { *r = tex3D<T>(t, x, y, z); }
template <class T> static __device__ __forceinline__ T tex1DLayered(cudaTextureObject_t t, float x, int layer) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_a1d((S*)0, t, x, layer));
}
template <class T> static __device__ __forceinline__ void tex1DLayered(T* r, cudaTextureObject_t t, float x, int layer) { *r = tex1DLayered<T>(t, x, layer); }
template <class T> static __device__ __forceinline__ T tex2DLayered(cudaTextureObject_t t, float x, float y, int layer) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_a2d((S*)0, t, x, y, layer));
}
template <class T> static __device__ __forceinline__ void tex2DLayered(T* r, cudaTextureObject_t t, float x, float y, int layer) { *r = tex2DLayered<T>(t, x, y, layer); }
template <class T> static __device__ __forceinline__ T texCubemap(cudaTextureObject_t t, float x, float y, float z) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_cube((S*)0, t, x, y, z));
}
template <class T> static __device__ __forceinline__ void texCubemap(T* r, cudaTextureObject_t t, float x, float y, float z) { *r = texCubemap<T>(t, x, y, z); }
template <class T> static __device__ __forceinline__ T texCubemapLayered(cudaTextureObject_t t, float x, float y, float z, int layer) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_acube((S*)0, t, x, y, z, layer));
}
template <class T> static __device__ __forceinline__ void texCubemapLayered(T* r, cudaTextureObject_t t, float x, float y, float z, int layer) { *r = texCubemapLayered<T>(t, x, y, z, layer); }
template <class T> static __device__ __forceinline__ T tex1DLod(cudaTextureObject_t t, float x, float level) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_level1d((S*)0, t, x, level));
}
template <class T> static __device__ __forceinline__ void tex1DLod(T* r, cudaTextureObject_t t, float x, float level) { *r = tex1DLod<T>(t, x, level); }
template <class T> static __device__ __forceinline__ T tex2DLod(cudaTextureObject_t t, float x, float y, float level) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_level2d((S*)0, t, x, y, level));
}
template <class T> static __device__ __forceinline__ void tex2DLod(T* r, cudaTextureObject_t t, float x, float y, float level) { *r = tex2DLod<T>(t, x, y, level); }
template <class T> static __device__ __forceinline__ T tex3DLod(cudaTextureObject_t t, float x, float y, float z, float level) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_level3d((S*)0, t, x, y, z, level));
}
template <class T> static __device__ __forceinline__ void tex3DLod(T* r, cudaTextureObject_t t, float x, float y, float z, float level) { *r = tex3DLod<T>(t, x, y, z, level); }
template <class T> static __device__ __forceinline__ T tex1DLayeredLod(cudaTextureObject_t t, float x, int layer, float level) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_levela1d((S*)0, t, x, layer, level));
}
template <class T> static __device__ __forceinline__ void tex1DLayeredLod(T* r, cudaTextureObject_t t, float x, int layer, float level) { *r = tex1DLayeredLod<T>(t, x, layer, level); }
template <class T> static __device__ __forceinline__ T tex2DLayeredLod(cudaTextureObject_t t, float x, float y, int layer, float level) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_levela2d((S*)0, t, x, y, layer, level));
}
template <class T> static __device__ __forceinline__ void tex2DLayeredLod(T* r, cudaTextureObject_t t, float x, float y, int layer, float level) { *r = tex2DLayeredLod<T>(t, x, y, layer, level); }
template <class T> static __device__ __forceinline__ T tex1DGrad(cudaTextureObject_t t, float x, float dPdx, float dPdy) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_grad1d((S*)0, t, x, dPdx, dPdy));
}
template <class T> static __device__ __forceinline__ void tex1DGrad(T* r, cudaTextureObject_t t, float x, float dPdx, float dPdy) { *r = tex1DGrad<T>(t, x, dPdx, dPdy); }
template <class T> static __device__ __forceinline__ T tex2DGrad(cudaTextureObject_t t, float x, float y, const float2& dPdx, const float2& dPdy) {
  typedef typename __ptxc_texel<T>::scalar S;
  return __ptxc_texel<T>::make4(__ptxc_tex4_grad2d((S*)0, t, x, y, dPdx.x, dPdx.y, dPdy.x, dPdy.y));
}
template <class T> static __device__ __forceinline__ void tex2DGrad(T* r, cudaTextureObject_t t, float x, float y, const float2& dPdx, const float2& dPdy) { *r = tex2DGrad<T>(t, x, y, dPdx.x, dPdx.y, dPdy.x, dPdy.y); }
template <class T> static __device__ __forceinline__ T tex2Dgather(cudaTextureObject_t t, float x, float y, int comp) {
  typedef typename __ptxc_texel<T>::scalar S;
  if (comp == 1) return __ptxc_texel<T>::make4(__ptxc_tex4_gather_g((S*)0, t, x, y));
  if (comp == 2) return __ptxc_texel<T>::make4(__ptxc_tex4_gather_b((S*)0, t, x, y));
  if (comp == 3) return __ptxc_texel<T>::make4(__ptxc_tex4_gather_a((S*)0, t, x, y));
  return __ptxc_texel<T>::make4(__ptxc_tex4_gather_r((S*)0, t, x, y));
}
template <class T> static __device__ __forceinline__ T tex2Dgather(cudaTextureObject_t t, float x, float y) { return tex2Dgather<T>(t, x, y, 0); }
template <class T> static __device__ __forceinline__ void tex2Dgather(T* r, cudaTextureObject_t t, float x, float y, int comp) { *r = tex2Dgather<T>(t, x, y, comp); }
template <class T> static __device__ __forceinline__ void tex2Dgather(T* r, cudaTextureObject_t t, float x, float y) { *r = tex2Dgather<T>(t, x, y, 0); }
/* ---- surface loads and stores: one helper per width, vector length and shape ---- */
struct __ptxc_surf_b8x1 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b8x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.b8.zero {%0}, [%1, {%2}];" : "=h"(*e0) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.b8.clamp {%0}, [%1, {%2}];" : "=h"(*e0) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.b8.trap {%0}, [%1, {%2}];" : "=h"(*e0) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b8x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.b8.zero [%0, {%1}], {%2};" :: "l"(s), "r"(x), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.b8.clamp [%0, {%1}], {%2};" :: "l"(s), "r"(x), "h"(e0));
  else asm volatile("sust.b.1d.b8.trap [%0, {%1}], {%2};" :: "l"(s), "r"(x), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b8x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.b8.zero {%0}, [%1, {%2, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.b8.clamp {%0}, [%1, {%2, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.b8.trap {%0}, [%1, {%2, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b8x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.b8.zero [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.b8.clamp [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "h"(e0));
  else asm volatile("sust.b.2d.b8.trap [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b8x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.b8.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.b8.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.b8.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b8x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.b8.zero [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.b8.clamp [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0));
  else asm volatile("sust.b.3d.b8.trap [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b8x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.b8.zero {%0}, [%1, {%3, %2}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.b8.clamp {%0}, [%1, {%3, %2}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.b8.trap {%0}, [%1, {%3, %2}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b8x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.b8.zero [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.b8.clamp [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "h"(e0));
  else asm volatile("sust.b.a1d.b8.trap [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b8x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.b8.zero {%0}, [%1, {%4, %2, %3, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.b8.clamp {%0}, [%1, {%4, %2, %3, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.b8.trap {%0}, [%1, {%4, %2, %3, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b8x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.b8.zero [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.b8.clamp [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0));
  else asm volatile("sust.b.a2d.b8.trap [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0));
}
struct __ptxc_surf_b8x2 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b8x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.v2.b8.zero {%0, %1}, [%2, {%3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.v2.b8.clamp {%0, %1}, [%2, {%3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.v2.b8.trap {%0, %1}, [%2, {%3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b8x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.v2.b8.zero [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.v2.b8.clamp [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "h"(e0), "h"(e1));
  else asm volatile("sust.b.1d.v2.b8.trap [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b8x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.v2.b8.zero {%0, %1}, [%2, {%3, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.v2.b8.clamp {%0, %1}, [%2, {%3, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.v2.b8.trap {%0, %1}, [%2, {%3, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b8x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.v2.b8.zero [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.v2.b8.clamp [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1));
  else asm volatile("sust.b.2d.v2.b8.trap [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b8x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.v2.b8.zero {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.v2.b8.clamp {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.v2.b8.trap {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b8x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.v2.b8.zero [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.v2.b8.clamp [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1));
  else asm volatile("sust.b.3d.v2.b8.trap [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b8x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.v2.b8.zero {%0, %1}, [%2, {%4, %3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.v2.b8.clamp {%0, %1}, [%2, {%4, %3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.v2.b8.trap {%0, %1}, [%2, {%4, %3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b8x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.v2.b8.zero [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.v2.b8.clamp [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1));
  else asm volatile("sust.b.a1d.v2.b8.trap [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b8x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.v2.b8.zero {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.v2.b8.clamp {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.v2.b8.trap {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b8x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.v2.b8.zero [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.v2.b8.clamp [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1));
  else asm volatile("sust.b.a2d.v2.b8.trap [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1));
}
struct __ptxc_surf_b8x4 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b8x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.v4.b8.zero {%0, %1, %2, %3}, [%4, {%5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.v4.b8.clamp {%0, %1, %2, %3}, [%4, {%5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.v4.b8.trap {%0, %1, %2, %3}, [%4, {%5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b8x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.v4.b8.zero [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.v4.b8.clamp [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.1d.v4.b8.trap [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b8x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.v4.b8.zero {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.v4.b8.clamp {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.v4.b8.trap {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b8x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.v4.b8.zero [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.v4.b8.clamp [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.2d.v4.b8.trap [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b8x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.v4.b8.zero {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.v4.b8.clamp {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.v4.b8.trap {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b8x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.v4.b8.zero [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.v4.b8.clamp [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.3d.v4.b8.trap [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b8x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.v4.b8.zero {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.v4.b8.clamp {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.v4.b8.trap {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b8x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.v4.b8.zero [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.v4.b8.clamp [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.a1d.v4.b8.trap [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b8x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.v4.b8.zero {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.v4.b8.clamp {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.v4.b8.trap {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b8x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.v4.b8.zero [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.v4.b8.clamp [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.a2d.v4.b8.trap [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
struct __ptxc_surf_b16x1 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b16x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.b16.zero {%0}, [%1, {%2}];" : "=h"(*e0) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.b16.clamp {%0}, [%1, {%2}];" : "=h"(*e0) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.b16.trap {%0}, [%1, {%2}];" : "=h"(*e0) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b16x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.b16.zero [%0, {%1}], {%2};" :: "l"(s), "r"(x), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.b16.clamp [%0, {%1}], {%2};" :: "l"(s), "r"(x), "h"(e0));
  else asm volatile("sust.b.1d.b16.trap [%0, {%1}], {%2};" :: "l"(s), "r"(x), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b16x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.b16.zero {%0}, [%1, {%2, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.b16.clamp {%0}, [%1, {%2, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.b16.trap {%0}, [%1, {%2, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b16x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.b16.zero [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.b16.clamp [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "h"(e0));
  else asm volatile("sust.b.2d.b16.trap [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b16x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.b16.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.b16.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.b16.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b16x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.b16.zero [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.b16.clamp [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0));
  else asm volatile("sust.b.3d.b16.trap [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b16x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.b16.zero {%0}, [%1, {%3, %2}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.b16.clamp {%0}, [%1, {%3, %2}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.b16.trap {%0}, [%1, {%3, %2}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b16x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.b16.zero [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.b16.clamp [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "h"(e0));
  else asm volatile("sust.b.a1d.b16.trap [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "h"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b16x1*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.b16.zero {%0}, [%1, {%4, %2, %3, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.b16.clamp {%0}, [%1, {%4, %2, %3, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.b16.trap {%0}, [%1, {%4, %2, %3, %3}];" : "=h"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b16x1*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.b16.zero [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.b16.clamp [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0));
  else asm volatile("sust.b.a2d.b16.trap [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0));
}
struct __ptxc_surf_b16x2 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b16x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.v2.b16.zero {%0, %1}, [%2, {%3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.v2.b16.clamp {%0, %1}, [%2, {%3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.v2.b16.trap {%0, %1}, [%2, {%3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b16x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.v2.b16.zero [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.v2.b16.clamp [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "h"(e0), "h"(e1));
  else asm volatile("sust.b.1d.v2.b16.trap [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b16x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.v2.b16.zero {%0, %1}, [%2, {%3, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.v2.b16.clamp {%0, %1}, [%2, {%3, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.v2.b16.trap {%0, %1}, [%2, {%3, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b16x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.v2.b16.zero [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.v2.b16.clamp [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1));
  else asm volatile("sust.b.2d.v2.b16.trap [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b16x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.v2.b16.zero {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.v2.b16.clamp {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.v2.b16.trap {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b16x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.v2.b16.zero [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.v2.b16.clamp [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1));
  else asm volatile("sust.b.3d.v2.b16.trap [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b16x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.v2.b16.zero {%0, %1}, [%2, {%4, %3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.v2.b16.clamp {%0, %1}, [%2, {%4, %3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.v2.b16.trap {%0, %1}, [%2, {%4, %3}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b16x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.v2.b16.zero [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.v2.b16.clamp [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1));
  else asm volatile("sust.b.a1d.v2.b16.trap [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b16x2*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.v2.b16.zero {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.v2.b16.clamp {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.v2.b16.trap {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=h"(*e0), "=h"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b16x2*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.v2.b16.zero [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.v2.b16.clamp [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1));
  else asm volatile("sust.b.a2d.v2.b16.trap [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1));
}
struct __ptxc_surf_b16x4 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b16x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.v4.b16.zero {%0, %1, %2, %3}, [%4, {%5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.v4.b16.clamp {%0, %1, %2, %3}, [%4, {%5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.v4.b16.trap {%0, %1, %2, %3}, [%4, {%5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b16x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.v4.b16.zero [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.v4.b16.clamp [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.1d.v4.b16.trap [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b16x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.v4.b16.zero {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.v4.b16.clamp {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.v4.b16.trap {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b16x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.v4.b16.zero [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.v4.b16.clamp [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.2d.v4.b16.trap [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b16x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.v4.b16.zero {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.v4.b16.clamp {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.v4.b16.trap {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b16x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.v4.b16.zero [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.v4.b16.clamp [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.3d.v4.b16.trap [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b16x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.v4.b16.zero {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.v4.b16.clamp {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.v4.b16.trap {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b16x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.v4.b16.zero [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.v4.b16.clamp [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.a1d.v4.b16.trap [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b16x4*, unsigned short* e0, unsigned short* e1, unsigned short* e2, unsigned short* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.v4.b16.zero {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.v4.b16.clamp {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.v4.b16.trap {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=h"(*e0), "=h"(*e1), "=h"(*e2), "=h"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b16x4*, unsigned short e0, unsigned short e1, unsigned short e2, unsigned short e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.v4.b16.zero [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.v4.b16.clamp [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
  else asm volatile("sust.b.a2d.v4.b16.trap [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "h"(e0), "h"(e1), "h"(e2), "h"(e3));
}
struct __ptxc_surf_b32x1 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b32x1*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.b32.zero {%0}, [%1, {%2}];" : "=r"(*e0) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.b32.clamp {%0}, [%1, {%2}];" : "=r"(*e0) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.b32.trap {%0}, [%1, {%2}];" : "=r"(*e0) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b32x1*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.b32.zero [%0, {%1}], {%2};" :: "l"(s), "r"(x), "r"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.b32.clamp [%0, {%1}], {%2};" :: "l"(s), "r"(x), "r"(e0));
  else asm volatile("sust.b.1d.b32.trap [%0, {%1}], {%2};" :: "l"(s), "r"(x), "r"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b32x1*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.b32.zero {%0}, [%1, {%2, %3}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.b32.clamp {%0}, [%1, {%2, %3}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.b32.trap {%0}, [%1, {%2, %3}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b32x1*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.b32.zero [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "r"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.b32.clamp [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "r"(e0));
  else asm volatile("sust.b.2d.b32.trap [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "r"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b32x1*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.b32.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.b32.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.b32.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b32x1*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.b32.zero [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.b32.clamp [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0));
  else asm volatile("sust.b.3d.b32.trap [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b32x1*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.b32.zero {%0}, [%1, {%3, %2}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.b32.clamp {%0}, [%1, {%3, %2}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.b32.trap {%0}, [%1, {%3, %2}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b32x1*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.b32.zero [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "r"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.b32.clamp [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "r"(e0));
  else asm volatile("sust.b.a1d.b32.trap [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "r"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b32x1*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.b32.zero {%0}, [%1, {%4, %2, %3, %3}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.b32.clamp {%0}, [%1, {%4, %2, %3, %3}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.b32.trap {%0}, [%1, {%4, %2, %3, %3}];" : "=r"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b32x1*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.b32.zero [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.b32.clamp [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0));
  else asm volatile("sust.b.a2d.b32.trap [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0));
}
struct __ptxc_surf_b32x2 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b32x2*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.v2.b32.zero {%0, %1}, [%2, {%3}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.v2.b32.clamp {%0, %1}, [%2, {%3}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.v2.b32.trap {%0, %1}, [%2, {%3}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b32x2*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.v2.b32.zero [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "r"(e0), "r"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.v2.b32.clamp [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "r"(e0), "r"(e1));
  else asm volatile("sust.b.1d.v2.b32.trap [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "r"(e0), "r"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b32x2*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.v2.b32.zero {%0, %1}, [%2, {%3, %4}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.v2.b32.clamp {%0, %1}, [%2, {%3, %4}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.v2.b32.trap {%0, %1}, [%2, {%3, %4}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b32x2*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.v2.b32.zero [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "r"(e0), "r"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.v2.b32.clamp [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "r"(e0), "r"(e1));
  else asm volatile("sust.b.2d.v2.b32.trap [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "r"(e0), "r"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b32x2*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.v2.b32.zero {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.v2.b32.clamp {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.v2.b32.trap {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b32x2*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.v2.b32.zero [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0), "r"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.v2.b32.clamp [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0), "r"(e1));
  else asm volatile("sust.b.3d.v2.b32.trap [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0), "r"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b32x2*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.v2.b32.zero {%0, %1}, [%2, {%4, %3}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.v2.b32.clamp {%0, %1}, [%2, {%4, %3}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.v2.b32.trap {%0, %1}, [%2, {%4, %3}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b32x2*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.v2.b32.zero [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "r"(e0), "r"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.v2.b32.clamp [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "r"(e0), "r"(e1));
  else asm volatile("sust.b.a1d.v2.b32.trap [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "r"(e0), "r"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b32x2*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.v2.b32.zero {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.v2.b32.clamp {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.v2.b32.trap {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=r"(*e0), "=r"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b32x2*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.v2.b32.zero [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0), "r"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.v2.b32.clamp [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0), "r"(e1));
  else asm volatile("sust.b.a2d.v2.b32.trap [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0), "r"(e1));
}
struct __ptxc_surf_b32x4 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b32x4*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b32x4*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.v4.b32.zero [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.v4.b32.clamp [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else asm volatile("sust.b.1d.v4.b32.trap [%0, {%1}], {%2, %3, %4, %5};" :: "l"(s), "r"(x), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b32x4*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5, %6}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b32x4*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.v4.b32.zero [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.v4.b32.clamp [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else asm volatile("sust.b.2d.v4.b32.trap [%0, {%1, %2}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(y), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b32x4*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%5, %6, %7, %7}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b32x4*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.v4.b32.zero [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.v4.b32.clamp [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else asm volatile("sust.b.3d.v4.b32.trap [%0, {%1, %2, %3, %3}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(z), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b32x4*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%6, %5}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b32x4*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.v4.b32.zero [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.v4.b32.clamp [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else asm volatile("sust.b.a1d.v4.b32.trap [%0, {%2, %1}], {%3, %4, %5, %6};" :: "l"(s), "r"(x), "r"(layer), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b32x4*, unsigned int* e0, unsigned int* e1, unsigned int* e2, unsigned int* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.v4.b32.zero {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.v4.b32.clamp {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.v4.b32.trap {%0, %1, %2, %3}, [%4, {%7, %5, %6, %6}];" : "=r"(*e0), "=r"(*e1), "=r"(*e2), "=r"(*e3) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b32x4*, unsigned int e0, unsigned int e1, unsigned int e2, unsigned int e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.v4.b32.zero [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.v4.b32.clamp [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
  else asm volatile("sust.b.a2d.v4.b32.trap [%0, {%3, %1, %2, %2}], {%4, %5, %6, %7};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "r"(e0), "r"(e1), "r"(e2), "r"(e3));
}
struct __ptxc_surf_b64x1 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b64x1*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.b64.zero {%0}, [%1, {%2}];" : "=l"(*e0) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.b64.clamp {%0}, [%1, {%2}];" : "=l"(*e0) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.b64.trap {%0}, [%1, {%2}];" : "=l"(*e0) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b64x1*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.b64.zero [%0, {%1}], {%2};" :: "l"(s), "r"(x), "l"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.b64.clamp [%0, {%1}], {%2};" :: "l"(s), "r"(x), "l"(e0));
  else asm volatile("sust.b.1d.b64.trap [%0, {%1}], {%2};" :: "l"(s), "r"(x), "l"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b64x1*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.b64.zero {%0}, [%1, {%2, %3}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.b64.clamp {%0}, [%1, {%2, %3}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.b64.trap {%0}, [%1, {%2, %3}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b64x1*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.b64.zero [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "l"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.b64.clamp [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "l"(e0));
  else asm volatile("sust.b.2d.b64.trap [%0, {%1, %2}], {%3};" :: "l"(s), "r"(x), "r"(y), "l"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b64x1*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.b64.zero {%0}, [%1, {%2, %3, %4, %4}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.b64.clamp {%0}, [%1, {%2, %3, %4, %4}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.b64.trap {%0}, [%1, {%2, %3, %4, %4}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b64x1*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.b64.zero [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "l"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.b64.clamp [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "l"(e0));
  else asm volatile("sust.b.3d.b64.trap [%0, {%1, %2, %3, %3}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(z), "l"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b64x1*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.b64.zero {%0}, [%1, {%3, %2}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.b64.clamp {%0}, [%1, {%3, %2}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.b64.trap {%0}, [%1, {%3, %2}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b64x1*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.b64.zero [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "l"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.b64.clamp [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "l"(e0));
  else asm volatile("sust.b.a1d.b64.trap [%0, {%2, %1}], {%3};" :: "l"(s), "r"(x), "r"(layer), "l"(e0));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b64x1*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.b64.zero {%0}, [%1, {%4, %2, %3, %3}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.b64.clamp {%0}, [%1, {%4, %2, %3, %3}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.b64.trap {%0}, [%1, {%4, %2, %3, %3}];" : "=l"(*e0) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b64x1*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.b64.zero [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "l"(e0));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.b64.clamp [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "l"(e0));
  else asm volatile("sust.b.a2d.b64.trap [%0, {%3, %1, %2, %2}], {%4};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "l"(e0));
}
struct __ptxc_surf_b64x2 {};
static __device__ __forceinline__ void __ptxc_suld_1d(__ptxc_surf_b64x2*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.1d.v2.b64.zero {%0, %1}, [%2, {%3}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.1d.v2.b64.clamp {%0, %1}, [%2, {%3}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x));
  else asm volatile("suld.b.1d.v2.b64.trap {%0, %1}, [%2, {%3}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x));
}
static __device__ __forceinline__ void __ptxc_sust_1d(__ptxc_surf_b64x2*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.1d.v2.b64.zero [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "l"(e0), "l"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.1d.v2.b64.clamp [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "l"(e0), "l"(e1));
  else asm volatile("sust.b.1d.v2.b64.trap [%0, {%1}], {%2, %3};" :: "l"(s), "r"(x), "l"(e0), "l"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_2d(__ptxc_surf_b64x2*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.2d.v2.b64.zero {%0, %1}, [%2, {%3, %4}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.2d.v2.b64.clamp {%0, %1}, [%2, {%3, %4}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y));
  else asm volatile("suld.b.2d.v2.b64.trap {%0, %1}, [%2, {%3, %4}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y));
}
static __device__ __forceinline__ void __ptxc_sust_2d(__ptxc_surf_b64x2*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.2d.v2.b64.zero [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "l"(e0), "l"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.2d.v2.b64.clamp [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "l"(e0), "l"(e1));
  else asm volatile("sust.b.2d.v2.b64.trap [%0, {%1, %2}], {%3, %4};" :: "l"(s), "r"(x), "r"(y), "l"(e0), "l"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_3d(__ptxc_surf_b64x2*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.3d.v2.b64.zero {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.3d.v2.b64.clamp {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
  else asm volatile("suld.b.3d.v2.b64.trap {%0, %1}, [%2, {%3, %4, %5, %5}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y), "r"(z));
}
static __device__ __forceinline__ void __ptxc_sust_3d(__ptxc_surf_b64x2*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.3d.v2.b64.zero [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "l"(e0), "l"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.3d.v2.b64.clamp [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "l"(e0), "l"(e1));
  else asm volatile("sust.b.3d.v2.b64.trap [%0, {%1, %2, %3, %3}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(z), "l"(e0), "l"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a1d(__ptxc_surf_b64x2*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a1d.v2.b64.zero {%0, %1}, [%2, {%4, %3}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a1d.v2.b64.clamp {%0, %1}, [%2, {%4, %3}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(layer));
  else asm volatile("suld.b.a1d.v2.b64.trap {%0, %1}, [%2, {%4, %3}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a1d(__ptxc_surf_b64x2*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a1d.v2.b64.zero [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "l"(e0), "l"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a1d.v2.b64.clamp [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "l"(e0), "l"(e1));
  else asm volatile("sust.b.a1d.v2.b64.trap [%0, {%2, %1}], {%3, %4};" :: "l"(s), "r"(x), "r"(layer), "l"(e0), "l"(e1));
}
static __device__ __forceinline__ void __ptxc_suld_a2d(__ptxc_surf_b64x2*, unsigned long long* e0, unsigned long long* e1, unsigned long long* e2, unsigned long long* e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("suld.b.a2d.v2.b64.zero {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else if (m == cudaBoundaryModeClamp) asm volatile("suld.b.a2d.v2.b64.clamp {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
  else asm volatile("suld.b.a2d.v2.b64.trap {%0, %1}, [%2, {%5, %3, %4, %4}];" : "=l"(*e0), "=l"(*e1) : "l"(s), "r"(x), "r"(y), "r"(layer));
}
static __device__ __forceinline__ void __ptxc_sust_a2d(__ptxc_surf_b64x2*, unsigned long long e0, unsigned long long e1, unsigned long long e2, unsigned long long e3, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode m) {
  if (m == cudaBoundaryModeZero) asm volatile("sust.b.a2d.v2.b64.zero [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "l"(e0), "l"(e1));
  else if (m == cudaBoundaryModeClamp) asm volatile("sust.b.a2d.v2.b64.clamp [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "l"(e0), "l"(e1));
  else asm volatile("sust.b.a2d.v2.b64.trap [%0, {%3, %1, %2, %2}], {%4, %5};" :: "l"(s), "r"(x), "r"(y), "r"(layer), "l"(e0), "l"(e1));
}
/* ---- surface element types: raw form of each T and its conversions ---- */
template <class T> struct __ptxc_surfel {};
template <> struct __ptxc_surfel<char> {
  typedef __ptxc_surf_b8x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ char make(reg a, reg b, reg c, reg d) { return (char)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const char* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<signed char> {
  typedef __ptxc_surf_b8x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ signed char make(reg a, reg b, reg c, reg d) { return (signed char)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const signed char* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<unsigned char> {
  typedef __ptxc_surf_b8x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ unsigned char make(reg a, reg b, reg c, reg d) { return (unsigned char)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const unsigned char* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<short> {
  typedef __ptxc_surf_b16x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ short make(reg a, reg b, reg c, reg d) { return (short)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const short* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<unsigned short> {
  typedef __ptxc_surf_b16x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ unsigned short make(reg a, reg b, reg c, reg d) { return (unsigned short)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const unsigned short* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<int> {
  typedef __ptxc_surf_b32x1 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ int make(reg a, reg b, reg c, reg d) { return (int)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const int* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<unsigned int> {
  typedef __ptxc_surf_b32x1 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ unsigned int make(reg a, reg b, reg c, reg d) { return (unsigned int)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const unsigned int* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<float> {
  typedef __ptxc_surf_b32x1 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ float make(reg a, reg b, reg c, reg d) { return __uint_as_float(a); }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const float* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = __float_as_uint(*v); *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<long long> {
  typedef __ptxc_surf_b64x1 form;
  typedef unsigned long long reg;
  static __device__ __forceinline__ long long make(reg a, reg b, reg c, reg d) { return (long long)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const long long* v, unsigned long long* a, unsigned long long* b, unsigned long long* c, unsigned long long* d) { *a = (unsigned long long)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<unsigned long long> {
  typedef __ptxc_surf_b64x1 form;
  typedef unsigned long long reg;
  static __device__ __forceinline__ unsigned long long make(reg a, reg b, reg c, reg d) { return (unsigned long long)a; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const unsigned long long* v, unsigned long long* a, unsigned long long* b, unsigned long long* c, unsigned long long* d) { *a = (unsigned long long)*v; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<char1> {
  typedef __ptxc_surf_b8x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ char1 make(reg a, reg b, reg c, reg d) { char1 r = {(signed char)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const char1* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<char2> {
  typedef __ptxc_surf_b8x2 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ char2 make(reg a, reg b, reg c, reg d) { char2 r = {(signed char)a, (signed char)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const char2* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<char4> {
  typedef __ptxc_surf_b8x4 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ char4 make(reg a, reg b, reg c, reg d) { char4 r = {(signed char)a, (signed char)b, (signed char)c, (signed char)d}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const char4* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = (unsigned short)v->z; *d = (unsigned short)v->w; }
template <> struct __ptxc_surfel<uchar1> {
  typedef __ptxc_surf_b8x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ uchar1 make(reg a, reg b, reg c, reg d) { uchar1 r = {(unsigned char)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const uchar1* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<uchar2> {
  typedef __ptxc_surf_b8x2 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ uchar2 make(reg a, reg b, reg c, reg d) { uchar2 r = {(unsigned char)a, (unsigned char)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const uchar2* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<uchar4> {
  typedef __ptxc_surf_b8x4 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ uchar4 make(reg a, reg b, reg c, reg d) { uchar4 r = {(unsigned char)a, (unsigned char)b, (unsigned char)c, (unsigned char)d}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const uchar4* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = (unsigned short)v->z; *d = (unsigned short)v->w; }
template <> struct __ptxc_surfel<short1> {
  typedef __ptxc_surf_b16x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ short1 make(reg a, reg b, reg c, reg d) { short1 r = {(short)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const short1* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<short2> {
  typedef __ptxc_surf_b16x2 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ short2 make(reg a, reg b, reg c, reg d) { short2 r = {(short)a, (short)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const short2* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<short4> {
  typedef __ptxc_surf_b16x4 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ short4 make(reg a, reg b, reg c, reg d) { short4 r = {(short)a, (short)b, (short)c, (short)d}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const short4* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = (unsigned short)v->z; *d = (unsigned short)v->w; }
template <> struct __ptxc_surfel<ushort1> {
  typedef __ptxc_surf_b16x1 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ ushort1 make(reg a, reg b, reg c, reg d) { ushort1 r = {(unsigned short)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const ushort1* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<ushort2> {
  typedef __ptxc_surf_b16x2 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ ushort2 make(reg a, reg b, reg c, reg d) { ushort2 r = {(unsigned short)a, (unsigned short)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const ushort2* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<ushort4> {
  typedef __ptxc_surf_b16x4 form;
  typedef unsigned short reg;
  static __device__ __forceinline__ ushort4 make(reg a, reg b, reg c, reg d) { ushort4 r = {(unsigned short)a, (unsigned short)b, (unsigned short)c, (unsigned short)d}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const ushort4* v, unsigned short* a, unsigned short* b, unsigned short* c, unsigned short* d) { *a = (unsigned short)v->x; *b = (unsigned short)v->y; *c = (unsigned short)v->z; *d = (unsigned short)v->w; }
template <> struct __ptxc_surfel<int1> {
  typedef __ptxc_surf_b32x1 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ int1 make(reg a, reg b, reg c, reg d) { int1 r = {(int)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const int1* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<int2> {
  typedef __ptxc_surf_b32x2 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ int2 make(reg a, reg b, reg c, reg d) { int2 r = {(int)a, (int)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const int2* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)v->x; *b = (unsigned int)v->y; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<int4> {
  typedef __ptxc_surf_b32x4 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ int4 make(reg a, reg b, reg c, reg d) { int4 r = {(int)a, (int)b, (int)c, (int)d}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const int4* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)v->x; *b = (unsigned int)v->y; *c = (unsigned int)v->z; *d = (unsigned int)v->w; }
template <> struct __ptxc_surfel<uint1> {
  typedef __ptxc_surf_b32x1 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ uint1 make(reg a, reg b, reg c, reg d) { uint1 r = {(unsigned int)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const uint1* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<uint2> {
  typedef __ptxc_surf_b32x2 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ uint2 make(reg a, reg b, reg c, reg d) { uint2 r = {(unsigned int)a, (unsigned int)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const uint2* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)v->x; *b = (unsigned int)v->y; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<uint4> {
  typedef __ptxc_surf_b32x4 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ uint4 make(reg a, reg b, reg c, reg d) { uint4 r = {(unsigned int)a, (unsigned int)b, (unsigned int)c, (unsigned int)d}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const uint4* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = (unsigned int)v->x; *b = (unsigned int)v->y; *c = (unsigned int)v->z; *d = (unsigned int)v->w; }
template <> struct __ptxc_surfel<float1> {
  typedef __ptxc_surf_b32x1 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ float1 make(reg a, reg b, reg c, reg d) { float1 r = {__uint_as_float(a)}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const float1* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = __float_as_uint(v->x); *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<float2> {
  typedef __ptxc_surf_b32x2 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ float2 make(reg a, reg b, reg c, reg d) { float2 r = {__uint_as_float(a), __uint_as_float(b)}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const float2* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = __float_as_uint(v->x); *b = __float_as_uint(v->y); *c = 0; *d = 0; }
template <> struct __ptxc_surfel<float4> {
  typedef __ptxc_surf_b32x4 form;
  typedef unsigned int reg;
  static __device__ __forceinline__ float4 make(reg a, reg b, reg c, reg d) { float4 r = {__uint_as_float(a), __uint_as_float(b), __uint_as_float(c), __uint_as_float(d)}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const float4* v, unsigned int* a, unsigned int* b, unsigned int* c, unsigned int* d) { *a = __float_as_uint(v->x); *b = __float_as_uint(v->y); *c = __float_as_uint(v->z); *d = __float_as_uint(v->w); }
template <> struct __ptxc_surfel<longlong1> {
  typedef __ptxc_surf_b64x1 form;
  typedef unsigned long long reg;
  static __device__ __forceinline__ longlong1 make(reg a, reg b, reg c, reg d) { longlong1 r = {(long long)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const longlong1* v, unsigned long long* a, unsigned long long* b, unsigned long long* c, unsigned long long* d) { *a = (unsigned long long)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<longlong2> {
  typedef __ptxc_surf_b64x2 form;
  typedef unsigned long long reg;
  static __device__ __forceinline__ longlong2 make(reg a, reg b, reg c, reg d) { longlong2 r = {(long long)a, (long long)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const longlong2* v, unsigned long long* a, unsigned long long* b, unsigned long long* c, unsigned long long* d) { *a = (unsigned long long)v->x; *b = (unsigned long long)v->y; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<ulonglong1> {
  typedef __ptxc_surf_b64x1 form;
  typedef unsigned long long reg;
  static __device__ __forceinline__ ulonglong1 make(reg a, reg b, reg c, reg d) { ulonglong1 r = {(unsigned long long)a}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const ulonglong1* v, unsigned long long* a, unsigned long long* b, unsigned long long* c, unsigned long long* d) { *a = (unsigned long long)v->x; *b = 0; *c = 0; *d = 0; }
template <> struct __ptxc_surfel<ulonglong2> {
  typedef __ptxc_surf_b64x2 form;
  typedef unsigned long long reg;
  static __device__ __forceinline__ ulonglong2 make(reg a, reg b, reg c, reg d) { ulonglong2 r = {(unsigned long long)a, (unsigned long long)b}; return r; }
};
static __device__ __forceinline__ void __ptxc_surfel_split(const ulonglong2* v, unsigned long long* a, unsigned long long* b, unsigned long long* c, unsigned long long* d) { *a = (unsigned long long)v->x; *b = (unsigned long long)v->y; *c = 0; *d = 0; }
/* ---- surface API ---- */
template <class T> static __device__ __forceinline__ T surf1Dread(cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_suld_1d((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, x, mode);
  return __ptxc_surfel<T>::make(a, b, c, d);
}
template <class T> static __device__ __forceinline__ T surf1Dread(cudaSurfaceObject_t s, int x) { return surf1Dread<T>(s, x, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf1Dread(T* v, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode mode) { *v = surf1Dread<T>(s, x, mode); }
template <class T> static __device__ __forceinline__ void surf1Dread(T* v, cudaSurfaceObject_t s, int x) { *v = surf1Dread<T>(s, x, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf1Dwrite(const T& v, cudaSurfaceObject_t s, int x, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_surfel_split(&v, &a, &b, &c, &d);
  __ptxc_sust_1d((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, x, mode);
}
template <class T> static __device__ __forceinline__ void surf1Dwrite(const T& v, cudaSurfaceObject_t s, int x) { surf1Dwrite<T>(v, s, x, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ T surf2Dread(cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_suld_2d((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, x, y, mode);
  return __ptxc_surfel<T>::make(a, b, c, d);
}
template <class T> static __device__ __forceinline__ T surf2Dread(cudaSurfaceObject_t s, int x, int y) { return surf2Dread<T>(s, x, y, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf2Dread(T* v, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode mode) { *v = surf2Dread<T>(s, x, y, mode); }
template <class T> static __device__ __forceinline__ void surf2Dread(T* v, cudaSurfaceObject_t s, int x, int y) { *v = surf2Dread<T>(s, x, y, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf2Dwrite(const T& v, cudaSurfaceObject_t s, int x, int y, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_surfel_split(&v, &a, &b, &c, &d);
  __ptxc_sust_2d((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, x, y, mode);
}
template <class T> static __device__ __forceinline__ void surf2Dwrite(const T& v, cudaSurfaceObject_t s, int x, int y) { surf2Dwrite<T>(v, s, x, y, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ T surf3Dread(cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_suld_3d((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, x, y, z, mode);
  return __ptxc_surfel<T>::make(a, b, c, d);
}
template <class T> static __device__ __forceinline__ T surf3Dread(cudaSurfaceObject_t s, int x, int y, int z) { return surf3Dread<T>(s, x, y, z, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf3Dread(T* v, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode mode) { *v = surf3Dread<T>(s, x, y, z, mode); }
template <class T> static __device__ __forceinline__ void surf3Dread(T* v, cudaSurfaceObject_t s, int x, int y, int z) { *v = surf3Dread<T>(s, x, y, z, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf3Dwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int z, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_surfel_split(&v, &a, &b, &c, &d);
  __ptxc_sust_3d((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, x, y, z, mode);
}
template <class T> static __device__ __forceinline__ void surf3Dwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int z) { surf3Dwrite<T>(v, s, x, y, z, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ T surf1DLayeredread(cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_suld_a1d((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, x, layer, mode);
  return __ptxc_surfel<T>::make(a, b, c, d);
}
template <class T> static __device__ __forceinline__ T surf1DLayeredread(cudaSurfaceObject_t s, int x, int layer) { return surf1DLayeredread<T>(s, x, layer, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf1DLayeredread(T* v, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode mode) { *v = surf1DLayeredread<T>(s, x, layer, mode); }
template <class T> static __device__ __forceinline__ void surf1DLayeredread(T* v, cudaSurfaceObject_t s, int x, int layer) { *v = surf1DLayeredread<T>(s, x, layer, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf1DLayeredwrite(const T& v, cudaSurfaceObject_t s, int x, int layer, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_surfel_split(&v, &a, &b, &c, &d);
  __ptxc_sust_a1d((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, x, layer, mode);
}
template <class T> static __device__ __forceinline__ void surf1DLayeredwrite(const T& v, cudaSurfaceObject_t s, int x, int layer) { surf1DLayeredwrite<T>(v, s, x, layer, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ T surf2DLayeredread(cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_suld_a2d((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, x, y, layer, mode);
  return __ptxc_surfel<T>::make(a, b, c, d);
}
template <class T> static __device__ __forceinline__ T surf2DLayeredread(cudaSurfaceObject_t s, int x, int y, int layer) { return surf2DLayeredread<T>(s, x, y, layer, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf2DLayeredread(T* v, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode mode) { *v = surf2DLayeredread<T>(s, x, y, layer, mode); }
template <class T> static __device__ __forceinline__ void surf2DLayeredread(T* v, cudaSurfaceObject_t s, int x, int y, int layer) { *v = surf2DLayeredread<T>(s, x, y, layer, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surf2DLayeredwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int layer, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_surfel_split(&v, &a, &b, &c, &d);
  __ptxc_sust_a2d((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, x, y, layer, mode);
}
template <class T> static __device__ __forceinline__ void surf2DLayeredwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int layer) { surf2DLayeredwrite<T>(v, s, x, y, layer, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ T surfCubemapread(cudaSurfaceObject_t s, int x, int y, int face, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_suld_a2d((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, x, y, face, mode);
  return __ptxc_surfel<T>::make(a, b, c, d);
}
template <class T> static __device__ __forceinline__ T surfCubemapread(cudaSurfaceObject_t s, int x, int y, int face) { return surfCubemapread<T>(s, x, y, face, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surfCubemapread(T* v, cudaSurfaceObject_t s, int x, int y, int face, cudaSurfaceBoundaryMode mode) { *v = surfCubemapread<T>(s, x, y, face, mode); }
template <class T> static __device__ __forceinline__ void surfCubemapread(T* v, cudaSurfaceObject_t s, int x, int y, int face) { *v = surfCubemapread<T>(s, x, y, face, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surfCubemapwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int face, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_surfel_split(&v, &a, &b, &c, &d);
  __ptxc_sust_a2d((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, x, y, face, mode);
}
template <class T> static __device__ __forceinline__ void surfCubemapwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int face) { surfCubemapwrite<T>(v, s, x, y, face, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ T surfCubemapLayeredread(cudaSurfaceObject_t s, int x, int y, int layerFace, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_suld_a2d((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, x, y, layerFace, mode);
  return __ptxc_surfel<T>::make(a, b, c, d);
}
template <class T> static __device__ __forceinline__ T surfCubemapLayeredread(cudaSurfaceObject_t s, int x, int y, int layerFace) { return surfCubemapLayeredread<T>(s, x, y, layerFace, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surfCubemapLayeredread(T* v, cudaSurfaceObject_t s, int x, int y, int layerFace, cudaSurfaceBoundaryMode mode) { *v = surfCubemapLayeredread<T>(s, x, y, layerFace, mode); }
template <class T> static __device__ __forceinline__ void surfCubemapLayeredread(T* v, cudaSurfaceObject_t s, int x, int y, int layerFace) { *v = surfCubemapLayeredread<T>(s, x, y, layerFace, cudaBoundaryModeTrap); }
template <class T> static __device__ __forceinline__ void surfCubemapLayeredwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int layerFace, cudaSurfaceBoundaryMode mode) {
  typename __ptxc_surfel<T>::reg a, b, c, d;
  __ptxc_surfel_split(&v, &a, &b, &c, &d);
  __ptxc_sust_a2d((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, x, y, layerFace, mode);
}
template <class T> static __device__ __forceinline__ void surfCubemapLayeredwrite(const T& v, cudaSurfaceObject_t s, int x, int y, int layerFace) { surfCubemapLayeredwrite<T>(v, s, x, y, layerFace, cudaBoundaryModeTrap); }
