#!/usr/bin/env python3
"""Writes frontend/headers/ptxc_mma/mma.h: nvcuda::wmma as ptxc ships it.

Every load, store and multiply-accumulate is one `wmma.*` PTX instruction in
inline assembly, so each (shape, layout, type) combination needs its own
function with its own instruction text and register list. Writing ~90 such
functions by hand invites typos in operand numbers; this script spells them
out from the ISA's fragment sizes ("Matrix Fragments for WMMA"):
  f16 A and B: eight .f16x2 registers for every shape;
  bf16 A and B: one 32-bit register per two elements (M*K/32 or K*N/32 elements);
  s8/u8 A and B: one 32-bit register per four elements; tf32 and f64: one per element;
  f16 C and D: four .f16x2 registers; f32 and s32: eight; f64 (m8n8k4): two.

Run it after changing it:  python3 tools/gen_mma_header.py
"""
from pathlib import Path

SHAPES = [(16, 16, 16), (32, 8, 16), (8, 32, 16)]
LAYOUTS = [("row_major", "row"), ("col_major", "col")]
# Accumulators: C++ element type -> (PTX type, asm constraint); each lane holds M*N/32.
ACCUMULATORS = {
    "float": ("f32", "f"),
    "__half": ("f16", "r"),
    "int": ("s32", "r"),
    "double": ("f64", "d"),
}


class Input:
    """An A/B element type: its shapes, accumulators and mma type suffix."""

    def __init__(self, cxx, ptx, shapes, accumulators, memory=None):
        self.cxx, self.ptx, self.shapes, self.accumulators = cxx, ptx, shapes, accumulators
        # the element type in memory (tf32 fragments load floats)
        self.memory = memory or cxx

    def pairs(self):
        """(D, C) accumulator types mma_sync takes."""
        return [(d, c) for d in self.accumulators for c in self.accumulators]

    def mma_types(self, d, c):
        if self.ptx == "f16":
            return f"{ACCUMULATORS[d][0]}.{ACCUMULATORS[c][0]}"
        if self.ptx == "f64":
            return "f64.f64.f64.f64.rn"
        return f"{ACCUMULATORS[d][0]}.{self.ptx}.{self.ptx}.{ACCUMULATORS[c][0]}"


INPUTS = [
    Input("__half", "f16", SHAPES, ["float", "__half"]),
    Input("__nv_bfloat16", "bf16", SHAPES, ["float"]),
    Input("signed char", "s8", SHAPES, ["int"]),
    Input("unsigned char", "u8", SHAPES, ["int"]),
    Input("precision::tf32", "tf32", [(16, 16, 8)], ["float"], memory="float"),
    Input("double", "f64", [(8, 8, 4)], ["double"]),
]


def input_regs(use, shape, ptx_type):
    """Registers of an A or B fragment: 32-bit ones holding 4, 2 or 1 elements, 64-bit for f64."""
    if ptx_type == "f16":
        return 8
    m, n, k = shape
    elements = m * k // 32 if use == "a" else k * n // 32
    return elements // {"bf16": 2, "s8": 4, "u8": 4, "tf32": 1, "f64": 1}[ptx_type]


def acc_regs(shape, ty):
    """Registers of an accumulator: M*N/32 elements, two f16 to a register."""
    m, n, _ = shape
    return m * n // 32 // (2 if ty == "__half" else 1)


def input_letter(ptx_type):
    return "d" if ptx_type == "f64" else "r"


def reg_list(first, count):
    return "{" + ", ".join(f"%{first + i}" for i in range(count)) + "}"


def operands(constraint, view, count):
    return ", ".join(f'"{constraint}"({view}[{i}])' for i in range(count))


def shape_name(shape):
    m, n, k = shape
    return f"m{m}n{n}k{k}"


def view(fragment, letter, const):
    """`fr`, a pointer to fragment `f`'s elements as asm operands (f32, f64, or 32-bit words)."""
    c = "const " if const else ""
    ty = {"f": "float", "d": "double", "r": "unsigned"}[letter]
    return f"{c}{ty}* {fragment}r = reinterpret_cast<{c}{ty}*>({fragment}.x);"


def input_loads():
    out = []
    for inp in INPUTS:
        for shape in inp.shapes:
            m, n, k = shape
            for use, frag in (("a", "matrix_a"), ("b", "matrix_b")):
                for layout, ptx_layout in LAYOUTS:
                    count = input_regs(use, shape, inp.ptx)
                    letter = input_letter(inp.ptx)
                    out.append(
                        f"__PTXC_WMMA void load_matrix_sync(fragment<{frag}, {m}, {n}, {k}, {inp.cxx}, {layout}>& f, "
                        f"const {inp.memory}* p, unsigned ldm)\n{{\n"
                        f"  {view('f', letter, False)}\n"
                        f'  asm volatile("wmma.load.{use}.sync.aligned.{ptx_layout}.{shape_name(shape)}.{inp.ptx} '
                        f'{reg_list(0, count)}, [%{count}], %{count + 1};"\n'
                        f"               : {operands('=' + letter, 'fr', count)}\n"
                        f'               : "l"(p), "r"(ldm) : "memory");\n}}\n'
                    )
    return out


