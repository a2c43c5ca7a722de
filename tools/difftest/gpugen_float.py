"""Floating-point locals and expressions for gpugen (opt-in: generate(seed, floats=True)).

The integer generator's promise holds here too: the Python model computes what
any correct compiler's code must print, bit for bit. Floats are kept out of the
corners where C++ or CUDA leave results open:

* No NaN ever exists (its payload bits differ between machines): arithmetic goes
  through safe_f* wrappers that return the first operand unless the result is
  within [-LIMIT, LIMIT], which also keeps inf from being made by arithmetic.
  (A conversion from double may still give inf; inf compares and hashes fine.)
* Only correctly rounded operations: + - * / (CUDA's defaults are div.rn and
  sqrt.rn), sqrt, fma, and exact ones: negation, fabs, floor/ceil/trunc/rint,
  comparisons, int -> float (round to nearest even), float -> int (truncation,
  guarded to the target's range). The model does + - * / sqrt in binary64 and
  rounds once to binary32: for these that double rounding is innocuous, since
  53 >= 2*24 + 2 (Figueroa); fma and literals round from the exact rational.
* No bare `a * b + c`: FMA contraction (nvcc's --fmad=true, and ptxc's) may fuse
  a product with an add and round once. Every product here is a wrapper's
  result selected against its first operand, which nothing may fuse.
* Signed zeros are part of the value: `x + 0.0f` is not `x` when x is -0.0, so a
  compiler that folds it is caught by the hash of the bits.
"""
import math
import struct
from fractions import Fraction


class FloatType:
    """float or double: spelling, width, the limit its wrappers keep results within."""

    def __init__(self, name, bits, suffix, limit, fn_suffix):
        self.name, self.bits, self.suffix, self.limit, self.fn_suffix = name, bits, suffix, limit, fn_suffix
        self.mantissa = 24 if bits == 32 else 53
        self.min_exp = -149 if bits == 32 else -1074  # the weight of the lowest subnormal bit

    def wrap(self, v):
        """v (a Python float, exact or binary64) rounded to this type."""
        return to_f32(v) if self.bits == 32 else float(v)

    def fn(self, base):
        """The C math function for this type: floorf / floor."""
        return base + self.fn_suffix

    def __repr__(self):
        return self.name


FLOAT = FloatType("float", 32, "f", "1e30f", "f")
DOUBLE = FloatType("double", 64, "", "1e300", "")
FLOAT_TYPES = [FLOAT, DOUBLE]


def to_f32(x):
    """Round a binary64 to binary32 (to nearest even; overflow gives inf)."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


def bits_of(t, x):
    """The IEEE bit pattern of x as type t, as an unsigned integer."""
    if t.bits == 32:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def round_exact(t, q):
    """The rational q rounded to type t, to nearest even (subnormals, overflow to inf)."""
    if q == 0:
        return 0.0
    sign = -1.0 if q < 0 else 1.0
    m = abs(Fraction(q))
    e = m.numerator.bit_length() - m.denominator.bit_length()  # 2^e <= m < 2^(e+2)
    if Fraction(2) ** e > m:
        e -= 1
    unit = max(e - (t.mantissa - 1), t.min_exp)  # the weight of the last kept bit
    scaled = m / Fraction(2) ** unit
    n = scaled.numerator // scaled.denominator
    rest = scaled - n
    if rest > Fraction(1, 2) or (rest == Fraction(1, 2) and n % 2 == 1):
        n += 1
    try:
        value = math.ldexp(float(n), unit)  # n has at most mantissa + 1 bits: exact
    except OverflowError:
        return sign * math.inf
    if t.bits == 32 and abs(value) > 3.4028234663852886e38:
        return sign * math.inf
    return sign * value


def from_int(t, i):
    """An integer converted to type t (round to nearest even, from the exact value)."""
    return round_exact(t, Fraction(i)) if i else 0.0


# ------------------------------------------------------------------ expressions
#
# Each has .type (a FloatType, or the integer type of comparisons and
# conversions), .level (uniformity), .render() and .ev(model, threads).


class FConst:
    """A decimal literal; the model rounds its exact value as the compiler must."""

    def __init__(self, t, text):
        self.type, self.text, self.level = t, text, 0
        self.value = round_exact(t, Fraction(text.lstrip("-"))) * (-1.0 if text.startswith("-") else 1.0)

    def render(self):
        body = self.text + self.type.suffix
        return f"({body})" if body.startswith("-") else body

    def ev(self, m, ts):
        return [self.value] * len(ts)


class FFromInt:
    """(float)(integer expression)."""

    def __init__(self, t, e):
        self.type, self.e, self.level = t, e, e.level

    def render(self):
        return f"(({self.type.name})({self.e.render()}))"

    def ev(self, m, ts):
        return [from_int(self.type, v) for v in self.e.ev(m, ts)]


def _finite_or(t, r, a):
    """r if it is within the wrappers' limit (the literal as the type holds it), else a."""
    return r if abs(r) <= round_exact(t, Fraction(t.limit.rstrip("f"))) else a


