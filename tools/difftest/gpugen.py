#!/usr/bin/env python3
"""Random multi-thread CUDA kernels with an exact Python model (CLsmith-style).

`generate(seed)` builds one `extern "C" __global__` kernel as a small AST;
every node knows how it prints (C++) and what it computes (the model). The
model runs all threads of the launch statement by statement, which is one
legal interleaving; the constructs below are chosen so that every legal
interleaving gives the same result, so the model's output is *the* output:

* Integer arithmetic over all widths and signedness follows C++'s promotions
  and usual arithmetic conversions. Operations that could be undefined
  (signed +, -, *, unary -, / and % by zero or INT_MIN / -1, shifts out of
  range or of negative values) go through `safe_*` wrappers that return the
  first operand instead, as Csmith does; unsigned arithmetic wraps inline.
* Locals (scalars of every integer type incl. bool, arrays, structs with
  bit-fields) are private to a thread. Each has a uniformity level (0: same
  in the whole grid, 1: same in a block, 2: same in a warp, 3: per thread);
  a variable is only assigned values, under control flow, of its level or
  lower, so the level is a static fact the generator can rely on.
* `__device__` helpers are pure functions of their arguments, the input
  buffer and module tables (`__constant__`/`__device__` arrays with
  initializers, also of structs, never written).
* Loops have masked bounds (< 8 trips, counters read-only in the body);
  `if`/`switch`/`break`/`continue` may depend on threadIdx anywhere, since
  threads only interact through the constructs below.
* `__syncthreads()` (or `__syncthreads_count/_or/_and`) appears only in
  block-uniform code: at the kernel's top level and in loops of the form
  `barrier; for (uniform) { A; barrier; B; barrier; }` whose bound reads no
  memory a phase writes, so the code between two barriers is a static "phase".
* Each phase gives every `__shared__` array one mode: write (thread t writes
  and reads only slot (t*k+c) mod N, one writer per slot), read (anyone
  reads any slot, also through a pointer chosen at run time) or unused; one
  array may be `extern __shared__`. Accumulators (shared, per-block global,
  and grid-wide global) are either updated by one commutative atomic family
  (add/sub, min, max, and, or, xor, inc, dec with a fixed limit; results
  ignored, or an atomicCAS retry loop that lands the same update once) or
  read, never both in a phase. Grid-wide accumulators are only read by the
  host (dumped after the kernel).
* Warp shuffles, votes, reductions and match run only in warp-uniform code
  (every lane present, full mask) and never under `&&`, `||` or `?:`;
  `__syncwarp()` too.
* At the end every thread hashes its top-level locals into out[global id].

`Kernel.sim_args()` gives ptxsim's command line (with --racecheck: the
phases keep shared memory race-free, so a race is a miscompile or a
generator bug), `expected_dump()` the
model's (out, g32, g64) and `parse_dump(stdout)` the same from ptxsim.
"""
import random

import gpugen_float

FULL = "0xffffffffu"
KERNEL = "gpugen_kernel"
IN_LEN = 64
G32_LEN = 64
G64_LEN = 32
MAX_TRIPS = 64  # the model's guard against a non-terminating loop (a generator bug)


# ------------------------------------------------------------------ types


class IntType:
    """A C++ integer type: its spelling, width, signedness and conversion rank."""

    def __init__(self, name, bits, signed, rank, suffix):
        self.name, self.bits, self.signed, self.rank, self.suffix = name, bits, signed, rank, suffix
        self.min = -(1 << (bits - 1)) if signed else 0
        self.max = (1 << (bits - 1)) - 1 if signed else (1 << bits) - 1

    def wrap(self, v):
        """The value v converted to this type (modular, as C++20 and nvcc do; bool tests != 0)."""
        if self.rank == 0:
            return int(v != 0)
        v &= (1 << self.bits) - 1
        if self.signed and v >> (self.bits - 1):
            v -= 1 << self.bits
        return v

    def __repr__(self):
        return self.name


BOOL = IntType("bool", 1, False, 0, None)
CHAR = IntType("char", 8, True, 1, None)  # signed on the platforms nvcc targets
SCHAR = IntType("signed char", 8, True, 1, None)
UCHAR = IntType("unsigned char", 8, False, 1, None)
SHORT = IntType("short", 16, True, 2, None)
USHORT = IntType("unsigned short", 16, False, 2, None)
INT = IntType("int", 32, True, 3, "")
UINT = IntType("unsigned int", 32, False, 3, "u")
LONG = IntType("long", 64, True, 4, "l")
ULONG = IntType("unsigned long", 64, False, 4, "ul")
LLONG = IntType("long long", 64, True, 5, "ll")
ULLONG = IntType("unsigned long long", 64, False, 5, "ull")
TYPES = [BOOL, CHAR, SCHAR, UCHAR, SHORT, USHORT, INT, UINT, LONG, ULONG, LLONG, ULLONG]
UNSIGNED_OF = {INT: UINT, LONG: ULONG, LLONG: ULLONG}


def promote(t):
    """Integral promotion: everything narrower than int becomes int."""
    return INT if t.bits < 32 else t


def common(a, b):
    """The usual arithmetic conversions of C++ ([expr.arith.conv])."""
    a, b = promote(a), promote(b)
    if a is b:
        return a
    if a.signed == b.signed:
        return a if a.rank > b.rank else b
    u, s = (b, a) if a.signed else (a, b)
    if u.rank >= s.rank:
        return u
    if s.bits > u.bits:
        return s
    return UNSIGNED_OF[s]


def wrapper_suffix(t):
    """The safe_* wrapper family for a promoted type (long shares long long's)."""
    return ("i" if t.signed else "u") + str(t.bits)


def wrapper_type(t):
    return {(True, 32): INT, (False, 32): UINT, (True, 64): LLONG, (False, 64): ULLONG}[(t.signed, t.bits)]


def literal(t, v):
    """C++ text for the value v of type t (parenthesized when not a plain token)."""
    if t is BOOL:
        return "true" if v else "false"
    if t.bits < 32:
        return f"(({t.name}){v})" if v >= 0 else f"(({t.name})({v}))"
    if v == t.min and t.signed:
        return f"(-{t.max}{t.suffix} - 1)"
    if v < 0:
        return f"(-{-v}{t.suffix})"
    return f"{v}{t.suffix}" if v < 4096 else f"0x{v:x}{t.suffix}"


# ------------------------------------------------------------------ expressions
#
# Every expression has .type, .level (uniformity), .render() and
# .ev(model, threads) -> one value per thread (already of .type).


class Const:
    def __init__(self, t, v):
        self.type, self.value, self.level = t, t.wrap(v), 0

    def render(self):
        return literal(self.type, self.value)

    def ev(self, m, ts):
        return [self.value] * len(ts)


class VarRef:
    def __init__(self, var):
        self.var, self.type, self.level = var, var.type, var.level

    def render(self):
        return self.var.name

    def ev(self, m, ts):
        name = self.var.name
        return [m.env[t][name] for t in ts]

    def cells(self, m, ts):
        """(container, key) of the object each thread designates."""
        return [(m.env[t], self.var.name) for t in ts]


class ArrElem:
    """a[idx & (N-1)] of a thread's local array."""

    def __init__(self, var, idx):
        self.var, self.idx, self.type = var, idx, var.type
        self.level = max(var.level, idx.level)

    def render(self):
        return f"{self.var.name}[({self.idx.render()}) & {self.var.length - 1}]"

    def cells(self, m, ts):
        n, name = self.var.length, self.var.name
        return [(m.env[t][name], i & (n - 1)) for t, i in zip(ts, self.idx.ev(m, ts))]

    def ev(self, m, ts):
        return [c[k] for c, k in self.cells(m, ts)]


# The special variables: spelling, type, level, value from a thread's geometry.
SPECIALS = {
    "threadIdx.x": (UINT, 3, lambda g: g.tx),
    "threadIdx.y": (UINT, 3, lambda g: g.ty),
    "blockIdx.x": (UINT, 1, lambda g: g.block),
    "blockDim.x": (UINT, 0, lambda g: g.bdx),
    "blockDim.y": (UINT, 0, lambda g: g.bdy),
    "gridDim.x": (UINT, 0, lambda g: g.grid),
    "warpSize": (INT, 0, lambda g: 32),
    "(tid >> 5)": (UINT, 2, lambda g: g.tid >> 5),
    "(tid & 31)": (UINT, 3, lambda g: g.tid & 31),
}


class Special:
    def __init__(self, name):
        self.name = name
        self.type, self.level, self.fn = SPECIALS[name]

    def render(self):
        return self.name

    def ev(self, m, ts):
        return [self.fn(m.geo[t]) for t in ts]


class Cast:
    def __init__(self, t, e):
        self.type, self.e, self.level = t, e, e.level

    def render(self):
        return f"(({self.type.name})({self.e.render()}))"

    def ev(self, m, ts):
        return [self.type.wrap(v) for v in self.e.ev(m, ts)]


class Unary:
    """~x and -x on unsigned promoted types, !x on anything (signed - is a wrapper)."""

    def __init__(self, op, e):
        self.op, self.e, self.level = op, e, e.level
        self.type = INT if op == "!" else promote(e.type)

    def render(self):
        return f"({self.op}({self.e.render()}))"

    def ev(self, m, ts):
        vals = self.e.ev(m, ts)
        if self.op == "!":
            return [int(v == 0) for v in vals]
        if self.op == "~":
            return [self.type.wrap(~v) for v in vals]
        return [self.type.wrap(-v) for v in vals]


def _cmp(op, a, b):
    return {"<": a < b, "<=": a <= b, ">": a > b, ">=": a >= b, "==": a == b, "!=": a != b}[op]


class Binary:
    """Operators that cannot be undefined on their operands: unsigned + - *,
    bitwise, comparisons, logical, and shifts by a masked count."""

    def __init__(self, op, a, b):
        self.op, self.a, self.b = op, a, b
        self.level = max(a.level, b.level)
        self.ctype = common(a.type, b.type)
        if op in ("<<", ">>"):
            self.type = promote(a.type)
        elif op in ("<", "<=", ">", ">=", "==", "!=", "&&", "||"):
            self.type = INT
        else:
            self.type = self.ctype

    def render(self):
        if self.op in ("<<", ">>"):
            return f"({self.a.render()} {self.op} (({self.b.render()}) & {self.type.bits - 1}))"
        return f"({self.a.render()} {self.op} {self.b.render()})"

    def ev(self, m, ts):
        return [self.apply(x, y) for x, y in zip(self.a.ev(m, ts), self.b.ev(m, ts))]

    def apply(self, x, y):
        op, t = self.op, self.type
        if op == "&&":
            return int(x != 0 and y != 0)
        if op == "||":
            return int(x != 0 or y != 0)
        if op == "<<":
            return t.wrap(x << (y & (t.bits - 1)))
        if op == ">>":
            return t.wrap(t.wrap(x) >> (y & (t.bits - 1)))
        ct = self.ctype
        x, y = ct.wrap(x), ct.wrap(y)
        if op in ("<", "<=", ">", ">=", "==", "!="):
            return int(_cmp(op, x, y))
        return t.wrap({"+": x + y, "-": x - y, "*": x * y, "&": x & y, "|": x | y, "^": x ^ y}[op])


