#!/usr/bin/env python3
"""Writes frontend/headers/ptxc_mma/mma.h: nvcuda::wmma as ptxc ships it.

Every load, store and multiply-accumulate is one `wmma.*` PTX instruction in
inline assembly, so each (shape, layout, type) combination needs its own
function with its own instruction text and register list. Writing ~90 such
functions by hand invites typos in operand numbers; this script spells them
out from the ISA's fragment sizes ("Matrix Fragments for WMMA"):
  f16 A and B: eight .f16x2 registers for every shape;
  bf16 A and B: one 32-bit register per two elements (M*K/32 or K*N/32 elements);
  f16 C and D: four .f16x2 registers; f32 C and D: eight .f32 registers.

Run it after changing it:  python3 tools/gen_mma_header.py
"""
from pathlib import Path

SHAPES = [(16, 16, 16), (32, 8, 16), (8, 32, 16)]
LAYOUTS = [("row_major", "row"), ("col_major", "col")]
INPUTS = [("__half", "f16"), ("__nv_bfloat16", "bf16")]
ACCUMULATORS = {"float": ("f32", 8, "f"), "__half": ("f16", 4, "r")}


def input_regs(use, shape, ptx_type):
    """32-bit registers of an A or B fragment."""
    if ptx_type == "f16":
        return 8
    m, n, k = shape
    elements = m * k // 32 if use == "a" else k * n // 32
    return elements // 2


def reg_list(first, count):
    return "{" + ", ".join(f"%{first + i}" for i in range(count)) + "}"


def operands(constraint, view, count):
    return ", ".join(f'"{constraint}"({view}[{i}])' for i in range(count))


def shape_name(shape):
    m, n, k = shape
    return f"m{m}n{n}k{k}"


def view(fragment, letter, const):
    """`fr`, a pointer to fragment `f`'s elements as asm operands (float for f32, 32-bit words else)."""
    c = "const " if const else ""
    ty = "float" if letter == "f" else "unsigned"
    return f"{c}{ty}* {fragment}r = reinterpret_cast<{c}{ty}*>({fragment}.x);"


def input_loads():
    out = []
    for shape in SHAPES:
        m, n, k = shape
        for use, frag in (("a", "matrix_a"), ("b", "matrix_b")):
            for layout, ptx_layout in LAYOUTS:
                for ty, pty in INPUTS:
                    count = input_regs(use, shape, pty)
                    out.append(
                        f"__PTXC_WMMA void load_matrix_sync(fragment<{frag}, {m}, {n}, {k}, {ty}, {layout}>& f, "
                        f"const {ty}* p, unsigned ldm)\n{{\n"
                        f"  {view('f', 'r', False)}\n"
                        f'  asm volatile("wmma.load.{use}.sync.aligned.{ptx_layout}.{shape_name(shape)}.{pty} '
                        f'{reg_list(0, count)}, [%{count}], %{count + 1};"\n'
                        f"               : {operands('=r', 'fr', count)}\n"
                        f'               : "l"(p), "r"(ldm) : "memory");\n}}\n'
                    )
    return out