def accumulator_memory_ops():
    out = []
    shapes = sorted({(shape, acc) for inp in INPUTS for shape in inp.shapes for acc in inp.accumulators}, key=str)
    for shape, ty in shapes:
        m, n, k = shape
        pty, letter = ACCUMULATORS[ty]
        count = acc_regs(shape, ty)
        loads, stores = [], []
        for _, ptx_layout in LAYOUTS:
            loads.append(
                f'asm volatile("wmma.load.c.sync.aligned.{ptx_layout}.{shape_name(shape)}.{pty} '
                f'{reg_list(0, count)}, [%{count}], %{count + 1};"\n'
                f"                 : {operands('=' + letter, 'fr', count)}\n"
                f'                 : "l"(p), "r"(ldm) : "memory");'
            )
            stores.append(
                f'asm volatile("wmma.store.d.sync.aligned.{ptx_layout}.{shape_name(shape)}.{pty} '
                f'[%0], {reg_list(1, count)}, %{count + 1};"\n'
                f'                 :: "l"(p), {operands(letter, "fr", count)}, "r"(ldm) : "memory");'
            )
        out.append(
            f"__PTXC_WMMA void load_matrix_sync(fragment<accumulator, {m}, {n}, {k}, {ty}>& f, "
            f"const {ty}* p, unsigned ldm, layout_t layout)\n{{\n"
            f"  {view('f', letter, False)}\n"
            f"  if (layout == mem_row_major)\n    {loads[0]}\n  else\n    {loads[1]}\n}}\n"
        )
        out.append(
            f"__PTXC_WMMA void store_matrix_sync({ty}* p, const fragment<accumulator, {m}, {n}, {k}, {ty}>& f, "
            f"unsigned ldm, layout_t layout)\n{{\n"
            f"  {view('f', letter, True)}\n"
            f"  if (layout == mem_row_major)\n    {stores[0]}\n  else\n    {stores[1]}\n}}\n"
        )
    return out


def products():
    out = []
    for inp in INPUTS:
        for shape in inp.shapes:
            m, n, k = shape
            acount, bcount = input_regs("a", shape, inp.ptx), input_regs("b", shape, inp.ptx)
            letter = input_letter(inp.ptx)
            for d, c in inp.pairs():
                dletter, cletter = ACCUMULATORS[d][1], ACCUMULATORS[c][1]
                dcount, ccount = acc_regs(shape, d), acc_regs(shape, c)
                for alayout, pa in LAYOUTS:
                    for blayout, pb in LAYOUTS:
                        a0 = dcount
                        b0 = a0 + acount
                        c0 = b0 + bcount
                        out.append(
                            f"__PTXC_WMMA void mma_sync(fragment<accumulator, {m}, {n}, {k}, {d}>& d, "
                            f"const fragment<matrix_a, {m}, {n}, {k}, {inp.cxx}, {alayout}>& a, "
                            f"const fragment<matrix_b, {m}, {n}, {k}, {inp.cxx}, {blayout}>& b, "
                            f"const fragment<accumulator, {m}, {n}, {k}, {c}>& c)\n{{\n"
                            f"  {view('d', dletter, False)}\n"
                            f"  {view('a', letter, True)}\n"
                            f"  {view('b', letter, True)}\n"
                            f"  {view('c', cletter, True)}\n"
                            f'  asm volatile("wmma.mma.sync.aligned.{pa}.{pb}.{shape_name(shape)}.{inp.mma_types(d, c)} '
                            f"{reg_list(0, dcount)}, {reg_list(a0, acount)}, {reg_list(b0, bcount)}, "
                            f'{reg_list(c0, ccount)};"\n'
                            f"               : {operands('=' + dletter, 'dr', dcount)}\n"
                            f"               : {operands(letter, 'ar', acount)},\n"
                            f"                 {operands(letter, 'br', bcount)},\n"
                            f"                 {operands(cletter, 'cr', ccount)});\n}}\n"
                        )
    return out


