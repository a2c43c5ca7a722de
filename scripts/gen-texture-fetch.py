#!/usr/bin/env python3
"""Writes frontend/headers/ptxc_tex/texture_fetch.h, the device API of texture and
surface objects (tex2D<T>, surf2Dread<T>, ...), from the tables below: one inline-PTX
helper per instruction form nvcc prints, and a trait per element type that says which
form it reads and how the four fetched components become a T. Run it after editing the
tables; the header is checked in so a build needs no Python."""

import pathlib

# Texture fetch kinds: PTX destination type, the 4-vector it fills, its scalar, constraint.
KINDS = [("f32", "float4", "float", "=f"), ("s32", "int4", "int", "=r"), ("u32", "uint4", "unsigned int", "=r")]

# Texture shapes: helper name, PTX opcode head, parameters (type, name) after the object,
# the coordinate vector (names), PTX coordinate type, and what follows the address.
TEX_SHAPES = [
    ("1dfetch", "tex.1d", [("int", "x")], ["x"], "s32", []),
    ("1d", "tex.1d", [("float", "x")], ["x"], "f32", []),
    ("2d", "tex.2d", [("float", "x"), ("float", "y")], ["x", "y"], "f32", []),
    ("3d", "tex.3d", [("float", "x"), ("float", "y"), ("float", "z")], ["x", "y", "z", "z"], "f32", []),
    ("a1d", "tex.a1d", [("float", "x"), ("int", "layer")], ["layer", "x"], "f32", []),
    ("a2d", "tex.a2d", [("float", "x"), ("float", "y"), ("int", "layer")], ["layer", "x", "y", "y"], "f32", []),
    ("cube", "tex.cube", [("float", "x"), ("float", "y"), ("float", "z")], ["x", "y", "z", "z"], "f32", []),
    ("acube", "tex.acube", [("float", "x"), ("float", "y"), ("float", "z"), ("int", "layer")], ["layer", "x", "y", "z"], "f32", []),
    ("level1d", "tex.level.1d", [("float", "x"), ("float", "level")], ["x"], "f32", [["level"]]),
    ("level2d", "tex.level.2d", [("float", "x"), ("float", "y"), ("float", "level")], ["x", "y"], "f32", [["level"]]),
    ("level3d", "tex.level.3d", [("float", "x"), ("float", "y"), ("float", "z"), ("float", "level")], ["x", "y", "z", "z"], "f32", [["level"]]),
    ("levela1d", "tex.level.a1d", [("float", "x"), ("int", "layer"), ("float", "level")], ["layer", "x"], "f32", [["level"]]),
    ("levela2d", "tex.level.a2d", [("float", "x"), ("float", "y"), ("int", "layer"), ("float", "level")], ["layer", "x", "y", "y"], "f32", [["level"]]),
    ("grad1d", "tex.grad.1d", [("float", "x"), ("float", "dx"), ("float", "dy")], ["x"], "f32", [["dx"], ["dy"]]),
    ("grad2d", "tex.grad.2d", [("float", "x"), ("float", "y"), ("float", "dxx"), ("float", "dxy"), ("float", "dyx"), ("float", "dyy")], ["x", "y"], "f32", [["dxx", "dxy"], ["dyx", "dyy"]]),
    ("gather_r", "tld4.r.2d", [("float", "x"), ("float", "y")], ["x", "y"], "f32", []),
    ("gather_g", "tld4.g.2d", [("float", "x"), ("float", "y")], ["x", "y"], "f32", []),
    ("gather_b", "tld4.b.2d", [("float", "x"), ("float", "y")], ["x", "y"], "f32", []),
    ("gather_a", "tld4.a.2d", [("float", "x"), ("float", "y")], ["x", "y"], "f32", []),
]

# Texel element types: (C type, number of components (0: scalar), fetch kind).
def texel_types():
    out = [("char", 0, "s32"), ("signed char", 0, "s32"), ("unsigned char", 0, "u32"), ("short", 0, "s32"),
           ("unsigned short", 0, "u32"), ("int", 0, "s32"), ("unsigned int", 0, "u32"), ("float", 0, "f32")]
    for base, kind in [("char", "s32"), ("uchar", "u32"), ("short", "s32"), ("ushort", "u32"), ("int", "s32"),
                       ("uint", "u32"), ("float", "f32")]:
        for n in (1, 2, 4):
            out.append((f"{base}{n}", n, kind))
    return out