def accumulator_memory_ops():
    out = []
    for shape in SHAPES:
        m, n, k = shape
        for ty, (pty, count, letter) in ACCUMULATORS.items():
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
    for shape in SHAPES:
        m, n, k = shape
        for ty, pty in INPUTS:
            pairs = [(d, c) for d in ACCUMULATORS for c in ACCUMULATORS] if pty == "f16" else [("float", "float")]
            for d, c in pairs:
                dty, dcount, dletter = ACCUMULATORS[d]
                cty, ccount, cletter = ACCUMULATORS[c]
                acount, bcount = input_regs("a", shape, pty), input_regs("b", shape, pty)
                types = f"{dty}.{cty}" if pty == "f16" else f"{dty}.bf16.bf16.{cty}"
                for alayout, pa in LAYOUTS:
                    for blayout, pb in LAYOUTS:
                        a0 = dcount
                        b0 = a0 + acount
                        c0 = b0 + bcount
                        out.append(
                            f"__PTXC_WMMA void mma_sync(fragment<accumulator, {m}, {n}, {k}, {d}>& d, "
                            f"const fragment<matrix_a, {m}, {n}, {k}, {ty}, {alayout}>& a, "
                            f"const fragment<matrix_b, {m}, {n}, {k}, {ty}, {blayout}>& b, "
                            f"const fragment<accumulator, {m}, {n}, {k}, {c}>& c)\n{{\n"
                            f"  {view('d', dletter, False)}\n"
                            f"  {view('a', 'r', True)}\n"
                            f"  {view('b', 'r', True)}\n"
                            f"  {view('c', cletter, True)}\n"
                            f'  asm volatile("wmma.mma.sync.aligned.{pa}.{pb}.{shape_name(shape)}.{types} '
                            f"{reg_list(0, dcount)}, {reg_list(a0, acount)}, {reg_list(b0, bcount)}, "
                            f'{reg_list(c0, ccount)};"\n'
                            f"               : {operands('=' + dletter, 'dr', dcount)}\n"
                            f"               : {operands('r', 'ar', acount)},\n"
                            f"                 {operands('r', 'br', bcount)},\n"
                            f"                 {operands(cletter, 'cr', ccount)});\n}}\n"
                        )
    return out


HEAD = """/*
 * <mma.h> as ptxc ships it: nvcuda::wmma, warp-wide matrix multiply-accumulate
 * (sm_70 and later; bf16 inputs need sm_80). GENERATED by tools/gen_mma_header.py:
 * edit the script, not this file.
 *
 * Supported: f16 and bf16 inputs in the shapes m16n16k16, m32n8k16 and m8n32k16,
 * row- or column-major, with f32 or (f16 inputs only) f16 accumulators. Not yet:
 * tf32, double, 8-bit and sub-byte integer fragments, mma_sync's `satf`
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

/* Elements each thread holds (undefined for an unsupported fragment, so
   declaring one is an error). */
template <typename Use, int M, int N, int K, typename T> struct __ptxc_wmma_elements;
template <int M, int N, int K> struct __ptxc_wmma_elements<matrix_a, M, N, K, __half> { enum { value = 16 }; };
template <int M, int N, int K> struct __ptxc_wmma_elements<matrix_b, M, N, K, __half> { enum { value = 16 }; };
template <int M, int N, int K> struct __ptxc_wmma_elements<matrix_a, M, N, K, __nv_bfloat16> { enum { value = M * K / 32 }; };
template <int M, int N, int K> struct __ptxc_wmma_elements<matrix_b, M, N, K, __nv_bfloat16> { enum { value = K * N / 32 }; };
template <int M, int N, int K> struct __ptxc_wmma_elements<accumulator, M, N, K, __half> { enum { value = 8 }; };
template <int M, int N, int K> struct __ptxc_wmma_elements<accumulator, M, N, K, float> { enum { value = 8 }; };

template <typename T, int Size> struct __frag_base {
  T x[Size];
  enum { num_elements = Size };
  typedef T element_type;
  typedef T storage_element_type;
};

template <typename Use, int M, int N, int K, typename T, typename Layout = void>
class fragment : public __frag_base<T, __ptxc_wmma_elements<Use, M, N, K, T>::value> {};

template <typename T> struct __ptxc_wmma_same { typedef T type; };

/* The value's type is not deduced, so fill_fragment(acc, 0.0f) fills a half fragment. */
template <typename Use, int M, int N, int K, typename T, typename Layout>
__device__ inline void fill_fragment(fragment<Use, M, N, K, T, Layout>& f, const typename __ptxc_wmma_same<T>::type& v)
{
  for (int i = 0; i < f.num_elements; ++i)
    f.x[i] = v;
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