def _checked(t, op, a, b):
    """The value of safe_f<op>(a, b): the rounded result, or a when it leaves the range."""
    if op == "sqrt":
        return t.wrap(math.sqrt(a)) if 0.0 <= a < math.inf else a
    if op == "div" and b == 0.0:
        return a  # inf or NaN: out of range
    # Python's binary64 follows IEEE for inf operands (1/inf = 0, inf - inf = NaN).
    r = {"add": a + b, "sub": a - b, "mul": a * b, "div": a / b if b else 0.0}[op]
    return a if math.isnan(r) else _finite_or(t, t.wrap(r), a)


class FSafe:
    """safe_f<op>_<t>(a, b) (and sqrt of one operand)."""

    def __init__(self, t, op, args):
        self.type, self.op, self.args = t, op, args
        self.level = max(a.level for a in args)

    def render(self):
        return f"safe_f{self.op}_{self.type.name}({', '.join(a.render() for a in self.args)})"

    def ev(self, m, ts):
        t = self.type
        cols = [a.ev(m, ts) for a in self.args]
        if self.op == "sqrt":
            return [_checked(t, "sqrt", a, 0.0) for a in cols[0]]
        if self.op == "fma":
            return [_fma(t, a, b, c) for a, b, c in zip(*cols)]
        return [_checked(t, self.op, a, b) for a, b in zip(*cols)]


def _fma(t, a, b, c):
    if any(math.isinf(v) for v in (a, b, c)):
        return a
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        # IEEE: an exact zero sum is +0 unless both addends are -0.
        product_negative = math.copysign(1.0, a) * math.copysign(1.0, b) < 0
        r = -0.0 if product_negative and math.copysign(1.0, c) < 0 else 0.0
    else:
        r = round_exact(t, exact)
    return _finite_or(t, r, a)


def _integral(name, x):
    if math.isinf(x):
        return x
    n = {"floor": math.floor, "ceil": math.ceil, "trunc": math.trunc, "rint": round}[name](x)
    return float(n) if n != 0 else math.copysign(0.0, x)


class FUnary:
    """-x, fabs(x) and the exact rounding functions floor/ceil/trunc/rint."""

    def __init__(self, op, e):
        self.op, self.e, self.type, self.level = op, e, e.type, e.level

    def render(self):
        if self.op == "-":
            return f"(-({self.e.render()}))"
        return f"{self.type.fn(self.op)}({self.e.render()})"

    def ev(self, m, ts):
        vals = self.e.ev(m, ts)
        if self.op == "-":
            return [-v for v in vals]
        if self.op == "fabs":
            return [abs(v) for v in vals]
        return [_integral(self.op, v) for v in vals]


# ------------------------------------------------------ integer-valued uses of floats


class FCompare:
    """a < b (and the other comparisons) of two floating operands: an int 0 or 1."""

    OPS = ("<", "<=", ">", ">=", "==", "!=")

    def __init__(self, op, a, b, int_type):
        self.op, self.a, self.b, self.type = op, a, b, int_type
        self.level = max(a.level, b.level)

    def render(self):
        return f"({self.a.render()} {self.op} {self.b.render()})"

    def ev(self, m, ts):
        f = {"<": float.__lt__, "<=": float.__le__, ">": float.__gt__, ">=": float.__ge__,
             "==": float.__eq__, "!=": float.__ne__}[self.op]
        return [int(f(float(x), float(y))) for x, y in zip(self.a.ev(m, ts), self.b.ev(m, ts))]


class FToInt:
    """safe_f2i_<t>(x) (int) or safe_f2ull_<t>(x) (unsigned long long): truncation
    toward zero, 0 where C++ leaves the conversion undefined."""

    RANGES = {"i": (-2147483649, 2147483648), "ull": (-1, 1 << 64)}

    def __init__(self, kind, e, int_type):
        self.kind, self.e, self.type, self.level = kind, e, int_type, e.level

    def render(self):
        return f"safe_f2{self.kind}_{self.e.type.name}({self.e.render()})"

    def ev(self, m, ts):
        lo, hi = self.RANGES[self.kind]
        return [math.trunc(x) if not math.isinf(x) and lo < x < hi else 0 for x in self.e.ev(m, ts)]


# ------------------------------------------------------------------ the generator's part