# Surface raw forms: (PTX width, register type, constraint letter, components).
SURF_WIDTHS = [("b8", "unsigned short", "h"), ("b16", "unsigned short", "h"), ("b32", "unsigned int", "r"),
               ("b64", "unsigned long long", "l")]

# Surface shapes: helper name, PTX geometry, coordinate parameters, coordinate vector.
SURF_SHAPES = [
    ("1d", "1d", ["x"], ["x"]),
    ("2d", "2d", ["x", "y"], ["x", "y"]),
    ("3d", "3d", ["x", "y", "z"], ["x", "y", "z", "z"]),
    ("a1d", "a1d", ["x", "layer"], ["layer", "x"]),
    ("a2d", "a2d", ["x", "y", "layer"], ["layer", "x", "y", "y"]),
]

# Surface element types: (C type, components (0: scalar), PTX width, component C type).
def surfel_types():
    out = []
    for t, w in [("char", "b8"), ("signed char", "b8"), ("unsigned char", "b8"), ("short", "b16"),
                 ("unsigned short", "b16"), ("int", "b32"), ("unsigned int", "b32"), ("float", "b32"),
                 ("long long", "b64"), ("unsigned long long", "b64")]:
        out.append((t, 0, w, t))
    for base, comp, w, ns in [("char", "signed char", "b8", (1, 2, 4)), ("uchar", "unsigned char", "b8", (1, 2, 4)),
                              ("short", "short", "b16", (1, 2, 4)), ("ushort", "unsigned short", "b16", (1, 2, 4)),
                              ("int", "int", "b32", (1, 2, 4)), ("uint", "unsigned int", "b32", (1, 2, 4)),
                              ("float", "float", "b32", (1, 2, 4)), ("longlong", "long long", "b64", (1, 2)),
                              ("ulonglong", "unsigned long long", "b64", (1, 2))]:
        for n in ns:
            out.append((f"{base}{n}", n, w, comp))
    return out

FI = "static __device__ __forceinline__"
COMPS = "xyzw"


def reg_list(start, n):
    return "{" + ", ".join(f"%{start + i}" for i in range(n)) + "}"


def tex_helpers():
    # The result comes back as a 4-vector by value (ptxc promotes returned records, not
    # scalars written through pointers); a null pointer of the scalar type picks the kind.
    out = []
    for kind, vec, scalar, cons in KINDS:
        for name, head, params, coords, ctype, extra in TEX_SHAPES:
            plist = ", ".join(f"{t} {n}" for t, n in params)
            idx = {n: 5 + i for i, (_, n) in enumerate(params)}
            addr = "[%4, {" + ", ".join(f"%{idx[c]}" for c in coords) + "}]"
            tail = "".join(", {" + ", ".join(f"%{idx[e]}" for e in group) + "}" if len(group) > 1 or name.startswith("grad")
                           else f", %{idx[group[0]]}" for group in extra)
            ins = ", ".join(("\"f\"(" + n + ")" if t == "float" else "\"r\"(" + n + ")") for t, n in params)
            text = f"{head}.v4.{kind}.{ctype} {{%0, %1, %2, %3}}, {addr}{tail};"
            out.append(f"{FI} {vec} __ptxc_tex4_{name}({scalar}*, cudaTextureObject_t t, {plist}) {{\n  {scalar} a, b, c, d;\n"
                       f"  asm(\"{text}\" : \"{cons}\"(a), \"{cons}\"(b), \"{cons}\"(c), \"{cons}\"(d) : \"l\"(t), {ins});\n"
                       f"  {vec} r = {{a, b, c, d}};\n  return r;\n}}")
    return out