HEAD = """/*
 * <mma.h> as ptxc ships it: nvcuda::wmma, warp-wide matrix multiply-accumulate
 * (sm_70 and later; 8-bit integers need sm_72, bf16, tf32 and double sm_80).
 * GENERATED by tools/gen_mma_header.py: edit the script, not this file.
 *
 * Supported: f16, bf16, signed and unsigned 8-bit inputs in the shapes
 * m16n16k16, m32n8k16 and m8n32k16 (f32 or, for f16 inputs, f16 accumulators;
 * int accumulators for bytes), tf32 in m16n16k8 and doubles in m8n8k4, row- or
 * column-major. Not yet: sub-byte integer and single-bit fragments, mma_sync's `satf`
 * (specs/language.md). Every operation is one wmma.* instruction; how a
 * fragment's elements spread over the lanes is the hardware's business, so
 * programs may only load, store, fill and multiply whole fragments, or apply
 * one operation to every element of `x`.
 */
#pragma once
#include <cuda_fp16.h>
#include <cuda_bf16.h>

namespace nvcuda {
namespace wmma {

struct matrix_a {};
struct matrix_b {};
struct accumulator {};
struct row_major {};
struct col_major {};
enum layout_t { mem_row_major, mem_col_major };

namespace precision {
struct tf32; /* TensorFloat-32: stored as float, 10 fraction bits used */
}

/* The element types fragments may hold: `input` for A and B, `accumulator`
   for C and D. Any other type has no member, so declaring such a fragment is
   an error. */
template <typename T> struct __ptxc_wmma_type;
template <> struct __ptxc_wmma_type<__half> { enum { input = 1, accumulator = 1 }; };
template <> struct __ptxc_wmma_type<__nv_bfloat16> { enum { input = 1 }; };
template <> struct __ptxc_wmma_type<signed char> { enum { input = 1 }; };
template <> struct __ptxc_wmma_type<unsigned char> { enum { input = 1 }; };
template <> struct __ptxc_wmma_type<precision::tf32> { enum { input = 1 }; };
template <> struct __ptxc_wmma_type<double> { enum { input = 1, accumulator = 1 }; };
template <> struct __ptxc_wmma_type<float> { enum { accumulator = 1 }; };
template <> struct __ptxc_wmma_type<int> { enum { accumulator = 1 }; };

/* Elements each thread holds: M*N/32 of an accumulator, M*K/32 of A and
   K*N/32 of B, except f16 A and B, which fill eight registers in every shape. */
template <typename Use, int M, int N, int K, typename T> struct __ptxc_wmma_elements;
template <int M, int N, int K, typename T> struct __ptxc_wmma_elements<matrix_a, M, N, K, T> { enum { value = M * K / 32 * __ptxc_wmma_type<T>::input }; };
template <int M, int N, int K, typename T> struct __ptxc_wmma_elements<matrix_b, M, N, K, T> { enum { value = K * N / 32 * __ptxc_wmma_type<T>::input }; };
template <int M, int N, int K> struct __ptxc_wmma_elements<matrix_a, M, N, K, __half> { enum { value = 16 }; };
template <int M, int N, int K> struct __ptxc_wmma_elements<matrix_b, M, N, K, __half> { enum { value = 16 }; };
template <int M, int N, int K, typename T> struct __ptxc_wmma_elements<accumulator, M, N, K, T> { enum { value = M * N / 32 * __ptxc_wmma_type<T>::accumulator }; };

/* How an element is stored (tf32 as float). */
template <typename T> struct __ptxc_wmma_storage { typedef T type; };
template <> struct __ptxc_wmma_storage<precision::tf32> { typedef float type; };

/* Aligned so that the elements can be read as 32-bit registers. */
template <typename T, int Size> struct __align__(8) __frag_base {
  /* (x[0] would be a GNU zero-length array, not an error.) */
  static_assert(Size > 0, "WMMA has no fragment of this use, shape and element type");
  typename __ptxc_wmma_storage<T>::type x[Size];
  enum { num_elements = Size };
  typedef T element_type;
  typedef typename __ptxc_wmma_storage<T>::type storage_element_type;
};

template <typename Use, int M, int N, int K, typename T, typename Layout = void>
class fragment : public __frag_base<T, __ptxc_wmma_elements<Use, M, N, K, T>::value> {};

/* The value's type is not deduced, so fill_fragment(acc, 0.0f) fills a half fragment. */
template <typename Use, int M, int N, int K, typename T, typename Layout>
__device__ inline void fill_fragment(fragment<Use, M, N, K, T, Layout>& f, const typename __ptxc_wmma_storage<T>::type& v)
{
  for (int i = 0; i < f.num_elements; ++i)
    f.x[i] = v;
}

/* Rounds to tf32 (nearest, ties away from zero): the value tf32 fragments should hold. */
__device__ inline float __float_to_tf32(float in)
{
  unsigned r;
  asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(r) : "f"(in));
  return __uint_as_float(r);
}

#define __PTXC_WMMA static __device__ __forceinline__

"""

TAIL = """
#undef __PTXC_WMMA

} // namespace wmma
} // namespace nvcuda
"""


def main():
    body = input_loads() + accumulator_memory_ops() + products()
    path = Path(__file__).resolve().parent.parent / "frontend/headers/ptxc_mma/mma.h"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(HEAD + "\n".join(body) + TAIL)


if __name__ == "__main__":
    main()