class Cond:
    """c ? a : b; same types keep theirs, others take the usual arithmetic conversions."""

    def __init__(self, c, a, b):
        self.c, self.a, self.b = c, a, b
        self.level = max(c.level, a.level, b.level)
        self.type = a.type if a.type is b.type else common(a.type, b.type)

    def render(self):
        return f"({self.c.render()} ? {self.a.render()} : {self.b.render()})"

    def ev(self, m, ts):
        t = self.type
        return [t.wrap(x if c else y) for c, x, y in zip(self.c.ev(m, ts), self.a.ev(m, ts), self.b.ev(m, ts))]


def _trunc_div(a, b):
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _safe(op, t, a, b):
    """The value of safe_<op>_<t>(a, b): the C++ result, or a where C++ is undefined."""
    if op in ("div", "mod"):
        if b == 0 or (t.signed and a == t.min and b == -1):
            return a
        q = _trunc_div(a, b)
        return t.wrap(q if op == "div" else a - b * q)
    if op in ("shl", "shr"):  # b is the unsigned count
        if b >= t.bits:
            return a
        if op == "shr":
            return a >> b
        if t.signed and (a < 0 or a > (t.max >> b)):
            return a
        return t.wrap(a << b)
    exact = {"add": a + b, "sub": a - b, "mul": a * b, "neg": -a}[op]
    return exact if t.min <= exact <= t.max else a


class SafeCall:
    """A call of a safe_* wrapper (signed arithmetic, division, shifts, negation)."""

    def __init__(self, op, t, args):
        self.op, self.type, self.args = op, wrapper_type(t), args
        self.level = max(a.level for a in args)

    def render(self):
        return f"safe_{self.op}_{wrapper_suffix(self.type)}({', '.join(a.render() for a in self.args)})"

    def ev(self, m, ts):
        t = self.type
        cols = [a.ev(m, ts) for a in self.args]
        if len(cols) == 1:
            return [_safe(self.op, t, t.wrap(a), 0) for a in cols[0]]
        second = UINT if self.op in ("shl", "shr") else t
        return [_safe(self.op, t, t.wrap(a), second.wrap(b)) for a, b in zip(*cols)]


def _popc(v):
    return bin(v).count("1")


def _brev(v, bits):
    return int(format(v, f"0{bits}b")[::-1], 2)


def _byte_perm(x, y, s):
    src = (y << 32) | x
    return sum(((src >> (8 * ((s >> (4 * i)) & 7))) & 0xFF) << (8 * i) for i in range(4))


# CUDA integer intrinsics: name -> (parameter types, result type, model on converted arguments).
INTRINSICS = {
    "__popc": ([UINT], INT, _popc),
    "__popcll": ([ULLONG], INT, _popc),
    "__clz": ([INT], INT, lambda x: 32 - (x & 0xFFFFFFFF).bit_length()),
    "__clzll": ([LLONG], INT, lambda x: 64 - (x & (2**64 - 1)).bit_length()),
    "__ffs": ([INT], INT, lambda x: ((x & 0xFFFFFFFF) & -(x & 0xFFFFFFFF)).bit_length()),
    "__ffsll": ([LLONG], INT, lambda x: ((x & (2**64 - 1)) & -(x & (2**64 - 1))).bit_length()),
    "__brev": ([UINT], UINT, lambda x: _brev(x, 32)),
    "__brevll": ([ULLONG], ULLONG, lambda x: _brev(x, 64)),
    "__umulhi": ([UINT, UINT], UINT, lambda a, b: (a * b) >> 32),
    "__mulhi": ([INT, INT], INT, lambda a, b: (a * b) >> 32),
    "__umul64hi": ([ULLONG, ULLONG], ULLONG, lambda a, b: (a * b) >> 64),
    "__mul64hi": ([LLONG, LLONG], LLONG, lambda a, b: (a * b) >> 64),
    "__hadd": ([INT, INT], INT, lambda a, b: (a + b) >> 1),
    "__rhadd": ([INT, INT], INT, lambda a, b: (a + b + 1) >> 1),
    "__uhadd": ([UINT, UINT], UINT, lambda a, b: (a + b) >> 1),
    "__urhadd": ([UINT, UINT], UINT, lambda a, b: (a + b + 1) >> 1),
    "__sad": ([INT, INT, UINT], UINT, lambda a, b, c: abs(a - b) + c),
    "__usad": ([UINT, UINT, UINT], UINT, lambda a, b, c: abs(a - b) + c),
    "__byte_perm": ([UINT, UINT, UINT], UINT, _byte_perm),
    "min": (None, None, min),
    "max": (None, None, max),
}


class Intrinsic:
    """An integer intrinsic; min/max take two arguments cast to one type."""

    def __init__(self, name, args, minmax_type=None):
        self.name, self.args = name, args
        params, result, self.fn = INTRINSICS[name]
        self.params = params or [minmax_type, minmax_type]
        self.type = result or minmax_type
        self.level = max(a.level for a in args)

    def render(self):
        return f"{self.name}({', '.join(a.render() for a in self.args)})"

    def ev(self, m, ts):
        cols = [[p.wrap(v) for v in a.ev(m, ts)] for p, a in zip(self.params, self.args)]
        return [self.type.wrap(self.fn(*vals)) for vals in zip(*cols)]


class InRead:
    """in[idx & (IN_LEN-1)]: the read-only input buffer."""

    def __init__(self, idx):
        self.idx, self.type, self.level = idx, UINT, idx.level

    def render(self):
        return f"in[({self.idx.render()}) & {IN_LEN - 1}]"

    def ev(self, m, ts):
        return [m.input[v & (IN_LEN - 1)] for v in self.idx.ev(m, ts)]