def texel_traits():
    scalar_of = {k: sc for k, _, sc, _ in KINDS}
    # The trait names the fetched scalar and builds T from the four components (by
    # value: ptxc's inliner keeps calls with by-value record parameters, specs/passes.md).
    out = ["template <class T> struct __ptxc_texel {};"]
    for t, n, kind in texel_types():
        sc = scalar_of[kind]
        if n == 0:
            body = f"return ({t})a;"
        else:
            comp = ("signed char" if t.startswith("char") else "unsigned char" if t.startswith("uchar") else
                    "short" if t.startswith("short") else "unsigned short" if t.startswith("ushort") else
                    "int" if t.startswith("int") else "unsigned int" if t.startswith("uint") else "float")
            vals = ", ".join(f"({comp}){v}" for v in "abcd"[:n])
            body = f"{t} r = {{{vals}}}; return r;"
        v = {k: vv for k, vv, _, _ in KINDS}[kind]
        out.append(f"template <> struct __ptxc_texel<{t}> {{\n  typedef {sc} scalar;\n"
                   f"  {FI} {t} make({sc} a, {sc} b, {sc} c, {sc} d) {{ {body} }}\n"
                   f"  {FI} {t} make4(const {v}& v) {{ return make(v.x, v.y, v.z, v.w); }}\n}};")
    return out


# Public texture functions: name, helper, parameters after the object, arguments to the helper.
TEX_API = [
    ("tex1Dfetch", "1dfetch", "int x", "x"),
    ("tex1D", "1d", "float x", "x"),
    ("tex2D", "2d", "float x, float y", "x, y"),
    ("tex3D", "3d", "float x, float y, float z", "x, y, z"),
    ("tex1DLayered", "a1d", "float x, int layer", "x, layer"),
    ("tex2DLayered", "a2d", "float x, float y, int layer", "x, y, layer"),
    ("texCubemap", "cube", "float x, float y, float z", "x, y, z"),
    ("texCubemapLayered", "acube", "float x, float y, float z, int layer", "x, y, z, layer"),
    ("tex1DLod", "level1d", "float x, float level", "x, level"),
    ("tex2DLod", "level2d", "float x, float y, float level", "x, y, level"),
    ("tex3DLod", "level3d", "float x, float y, float z, float level", "x, y, z, level"),
    ("tex1DLayeredLod", "levela1d", "float x, int layer, float level", "x, layer, level"),
    ("tex2DLayeredLod", "levela2d", "float x, float y, int layer, float level", "x, y, layer, level"),
    ("tex1DGrad", "grad1d", "float x, float dPdx, float dPdy", "x, dPdx, dPdy"),
    ("tex2DGrad", "grad2d", "float x, float y, const float2& dPdx, const float2& dPdy", "x, y, dPdx.x, dPdx.y, dPdy.x, dPdy.y"),
]


def tex_api():
    out = []
    for name, helper, params, args in TEX_API:
        out.append(f"template <class T> {FI} T {name}(cudaTextureObject_t t, {params}) {{\n"
                   f"  typedef typename __ptxc_texel<T>::scalar S;\n  return __ptxc_texel<T>::make4(__ptxc_tex4_{helper}((S*)0, t, {args}));\n}}")
        out.append(f"template <class T> {FI} void {name}(T* r, cudaTextureObject_t t, {params}) {{ *r = {name}<T>(t, {args}); }}")
    # tex2Dgather: the component is a run-time argument in CUDA's API and an opcode
    # modifier in PTX; a constant argument folds the branches away.
    out.append(f"template <class T> {FI} T tex2Dgather(cudaTextureObject_t t, float x, float y, int comp) {{\n"
               f"  typedef typename __ptxc_texel<T>::scalar S;\n"
               f"  if (comp == 1) return __ptxc_texel<T>::make4(__ptxc_tex4_gather_g((S*)0, t, x, y));\n"
               f"  if (comp == 2) return __ptxc_texel<T>::make4(__ptxc_tex4_gather_b((S*)0, t, x, y));\n"
               f"  if (comp == 3) return __ptxc_texel<T>::make4(__ptxc_tex4_gather_a((S*)0, t, x, y));\n"
               f"  return __ptxc_texel<T>::make4(__ptxc_tex4_gather_r((S*)0, t, x, y));\n}}")
    out.append(f"template <class T> {FI} T tex2Dgather(cudaTextureObject_t t, float x, float y) {{ return tex2Dgather<T>(t, x, y, 0); }}")
    out.append(f"template <class T> {FI} void tex2Dgather(T* r, cudaTextureObject_t t, float x, float y, int comp) {{ *r = tex2Dgather<T>(t, x, y, comp); }}")
    out.append(f"template <class T> {FI} void tex2Dgather(T* r, cudaTextureObject_t t, float x, float y) {{ *r = tex2Dgather<T>(t, x, y, 0); }}")
    return out