def literal_text(rng):
    """A decimal literal: small dyadic values, decimals that need rounding, extremes."""
    roll = rng.random()
    if roll < 0.3:
        return rng.choice(["0.0", "-0.0", "1.0", "-1.0", "0.5", "2.0", "-0.25", "3.0", "1024.0", "-65536.0"])
    if roll < 0.7:
        return f"{rng.choice(['', '-'])}{rng.randint(0, 999)}.{rng.randint(0, 999):03d}"
    mant = f"{rng.randint(1, 9)}.{rng.randint(0, 99999):05d}"
    return f"{rng.choice(['', '-'])}{mant}e{rng.choice([-45, -40, -38, -20, -7, -1, 5, 9, 20, 30, 38])}"


def _literal(gen, t):
    text = literal_text(gen.rng)
    c = FConst(t, text)
    if t.bits == 32 and math.isinf(c.value):
        c = FConst(t, "1.5")  # a float literal out of range is ill-formed
    return c


def fexpr(gen, depth, maxlvl, t=None):
    """A random floating expression of uniformity level <= maxlvl."""
    r = gen.rng
    t = t or r.choice(FLOAT_TYPES)
    if depth <= 0 or r.random() < 0.25:
        return fleaf(gen, maxlvl, t)
    kind = r.choice(["safe"] * 6 + ["unary"] * 2 + ["fma", "sqrt", "cond", "from_int", "convert"])
    if kind == "safe":
        op = r.choice(["add", "sub", "mul", "div"])
        return FSafe(t, op, [fexpr(gen, depth - 1, maxlvl, t), fexpr(gen, depth - 1, maxlvl, t)])
    if kind == "fma":
        return FSafe(t, "fma", [fexpr(gen, depth - 1, maxlvl, t) for _ in range(3)])
    if kind == "sqrt":
        return FSafe(t, "sqrt", [fexpr(gen, depth - 1, maxlvl, t)])
    if kind == "unary":
        return FUnary(r.choice(["-", "fabs", "floor", "ceil", "trunc", "rint"]), fexpr(gen, depth - 1, maxlvl, t))
    if kind == "cond":
        c = gen.expr(min(depth - 1, 2), maxlvl, False)
        return gen.cond(c, fexpr(gen, depth - 1, maxlvl, t), fexpr(gen, depth - 1, maxlvl, t))
    if kind == "from_int":
        return FFromInt(t, gen.expr(min(depth - 1, 2), maxlvl, False))
    other = DOUBLE if t is FLOAT else FLOAT
    return gen.cast(t, fexpr(gen, depth - 1, maxlvl, other))


def fleaf(gen, maxlvl, t):
    r = gen.rng
    vars_ = [v for v in gen.visible("float") if v.level <= maxlvl and v.type is t]
    roll = r.random()
    if vars_ and roll < 0.5:
        return gen.var_ref(r.choice(vars_))
    if roll < 0.8:
        return _literal(gen, t)
    return FFromInt(t, gen.leaf(maxlvl))


def int_use(gen, depth, maxlvl, int_types):
    """An integer expression made of floats: a comparison or a guarded conversion."""
    r = gen.rng
    int_t, ull_t = int_types
    if r.random() < 0.5:
        t = r.choice(FLOAT_TYPES)
        a, b = fexpr(gen, depth, maxlvl, t), fexpr(gen, depth, maxlvl, t)
        return FCompare(r.choice(FCompare.OPS), a, b, int_t)
    kind = r.choice(["i", "i", "ull"])
    return FToInt(kind, fexpr(gen, depth, maxlvl), int_t if kind == "i" else ull_t)


def _wrappers(t):
    n, lim = t.name, t.limit
    ops = {"add": "+", "sub": "-", "mul": "*", "div": "/"}
    lines = [f"static __device__ {n} safe_f{op}_{n}({n} a, {n} b) {{ {n} r = a {sym} b; "
             f"return {t.fn('fabs')}(r) <= {lim} ? r : a; }}" for op, sym in ops.items()]
    lines.append(f"static __device__ {n} safe_ffma_{n}({n} a, {n} b, {n} c) {{ {n} r = {t.fn('fma')}(a, b, c); "
                 f"return {t.fn('fabs')}(r) <= {lim} ? r : a; }}")
    lines.append(f"static __device__ {n} safe_fsqrt_{n}({n} a) {{ {n} r = {t.fn('sqrt')}(a); "
                 f"return a >= 0 && {t.fn('fabs')}(r) <= {lim} ? r : a; }}")
    lines.append(f"static __device__ int safe_f2i_{n}({n} x) {{ "
                 f"return x > -2147483649.0 && x < 2147483648.0 ? (int)x : 0; }}")
    lines.append(f"static __device__ unsigned long long safe_f2ull_{n}({n} x) {{ "
                 f"return x > -1.0 && x < 18446744073709551616.0 ? (unsigned long long)x : 0ull; }}")
    return lines


PRELUDE = ("// Floating wrappers: the result, or the first operand where it would leave\n"
           "// [-limit, limit] (so no NaN is ever made); conversions guarded to the range.\n"
           + "\n".join(line for t in FLOAT_TYPES for line in _wrappers(t)) + "\n")