class SharedArray:
    """A __shared__ data array of N (a power of two >= threads per block) slots."""

    def __init__(self, name, t, n, mul, add, dynamic=False):
        self.name, self.type, self.n, self.init_mul, self.init_add = name, t, n, mul, add
        self.dynamic = dynamic  # extern __shared__: sized by the launch

    def bytes(self):
        return self.n * max(1, self.type.bits // 8)


class OwnSlot:
    """arr[(tid * k + c) & (N-1)]: the slot this thread owns in a write phase."""

    def __init__(self, arr, k, c):
        self.arr, self.k, self.c, self.type, self.level = arr, k, c, arr.type, 3

    def render(self):
        return f"{self.arr.name}[(tid * {self.k}u + {self.c}u) & {self.arr.n - 1}u]"

    def slot(self, geo):
        return (geo.tid * self.k + self.c) & (self.arr.n - 1)

    def cells(self, m, ts):
        mem = m.shared[self.arr.name]
        return [(mem[m.geo[t].block], self.slot(m.geo[t])) for t in ts]

    def ev(self, m, ts):
        return [c[k] for c, k in self.cells(m, ts)]


class SharedRead:
    """arr[idx & (N-1)] in a read phase: any slot, the same value for the whole block."""

    def __init__(self, arr, idx):
        self.arr, self.idx, self.type, self.level = arr, idx, arr.type, max(idx.level, 1)

    def render(self):
        return f"{self.arr.name}[({self.idx.render()}) & {self.arr.n - 1}]"

    def ev(self, m, ts):
        mem = m.shared[self.arr.name]
        return [mem[m.geo[t].block][v & (self.arr.n - 1)] for t, v in zip(ts, self.idx.ev(m, ts))]


class PointerSelect:
    """*(c ? &A[i] : &B[j]) over read-phase shared arrays, or the input buffer as B:
    a pointer chosen at run time, generic when the two live in different spaces."""

    def __init__(self, c, a, i, b, j):
        self.c, self.a, self.i, self.b, self.j, self.type = c, a, i, b, j, a.type
        self.level = max(c.level, i.level, j.level, 1)

    def render(self):
        other = f"&in[({self.j.render()}) & {IN_LEN - 1}]" if self.b is None else \
            f"&{self.b.name}[({self.j.render()}) & {self.b.n - 1}]"
        return f"(*(({self.c.render()}) ? &{self.a.name}[({self.i.render()}) & {self.a.n - 1}] : {other}))"

    def ev(self, m, ts):
        out = []
        for t, c, i, j in zip(ts, self.c.ev(m, ts), self.i.ev(m, ts), self.j.ev(m, ts)):
            block = m.geo[t].block
            if c:
                out.append(m.shared[self.a.name][block][i & (self.a.n - 1)])
            elif self.b is None:
                out.append(m.input[j & (IN_LEN - 1)])
            else:
                out.append(m.shared[self.b.name][block][j & (self.b.n - 1)])
        return out


class Member:
    """A struct member; a bit-field has a width, reads with the promoted type
    C++ gives bit-fields ([conv.prom]) and stores modulo its width."""

    def __init__(self, name, t, width=None):
        self.name, self.decl_type, self.width = name, t, width
        if width is None:
            self.type = self.store_type = t
        else:
            self.store_type = IntType(f"{t.name}:{width}", width, t.signed, t.rank, None)
            if width < 32 or (width == 32 and t.signed):
                self.type = INT
            elif width == 32:
                self.type = UINT
            else:
                self.type = t

    def render(self):
        bits = "" if self.width is None else f" : {self.width}"
        return f"{self.decl_type.name} {self.name}{bits};"


class StructType:
    def __init__(self, name, members):
        self.name, self.members = name, members

    def render(self):
        return f"struct {self.name} {{ {' '.join(m.render() for m in self.members)} }};\n"

    def plain_prefix(self):
        """The members before the first bit-field (brace-initialized ones)."""
        out = []
        for m in self.members:
            if m.width is not None:
                break
            out.append(m)
        return out


class MemberRef:
    """s.f of a local struct: an lvalue."""

    def __init__(self, var, member):
        self.var, self.member, self.type, self.level = var, member, member.type, var.level
        self.store_type = member.store_type

    def render(self):
        return f"{self.var.name}.{self.member.name}"

    def cells(self, m, ts):
        return [(m.env[t][self.var.name], self.member.name) for t in ts]

    def ev(self, m, ts):
        return [c[k] for c, k in self.cells(m, ts)]


class Table:
    """A module-scope table with an initializer (__constant__ or __device__), never
    written: T name[N] = {...}, or of a struct type (then read member by member)."""

    def __init__(self, space, name, elem, n, values):
        self.space, self.name, self.elem, self.n, self.values = space, name, elem, n, values

    def render(self):
        if isinstance(self.elem, StructType):
            rows = ", ".join("{" + ", ".join(literal(mb.decl_type, v) for mb, v in zip(self.elem.members, row)) + "}"
                             for row in self.values)
        else:
            rows = ", ".join(literal(self.elem, v) for v in self.values)
        return f"{self.space} {self.elem.name} {self.name}[{self.n}] = {{{rows}}};\n"

    def value(self, i, member=None):
        """Element i (a member of it for struct tables); missing initializers are zero."""
        if i >= len(self.values):
            return 0
        if member is None:
            return self.values[i]
        k = self.elem.members.index(member)
        return member.store_type.wrap(self.values[i][k]) if k < len(self.values[i]) else 0


class TableRead:
    def __init__(self, table, idx, member=None):
        self.table, self.idx, self.member = table, idx, member
        self.type = member.type if member is not None else table.elem
        self.level = idx.level

    def render(self):
        text = f"{self.table.name}[({self.idx.render()}) & {self.table.n - 1}]"
        return text if self.member is None else f"{text}.{self.member.name}"

    def ev(self, m, ts):
        return [self.table.value(i & (self.table.n - 1), self.member) for i in self.idx.ev(m, ts)]


class Function:
    """A __device__ helper: a pure function of its arguments and the input buffer."""

    def __init__(self, name, ret, params, body, result):
        self.name, self.ret, self.params, self.body, self.result = name, ret, params, body, result

    def render(self):
        params = "".join(f", {p.type.name} {p.name}" for p in self.params)
        return (f"static __device__ {self.ret.name} {self.name}(const unsigned int *in{params}) {{\n"
                f"{render_block(self.body, '  ')}  return {self.result.render()};\n}}\n")


class Call:
    def __init__(self, fn, args):
        self.fn, self.args, self.type = fn, args, fn.ret
        self.level = max([a.level for a in args] + [0])

    def render(self):
        return f"{self.fn.name}(in{''.join(', ' + a.render() for a in self.args)})"

    def ev(self, m, ts):
        """Runs the body with a fresh frame per thread, then restores the caller's locals."""
        fn = self.fn
        cols = [a.ev(m, ts) for a in self.args]
        saved = [m.env[t] for t in ts]
        for i, t in enumerate(ts):
            m.env[t] = {p.name: p.type.wrap(col[i]) for p, col in zip(fn.params, cols)}
        run_block(m, fn.body, ts)
        out = [fn.ret.wrap(v) for v in fn.result.ev(m, ts)]
        for t, env in zip(ts, saved):
            m.env[t] = env
        return out


class Accumulator:
    """K slots updated by one commutative atomic family: in shared memory, in a
    per-block region of g32/g64, or in a grid-wide region (never read in the kernel)."""

    def __init__(self, name, space, t, family, k, base, limit):
        self.name, self.space, self.type, self.family = name, space, t, family
        self.k, self.base, self.limit = k, base, limit
        self.buf = "g64" if t.bits == 64 else "g32"
        self.buf_type = ULLONG if t.bits == 64 else UINT

    def lvalue(self, idx_text):
        masked = f"(({idx_text}) & {self.k - 1})"
        if self.space == "shared":
            return f"{self.name}[{masked}]"
        block = " + blockIdx.x * " + str(self.k) + "u" if self.space == "block" else ""
        return f"{self.buf}[{self.base}u{block} + {masked}]"

    def address(self, idx_text):
        addr = f"&{self.lvalue(idx_text)}"
        if self.space != "shared" and self.type.signed:
            return f"({self.type.name} *){addr}"
        return addr

    def cell(self, geo, idx):
        """The g32/g64 index of slot idx as seen by a thread (global spaces)."""
        slot = idx & (self.k - 1)
        return self.base + (geo.block * self.k if self.space == "block" else 0) + slot


class AccRead:
    """An accumulator slot read in a phase where nobody updates it."""

    def __init__(self, acc, idx):
        self.acc, self.idx, self.type, self.level = acc, idx, acc.type, max(idx.level, 1)

    def render(self):
        text = self.acc.lvalue(self.idx.render())
        return f"(({self.type.name}){text})" if self.acc.space != "shared" and self.type.signed else text

    def ev(self, m, ts):
        return [self.type.wrap(m.acc_load(self.acc, m.geo[t], v)) for t, v in zip(ts, self.idx.ev(m, ts))]


# ------------------------------------------------------------------ warp collectives


def _shfl_source(mode, lane, b, width):
    """The source lane of shfl.sync (PTX ISA pseudo-code, with CUDA's c operand)."""
    segmask = (32 - width) & 0x1F
    cval = 0 if mode == "up" else 0x1F
    bval = b & 0x1F
    max_lane = (lane & segmask) | (cval & ~segmask & 0x1F)
    min_lane = lane & segmask
    if mode == "up":
        j, ok = lane - bval, lane - bval >= max_lane
    elif mode == "down":
        j, ok = lane + bval, lane + bval <= max_lane
    elif mode == "xor":
        j, ok = lane ^ bval, (lane ^ bval) <= max_lane
    else:
        j = min_lane | (bval & ~segmask & 0x1F)
        ok = j <= max_lane
    return j if ok else lane


SHFL_NAMES = {"idx": "__shfl_sync", "up": "__shfl_up_sync", "down": "__shfl_down_sync", "xor": "__shfl_xor_sync"}


def _warps(m, ts, vals):
    """Groups the values of a converged statement by warp: {(block, warp): [32 values by lane]}."""
    groups = {}
    for t, v in zip(ts, vals):
        g = m.geo[t]
        groups.setdefault((g.block, g.tid >> 5), [None] * 32)[g.tid & 31] = v
    for lanes in groups.values():
        assert None not in lanes, "generator bug: collective in a partial warp"
    return groups


class Shuffle:
    """A shuffle of a value cast to t, or (t None) of the value as it is: the
    overload its promoted type selects."""

    def __init__(self, mode, t, value, lane, width):
        self.cast = t is not None
        t = t or promote(value.type)
        self.mode, self.type, self.value, self.lane, self.width = mode, t, value, lane, width
        self.level = 3
        self.lane_type = UINT if mode in ("up", "down") else INT

    def render(self):
        width = "" if self.width == 32 else f", {self.width}"
        value = f"({self.type.name})({self.value.render()})" if self.cast else self.value.render()
        return f"{SHFL_NAMES[self.mode]}({FULL}, {value}, {self.lane.render()}{width})"

    def ev(self, m, ts):
        vals = _warps(m, ts, [self.type.wrap(v) for v in self.value.ev(m, ts)])
        out = []
        for t, b in zip(ts, self.lane.ev(m, ts)):
            g = m.geo[t]
            src = _shfl_source(self.mode, g.tid & 31, self.lane_type.wrap(b), self.width)
            out.append(vals[(g.block, g.tid >> 5)][src])
        return out


# Warp-wide operations whose result is the same in every lane: name -> (argument type, result type, fold).
VOTES = {
    "__ballot_sync": (INT, UINT, lambda vs: sum(1 << i for i, v in enumerate(vs) if v)),
    "__any_sync": (INT, INT, lambda vs: int(any(vs))),
    "__all_sync": (INT, INT, lambda vs: int(all(vs))),
    "__reduce_add_sync": (UINT, UINT, lambda vs: sum(vs) & 0xFFFFFFFF),
    "__reduce_min_sync": (None, None, min),
    "__reduce_max_sync": (None, None, max),
    "__reduce_and_sync": (UINT, UINT, lambda vs: _fold(vs, lambda a, b: a & b)),
    "__reduce_or_sync": (UINT, UINT, lambda vs: _fold(vs, lambda a, b: a | b)),
    "__reduce_xor_sync": (UINT, UINT, lambda vs: _fold(vs, lambda a, b: a ^ b)),
}


def _fold(vs, f):
    acc = vs[0]
    for v in vs[1:]:
        acc = f(acc, v)
    return acc


class Vote:
    """A vote or reduction: warp-uniform result; min/max take int or unsigned."""

    def __init__(self, name, arg, minmax_type=None):
        self.name, self.arg = name, arg
        param, result, self.fold = VOTES[name]
        self.param, self.type = param or minmax_type, result or minmax_type
        self.level = 2

    def render(self):
        arg = self.arg.render()
        if self.name.startswith("__reduce"):
            arg = f"({self.param.name})({arg})"
        return f"{self.name}({FULL}, {arg})"

    def ev(self, m, ts):
        vals = [self.param.wrap(v) for v in self.arg.ev(m, ts)]
        if self.name in ("__ballot_sync", "__any_sync", "__all_sync"):
            vals = [int(v != 0) for v in vals]
        folded = {k: self.type.wrap(self.fold(lanes)) for k, lanes in _warps(m, ts, vals).items()}
        return [folded[(m.geo[t].block, m.geo[t].tid >> 5)] for t in ts]


class MatchAny:
    """__match_any_sync: the mask of lanes holding the same value."""

    def __init__(self, t, arg):
        self.t, self.arg, self.type, self.level = t, arg, UINT, 3

    def render(self):
        return f"__match_any_sync({FULL}, ({self.t.name})({self.arg.render()}))"

    def ev(self, m, ts):
        groups = _warps(m, ts, [self.t.wrap(v) for v in self.arg.ev(m, ts)])
        out = []
        for t in ts:
            g = m.geo[t]
            lanes = groups[(g.block, g.tid >> 5)]
            mine = lanes[g.tid & 31]
            out.append(sum(1 << i for i, v in enumerate(lanes) if v == mine))
        return out


# ------------------------------------------------------------------ statements
#
# exec(model, threads) runs a statement for the given active threads and
# returns the sets of threads that executed break and continue.

NOTHING = (frozenset(), frozenset())


class Var:
    """A local: its uniformity level bounds every value it ever holds; length for arrays."""

    def __init__(self, name, t, level, mutable=True, length=None, struct=None):
        self.name, self.type, self.level, self.mutable, self.length = name, t, level, mutable, length
        self.struct = struct
        self.kind = "struct" if struct else "array" if length else "scalar"


def run_block(m, stmts, ts):
    """Runs a statement list; threads that break or continue leave it."""
    brk, cont = set(), set()
    for s in stmts:
        if not ts:
            break
        b, c = s.exec(m, ts)
        if b or c:
            brk |= b
            cont |= c
            ts = [t for t in ts if t not in b and t not in c]
    return brk, cont


def render_block(stmts, ind):
    return "".join(s.render(ind) for s in stmts)


class Decl:
    def __init__(self, var, init):
        self.var, self.init = var, init

    def render(self, ind):
        return f"{ind}{self.var.type.name} {self.var.name} = {self.init.render()};\n"

    def exec(self, m, ts):
        for t, v in zip(ts, self.init.ev(m, ts)):
            m.env[t][self.var.name] = self.var.type.wrap(v)
        return NOTHING


class Assign:
    """lvalue op= expr (op '' for plain assignment); lvalue is a variable, an element
    of a local array or an owned shared slot.
    For shifts the expression is already masked below the promoted width."""

    def __init__(self, target, op, e, prefix=True):
        self.target, self.op, self.e, self.prefix = target, op, e, prefix

    def render(self, ind):
        lhs = self.target.render()
        if self.op in ("++", "--"):
            return f"{ind}{self.op}{lhs};\n" if self.prefix else f"{ind}{lhs}{self.op};\n"
        rhs = self.e.render()
        if self.op in ("<<", ">>"):
            rhs = f"({rhs}) & {promote(self.target.type).bits - 1}"
        return f"{ind}{lhs} {self.op}= {rhs};\n"

    def exec(self, m, ts):
        store = getattr(self.target, "store_type", self.target.type)
        new = self.e.ev(m, ts) if self.e is not None else [1] * len(ts)
        for (c, k), v in zip(self.target.cells(m, ts), new):
            c[k] = store.wrap(self.combine(c[k], v))
        return NOTHING

    def combine(self, old, v):
        op, t = self.op, self.target.type
        if op == "":
            return v
        if op in ("++", "--"):
            return old + 1 if op == "++" else old - 1  # promoted arithmetic never overflows here
        if op in ("<<", ">>"):
            pt = promote(t)
            count = v & (pt.bits - 1)
            return pt.wrap(old << count) if op == "<<" else old >> count
        ct = common(t, self.e.type)
        a, b = ct.wrap(old), ct.wrap(v)
        return ct.wrap({"+": a + b, "-": a - b, "*": a * b, "&": a & b, "|": a | b, "^": a ^ b}[op])


class AtomicUpdate:
    """atomicOp(&acc[idx], value); the returned old value is not used."""

    FUNCS = {"add": "atomicAdd", "sub": "atomicSub", "min": "atomicMin", "max": "atomicMax",
             "and": "atomicAnd", "or": "atomicOr", "xor": "atomicXor", "inc": "atomicInc", "dec": "atomicDec"}

    def __init__(self, acc, op, idx, value):
        self.acc, self.op, self.idx, self.value = acc, op, idx, value

    def render(self, ind):
        a = self.acc
        arg = f"{a.limit}u" if self.op in ("inc", "dec") else f"({a.type.name})({self.value.render()})"
        return f"{ind}{self.FUNCS[self.op]}({a.address(self.idx.render())}, {arg});\n"

    def exec(self, m, ts):
        a, t = self.acc, self.acc.type
        idxs = self.idx.ev(m, ts)
        vals = self.value.ev(m, ts) if self.value is not None else [a.limit] * len(ts)
        for th, i, v in zip(ts, idxs, vals):
            g = m.geo[th]
            old = t.wrap(m.acc_load(a, g, i))
            m.acc_store(a, g, i, self.apply(t, old, t.wrap(v)))
        return NOTHING

    def apply(self, t, old, v):
        op = self.op
        if op == "inc":
            return 0 if old >= v else old + 1
        if op == "dec":
            return v if old == 0 or old > v else old - 1
        table = {"add": old + v, "sub": old - v, "min": min(old, v), "max": max(old, v),
                 "and": old & v, "or": old | v, "xor": old ^ v}
        return t.wrap(table[op])


def _cas_new_value(op, t, a, v, limit):
    """C++ for the value a CAS loop installs (no signed overflow: int add/sub wrap in unsigned)."""
    if op in ("add", "sub") and t is INT:
        return f"(int)((unsigned int){a} {'+' if op == 'add' else '-'} (unsigned int){v})"
    if op in ("min", "max"):
        return f"{op}({a}, {v})"
    if op == "inc":
        return f"({a} >= {limit}u ? 0u : {a} + 1u)"
    if op == "dec":
        return f"(({a} == 0u || {a} > {limit}u) ? {limit}u : {a} - 1u)"
    return f"({a} {dict(add='+', sub='-',PLACEHOLDER='', **{'and': '&', 'or': '|', 'xor': '^'})[op]} {v})"


class CasLoop(AtomicUpdate):
    """The same update as an atomicCAS retry loop: each thread's update lands exactly
    once whatever the interleaving, so the model is the plain atomic's."""

    def __init__(self, acc, op, idx, value, tag):
        super().__init__(acc, op, idx, value)
        self.tag = tag

    def render(self, ind):
        a, t, n = self.acc, self.acc.type.name, self.tag
        i2, i3 = ind + "  ", ind + "    "
        text = f"{ind}{{\n{i2}{t} *p{n} = {a.address(self.idx.render())};\n"
        if self.value is not None:
            text += f"{i2}{t} v{n} = ({t})({self.value.render()});\n"
        new = _cas_new_value(self.op, self.acc.type, f"c{n}", f"v{n}", a.limit)
        return (text + f"{i2}{t} o{n} = atomicOr(p{n}, ({t})0), c{n};\n{i2}do {{\n"
                f"{i3}c{n} = o{n};\n{i3}o{n} = atomicCAS(p{n}, c{n}, {new});\n"
                f"{i2}}} while (o{n} != c{n});\n{ind}}}\n")


class If:
    def __init__(self, c, then, other):
        self.c, self.then, self.other = c, then, other

    def render(self, ind):
        text = f"{ind}if ({self.c.render()}) {{\n{render_block(self.then, ind + '  ')}{ind}}}"
        if self.other:
            text += f" else {{\n{render_block(self.other, ind + '  ')}{ind}}}"
        return text + "\n"

    def exec(self, m, ts):
        vals = self.c.ev(m, ts)
        yes = [t for t, v in zip(ts, vals) if v]
        no = [t for t, v in zip(ts, vals) if not v]
        b1, c1 = run_block(m, self.then, yes)
        b2, c2 = run_block(m, self.other, no)
        return b1 | b2, c1 | c2


class Jump:
    def __init__(self, kind):
        self.kind = kind

    def render(self, ind):
        return f"{ind}{self.kind};\n"

    def exec(self, m, ts):
        return (frozenset(ts), frozenset()) if self.kind == "break" else (frozenset(), frozenset(ts))


class Loop:
    """for / do-while / while over a read-only counter; the condition bounds the trips."""

    def __init__(self, kind, var, init, cond, step, body):
        self.kind, self.var, self.init, self.cond, self.step, self.body = kind, var, init, cond, step, body
        self.delta = -1 if "--" in step else 1

    def render(self, ind):
        v, inner = self.var, ind + "  "
        decl = f"{v.type.name} {v.name} = {self.init.render()}"
        body = render_block(self.body, inner)
        if self.kind == "for":
            return f"{ind}for ({decl}; {self.cond.render()}; {self.step}) {{\n{body}{ind}}}\n"
        if self.kind == "do":
            return (f"{ind}{{\n{inner}{decl};\n{inner}do {{\n{render_block(self.body, inner + '  ')}"
                    f"{inner}}} while (({self.step}), {self.cond.render()});\n{ind}}}\n")
        return (f"{ind}{{\n{inner}{decl};\n{inner}while ({self.cond.render()}) {{\n"
                f"{render_block(self.body, inner + '  ')}{inner}  {self.step};\n{inner}}}\n{ind}}}\n")

    def bump(self, m, ts):
        for t in ts:
            m.env[t][self.var.name] = self.var.type.wrap(m.env[t][self.var.name] + self.delta)

    def exec(self, m, ts):
        Decl(self.var, self.init).exec(m, ts)
        active, test_first, trips = list(ts), self.kind != "do", 0
        while active:
            trips += 1
            assert trips < MAX_TRIPS, "generator bug: unbounded loop"
            if test_first:
                active = [t for t, c in zip(active, self.cond.ev(m, active)) if c]
            brk, _ = run_block(m, self.body, active)  # continuing threads still step
            active = [t for t in active if t not in brk]
            self.bump(m, active)
            if not test_first:
                active = [t for t, c in zip(active, self.cond.ev(m, active)) if c]
        return NOTHING


class Switch:
    """switch (e & 3) with cases 0..3 in some order and default last; a case may fall through."""

    def __init__(self, e, cases):
        self.e, self.cases = e, cases  # [(label or None, body, ends_with_break)]

    def render(self, ind):
        text = f"{ind}switch (({self.e.render()}) & 3) {{\n"
        for label, body, brk in self.cases:
            head = "default:" if label is None else f"case {label}:"
            text += f"{ind}{head} {{\n{render_block(body, ind + '  ')}"
            text += f"{ind}  break;\n" if brk else ""
            text += f"{ind}}}\n"
        return text + f"{ind}}}\n"

    def exec(self, m, ts):
        vals = dict(zip(ts, [v & 3 for v in self.e.ev(m, ts)]))
        labels = {label for label, _, _ in self.cases if label is not None}
        falling, cont = [], set()
        for label, body, brk in self.cases:
            entering = [t for t in ts if (vals[t] == label if label is not None else vals[t] not in labels)]
            active = sorted(set(entering) | set(falling))
            _, c = run_block(m, body, active)
            cont |= c
            falling = [] if brk else [t for t in active if t not in c]
        return frozenset(), frozenset(cont)


class Barrier:
    def render(self, ind):
        return f"{ind}__syncthreads();\n"

    def exec(self, m, ts):
        blocks = {m.geo[t].block for t in ts}
        assert len(ts) == len(blocks) * m.block_threads, "generator bug: barrier in divergent code"
        return NOTHING


class BarrierReduce:
    """int v = __syncthreads_count/_or/_and(pred): a barrier whose result is block-uniform."""

    FOLDS = {"__syncthreads_count": sum, "__syncthreads_or": lambda ps: int(any(ps)),
             "__syncthreads_and": lambda ps: int(all(ps))}

    def __init__(self, kind, pred, var):
        self.kind, self.pred, self.var = kind, pred, var

    def render(self, ind):
        return f"{ind}int {self.var.name} = {self.kind}({self.pred.render()});\n"

    def exec(self, m, ts):
        Barrier().exec(m, ts)
        per_block = {}
        for t, p in zip(ts, self.pred.ev(m, ts)):
            per_block.setdefault(m.geo[t].block, []).append(INT.wrap(p) != 0)
        for t in ts:
            m.env[t][self.var.name] = self.FOLDS[self.kind](per_block[m.geo[t].block])
        return NOTHING


class SyncWarp:
    """__syncwarp() in warp-uniform code: orders nothing the model needs, must not break anything."""

    def render(self, ind):
        return f"{ind}__syncwarp();\n"

    def exec(self, m, ts):
        return NOTHING


class ArrayDecl:
    """T a[N] = {(T)(e0), ...}; missing elements are zero (the casts avoid narrowing errors)."""

    def __init__(self, var, inits):
        self.var, self.inits = var, inits

    def render(self, ind):
        v = self.var
        return f"{ind}{v.type.name} {v.name}[{v.length}] = {{{', '.join(e.render() for e in self.inits)}}};\n"

    def exec(self, m, ts):
        v = self.var
        cols = [e.ev(m, ts) for e in self.inits]
        for i, t in enumerate(ts):
            m.env[t][v.name] = [v.type.wrap(col[i]) for col in cols] + [0] * (v.length - len(cols))
        return NOTHING


class StructDecl:
    """S s = {(T0)(e0), ...}; the members from the first bit-field on start at zero."""

    def __init__(self, var, inits):
        self.var, self.inits = var, inits

    def render(self, ind):
        v = self.var
        return f"{ind}{v.struct.name} {v.name} = {{{', '.join(e.render() for e in self.inits)}}};\n"

    def exec(self, m, ts):
        cols = [e.ev(m, ts) for e in self.inits]
        members = self.var.struct.members
        for i, t in enumerate(ts):
            vals = {mb.name: 0 for mb in members}
            for mb, col in zip(members, cols):
                vals[mb.name] = mb.store_type.wrap(col[i])
            m.env[t][self.var.name] = vals
        return NOTHING


class StructCopy:
    def __init__(self, dst, src):
        self.dst, self.src = dst, src

    def render(self, ind):
        return f"{ind}{self.dst.name} = {self.src.name};\n"

    def exec(self, m, ts):
        for t in ts:
            m.env[t][self.dst.name] = dict(m.env[t][self.src.name])
        return NOTHING


class Raw:
    """Fixed text with a model action (the prologue's initializations, the final hash)."""

    def __init__(self, text, action):
        self.text, self.action = text, action

    def render(self, ind):
        return "".join(f"{ind}{line}\n" for line in self.text.splitlines())

    def exec(self, m, ts):
        self.action(m, ts)
        return NOTHING


# ------------------------------------------------------------------ the model


class Geometry:
    """Where a thread is: block, linear id in the block, its x/y, the launch shape."""

    def __init__(self, block, tid, bdx, bdy, grid):
        self.block, self.tid, self.bdx, self.bdy, self.grid = block, tid, bdx, bdy, grid
        self.tx, self.ty = tid % bdx, tid // bdx


class Model:
    """The state of a launch: per-thread locals, shared memory per block, g32/g64."""

    def __init__(self, k):
        nt = k.bdx * k.bdy
        self.block_threads = nt
        self.geo = [Geometry(b, t, k.bdx, k.bdy, k.grid) for b in range(k.grid) for t in range(nt)]
        self.env = [{} for _ in self.geo]
        self.input = k.input
        self.shared = {a.name: [[0] * a.n for _ in range(k.grid)] for a in k.arrays}
        self.shared.update({a.name: [[0] * a.k for _ in range(k.grid)] for a in k.accs if a.space == "shared"})
        self.g32, self.g64 = list(k.g32), list(k.g64)
        self.out = [0] * (len(self.geo) * k.out_width)

    def acc_load(self, acc, geo, idx):
        if acc.space == "shared":
            return self.shared[acc.name][geo.block][idx & (acc.k - 1)]
        return getattr(self, acc.buf)[acc.cell(geo, idx)]

    def acc_store(self, acc, geo, idx, value):
        if acc.space == "shared":
            self.shared[acc.name][geo.block][idx & (acc.k - 1)] = acc.type.wrap(value)
        else:
            getattr(self, acc.buf)[acc.cell(geo, idx)] = acc.buf_type.wrap(value)


# ------------------------------------------------------------------ the generator

SHAPES = [(32, 1), (64, 1), (96, 1), (128, 1), (32, 2), (16, 4), (64, 2), (8, 8), (32, 3)]
ACC_FAMILIES = {
    INT: ["add", "min", "max", "and", "or", "xor"],
    UINT: ["add", "min", "max", "and", "or", "xor", "inc", "dec"],
    ULLONG: ["add", "min", "max", "and", "or", "xor"],
    LLONG: ["min", "max"],
}
PARAM_TYPES = {SCHAR: "i8", UCHAR: "u8", SHORT: "i16", USHORT: "u16", INT: "i32", UINT: "u32", LLONG: "i64", ULLONG: "u64"}
MAX_DEPTH = 3


class Generator:
    def __init__(self, seed, trace=False, floats=False):
        self.trace = trace
        self.floats = floats  # float/double locals and expressions (gpugen_float.py)
        self.rng = r = random.Random(seed)
        self.seed = seed
        self.bdx, self.bdy = r.choice(SHAPES)
        self.nt = self.bdx * self.bdy
        self.grid = r.choice([1, 2])
        self.count = 0
        self.scopes = [[]]
        self.level, self.depth = 0, 0
        self.loop_level = None  # the body level of the innermost loop that may break/continue
        self.can_continue = False
        self.modes = {}
        self.stable_only = False  # expressions may read only memory no phase writes
        self.functions = []
        self.in_function = False
        self.input = [self.value(UINT) for _ in range(IN_LEN)]
        self.g32 = [self.value(UINT) for _ in range(G32_LEN)]
        self.g64 = [self.value(ULLONG) for _ in range(G64_LEN)]
        self.arrays = []
        for _ in range(r.randint(0, 3)):
            self.arrays.append(self.make_array())
        self.structs = [self.make_struct() for _ in range(r.randint(0, 2))]
        self.tables = [self.make_table() for _ in range(r.randint(0, 3))]
        self.accs = []
        for _ in range(r.randint(0, 4)):
            self.add_accumulator()

    # -- names, values, scopes

    def name(self, prefix="v"):
        self.count += 1
        return f"{prefix}{self.count}"

    def value(self, t):
        r = self.rng
        kind = r.random()
        if kind < 0.15:
            return t.wrap(r.choice([0, 1, -1, 2, t.min, t.max, t.max - 1, t.min + 1]))
        if kind < 0.35:
            return t.wrap(r.randint(-16, 16))
        if kind < 0.5:
            return t.wrap((1 << r.randrange(t.bits)) + r.choice([-1, 0, 1]))
        return t.wrap(r.getrandbits(t.bits))

    def visible(self, kind="scalar"):
        """The locals in scope of a kind: scalar, array or struct."""
        return [v for scope in self.scopes for v in scope if v.kind == kind]

    def enter(self, level):
        """Saves the context and opens a scope at the given control level."""
        saved = (self.level, self.depth, self.loop_level, self.can_continue)
        self.scopes.append([])
        self.level, self.depth = max(self.level, level), self.depth + 1
        return saved

    def leave(self, saved):
        self.scopes.pop()
        self.level, self.depth, self.loop_level, self.can_continue = saved

    # -- memory objects

    def make_array(self):
        r = self.rng
        n = 1 << (self.nt - 1).bit_length()
        n *= r.choice([1, 1, 2])
        dynamic = not self.arrays and r.random() < 0.3
        return SharedArray(self.name("sh"), r.choice(TYPES), n, r.getrandbits(32) | 1, r.getrandbits(32), dynamic)

    def make_struct(self):
        r = self.rng
        members = []
        for i in range(r.randint(1, 5)):
            if r.random() < 0.4:
                t = r.choice([INT, UINT, LLONG, ULLONG, USHORT, SCHAR])
                members.append(Member(f"f{i}", t, r.randint(1, t.bits)))
            else:
                members.append(Member(f"f{i}", r.choice(TYPES)))
        return StructType(f"S{self.name('')}", members)

    def make_table(self):
        r = self.rng
        n = r.choice([2, 4, 8, 16])
        space = r.choice(["__constant__", "__device__"])
        if self.structs and r.random() < 0.4:
            st = r.choice(self.structs)
            rows = [[self.value(m.store_type) for m in st.members[:r.randint(1, len(st.members))]]
                    for _ in range(r.randint(1, n))]
            return Table(space, self.name("tab"), st, n, rows)
        t = r.choice(TYPES)
        return Table(space, self.name("tab"), t, n, [self.value(t) for _ in range(r.randint(1, n))])

    def add_accumulator(self):
        r = self.rng
        t = r.choice(list(ACC_FAMILIES))
        family = r.choice(ACC_FAMILIES[t])
        k = r.choice([1, 2, 4, 8])
        space = r.choice(["shared", "shared", "block", "grid"])
        limit = r.randint(1, 40)
        if space == "shared":
            self.accs.append(Accumulator(self.name("acc"), space, t, family, k, 0, limit))
            return
        buf_len = G64_LEN if t.bits == 64 else G32_LEN
        used = sum(a.k * (self.grid if a.space == "block" else 1) for a in self.accs
                   if a.space != "shared" and a.buf == ("g64" if t.bits == 64 else "g32"))
        size = k * (self.grid if space == "block" else 1)
        if used + size <= buf_len:
            self.accs.append(Accumulator(self.name("acc"), space, t, family, k, used, limit))

    def new_phase(self):
        """Modes of the shared arrays and accumulators until the next barrier."""
        r = self.rng
        self.modes = {}
        for a in self.arrays:
            mode = r.choice(["write", "read", "read", "none"])
            self.modes[a.name] = ("write", r.getrandbits(8) | 1, r.getrandbits(8)) if mode == "write" else (mode,)
        for a in self.accs:
            self.modes[a.name] = ("atomic",) if a.space == "grid" or r.random() < 0.6 else ("read",)

    def arrays_in(self, mode):
        return [a for a in self.arrays if self.modes.get(a.name, ("none",))[0] == mode]

    def accs_in(self, mode):
        return [a for a in self.accs if self.modes.get(a.name, ("none",))[0] == mode]

    # -- expressions

    def expr(self, depth, maxlvl, coll=True):
        """A random expression of uniformity level <= maxlvl."""
        r = self.rng
        coll = coll and self.level <= 2
        if depth <= 0 or r.random() < 0.2:
            return self.leaf(maxlvl)
        kinds = ["binary"] * 8 + ["unary", "cast", "cast", "cond", "intrinsic", "intrinsic", "memory"]
        if self.functions:
            kinds += ["call"]
        if coll and maxlvl >= 2:
            kinds += ["collective"] * 2
        if self.floats:
            kinds += ["float"] * 2
        kind = r.choice(kinds)
        return getattr(self, "expr_" + kind)(depth - 1, maxlvl, coll)

    def leaf(self, maxlvl):
        r = self.rng
        vars_ = [v for v in self.visible() if v.level <= maxlvl]
        arrays = [v for v in self.visible("array") if v.level <= maxlvl]
        roll = r.random()
        structs = [v for v in self.visible("struct") if v.level <= maxlvl]
        if arrays and roll < 0.1:
            return ArrElem(r.choice(arrays), self.leaf(maxlvl))
        if structs and roll < 0.2:
            v = r.choice(structs)
            return MemberRef(v, r.choice(v.struct.members))
        if vars_ and roll < 0.55:
            return VarRef(r.choice(vars_))
        if roll < 0.75:
            t = r.choice(TYPES)
            return Const(t, self.value(t))
        top = 0 if self.in_function else maxlvl  # a helper's result depends only on its arguments
        specials = [s for s, (_, lvl, _) in SPECIALS.items() if lvl <= top and (s != "threadIdx.y" or self.bdy > 1)]
        return Special(r.choice(specials))

    def expr_memory(self, depth, maxlvl, coll):
        r = self.rng
        options = ["in"] + ["table"] * min(len(self.tables), 2)
        if not self.stable_only:  # only the input buffer is the same in every phase
            if maxlvl >= 3 and self.arrays_in("write"):
                options.append("own")
            if maxlvl >= 1 and self.arrays_in("read"):
                options += ["shared"] * 2
            if maxlvl >= 1 and [a for a in self.accs_in("read") if a.space != "grid"]:
                options += ["acc"] * 2
            if maxlvl >= 1 and self.arrays_in("read"):
                options += ["select"]
        kind = r.choice(options)
        idx = self.expr(min(depth, 1), maxlvl, coll)
        if kind == "in":
            return InRead(idx)
        if kind == "table":
            tab = r.choice(self.tables)
            member = r.choice(tab.elem.members) if isinstance(tab.elem, StructType) else None
            return TableRead(tab, idx, member)
        if kind == "own":
            a = r.choice(self.arrays_in("write"))
            _, k, c = self.modes[a.name]
            return OwnSlot(a, k, c)
        if kind == "shared":
            return SharedRead(r.choice(self.arrays_in("read")), idx)
        if kind == "select":
            return self.pointer_select(depth, maxlvl, coll)
        return AccRead(r.choice([a for a in self.accs_in("read") if a.space != "grid"]), idx)

    def pointer_select(self, depth, maxlvl, coll):
        r = self.rng
        a = r.choice(self.arrays_in("read"))
        others = [b for b in self.arrays_in("read") if b.type is a.type] + ([None] if a.type is UINT else [])
        c = self.expr(min(depth, 2), maxlvl, coll)
        i, j = self.expr(min(depth, 1), maxlvl, False), self.expr(min(depth, 1), maxlvl, False)
        return PointerSelect(c, a, i, r.choice(others), j)

    def expr_float(self, depth, maxlvl, coll):
        return gpugen_float.int_use(self, depth, maxlvl, (INT, ULLONG))

    def expr_call(self, depth, maxlvl, coll):
        fn = self.rng.choice(self.functions)
        return Call(fn, [self.expr(depth, maxlvl, coll) for _ in fn.params])

    def expr_binary(self, depth, maxlvl, coll):
        r = self.rng
        op = r.choice(["+", "-", "*", "/", "%", "&", "|", "^", "<<", ">>", "<", "<=", ">", ">=", "==", "!=", "&&", "||"])
        a = self.expr(depth, maxlvl, coll)
        b = self.expr(depth, maxlvl, coll and op not in ("&&", "||"))
        ct = common(a.type, b.type)
        if op in ("+", "-", "*") and ct.signed:
            return SafeCall({"+": "add", "-": "sub", "*": "mul"}[op], ct, [a, b])
        if op in ("/", "%"):
            return SafeCall("div" if op == "/" else "mod", ct, [a, b])
        if op == "<<" and promote(a.type).signed or op in ("<<", ">>") and r.random() < 0.3:
            return SafeCall("shl" if op == "<<" else "shr", promote(a.type), [a, b])
        return Binary(op, a, b)

    def expr_unary(self, depth, maxlvl, coll):
        e = self.expr(depth, maxlvl, coll)
        op = self.rng.choice(["-", "~", "!"])
        if op == "-" and promote(e.type).signed:
            return SafeCall("neg", promote(e.type), [e])
        return Unary(op, e)

    def expr_cast(self, depth, maxlvl, coll):
        return Cast(self.rng.choice(TYPES), self.expr(depth, maxlvl, coll))

    def expr_cond(self, depth, maxlvl, coll):
        c = self.expr(depth, maxlvl, coll)
        return Cond(c, self.expr(depth, maxlvl, False), self.expr(depth, maxlvl, False))

    def expr_intrinsic(self, depth, maxlvl, coll):
        r = self.rng
        name = r.choice(list(INTRINSICS))
        params = INTRINSICS[name][0]
        if params is None:
            t = r.choice([INT, UINT, LLONG, ULLONG])
            return Intrinsic(name, [Cast(t, self.expr(depth, maxlvl, coll)) for _ in range(2)], t)
        args = [self.expr(depth, maxlvl, coll) for _ in params]
        if name == "__byte_perm":  # CUDA defines only the low three bits of each selector nibble
            args[2] = Const(UINT, r.getrandbits(32) & 0x77777777)
        return Intrinsic(name, args)

    def expr_collective(self, depth, maxlvl, coll):
        r = self.rng
        kind = r.choice(["shfl", "shfl", "vote", "vote", "match"] if maxlvl >= 3 else ["vote"])
        arg = self.expr(depth, 3, coll)
        if kind == "vote":
            name = r.choice(list(VOTES))
            return Vote(name, arg, r.choice([INT, UINT]) if VOTES[name][0] is None else None)
        t = r.choice([INT, UINT, LLONG, ULLONG, None])
        if kind == "match":
            t = t or promote(arg.type)
            return MatchAny(t, arg)
        mode = r.choice(list(SHFL_NAMES))
        if r.random() < 0.6:
            lane = Const(UINT if mode in ("up", "down") else INT, r.randrange(32 if mode != "idx" else 40))
        else:
            lane = self.expr(min(depth, 1), 3, coll)
        return Shuffle(mode, t, arg, lane, r.choice([32, 32, 32, 16, 8, 4, 2]))

    # -- statements

    def block(self, n):
        out = []
        for _ in range(n):
            out.append(self.stmt())
        return out

    def stmt(self):
        r = self.rng
        kinds = ["decl"] * 3 + ["assign"] * 5 + ["compound"] * 2 + ["incdec"]
        if self.arrays_in("write"):
            kinds += ["slot"] * 2
        if self.accs_in("atomic"):
            kinds += ["atomic"] * 2
        if self.depth < MAX_DEPTH:
            kinds += ["if"] * 3 + ["loop"] * 2 + ["switch"]
        if self.loop_level is not None and self.level == self.loop_level:
            kinds += ["jump"]
        if self.level <= 2 and self.rng.random() < 0.1:
            kinds += ["syncwarp"]
        if self.floats:
            kinds += ["fdecl"] * 2 + ["fassign"] * 2
        for _ in range(10):
            s = getattr(self, "stmt_" + r.choice(kinds))()
            if s is not None:
                return s
        return self.stmt_decl()

    def stmt_syncwarp(self):
        return SyncWarp()

    def stmt_decl(self):
        r = self.rng
        if r.random() < 0.15:
            return self.array_decl()
        if self.structs and r.random() < 0.15:
            return self.struct_decl()
        e = self.expr(r.randint(1, 4), 3)
        level = max(self.level, e.level, r.choice([0, 3, 3]))
        var = Var(self.name(), r.choice(TYPES), level)
        self.scopes[-1].append(var)
        return Decl(var, e)

    def stmt_fdecl(self):
        r = self.rng
        e = gpugen_float.fexpr(self, r.randint(1, 4), 3)
        level = max(self.level, e.level, r.choice([0, 3, 3]))
        var = Var(self.name("f"), e.type, level)
        var.kind = "float"
        self.scopes[-1].append(var)
        return Decl(var, e)

    def stmt_fassign(self):
        r = self.rng
        targets = [v for v in self.visible("float") if v.level >= self.level]
        if not targets:
            return None
        v = r.choice(targets)
        return Assign(VarRef(v), "", gpugen_float.fexpr(self, r.randint(1, 4), v.level, v.type))

    # gpugen_float builds its reads, conversions and ?: with these (they serve float
    # and double as they serve the integer types: FloatType has .name and .wrap).
    def var_ref(self, v):
        return VarRef(v)

    def cast(self, t, e):
        return Cast(t, e)

    def cond(self, c, a, b):
        return Cond(c, a, b)

    def array_decl(self):
        r = self.rng
        t, n = r.choice(TYPES), r.choice([2, 4, 8])
        inits = [Cast(t, self.expr(r.randint(0, 2), 3)) for _ in range(r.randint(0, n))]
        level = max([self.level, r.choice([0, 3, 3])] + [e.level for e in inits])
        var = Var(self.name("a"), t, level, length=n)
        self.scopes[-1].append(var)
        return ArrayDecl(var, inits)

    def struct_decl(self):
        r = self.rng
        st = r.choice(self.structs)
        plain = st.plain_prefix()
        inits = [Cast(m.decl_type, self.expr(r.randint(0, 2), 3)) for m in plain[:r.randint(0, len(plain))]]
        level = max([self.level, r.choice([0, 3, 3])] + [e.level for e in inits])
        var = Var(self.name("s"), None, level, struct=st)
        self.scopes[-1].append(var)
        return StructDecl(var, inits)

    def assignable(self, pred=lambda t: True):
        return [v for v in self.visible() if v.mutable and v.level >= self.level and pred(v.type)]

    def stmt_assign(self):
        r = self.rng
        arrays = [v for v in self.visible("array") if v.level >= self.level]
        if arrays and r.random() < 0.3:
            a = r.choice(arrays)
            target = ArrElem(a, self.expr(r.randint(0, 2), a.level))
            e = self.expr(r.randint(1, 4), a.level)
            return Assign(target, "" if r.random() < 0.6 else self.compound_op(a.type, e), e)
        structs = [v for v in self.visible("struct") if v.level >= self.level]
        if structs and r.random() < 0.3:
            v = r.choice(structs)
            same = [w for w in self.visible("struct") if w.struct is v.struct and w.level <= v.level and w is not v]
            if same and r.random() < 0.3:
                return StructCopy(v, r.choice(same))
            target = MemberRef(v, r.choice(v.struct.members))
            e = self.expr(r.randint(1, 4), v.level)
            return Assign(target, "" if r.random() < 0.6 else self.compound_op(target.type, e), e)
        vars_ = self.assignable()
        if not vars_:
            return None
        v = r.choice(vars_)
        return Assign(VarRef(v), "", self.expr(r.randint(1, 4), v.level))

    def compound_op(self, t, e):
        """An operator op= that is defined for every value of t and e, or None."""
        r = self.rng
        ops = ["&", "|", "^", ">>"]
        ct = common(t, e.type)
        if not ct.signed or (t.bits < 32 and e.type.bits < 32):
            ops += ["+", "-"]
        if not ct.signed or (t.bits <= 8 and e.type.bits <= 8):
            ops += ["*"]
        if not promote(t).signed:
            ops += ["<<"]
        return r.choice(ops)

    def stmt_compound(self):
        vars_ = self.assignable()
        if not vars_:
            return None
        v = self.rng.choice(vars_)
        e = self.expr(self.rng.randint(1, 3), v.level)
        return Assign(VarRef(v), self.compound_op(v.type, e), e)

    def stmt_incdec(self):
        vars_ = self.assignable(lambda t: t is not BOOL and (t.bits < 32 or not t.signed))
        if not vars_:
            return None
        r = self.rng
        return Assign(VarRef(r.choice(vars_)), r.choice(["++", "--"]), None, r.random() < 0.5)

    def stmt_slot(self):
        r = self.rng
        a = r.choice(self.arrays_in("write"))
        _, k, c = self.modes[a.name]
        e = self.expr(r.randint(1, 4), 3)
        op = "" if r.random() < 0.6 else self.compound_op(a.type, e)
        return Assign(OwnSlot(a, k, c), op, e)

    def stmt_atomic(self):
        r = self.rng
        a = r.choice(self.accs_in("atomic"))
        op = a.family
        if op == "add" and a.type in (INT, UINT) and r.random() < 0.3:
            op = "sub"
        value = None if op in ("inc", "dec") else self.expr(r.randint(1, 3), 3)
        idx = self.expr(r.randint(0, 2), 3)
        if a.type in (INT, UINT, ULLONG) and r.random() < 0.25:
            return CasLoop(a, op, idx, value, self.name("cas"))
        return AtomicUpdate(a, op, idx, value)

    def condition(self):
        """A branch condition: mostly per-thread, sometimes warp-, block- or grid-uniform."""
        maxlvl = self.rng.choice([0, 1, 2, 2, 3, 3, 3])
        return self.expr(self.rng.randint(1, 3), maxlvl)

    def stmt_if(self):
        r = self.rng
        c = self.condition()
        saved = self.enter(c.level)
        then = self.block(r.randint(1, 3))
        self.leave(saved)
        other = []
        if r.random() < 0.5:
            saved = self.enter(c.level)
            other = self.block(r.randint(1, 3))
            self.leave(saved)
        return If(c, then, other)

    def stmt_jump(self):
        c = self.expr(self.rng.randint(1, 2), self.loop_level)
        kind = "continue" if self.can_continue and self.rng.random() < 0.5 else "break"
        return If(c, [Jump(kind)], [])

    def bound(self):
        """A trip bound in 0..7 (re-evaluated each trip, still bounded)."""
        r = self.rng
        if r.random() < 0.4:
            return Const(r.choice([INT, UINT, LLONG]), r.randint(0, 5))
        return Binary("&", self.expr(r.randint(1, 2), r.choice([0, 1, 2, 3]), False), Const(INT, 7))

    def stmt_loop(self):
        r = self.rng
        bound = self.bound()
        kind = r.choice(["for", "for", "do", "while"])
        t = r.choice([INT, UINT, LLONG, ULLONG, SHORT, UCHAR])
        saved = self.enter(bound.level)
        var = Var(self.name("i"), t, self.level, mutable=False)
        if kind == "for" and r.random() < 0.3:
            init, cond, step = bound, Binary("!=", VarRef(var), Const(INT, 0)), r.choice(["--", "-- "])
        else:
            init, cond, step = Const(t, 0), Binary("<", VarRef(var), bound), r.choice(["++", "++ "])
        step = f"{step.strip()}{var.name}" if step.endswith(" ") else f"{var.name}{step}"
        self.scopes[-1].append(var)
        self.loop_level, self.can_continue = self.level, kind != "while"
        body = self.block(r.randint(1, 4))
        self.leave(saved)
        return Loop(kind, var, init, cond, step, body)

    def stmt_switch(self):
        r = self.rng
        e = self.condition()
        labels = r.sample([0, 1, 2, 3], r.randint(1, 4))
        if r.random() < 0.5:
            labels.append(None)
        cases = []
        for label in labels:
            saved = self.enter(e.level)
            self.loop_level = None  # a break here would leave the switch
            cases.append((label, self.block(r.randint(0, 2)), r.random() < 0.7))
            self.leave(saved)
        return Switch(e, cases)

    # -- the kernel

    def barrier_loop(self):
        """barrier; for (uniform trips) { phase; barrier; phase; barrier; }"""
        r = self.rng
        self.stable_only = True  # the bound is tested after the body's barriers, in other phases
        bound = r.choice([Const(INT, r.randint(1, 3)), Binary("&", Special("blockIdx.x"), Const(INT, 1)),
                          Binary("&", self.expr(2, 1, False), Const(INT, 3))])
        self.stable_only = False
        saved = self.enter(bound.level)
        self.depth = 1
        var = Var(self.name("r"), INT, self.level, mutable=False)
        self.scopes[-1].append(var)
        self.new_phase()
        body = self.block(r.randint(2, 5))
        body.append(self.barrier())
        self.new_phase()
        body += self.block(r.randint(2, 5))
        body.append(self.barrier())
        self.leave(saved)
        return Loop("for", var, Const(INT, 0), Binary("<", VarRef(var), bound), f"++{var.name}", body)

    def make_function(self):
        """A helper over its parameters and `in` only: no memory phases, no collectives."""
        r = self.rng
        params = [Var(self.name("a"), r.choice(TYPES), 3) for _ in range(r.randint(1, 3))]
        self.scopes, self.level, self.depth = [list(params)], 3, 1
        self.stable_only = self.in_function = True
        body = self.block(r.randint(1, 4))
        result = self.expr(r.randint(1, 3), 3)
        self.scopes, self.level, self.depth = [[]], 0, 0
        self.stable_only = self.in_function = False
        self.functions.append(Function(self.name("f"), r.choice(TYPES), params, body, result))

    def barrier(self):
        """__syncthreads(), or a counting/or/and barrier whose result joins the locals."""
        r = self.rng
        if r.random() < 0.75:
            return Barrier()
        pred = self.expr(r.randint(1, 3), 3)
        var = Var(self.name(), INT, max(self.level, 1))
        self.scopes[-1].append(var)
        return BarrierReduce(r.choice(list(BarrierReduce.FOLDS)), pred, var)

    def kernel_body(self):
        r = self.rng
        for _ in range(r.choice([0, 0, 1, 2, 3])):
            self.make_function()
        self.params = [Var(f"p{i}", r.choice(list(PARAM_TYPES)), 0) for i in range(r.randint(0, 2))]
        self.param_values = [self.value(p.type) for p in self.params]
        tid = Var("tid", UINT, 3, mutable=False)
        self.scopes[0] += self.params + [tid]
        body = [Raw("unsigned int tid = threadIdx.x + threadIdx.y * blockDim.x;", self.init_tid)]
        body += [self.shared_init(a) for a in self.arrays]
        body += [self.acc_init(a) for a in self.accs if a.space == "shared"]
        self.new_phase()
        self.modes = {}
        body += [self.stmt_decl() for _ in range(r.randint(2, 4))]
        body.append(Barrier())
        for phase in range(r.randint(2, 5)):
            if phase and r.random() < 0.3:
                body.append(self.barrier_loop())
            else:
                self.new_phase()
                body += self.block(r.randint(3, 8))
                body.append(self.barrier())
        self.new_phase()
        body += self.block(r.randint(1, 4))
        body.append(self.final_hash())
        return body

    def init_tid(self, m, ts):
        for t in ts:
            m.env[t]["tid"] = m.geo[t].tid
        for p, v in zip(self.params, self.param_values):
            for t in ts:
                m.env[t][p.name] = v

    def shared_init(self, a):
        decl = f"extern __shared__ {a.type.name} {a.name}[];" if a.dynamic else f"__shared__ {a.type.name} {a.name}[{a.n}];"
        text = (f"{decl}\n"
                f"for (unsigned int i = tid; i < {a.n}u; i += {self.nt}u)\n"
                f"  {a.name}[i] = ({a.type.name})(i * {a.init_mul}u + {a.init_add}u);")

        def action(m, ts):
            for mem in m.shared[a.name]:
                for i in range(a.n):
                    mem[i] = a.type.wrap((i * a.init_mul + a.init_add) & 0xFFFFFFFF)

        return Raw(text, action)

    def acc_init(self, a):
        mul, add = self.rng.getrandbits(32), self.rng.getrandbits(32)
        text = (f"__shared__ {a.type.name} {a.name}[{a.k}];\n"
                f"if (tid < {a.k}u)\n  {a.name}[tid] = ({a.type.name})(tid * {mul}u + {add}u);")

        def action(m, ts):
            for mem in m.shared[a.name]:
                for i in range(a.k):
                    mem[i] = a.type.wrap((i * mul + add) & 0xFFFFFFFF)

        return Raw(text, action)

    def final_hash(self):
        """Each thread folds its top-level locals into out[global id]; with
        trace, it stores them unhashed instead (out then has a row per thread)."""
        names = []
        for v in self.scopes[0]:
            if v.kind == "struct":
                names += [f"{v.name}.{m.name}" for m in v.struct.members]
            elif v.kind == "float":
                names.append(f"{FLOAT_BITS[v.type.bits]}({v.name})")
            else:
                names += [v.name] if v.length is None else [f"{v.name}[{i}]" for i in range(v.length)]
        if self.trace:
            self.out_width = len(names)
            lines = [f"out[(blockIdx.x * {self.nt}u + tid) * {len(names)}u + {i}u] = (unsigned long long)({n});"
                     for i, n in enumerate(names)]
        else:
            self.out_width = 1
            lines = ["unsigned long long h = 0xcbf29ce484222325ull;"]
            lines += [f"h = (h ^ (unsigned long long)({n})) * 0x100000001b3ull;" for n in names]
            lines.append(f"out[blockIdx.x * {self.nt}u + tid] = h;")

        def value(env, n):
            if "(" in n:  # the bits of a float local
                name = n[n.index("(") + 1:-1]
                t = gpugen_float.FLOAT if n.startswith(FLOAT_BITS[32]) else gpugen_float.DOUBLE
                return gpugen_float.bits_of(t, env[name])
            if "." in n:
                name, member = n.split(".")
                return env[name][member]
            if "[" not in n:
                return env[n]
            name, i = n[:-1].split("[")
            return env[name][int(i)]

        def action(m, ts):
            for t in ts:
                vals = [ULLONG.wrap(value(m.env[t], n)) for n in names]
                if self.trace:
                    m.out[t * len(names):(t + 1) * len(names)] = vals
                    continue
                h = 0xCBF29CE484222325
                for v in vals:
                    h = ((h ^ v) * 0x100000001B3) & (2**64 - 1)
                m.out[t] = h

        self.var_names = names
        return Raw("\n".join(lines), action)


# ------------------------------------------------------------------ the kernel file

PRELUDE = """\
// Wrappers that return the first operand where C++ leaves the result undefined.
static __device__ int safe_add_i32(int a, int b) { return ((b > 0 && a > 2147483647 - b) || (b < 0 && a < (-2147483647 - 1) - b)) ? a : a + b; }
static __device__ int safe_sub_i32(int a, int b) { return ((b < 0 && a > 2147483647 + b) || (b > 0 && a < (-2147483647 - 1) + b)) ? a : a - b; }
static __device__ int safe_mul_i32(int a, int b) { long long p = (long long)a * b; return (p > 2147483647 || p < (-2147483647 - 1)) ? a : (int)p; }
static __device__ int safe_div_i32(int a, int b) { return (b == 0 || (a == (-2147483647 - 1) && b == -1)) ? a : a / b; }
static __device__ int safe_mod_i32(int a, int b) { return (b == 0 || (a == (-2147483647 - 1) && b == -1)) ? a : a % b; }
static __device__ int safe_neg_i32(int a) { return a == (-2147483647 - 1) ? a : -a; }
static __device__ int safe_shl_i32(int a, unsigned int s) { return (s >= 32u || a < 0 || a > (2147483647 >> s)) ? a : a << s; }
static __device__ int safe_shr_i32(int a, unsigned int s) { return s >= 32u ? a : a >> s; }
static __device__ long long safe_add_i64(long long a, long long b) { return ((b > 0 && a > 9223372036854775807ll - b) || (b < 0 && a < (-9223372036854775807ll - 1) - b)) ? a : a + b; }
static __device__ long long safe_sub_i64(long long a, long long b) { return ((b < 0 && a > 9223372036854775807ll + b) || (b > 0 && a < (-9223372036854775807ll - 1) + b)) ? a : a - b; }
static __device__ long long safe_mul_i64(long long a, long long b) {
  const long long mx = 9223372036854775807ll, mn = -9223372036854775807ll - 1;
  if (a > 0 ? (b > 0 ? a > mx / b : b < mn / a) : (b > 0 ? a < mn / b : (a != 0 && b < mx / a))) return a;
  return a * b;
}
static __device__ long long safe_div_i64(long long a, long long b) { return (b == 0 || (a == (-9223372036854775807ll - 1) && b == -1)) ? a : a / b; }
static __device__ long long safe_mod_i64(long long a, long long b) { return (b == 0 || (a == (-9223372036854775807ll - 1) && b == -1)) ? a : a % b; }
static __device__ long long safe_neg_i64(long long a) { return a == (-9223372036854775807ll - 1) ? a : -a; }
static __device__ long long safe_shl_i64(long long a, unsigned int s) { return (s >= 64u || a < 0 || a > (9223372036854775807ll >> s)) ? a : a << s; }
static __device__ long long safe_shr_i64(long long a, unsigned int s) { return s >= 64u ? a : a >> s; }
static __device__ unsigned int safe_div_u32(unsigned int a, unsigned int b) { return b == 0u ? a : a / b; }
static __device__ unsigned int safe_mod_u32(unsigned int a, unsigned int b) { return b == 0u ? a : a % b; }
static __device__ unsigned int safe_shl_u32(unsigned int a, unsigned int s) { return s >= 32u ? a : a << s; }
static __device__ unsigned int safe_shr_u32(unsigned int a, unsigned int s) { return s >= 32u ? a : a >> s; }
static __device__ unsigned long long safe_div_u64(unsigned long long a, unsigned long long b) { return b == 0ull ? a : a / b; }
static __device__ unsigned long long safe_mod_u64(unsigned long long a, unsigned long long b) { return b == 0ull ? a : a % b; }
static __device__ unsigned long long safe_shl_u64(unsigned long long a, unsigned int s) { return s >= 64u ? a : a << s; }
static __device__ unsigned long long safe_shr_u64(unsigned long long a, unsigned int s) { return s >= 64u ? a : a >> s; }
"""


# How the final hash reads a float local: its IEEE bits (so -0.0 and 0.0 differ).
FLOAT_BITS = {32: "__float_as_uint", 64: "__double_as_longlong"}


class Kernel:
    """One generated kernel: its source, launch, inputs and the model's outputs."""

    def __init__(self, gen, body):
        self.seed, self.bdx, self.bdy, self.grid = gen.seed, gen.bdx, gen.bdy, gen.grid
        self.input, self.g32, self.g64 = gen.input, gen.g32, gen.g64
        self.arrays, self.accs = gen.arrays, gen.accs
        self.params, self.param_values, self.functions = gen.params, gen.param_values, gen.functions
        self.structs, self.tables = gen.structs, gen.tables
        self.body, self.out_width, self.var_names = body, gen.out_width, gen.var_names
        self.floats = gen.floats
        self.source = self.render()
        self.expected = self.run_model()

    def render(self):
        params = "".join(f", {p.type.name} {p.name}" for p in self.params)
        functions = "".join(x.render() for x in self.structs + self.tables)
        functions += "".join(f.render() + "\n" for f in self.functions)
        prelude = PRELUDE + (gpugen_float.PRELUDE if self.floats else "")
        head = (f"// gpugen seed {self.seed}: grid {self.grid}, block ({self.bdx}, {self.bdy})\n{prelude}\n{functions}"
                f'extern "C" __global__ void {KERNEL}(const unsigned int *in, unsigned long long *out, '
                f"unsigned int *g32, unsigned long long *g64{params}) {{\n")
        return head + render_block(self.body, "  ") + "}\n"

    def run_model(self):
        m = Model(self)
        run_block(m, self.body, list(range(len(m.geo))))
        return (m.out, m.g32, m.g64)

    def sim_args(self):
        def values(vs):
            return ",".join(str(v) for v in vs)

        n = self.grid * self.bdx * self.bdy * self.out_width
        dynamic = sum(a.bytes() for a in self.arrays if a.dynamic)
        args = ["--kernel", KERNEL, "--grid", str(self.grid), "--block", f"{self.bdx},{self.bdy}",
                "--shared", str(dynamic),
                "--buf", f"in:u32:{IN_LEN}={values(self.input)}", "--buf", f"out:u64:{n}=zeros",
                "--buf", f"g32:u32:{G32_LEN}={values(self.g32)}", "--buf", f"g64:u64:{G64_LEN}={values(self.g64)}",
                "--arg", "in", "--arg", "out", "--arg", "g32", "--arg", "g64"]
        for p, v in zip(self.params, self.param_values):
            args += ["--arg", f"{PARAM_TYPES[p.type]}:{v}"]
        # --racecheck: the phases keep shared memory race-free, so a race is a miscompile
        return args + ["--dump", "out", "--dump", "g32", "--dump", "g64", "--racecheck"]

    def expected_dump(self):
        return self.expected

    def parse_dump(self, stdout):
        """ptxsim's dump lines as (out, g32, g64), or None when they do not parse."""
        try:
            vals = [int(line) for line in stdout.split()]
        except ValueError:
            return None
        n = len(self.expected[0])
        if len(vals) != n + G32_LEN + G64_LEN:
            return None
        return (vals[:n], vals[n:n + G32_LEN], vals[n + G32_LEN:])


def generate(seed, trace=False, floats=False):
    """The kernel of a seed; trace=True dumps every thread's locals instead of their hash;
    floats=True adds float/double locals (another program for the same seed)."""
    gen = Generator(seed, trace, floats)
    body = gen.kernel_body()
    return Kernel(gen, body)


def describe_difference(expected, got):
    """A one-line account of where two dumps differ."""
    if got is None:
        return "ptxsim's output does not parse as the kernel's dumps"
    parts = []
    for name, want, have in zip(("out", "g32", "g64"), expected, got):
        bad = [i for i, (a, b) in enumerate(zip(want, have)) if a != b]
        if bad:
            i = bad[0]
            what = f"out[{i}]" if name == "out" else f"{name}[{i}]"
            parts.append(f"{name}: {len(bad)} differ, first {what}: expected {want[i]}, got {have[i]}")
    return "; ".join(parts) or "no difference"


if __name__ == "__main__":
    import sys

    seed = next((int(a) for a in sys.argv[1:] if a.isdigit()), 1)
    k = generate(seed, floats="--floats" in sys.argv)
    if "--args" in sys.argv:
        print(" ".join(k.sim_args()))
    else:
        print(k.source)