def raw_name(w, n):
    return f"__ptxc_surf_{w}x{n}"


def surf_raw():
    # One helper per (width, vector length, shape), told apart by an empty tag type;
    # elements go in and out as four scalars (only the first n are used).
    out = []
    for w, reg, c in SURF_WIDTHS:
        for n in (1, 2, 4):
            if w == "b64" and n == 4:
                continue
            rn = raw_name(w, n)
            out.append(f"struct {rn} {{}};")
            vec = "" if n == 1 else f".v{n}"
            elems = [f"e{i}" for i in range(4)]
            for name, geo, params, coords in SURF_SHAPES:
                plist = ", ".join(f"int {p}" for p in params)
                idx = {p: n + 1 + i for i, p in enumerate(params)}
                addr = f"[%{n}, {{" + ", ".join(f"%{idx[q]}" for q in coords) + "}]"
                outs = ", ".join(f"\"={c}\"(*{elems[i]})" for i in range(n))
                ins = ", ".join(f"\"r\"({p})" for p in params)
                ptrs = ", ".join(f"{reg}* {e}" for e in elems)
                lines = [f"{FI} void __ptxc_suld_{name}({rn}*, {ptrs}, cudaSurfaceObject_t s, {plist}, cudaSurfaceBoundaryMode m) {{"]
                for k, (cond, mode) in enumerate([("m == cudaBoundaryModeZero", "zero"), ("m == cudaBoundaryModeClamp", "clamp"), (None, "trap")]):
                    text = f"suld.b.{geo}{vec}.{w}.{mode} {reg_list(0, n)}, {addr};"
                    lead = "  if" if k == 0 else "  else if" if cond else "  else"
                    guard = f" ({cond})" if cond else ""
                    lines.append(f"{lead}{guard} asm volatile(\"{text}\" : {outs} : \"l\"(s), {ins});")
                lines.append("}")
                out.append("\n".join(lines))
                idx = {p: 1 + i for i, p in enumerate(params)}
                addr = "[%0, {" + ", ".join(f"%{idx[q]}" for q in coords) + "}]"
                vals = ", ".join(f"\"{c}\"({elems[i]})" for i in range(n))
                scal = ", ".join(f"{reg} {e}" for e in elems)
                lines = [f"{FI} void __ptxc_sust_{name}({rn}*, {scal}, cudaSurfaceObject_t s, {plist}, cudaSurfaceBoundaryMode m) {{"]
                for k, (cond, mode) in enumerate([("m == cudaBoundaryModeZero", "zero"), ("m == cudaBoundaryModeClamp", "clamp"), (None, "trap")]):
                    text = f"sust.b.{geo}{vec}.{w}.{mode} {addr}, {reg_list(1 + len(params), n)};"
                    lead = "  if" if k == 0 else "  else if" if cond else "  else"
                    guard = f" ({cond})" if cond else ""
                    lines.append(f"{lead}{guard} asm volatile(\"{text}\" :: \"l\"(s), {ins}, {vals});")
                lines.append("}")
                out.append("\n".join(lines))
    return out


def surfel_traits():
    out = ["template <class T> struct __ptxc_surfel {};"]
    for t, n, w, comp in surfel_types():
        rn = raw_name(w, max(n, 1))
        reg = {x[0]: x[1] for x in SURF_WIDTHS}[w]
        if comp == "float":
            to_comp = lambda e: f"__uint_as_float({e})"
            to_raw = lambda e: f"__float_as_uint({e})"
        else:
            to_comp = lambda e, comp=comp: f"({comp}){e}"
            to_raw = lambda e, reg=reg: f"({reg}){e}"
        if n == 0:
            make = f"return {to_comp('a')};"
            split = f"*a = {to_raw('*v')}; *b = 0; *c = 0; *d = 0;"
        else:
            vals = ", ".join(to_comp(e) for e in "abcd"[:n])
            make = f"{t} r = {{{vals}}}; return r;"
            split = " ".join(f"*{e} = {to_raw(f'v->{COMPS[i]}')};" for i, e in enumerate("abcd"[:n]))
            split += " " + " ".join(f"*{e} = 0;" for e in "abcd"[n:])
        out.append(f"template <> struct __ptxc_surfel<{t}> {{\n  typedef {rn} form;\n  typedef {reg} reg;\n"
                   f"  {FI} {t} make(reg a, reg b, reg c, reg d) {{ {make} }}\n}};\n"
                   f"{FI} void __ptxc_surfel_split(const {t}* v, {reg}* a, {reg}* b, {reg}* c, {reg}* d) {{ {split.strip()} }}")
    return out


# Public surface functions: name stem, helper shape, coordinate parameters, helper arguments.
SURF_API = [
    ("surf1D", "1d", "int x", "x"),
    ("surf2D", "2d", "int x, int y", "x, y"),
    ("surf3D", "3d", "int x, int y, int z", "x, y, z"),
    ("surf1DLayered", "a1d", "int x, int layer", "x, layer"),
    ("surf2DLayered", "a2d", "int x, int y, int layer", "x, y, layer"),
    ("surfCubemap", "a2d", "int x, int y, int face", "x, y, face"),
    ("surfCubemapLayered", "a2d", "int x, int y, int layerFace", "x, y, layerFace"),
]


def surf_api():
    # Overloaded function templates take no default call arguments in ptxc yet
    # (specs/language.md), so the form without a boundary mode is its own overload
    # (trap, CUDA's default). The value written is taken by const reference where
    # CUDA takes it by value: ptxc's inliner keeps calls with by-value record
    # parameters (specs/passes.md), and the two accept the same arguments.
    out = []
    bm = "cudaSurfaceBoundaryMode mode"
    trap = "cudaBoundaryModeTrap"
    for stem, helper, params, args in SURF_API:
        out.append(f"template <class T> {FI} T {stem}read(cudaSurfaceObject_t s, {params}, {bm}) {{\n"
                   f"  typename __ptxc_surfel<T>::reg a, b, c, d;\n"
                   f"  __ptxc_suld_{helper}((typename __ptxc_surfel<T>::form*)0, &a, &b, &c, &d, s, {args}, mode);\n"
                   f"  return __ptxc_surfel<T>::make(a, b, c, d);\n}}")
        out.append(f"template <class T> {FI} T {stem}read(cudaSurfaceObject_t s, {params}) {{ return {stem}read<T>(s, {args}, {trap}); }}")
        out.append(f"template <class T> {FI} void {stem}read(T* v, cudaSurfaceObject_t s, {params}, {bm}) {{ *v = {stem}read<T>(s, {args}, mode); }}")
        out.append(f"template <class T> {FI} void {stem}read(T* v, cudaSurfaceObject_t s, {params}) {{ *v = {stem}read<T>(s, {args}, {trap}); }}")
        out.append(f"template <class T> {FI} void {stem}write(const T& v, cudaSurfaceObject_t s, {params}, {bm}) {{\n"
                   f"  typename __ptxc_surfel<T>::reg a, b, c, d;\n  __ptxc_surfel_split(&v, &a, &b, &c, &d);\n"
                   f"  __ptxc_sust_{helper}((typename __ptxc_surfel<T>::form*)0, a, b, c, d, s, {args}, mode);\n}}")
        out.append(f"template <class T> {FI} void {stem}write(const T& v, cudaSurfaceObject_t s, {params}) {{ {stem}write<T>(v, s, {args}, {trap}); }}")
    return out


HEADER = """/*
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
"""


def main():
    parts = [HEADER]
    parts.append("/* ---- texture fetches: one helper per instruction form ---- */")
    parts += tex_helpers()
    parts.append("/* ---- texel types: the fetch kind of each T and its conversion ---- */")
    parts += texel_traits()
    parts.append("/* ---- texture API ---- */")
    parts += tex_api()
    parts.append("/* ---- surface loads and stores: one helper per width, vector length and shape ---- */")
    parts += surf_raw()
    parts.append("/* ---- surface element types: raw form of each T and its conversions ---- */")
    parts += surfel_traits()
    parts.append("/* ---- surface API ---- */")
    parts += surf_api()
    root = pathlib.Path(__file__).resolve().parent.parent
    (root / "frontend/headers/ptxc_tex/texture_fetch.h").write_text("\n".join(parts) + "\n")


if __name__ == "__main__":
    main()
