//! Independent Rust models of every corpus kernel.
//!
//! Each reference receives the launch shape, the initial buffers and the
//! scalar arguments, and rewrites the buffers to what the kernel must leave
//! there (and the expected printf output). They follow C semantics exactly:
//! integer arithmetic wraps at the C type's width, conversions follow C rules,
//! and float expressions use `mul_add` where nvcc contracts to fma (the case's
//! `tol` header covers compilers that do not).

#![allow(clippy::needless_range_loop)] // loops mirror the kernels' C indexing

use ptxsim::Arg;
use std::collections::BTreeMap;

/// Inputs and outputs of a reference model.
pub struct RefEnv {
    /// Grid shape.
    pub grid: [u32; 3],
    /// Block shape.
    pub block: [u32; 3],
    /// Buffers by name (raw little-endian bytes).
    pub bufs: BTreeMap<String, Vec<u8>>,
    /// Kernel arguments in order (buffers appear as `Arg::Ptr`).
    pub args: Vec<Arg>,
    /// Expected printf output.
    pub stdout: String,
}

macro_rules! typed {
    ($get:ident, $set:ident, $t:ty, $n:expr) => {
        /// Buffer contents as a typed vector.
        pub fn $get(&self, name: &str) -> Vec<$t> {
            self.bufs[name]
                .chunks($n)
                .map(|c| <$t>::from_le_bytes(c.try_into().unwrap()))
                .collect()
        }
        /// Replaces buffer contents.
        pub fn $set(&mut self, name: &str, v: &[$t]) {
            let b: Vec<u8> = v.iter().flat_map(|x| x.to_le_bytes()).collect();
            assert_eq!(
                b.len(),
                self.bufs[name].len(),
                "reference wrote a buffer of the wrong size"
            );
            self.bufs.insert(name.to_string(), b);
        }
    };
}

impl RefEnv {
    typed!(i32s, set_i32s, i32, 4);
    typed!(u32s, set_u32s, u32, 4);
    typed!(i64s, set_i64s, i64, 8);
    typed!(u64s, set_u64s, u64, 8);
    typed!(f32s, set_f32s, f32, 4);
    typed!(f64s, set_f64s, f64, 8);

    /// Integer argument `k`.
    pub fn arg_i64(&self, k: usize) -> i64 {
        match &self.args[k] {
            Arg::I8(v) => *v as i64,
            Arg::U8(v) => *v as i64,
            Arg::I16(v) => *v as i64,
            Arg::U16(v) => *v as i64,
            Arg::I32(v) => *v as i64,
            Arg::U32(v) => *v as i64,
            Arg::I64(v) => *v,
            Arg::U64(v) | Arg::Ptr(v) => *v as i64,
            a => panic!("argument {k} is not an integer: {a:?}"),
        }
    }

    /// Float argument `k`.
    pub fn arg_f64(&self, k: usize) -> f64 {
        match &self.args[k] {
            Arg::F32(v) => *v as f64,
            Arg::F64(v) => *v,
            a => panic!("argument {k} is not a float: {a:?}"),
        }
    }

    /// Total threads along x of a 1D launch.
    pub fn nthreads_x(&self) -> usize {
        (self.grid[0] * self.block[0]) as usize
    }
}

/// The reference model of a case, by case name.
pub fn reference_for(name: &str) -> Option<fn(&mut RefEnv)> {
    Some(match name {
        "vadd" => vadd,
        "saxpy" => saxpy,
        "pointer_walk" => pointer_walk,
        "int_promotions" => int_promotions,
        "int64_math" => int64_math,
        "unsigned_divmod" => unsigned_divmod,
        "float_int_casts" => float_int_casts,
        "double_math" => double_math,
        "short_circuit" => short_circuit,
        "ternary" => ternary,
        "loop_break_continue" => loop_break_continue,
        "do_while" => do_while,
        "ref_params" => ref_params,
        "nested_loops" => nested_loops,
        "recursion_fact" => recursion_fact,
        "recursion_fib" => recursion_fib,
        "ptr_to_ptr" => ptr_to_ptr,
        "local_array" => local_array,
        "index_2d" => index_2d,
        "grid_stride" => grid_stride,
        "early_return" => early_return,
        "comma_compound" => comma_compound,
        "char_short_wrap" => char_short_wrap,
        "bool_logic" => bool_logic,
        "aligned_record_through_function_pointer" => aligned_record_through_function_pointer,
        "extern_c" => extern_c,
        "multi_kernel" => multi_kernel,
        "device_calls" => device_calls,
        "signed_shift_div" => signed_shift_div,
        "sizeof_size_t" => sizeof_size_t,
        "gcd_while" => gcd_while,
        "collatz" => collatz,
        "bitcount_manual" => bitcount_manual,
        "int128_arith" => int128_arith,
        "int128_divide_convert" => int128_divide_convert,
        "mixed_sign_compare" => mixed_sign_compare,
        "shared_reduce" => shared_reduce,
        "shared_stencil_1d" => shared_stencil_1d,
        "shared_stencil_2d" => shared_stencil_2d,
        "shared_histogram" => shared_histogram,
        "shared_transpose" => shared_transpose,
        "shared_tree_max" => shared_tree_max,
        "shared_block_scan" => shared_block_scan,
        "atomic_histogram" => atomic_histogram,
        "warp_shuffle" => warp_shuffle,
        "printf_hello" => printf_hello,
        "dyn_shared_reverse" => dyn_shared_reverse,
        "vote_ballot" => vote_ballot,
        "math_functions" => math_functions,
        "int_intrinsics" => int_intrinsics,
        "warp_collectives" => warp_collectives,
        "struct_values" => struct_values,
        "aos_records" => aos_records,
        "bounded_local_cache" => bounded_local_cache,
        "inline_chain" => inline_chain,
        "half2_local_array" => half2_local_array,
        "grouped_shuffle_sums" => grouped_shuffle_sums,
        "record_array_fill" => record_array_fill,
        "nested_record_assembly" => nested_record_assembly,
        "recurrent_gates" => recurrent_gates,
        "warp_sort_tagged" => warp_sort_tagged,
        "lattice_cell" => lattice_cell,
        "byte_order" => byte_order,
        "tuple_bindings" => tuple_bindings,
        "folding_call_tree" => folding_call_tree,
        "param_record_index" => param_record_index,
        "vector_fields" => vector_fields,
        "punned_byte_fields" => punned_byte_fields,
        "many_small_loops" => many_small_loops,
        "predicated_iterator" => predicated_iterator,
        "self_assigned_fragment" => self_assigned_fragment,
        "double_buffered_fragments" => double_buffered_fragments,
        "half_fragment_words" => half_fragment_words,
        "written_param_record" => written_param_record,
        _ => return None,
    })
}

fn vadd(e: &mut RefEnv) {
    let (a, b, mut c) = (e.f32s("a"), e.f32s("b"), e.f32s("c"));
    let n = e.arg_i64(3) as usize;
    for i in 0..e.nthreads_x().min(n) {
        c[i] = a[i] + b[i];
    }
    e.set_f32s("c", &c);
}

fn saxpy(e: &mut RefEnv) {
    let n = e.arg_i64(0) as usize;
    let a = e.arg_f64(1) as f32;
    let (x, mut y) = (e.f32s("x"), e.f32s("y"));
    for i in 0..e.nthreads_x().min(n) {
        y[i] = a.mul_add(x[i], y[i]);
    }
    e.set_f32s("y", &y);
}

fn pointer_walk(e: &mut RefEnv) {
    let (n, w) = (e.arg_i64(2) as usize, e.arg_i64(3) as usize);
    let (inp, mut out) = (e.f32s("in"), e.f32s("out"));
    for r in 0..e.nthreads_x().min(n) {
        out[r] = inp[r * w..r * w + w].iter().fold(0.0f32, |s, &v| s + v);
    }
    e.set_f32s("out", &out);
}

fn int_promotions(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for (i, &v) in inp.iter().enumerate() {
        let c = v as i8 as i32;
        let uc = v as u8 as i32;
        let s = v as i16 as i32;
        let u = v as u32;
        out[4 * i] = c + uc;
        out[4 * i + 1] = 0;
        out[4 * i + 2] = ((c < 200) as i32).wrapping_add(s >> 3).wrapping_add((u >> 28) as i32);
        out[4 * i + 3] = if -1 < u as i32 { uc * uc } else { (c * s).wrapping_neg() };
    }
    e.set_i32s("out", &out);
}

fn int64_math(e: &mut RefEnv) {
    let (a, b) = (e.i64s("a"), e.i32s("b"));
    let mut out = e.i64s("out");
    for i in 0..64 {
        let (x, y) = (a[i], b[i]);
        let d = (y | 1) as i64;
        out[4 * i] = x.wrapping_mul(y as i64).wrapping_add(x >> 7);
        out[4 * i + 1] = x.wrapping_div(d).wrapping_add(x.wrapping_rem(d));
        out[4 * i + 2] = (((x as u64) >> 33) as i64) ^ (y as i64).wrapping_shl(35);
        out[4 * i + 3] = (y as i64 * y as i64).wrapping_sub(x & 0xffff_ffff);
    }
    e.set_i64s("out", &out);
}

fn unsigned_divmod(e: &mut RefEnv) {
    let (a, b) = (e.u32s("a"), e.u32s("b"));
    let mut out = e.u32s("out");
    for i in 0..128usize {
        let x = a[i];
        let sh = (i % 32) as u32;
        let y = (b[i] >> sh) | 1;
        out[4 * i] = x / y;
        out[4 * i + 1] = x % y;
        out[4 * i + 2] = (x / 7).wrapping_add(x % 10);
        out[4 * i + 3] = (x >> sh).wrapping_add(x << (31 - sh));
    }
    e.set_u32s("out", &out);
}

fn float_int_casts(e: &mut RefEnv) {
    let (f, n) = (e.f32s("f"), e.i32s("n"));
    let (mut oi, mut of) = (e.i32s("oi"), e.f32s("of"));
    for i in 0..64 {
        let x = (f[i] - 0.5) * 1000.0;
        oi[3 * i] = x as i32;
        oi[3 * i + 1] = (f[i] * 255.0) as i32 as u8 as i32;
        oi[3 * i + 2] = (f[i] * 4_000_000_000.0) as u32 as i32;
        of[2 * i] = n[i] as f32;
        of[2 * i + 1] = (n[i] as u32) as f32 + (n[i] as i16) as f32;
    }
    e.set_i32s("oi", &oi);
    e.set_f32s("of", &of);
}

fn double_math(e: &mut RefEnv) {
    let x = e.f64s("x");
    let k = e.arg_f64(2);
    let mut out = e.f64s("out");
    for i in 0..96 {
        let v = x[i];
        out[2 * i] = v.mul_add(3.0, 2.0).mul_add(v, k).mul_add(v, 1.0);
        out[2 * i + 1] = (v + 1.0) / v.mul_add(v, k) + (v as f32) as f64;
    }
    e.set_f64s("out", &out);
}

fn short_circuit(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for (i, &v) in inp.iter().enumerate() {
        let (mut calls, mut r) = (0, 0);
        if v & 1 != 0 {
            calls += 1;
            if v & 2 != 0 {
                r += 1;
            }
        }
        if v & 4 != 0 {
            r += 2;
        } else {
            calls += 1;
            if v & 8 != 0 {
                r += 2;
            }
        }
        calls += 1; // bump(0) is false, so bump(1) never runs
        if i <= 10 {
            calls += 1;
        }
        r += 8;
        out[2 * i] = r;
        out[2 * i + 1] = calls;
    }
    e.set_i32s("out", &out);
}

fn ternary(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for (i, &v) in inp.iter().enumerate() {
        let (a, b) = if v > 0 { (5, 0) } else { (0, 5) };
        let cls = if v < -1_000_000 {
            -2
        } else if v < 0 {
            -1
        } else if v == 0 {
            0
        } else if v < 1_000_000 {
            1
        } else {
            2
        };
        let t = [7, 11, 13][i % 3];
        out[i] = cls * 100 + a * 10 + b + t;
    }
    e.set_i32s("out", &out);
}

fn loop_break_continue(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let mut out = e.i32s("out");
    for (i, &v) in inp.iter().enumerate() {
        let mut acc = 0i32;
        for k in 0..32 {
            if (v >> k) & 1 != 0 {
                continue;
            }
            acc += k;
            if acc > 100 + (i as i32 % 50) {
                break;
            }
        }
        out[i] = acc;
    }
    e.set_i32s("out", &out);
}

fn ref_params(e: &mut RefEnv) {
    let (count, scale, pair) = (e.i32s("count"), e.f32s("scale"), e.i32s("pair"));
    let out: Vec<f32> = (0..32).map(|i| (i * pair[0] + pair[1]) as f32 * scale[0]).collect();
    e.set_f32s("out", &out);
    e.set_i32s("count", &[count[0] + 5]);
}

fn do_while(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let mut out = e.u32s("out");
    for (i, &x) in inp.iter().enumerate() {
        let mut v = x >> (i % 32);
        let (mut sum, mut digits) = (0, 0);
        loop {
            sum += v % 10;
            v /= 10;
            digits += 1;
            if v == 0 {
                break;
            }
        }
        out[2 * i] = sum;
        out[2 * i + 1] = digits;
    }
    e.set_u32s("out", &out);
}

fn nested_loops(e: &mut RefEnv) {
    let (a, b) = (e.i32s("a"), e.i32s("b"));
    let n = e.arg_i64(3) as usize;
    let mut c = e.i32s("c");
    for t in 0..64 {
        let (row, col) = (t / n, t % n);
        let mut acc = 0i32;
        for k in 0..n {
            for j in 0..=(k % 2) {
                acc = acc.wrapping_add(a[row * n + k].wrapping_mul(b[k * n + col] >> (j * 4)));
            }
        }
        c[t] = acc;
    }
    e.set_i32s("c", &c);
}

fn nested_record_assembly(e: &mut RefEnv) {
    let inp = e.f32s("in");
    let mut out = e.f32s("out");
    for (i, o) in out.iter_mut().enumerate() {
        let v = &inp[4 * i..][..4];
        let spot = v[0] + v[1];
        let x = f64::from(spot) * f64::from(v[1]) + f64::from(v[3]) * f64::from(v[2]);
        *o = if i % 3 == 1 {
            x + f64::from(v[3])
        } else {
            x + f64::from(v[0])
        } as f32;
    }
    e.set_f32s("out", &out);
}

fn lattice_cell(e: &mut RefEnv) {
    const CX: [i64; 9] = [0, 1, 0, -1, 0, 1, -1, -1, 1];
    const CY: [i64; 9] = [0, 0, 1, 0, -1, 1, 1, -1, -1];
    const W: [f64; 9] = [
        4.0 / 9.0,
        1.0 / 9.0,
        1.0 / 9.0,
        1.0 / 9.0,
        1.0 / 9.0,
        1.0 / 36.0,
        1.0 / 36.0,
        1.0 / 36.0,
        1.0 / 36.0,
    ];
    let src = e.f64s("src");
    let mut dst = e.f64s("dst");
    let (nx, ny) = (e.arg_i64(2), e.arg_i64(3));
    let omega = e.arg_f64(4);
    let at = |x: i64, y: i64, k: usize| k * (nx * ny) as usize + ((y + ny) % ny * nx + (x + nx) % nx) as usize;
    for cell in 0..e.nthreads_x() as i64 {
        let (x, y) = (cell % nx, cell / nx);
        // Each population comes from the neighbour it moves away from.
        let mut f: Vec<f64> = (0..9).map(|k| src[at(x - CX[k], y - CY[k], k)]).collect();
        let rho: f64 = f.iter().sum();
        let ux = (f[1] + f[5] + f[8] - f[3] - f[6] - f[7]) / rho;
        let uy = (f[2] + f[5] + f[6] - f[4] - f[7] - f[8]) / rho;
        let usq = 1.5 * (ux * ux + uy * uy);
        for k in 0..9 {
            let cu = CX[k] as f64 * ux + CY[k] as f64 * uy;
            let eq = rho * W[k] * (1.0 + 3.0 * cu + 4.5 * cu * cu - usq);
            f[k] += omega * (eq - f[k]);
        }
        for (k, v) in f.into_iter().enumerate() {
            dst[at(x, y, k)] = v;
        }
    }
    e.set_f64s("dst", &dst);
}

fn tuple_bindings(e: &mut RefEnv) {
    let n = e.arg_i64(2) as usize;
    let input = e.i32s("in");
    let mut out = e.i32s("out");
    for i in 0..n {
        let p = &input[4 * i..4 * i + 4];
        let (extent, step, offset) = (p[0] & 15, p[1] & 7, p[2] & 31);
        // scale(v) = v * step + offset, applied to the extent and to the step.
        let acc = (extent * step + offset) + (step * step + offset);
        out[i] = acc + extent * (p[3] & 1023);
    }
    e.set_i32s("out", &out);
}

fn folding_call_tree(e: &mut RefEnv) {
    let n = e.arg_i64(2) as usize;
    let input = e.i32s("in");
    let mut out = e.i32s("out");
    for i in 0..n {
        // weigh<16>(x) = x + 2^16.
        out[i] = input[i].wrapping_add(1 << 16);
    }
    e.set_i32s("out", &out);
}

fn many_small_loops(e: &mut RefEnv) {
    let input = e.i32s("in");
    let mut out = e.i32s("out");
    for (tid, o) in out.iter_mut().enumerate() {
        *o = (0..72).fold(0i32, |acc, k| {
            let t0 = input[(tid + k * 3) & 255];
            let t1 = input[(tid + k * 3 + 5) & 255];
            acc.wrapping_add(t0.wrapping_mul(k as i32 + 1)).wrapping_sub(t1)
        });
    }
    e.set_i32s("out", &out);
}

fn predicated_iterator(e: &mut RefEnv) {
    let n = e.arg_i64(2) as usize;
    let input = e.f32s("in");
    let mut out = e.f32s("out");
    for block in 0..2 {
        for tid in 0..64 {
            let p = &input[block * 256..];
            let mut s = 0.0f32;
            // (contig, strided) as next() steps them: 2 contiguous per stride.
            for (i, (contig, strided)) in [(0, 0), (1, 0), (0, 1), (1, 1)].into_iter().enumerate() {
                let bit = contig * 2 + strided * 4;
                let valid = tid * 4 + bit < n;
                let v = if valid {
                    p[tid + contig + strided * (n / 4)]
                } else {
                    -1.0
                };
                s += v * (i + 1) as f32;
            }
            out[block * 64 + tid] = s;
        }
    }
    e.set_f32s("out", &out);
}

/// Each 32-bit word of the 128-half fragment gets (a[t] / 4, 1.0) added three
/// times: even halves hold 3 a[t] / 4, odd ones 3 (all exact in half and in
/// the float sum); half 5 is 3.0, whose bits (0x4200) have a clear low bit.
fn half_fragment_words(e: &mut RefEnv) {
    let a = e.f32s("a");
    let mut out = e.f32s("out");
    for (t, o) in out.iter_mut().enumerate() {
        let halves = |i: usize| if i.is_multiple_of(2) { 3.0 * (a[t] * 0.25) } else { 3.0 };
        *o = (0..128).fold(0.0f32, |s, i| s + halves(i) * (i & 7) as f32);
    }
    e.set_f32s("out", &out);
}

fn self_assigned_fragment(e: &mut RefEnv) {
    let a = e.f32s("a");
    let mut out = e.f32s("out");
    for block in 0..2 {
        for tid in 0..32 {
            let p = &a[block * 128 + tid..];
            let s = (0..96).fold(0.0f32, |s, i| {
                let cleared = (i & 3) as f32;
                s + p[i & 31].mul_add((i + 1) as f32, cleared)
            });
            out[block * 32 + tid] = s;
        }
    }
    e.set_f32s("out", &out);
}

fn double_buffered_fragments(e: &mut RefEnv) {
    let tiles = e.arg_i64(2) as usize;
    let a = e.u32s("a");
    let at = |i: usize| a[i & 4095];
    // The block's 32 lanes in step, with a barrier between the phases.
    let mut tile = [[0u32; 32]; 8];
    for (i, row) in tile.iter_mut().enumerate() {
        for (lane, x) in row.iter_mut().enumerate() {
            *x = a[i * 32 + lane];
        }
    }
    let mut frag = [[[0u32; 8]; 2]; 32];
    let mut acc = [[[0u32; 4]; 8]; 32];
    let mut staged = [0u32; 32];
    for lane in 0..32 {
        for i in 0..8 {
            frag[lane][0][i] = tile[i][(lane + i) & 31];
        }
    }
    for t in 0..tiles {
        for k in 0..8 {
            if k == 7 {
                for (lane, &s) in staged.iter().enumerate() {
                    for (i, row) in tile.iter_mut().enumerate() {
                        row[lane] = s.wrapping_mul(i as u32 + 1);
                    }
                }
            }
            for lane in 0..32 {
                for i in 0..8 {
                    frag[lane][(k + 1) % 2][i] = tile[(i + k) & 7][(lane + i + k) & 31];
                }
                if k == 0 {
                    let mut s = 0u32;
                    for i in 0..64 {
                        let p = at(t * 1024 + i * 7 + lane).wrapping_mul(at(t * 512 + i * 5 + lane));
                        s = s.wrapping_add(p.wrapping_add(at(i * 3 + lane)));
                    }
                    for i in 0..64 {
                        let p = at(t * 256 + i * 11 + lane).wrapping_mul(at(t * 128 + i * 13 + lane));
                        s = s.wrapping_sub(p.wrapping_sub(at(i * 9 + lane)));
                    }
                    staged[lane] = s;
                }
                let f = frag[lane][k % 2];
                for i in 0..8 {
                    for j in 0..4 {
                        let p = f[i].wrapping_mul(f[(j * 2 + k) & 7]);
                        acc[lane][i][j] = acc[lane][i][j].wrapping_add(p);
                    }
                }
            }
        }
    }
    let out: Vec<u32> = acc
        .iter()
        .map(|a| (0..32).fold(0u32, |r, n| r.wrapping_add(a[n / 4][n % 4].wrapping_mul(n as u32 + 1))))
        .collect();
    e.set_u32s("out", &out);
}

fn byte_order(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let out: Vec<u32> = inp
        .iter()
        .map(|&w| {
            // PTX is little-endian: byte k of w is bits 8k.. of its value.
            let sum = w
                .to_le_bytes()
                .iter()
                .fold(0u32, |s, &b| s.wrapping_mul(31).wrapping_add(u32::from(b)));
            sum ^ (w >> 16)
        })
        .collect();
    e.set_u32s("out", &out);
}

fn param_record_index(e: &mut RefEnv) {
    // The header's layout: sizes 4x4x4, strides 1, 4, 16 (a transpose).
    let (sizes, strides) = ([4usize, 4, 4], [1usize, 4, 16]);
    let inp = e.f32s("in");
    let out: Vec<f32> = (0..inp.len())
        .map(|t| {
            let (mut rest, mut off) = (t, 0);
            for d in (0..3).rev() {
                off += rest % sizes[d] * strides[d];
                rest /= sizes[d];
            }
            inp[off]
        })
        .collect();
    e.set_f32s("out", &out);
}

fn written_param_record(e: &mut RefEnv) {
    // The header's record: 1,000 items, 4 blocks of 264 (the last cut short).
    let (total, blocks, per_block) = (1000usize, 4usize, 264usize);
    let inp = e.i32s("in");
    let out: Vec<i32> = (0..blocks)
        .map(|b| {
            let (begin, end) = (b * per_block, ((b + 1) * per_block).min(total));
            inp[begin..end].iter().fold(0i32, |s, &v| s.wrapping_add(v)) + blocks as i32
        })
        .collect();
    e.set_i32s("out", &out);
}

fn warp_sort_tagged(e: &mut RefEnv) {
    let keys = e.i32s("keys");
    let mut out = e.i32s("out");
    for (w, warp) in keys.chunks(32).enumerate() {
        // (key, odd) ordered as `before` orders them: by key, then false < true.
        let mut v: Vec<(i32, bool)> = warp.iter().map(|&k| (k % 8, (k >> 8) & 1 == 1)).collect();
        let mut k = 2;
        while k <= 32 {
            let mut j = k / 2;
            while j > 0 {
                v = (0..32)
                    .map(|lane| {
                        let dir = ((lane & j) == 0) != ((lane & k) == 0);
                        let y = v[lane ^ j];
                        if (v[lane] < y) == dir {
                            y
                        } else {
                            v[lane]
                        }
                    })
                    .collect();
                j /= 2;
            }
            k *= 2;
        }
        let base = 64 * w;
        for (lane, (key, odd)) in v.into_iter().enumerate() {
            out[base + 2 * lane] = key;
            out[base + 2 * lane + 1] = i32::from(odd);
        }
    }
    e.set_i32s("out", &out);
}

fn recurrent_gates(e: &mut RefEnv) {
    const H: usize = 5;
    let (x, w) = (e.f32s("x"), e.f32s("w"));
    let mut out = e.f32s("out");
    let steps = e.arg_i64(3) as usize;
    for t in 0..e.nthreads_x() {
        let mut h = [0.0f32; H];
        for s in 0..steps {
            let xv = x[t * steps + s];
            let mut g = [0.0f32; H];
            for (j, gj) in g.iter_mut().enumerate() {
                // `a += h[i] * w[..]` contracts to an fma, as both compilers do.
                let a = (0..H).fold(w[j] * xv, |a, i| h[i].mul_add(w[H + j * H + i], a));
                *gj = 1.0 / (1.0 + (-a).exp());
            }
            for j in 0..H {
                h[j] = (-h[j]).mul_add(0.5, g[j]);
            }
            out[t * steps + s] = h[0] + h[H - 1];
        }
    }
    e.set_f32s("out", &out);
}

fn record_array_fill(e: &mut RefEnv) {
    let (k, q) = (e.f32s("k"), e.f32s("q"));
    let mut out = e.f32s("out");
    for (t, o) in out.iter_mut().enumerate() {
        let mut acc = 0.0f64;
        for j in 0..4 {
            let v = &k[(t * 4 + j) * 4..][..4];
            let w = &q[j * 4..][..4];
            acc += f64::from(v[0] * w[0]) + f64::from(v[3] * w[1]) + f64::from(v[2] * w[2]);
        }
        *o = acc as f32;
    }
    e.set_f32s("out", &out);
}

fn grouped_shuffle_sums(e: &mut RefEnv) {
    const NV: usize = 4;
    const NR: usize = 4;
    let inp = e.f32s("in");
    let threads = (e.grid[0] * e.block[0]) as usize;
    let mut out = e.f32s("out");
    for t in 0..threads {
        let group = t - t % NV;
        for i in 0..NR {
            out[t * NR + i] = (group..group + NV).map(|u| inp[u * NR + i]).sum();
        }
    }
    e.set_f32s("out", &out);
}

fn half2_local_array(e: &mut RefEnv) {
    let (inp, bias) = (e.f32s("in"), e.f32s("bias"));
    let mut out = e.f32s("out");
    let lanes = e.block[0] as usize;
    // Each value is a multiple of 1/4 below 256: exact in half, as are the differences.
    let loc = |id: usize, k: usize| inp[2 * id + k] / 4.0 + bias[2 * id + k] / 4.0;
    for block in 0..e.grid[0] as usize {
        let base = block * 4 * lanes;
        for t in 0..lanes {
            let id = |i: usize| base + i * lanes + t;
            for i in 0..4 {
                for k in 0..2 {
                    out[2 * id(i) + k] = loc(id(3 - i), k) - loc(id(0), k);
                }
            }
        }
    }
    e.set_f32s("out", &out);
}

fn inline_chain(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let out: Vec<i32> = inp
        .chunks(32)
        .map(|w| w.iter().fold(0i32, |s, &v| s.wrapping_add(v)))
        .collect();
    e.set_i32s("out", &out);
}

fn bounded_local_cache(e: &mut RefEnv) {
    const N: usize = 3;
    let n = e.arg_i64(2) as usize;
    let inp = e.f32s("in");
    let mut out = e.f32s("out");
    let lanes = e.block[0] as usize;
    for row in 0..e.grid[0] as usize {
        let at = |idx: usize| row * n + idx;
        // Each lane's partial sum, in its loop's order.
        let mut sums: Vec<f32> = (0..lanes)
            .map(|t| {
                (0..N)
                    .map(|i| t + i * lanes)
                    .take_while(|&idx| idx < n)
                    .fold(0.0f32, |s, idx| s + inp[at(idx)])
            })
            .collect();
        // The butterfly of __shfl_xor_sync, in the kernel's order.
        let mut off = 16;
        while off > 0 {
            sums = (0..lanes).map(|l| sums[l] + sums[l ^ off]).collect();
            off /= 2;
        }
        for (t, &sum) in sums.iter().enumerate() {
            let mean = sum / n as f32;
            for idx in (0..N).map(|i| t + i * lanes).take_while(|&idx| idx < n) {
                out[at(idx)] = inp[at(idx)] - mean;
            }
        }
    }
    e.set_f32s("out", &out);
}

fn aos_records(e: &mut RefEnv) {
    let n = e.arg_i64(5) as usize;
    let dt = e.arg_f64(6) as f32;
    // Particle: p[3], v[3] (f32) and hits (i32), seven words each.
    let mut ps = e.u32s("ps");
    for q in ps.chunks_mut(7).take(n) {
        for k in 0..3 {
            let (p, v) = (f32::from_bits(q[k]), f32::from_bits(q[3 + k]));
            let p = v.mul_add(dt, p);
            q[k] = p.to_bits();
            if p > 0.8 {
                q[3 + k] = (-v).to_bits();
                q[6] = q[6].wrapping_add(1);
            }
        }
    }
    e.set_u32s("ps", &ps);
    // Tagged: a char at byte 0, an int at 4, a short at 8 (twelve bytes).
    let ts = e.i32s("ts");
    let tag = |k: usize| ts[3 * k] as i8 as i32;
    let mut tout = e.i32s("tout");
    for i in 0..n {
        let u = (i + 1) % n;
        tout[3 * i] = tag(i);
        tout[3 * i + 1] = ts[3 * i + 1].wrapping_add(tag(u));
        tout[3 * i + 2] = ((ts[3 * i + 2] as i16 as i32) ^ ts[3 * u + 1]) as i16 as i32;
    }
    e.set_i32s("tout", &tout);
    let a = e.f64s("a");
    let mut dots = e.f64s("dots");
    for i in 0..n {
        let (x, y) = (&a[3 * i..3 * i + 3], &a[3 * (n - 1 - i)..3 * (n - 1 - i) + 3]);
        dots[i] = x[2].mul_add(y[2], x[0].mul_add(y[0], x[1] * y[1]));
    }
    e.set_f64s("dots", &dots);
}

fn struct_values(e: &mut RefEnv) {
    let input = e.i32s("in");
    let mut out = e.f32s("out");
    for t in 0..64 {
        let mut acc = [0f32; 4];
        let (mut re, mut im) = (1f32, 0f32);
        for k in 0..4 {
            let v = input[t * 4 + k] & 15;
            let x = [v as f32, (v + 1) as f32, (v - 2) as f32, (2 * v) as f32];
            acc = [acc[0] + x[0], acc[1] * 0.5 + x[1], acc[2] + x[2] * x[3], acc[3] + x[0]];
            let (cr, ci) = ((v & 3) as f32, ((v >> 2) & 3) as f32);
            (re, im) = (re * cr - im * ci + 1.0, re * ci + im * cr - 1.0);
        }
        out[t * 4..t * 4 + 4].copy_from_slice(&[acc[0] + re, acc[1] - im, acc[2], acc[3] * re]);
    }
    e.set_f32s("out", &out);
}

fn recursion_fact(e: &mut RefEnv) {
    let mut out = e.u64s("out");
    for (i, o) in out.iter_mut().enumerate() {
        *o = (1..=(i % 21) as u64).product::<u64>().max(1);
    }
    e.set_u64s("out", &out);
}

fn recursion_fib(e: &mut RefEnv) {
    fn fib(n: i32) -> i32 {
        if n < 2 {
            n
        } else {
            fib(n - 1) + fib(n - 2)
        }
    }
    let mut out = e.i32s("out");
    for (i, o) in out.iter_mut().enumerate() {
        *o = fib(i as i32 % 16);
    }
    e.set_i32s("out", &out);
}

fn ptr_to_ptr(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for i in 0..32 {
        let mut p = i * 8;
        let mut take = |k: usize| {
            let s = inp[p..p + k].iter().fold(0i32, |a, &x| a.wrapping_add(x));
            p += k;
            s
        };
        let first = take(3);
        let second = take(1 + i % 5);
        out[2 * i] = first ^ second;
        out[2 * i + 1] = p as i32;
    }
    e.set_i32s("out", &out);
}

fn local_array(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let mut out = e.u32s("out");
    for (i, &v) in inp.iter().enumerate() {
        let mut hist = [0u32; 16];
        for k in 0..8 {
            hist[((v >> (4 * k)) & 15) as usize] += k + 1;
        }
        out[i] = hist.iter().fold(0u32, |r, &h| r.wrapping_mul(31).wrapping_add(h));
    }
    e.set_u32s("out", &out);
}

fn index_2d(e: &mut RefEnv) {
    let m = e.f32s("m");
    let (w, h) = (e.arg_i64(2) as usize, e.arg_i64(3) as usize);
    let mut out = e.f32s("out");
    let extra = (e.grid[0] * 100 + e.grid[1] * 10 + e.block[1]) as f32;
    let (nx, ny) = ((e.grid[0] * e.block[0]) as usize, (e.grid[1] * e.block[1]) as usize);
    for y in 0..ny.min(h) {
        for x in 0..nx.min(w) {
            out[y * w + x] = m[y * w + x].mul_add(2.0, extra);
        }
    }
    e.set_f32s("out", &out);
}

fn grid_stride(e: &mut RefEnv) {
    let x = e.i32s("x");
    let n = e.arg_i64(2) as usize;
    let mut y = e.i32s("y");
    for i in 0..n {
        y[i] = x[i].wrapping_mul(3).wrapping_sub(x[i] >> 2);
    }
    e.set_i32s("y", &y);
}

fn early_return(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for (i, &v) in inp.iter().enumerate() {
        if i % 4 == 3 {
            continue;
        }
        out[i] = if v > 1_500_000_000 {
            42
        } else {
            let c = if v < 0 {
                -1
            } else if v % 3 == 0 {
                3
            } else {
                1
            };
            c * (i as i32 + 1)
        };
    }
    e.set_i32s("out", &out);
}

fn comma_compound(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for (i, &x0) in inp.iter().enumerate() {
        let v = x0 >> 8;
        let mut a = v + 5;
        let mut b = 3 * 7;
        let c = a ^ b;
        a -= c;
        a *= 3;
        a /= b | 1;
        a %= 1000;
        b <<= 3;
        b >>= 1;
        b &= 0x7f;
        b |= 0x100;
        b ^= a;
        let i = i as i32;
        let (x, y, k) = (i + (i + 2), 2, i);
        out[2 * i as usize] = a + b + c;
        out[2 * i as usize + 1] = x * 100 + y + k;
    }
    e.set_i32s("out", &out);
}

fn char_short_wrap(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for (i, &v) in inp.iter().enumerate() {
        let c = (v as i8 as i32 + 100) as i8;
        let u = ((v >> 8) as u8 as i32 * 3) as u8;
        let s = ((v >> 4) as i16 as i32 * 7) as i16;
        let us = (v as u16 as i32 + 40000) as u16;
        let plain = (c as i32 + 1) as i8;
        out[4 * i] = c as i32;
        out[4 * i + 1] = u as i32;
        out[4 * i + 2] = s as i32 + plain as i32;
        out[4 * i + 3] = us as i32;
    }
    e.set_i32s("out", &out);
}

fn bool_logic(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.i32s("out");
    for (i, &v) in inp.iter().enumerate() {
        let a = v & 16 != 0;
        let b = v & 3 == 0;
        let c = (v > 0) != a;
        let d = (a && !b) || c;
        let n = a as i32 + b as i32 + c as i32 + d as i32;
        out[i] = n * 16 + (a ^ c) as i32 * 4 + (v & 0x100 != 0) as i32 * 2 + (!d) as i32;
    }
    e.set_i32s("out", &out);
}

/// Each block's warp combines its 32 (max, sum) pairs by an XOR butterfly; lane 0's
/// result, in that lane's order of additions, goes to out[block].
fn aligned_record_through_function_pointer(e: &mut RefEnv) {
    let inp = e.f32s("in");
    let mut lanes: Vec<(f32, f32)> = (0..32).map(|l| (inp[2 * l], inp[2 * l + 1])).collect();
    for step in [1, 2, 4, 8, 16] {
        lanes = (0..32)
            .map(|l| {
                let (a, b) = (lanes[l], lanes[l ^ step]);
                (a.0.max(b.0), a.1 + b.1)
            })
            .collect();
    }
    let out = [lanes[0].0, lanes[0].1, lanes[0].0, lanes[0].1];
    e.set_f32s("out", &out);
}

fn extern_c(e: &mut RefEnv) {
    let s = e.arg_f64(1) as f32;
    let n = e.arg_i64(2) as usize;
    let mut x = e.f32s("x");
    for v in x.iter_mut().take(n.min(e.nthreads_x())) {
        *v = v.mul_add(s, -1.0);
    }
    e.set_f32s("x", &x);
}

fn multi_kernel(e: &mut RefEnv) {
    let a = e.i32s("a");
    let b: Vec<i32> = a.iter().map(|&x| x * x - 3).collect();
    e.set_i32s("b", &b);
}

fn device_calls(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let mix = |a: u32, b: u32, r: u32| (a ^ b).rotate_left(r).wrapping_add(a.wrapping_mul(0x9e37_79b9));
    let out: Vec<u64> = (0..64)
        .map(|i| {
            let (a, b, c) = (inp[i], inp[(i + 1) % 64], i as u32);
            ((mix(a, b, 5) as u64) << 32) | mix(b, c, 13) as u64
        })
        .collect();
    e.set_u64s("out", &out);
}

fn signed_shift_div(e: &mut RefEnv) {
    let a = e.i32s("a");
    let mut out = e.i32s("out");
    for (i, &v) in a.iter().enumerate() {
        let mut d = (i % 17) as i32 - 8;
        if d == 0 {
            d = 3;
        }
        out[4 * i] = v.wrapping_div(d);
        out[4 * i + 1] = v.wrapping_rem(d);
        out[4 * i + 2] = v >> (i % 31);
        out[4 * i + 3] = (v / 16).wrapping_add(v % 16).wrapping_add(v.wrapping_neg() / 5);
    }
    e.set_i32s("out", &out);
}

fn sizeof_size_t(e: &mut RefEnv) {
    let sizes: u64 = 1 + 2 * 10 + 4 * 100 + 8 * 1000 + 4 * 10000 + 8 * 100000 + 8 * 1000000 + 10000000;
    let mut out = e.u64s("out");
    for i in 0..32u64 {
        out[2 * i as usize] = sizes + i;
        out[2 * i as usize + 1] = u64::MAX / (i + 1);
    }
    e.set_u64s("out", &out);
}

fn gcd_while(e: &mut RefEnv) {
    let (a, b) = (e.u32s("a"), e.u32s("b"));
    let mut out = e.u32s("out");
    for i in 0..128 {
        let (mut x, mut y) = (a[i] % 100000, b[i] % 100000);
        while y != 0 {
            let t = x % y;
            x = y;
            y = t;
        }
        out[i] = x;
    }
    e.set_u32s("out", &out);
}

fn collatz(e: &mut RefEnv) {
    let base = e.arg_i64(1) as u64;
    let mut out = e.i32s("out");
    for (t, o) in out.iter_mut().enumerate() {
        let mut n = t as u64 + base;
        let mut steps = 0;
        while n != 1 {
            n = if n & 1 == 1 { 3 * n + 1 } else { n / 2 };
            steps += 1;
        }
        *o = steps;
    }
    e.set_i32s("out", &out);
}

fn bitcount_manual(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let mut out = e.u32s("out");
    for (i, &x) in inp.iter().enumerate() {
        let v = x >> (i % 7);
        out[3 * i] = v.count_ones();
        out[3 * i + 1] = v.leading_zeros();
        out[3 * i + 2] = v.reverse_bits();
    }
    e.set_u32s("out", &out);
}

fn int128_arith(e: &mut RefEnv) {
    let inp = e.u64s("in");
    let mut out = e.u64s("out");
    let wide = |k: usize| u128::from(inp[2 * k]) | u128::from(inp[2 * k + 1]) << 64;
    let bias: i128 = -(1i128 << 100) + 12345;
    for i in 0..64usize {
        let a = wide(2 * i);
        let b = if i % 8 == 0 { a } else { wide(2 * i + 1) };
        let (sa, sb) = (a as i128, b as i128);
        let k = ((i * 37) % 128) as u32;
        let k3 = [64u32, 0, 127][i % 3];
        let mut acc = a;
        for j in 0..i % 5 {
            acc = acc.wrapping_mul(b).wrapping_add(j as u128);
        }
        let flags = [
            a < b,
            a <= b,
            a > b,
            a >= b,
            sa < sb,
            sa <= sb,
            sa > sb,
            sa >= sb,
            a == b,
            a != b,
            sa < 0,
        ];
        let r: [u128; 16] = [
            a.wrapping_add(b),
            a.wrapping_sub(b),
            a.wrapping_mul(b),
            (a & b) | (a ^ !b),
            a << k,
            a >> k,
            (sa >> k) as u128,
            ((sa >> k3) as u128).wrapping_add(a << k3).wrapping_add(a >> k3),
            flags.iter().enumerate().map(|(n, &f)| u128::from(f) << n).sum(),
            inp[2 * i] as i64 as i128 as u128,
            u128::from(inp[2 * i] as u32),
            ((sa >> 70) as i32 as i128 as u128).wrapping_add(a >> 64),
            (sa.wrapping_mul(7) as u128) ^ (b >> 3),
            sa.wrapping_neg().wrapping_add(bias) as u128,
            a.max(b),
            acc,
        ];
        for (n, v) in r.iter().enumerate() {
            out[32 * i + 2 * n] = *v as u64;
            out[32 * i + 2 * n + 1] = (*v >> 64) as u64;
        }
    }
    e.set_u64s("out", &out);
}

fn int128_divide_convert(e: &mut RefEnv) {
    let inp = e.u64s("in");
    let mut out = e.u64s("out");
    let wide = |k: usize| u128::from(inp[2 * k]) | u128::from(inp[2 * k + 1]) << 64;
    for i in 0..64usize {
        let (mut a, mut b) = (wide(2 * i), wide(2 * i + 1));
        match i % 6 {
            1 => b >>= 64,
            2 => b = (b >> 120) + 1,
            3 => b = a,
            4 => a >>= 70,
            5 => b = (b >> (i % 128)) | 1,
            _ => {}
        }
        let sa = (a as i128) >> if i % 3 == 0 { 0 } else { 5 };
        let mut sb = (b as i128) >> 1;
        if sb == 0 {
            sb = 3;
        }
        let narrowed = sa >> (i % 90);
        let m = (inp[2 * i] & 0xF_FFFF_FFFF_FFFF) | ((1023 + (i as u64 * 7) % 126) << 52);
        let x = f64::from_bits(m);
        let r: [u128; 12] = [
            a / b,
            a % b,
            (sa / sb) as u128,
            (sa % sb) as u128,
            u128::from((a as f64).to_bits()) | u128::from((narrowed as f64).to_bits()) << 64,
            u128::from((a as f32).to_bits()) | u128::from((narrowed as f32).to_bits()) << 64,
            x as u128,
            (-x) as i128 as u128,
            (x as f32) as u128,
            (-(x as f32)) as i128 as u128,
            (x * 0.5) as u128,
            (0.75 - x) as i128 as u128,
        ];
        for (n, v) in r.iter().enumerate() {
            out[24 * i + 2 * n] = *v as u64;
            out[24 * i + 2 * n + 1] = (*v >> 64) as u64;
        }
    }
    e.set_u64s("out", &out);
}

fn mixed_sign_compare(e: &mut RefEnv) {
    let (a, b) = (e.i32s("a"), e.u32s("b"));
    let mut out = e.i32s("out");
    for i in 0..64 {
        let (x, y) = (a[i], b[i]);
        let wx = x as i64;
        let hs = y as u16 as i32;
        let mut r = 0;
        r |= ((x as u32) < y) as i32;
        r |= ((wx < y as i64) as i32) << 1;
        r |= ((x < hs) as i32) << 2;
        r |= (((x as u32) > 0x8000_0000) as i32) << 3;
        r |= ((x >= y as i32) as i32) << 4;
        r |= ((y as i64 - wx > 0) as i32) << 5;
        out[i] = r;
    }
    e.set_i32s("out", &out);
}

fn shared_reduce(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let bs = e.block[0] as usize;
    let out: Vec<i32> = (0..e.grid[0] as usize)
        .map(|b| inp[b * bs..(b + 1) * bs].iter().map(|v| v & 0xffff).sum())
        .collect();
    e.set_i32s("out", &out);
}

fn shared_stencil_1d(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let n = e.arg_i64(2);
    let x = |j: i64| {
        if (0..n).contains(&j) {
            inp[j as usize] & 0xffff
        } else {
            0
        }
    };
    let mut out = e.i32s("out");
    for g in 0..n {
        out[g as usize] = (-4..=4).map(|k: i64| (k as i32 + 5) * x(g + k)).sum();
    }
    e.set_i32s("out", &out);
}

fn shared_stencil_2d(e: &mut RefEnv) {
    let inp = e.f32s("in");
    let (w, h) = (e.arg_i64(2), e.arg_i64(3));
    let at = |x: i64, y: i64| {
        if (0..w).contains(&x) && (0..h).contains(&y) {
            inp[(y * w + x) as usize]
        } else {
            0.0
        }
    };
    let mut out = e.f32s("out");
    for y in 0..h {
        for x in 0..w {
            let around = at(x, y - 1) + at(x, y + 1) + at(x - 1, y) + at(x + 1, y);
            out[(y * w + x) as usize] = 0.5 * at(x, y) + 0.125 * around;
        }
    }
    e.set_f32s("out", &out);
}

fn shared_histogram(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let n = e.arg_i64(2) as usize;
    let mut h = e.u32s("hist");
    for &v in &inp[..n] {
        h[((v >> 7) % 64) as usize] += 1;
    }
    e.set_u32s("hist", &h);
}

fn shared_transpose(e: &mut RefEnv) {
    let inp = e.f32s("in");
    let (w, h) = (e.arg_i64(2) as usize, e.arg_i64(3) as usize);
    let mut out = e.f32s("out");
    for y in 0..h {
        for x in 0..w {
            out[x * h + y] = inp[y * w + x];
        }
    }
    e.set_f32s("out", &out);
}

fn shared_tree_max(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let blocks = e.grid[0] as usize;
    let out: Vec<i32> = (0..blocks)
        .map(|b| {
            let mine = inp.iter().enumerate().filter(|(i, _)| (i / 256) % blocks == b);
            mine.map(|(_, &v)| v).fold(i32::MIN, i32::max)
        })
        .collect();
    e.set_i32s("out", &out);
}

fn shared_block_scan(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let out: Vec<i32> = inp
        .chunks(256)
        .flat_map(|c| {
            c.iter().scan(0, |acc, &v| {
                *acc += v & 0xfff;
                Some(*acc)
            })
        })
        .collect();
    e.set_i32s("out", &out);
}

fn atomic_histogram(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let mut h = e.u32s("hist");
    for v in inp {
        h[(v % 16) as usize] += 1;
    }
    e.set_u32s("hist", &h);
}

fn warp_shuffle(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let out: Vec<i32> = inp
        .chunks(32)
        .map(|w| w.iter().fold(0i32, |a, &v| a.wrapping_add(v >> 8)))
        .collect();
    e.set_i32s("out", &out);
}

fn printf_hello(e: &mut RefEnv) {
    let x = e.f32s("x");
    let bs = e.block[0] as usize;
    let mut s = String::new();
    for i in 0..e.nthreads_x() {
        s += &format!(
            "block {} thread {} x={:.2} ok{} [{:>5}] {:x}\n",
            i / bs,
            i % bs,
            (x[i] * 1.5) as f64,
            (b'A' + i as u8) as char,
            -(i as i32),
            i * 255
        );
    }
    e.stdout = s;
}

fn dyn_shared_reverse(e: &mut RefEnv) {
    let d = e.i32s("d");
    let bs = e.block[0] as usize;
    let out: Vec<i32> = d
        .chunks(bs)
        .flat_map(|c| c.iter().rev().copied().collect::<Vec<_>>())
        .collect();
    e.set_i32s("d", &out);
}

fn vote_ballot(e: &mut RefEnv) {
    let inp = e.i32s("in");
    let mut out = e.u32s("out");
    let mut count = 0;
    for (w, chunk) in inp.chunks(32).enumerate() {
        let ballot = chunk
            .iter()
            .enumerate()
            .fold(0u32, |m, (l, &v)| m | (((v > 0) as u32) << l));
        count += ballot.count_ones();
        for l in 0..chunk.len() {
            out[w * 32 + l] = ballot;
        }
    }
    out[96] = count;
    e.set_u32s("out", &out);
}

fn math_functions(e: &mut RefEnv) {
    let x = e.f32s("x");
    let mut out = e.f32s("out");
    let mut dout = e.f64s("dout");
    for i in 0..e.nthreads_x() {
        let v = x[i] * 8.0 - 4.0;
        out[5 * i] = v.sin();
        out[5 * i + 1] = v.exp();
        out[5 * i + 2] = (x[i] + 0.5).ln();
        out[5 * i + 3] = v.abs().sqrt() + 1.0 / (x[i] + 1.0).sqrt();
        out[5 * i + 4] = (x[i] + 0.25).powf(1.5) + v.max(0.5) + v.floor().abs();
        let d = v as f64;
        dout[2 * i] = d.abs().sqrt() / d.mul_add(d, 1.0);
        dout[2 * i + 1] = (d * 0.5).exp();
    }
    e.set_f32s("out", &out);
    e.set_f64s("dout", &dout);
}

fn int_intrinsics(e: &mut RefEnv) {
    let (a, b) = (e.u32s("a"), e.u32s("b"));
    let mut out = e.u32s("out");
    for i in 0..64usize {
        let (x, y) = (a[i], b[i]);
        let o = &mut out[8 * i..8 * i + 8];
        o[0] = x.count_ones() + (((x as u64) << 32) | y as u64).count_ones();
        o[1] = (x >> (i % 32)).leading_zeros() + ((y as u64) << (i % 64)).leading_zeros();
        o[2] = x.reverse_bits();
        let bytes = ((y as u64) << 32) | x as u64;
        let sel = 0x5140u32 + (i as u32 & 7);
        o[3] = (0..4).fold(0u32, |r, k| {
            r | ((((bytes >> (8 * ((sel >> (4 * k)) & 7))) & 0xff) as u32) << (8 * k))
        });
        let cat = ((y as u64) << 32) | x as u64;
        let fl = ((cat << (i as u32 & 31)) >> 32) as u32;
        let frc = (cat >> (i as u32).min(32)) as u32;
        o[4] = fl ^ frc;
        let umulhi = ((x as u64 * y as u64) >> 32) as u32;
        let mulhi = (((x as i32 as i64) * (y as i32 as i64)) >> 32) as u32;
        o[5] = umulhi.wrapping_add(mulhi);
        let ffs32 = |v: u32| if v == 0 { 0 } else { v.trailing_zeros() + 1 };
        let ffs64 = |v: u64| if v == 0 { 0 } else { v.trailing_zeros() + 1 };
        let k = if i % 33 == 32 { 31 } else { i % 32 };
        o[6] = ffs32(x >> k) + ffs64((y as u64) << 20);
        let sad = ((x as i32 as i64) - (y as i32 as i64)).unsigned_abs() as u32;
        o[7] = sad.wrapping_add(7).wrapping_add(x.abs_diff(y)).wrapping_add(1);
    }
    e.set_u32s("out", &out);
}

fn warp_collectives(e: &mut RefEnv) {
    let inp = e.u32s("in");
    let mut out = e.u32s("out");
    for (w, chunk) in inp.chunks(32).enumerate() {
        let v: Vec<u32> = chunk.iter().map(|x| x & 0xffff).collect();
        let sum: u32 = v.iter().sum();
        let max = *v.iter().max().unwrap();
        let odd = v.iter().enumerate().fold(0u32, |m, (l, x)| m | ((x & 1) << l));
        for l in 0..32 {
            let t = w * 32 + l;
            let same = v
                .iter()
                .enumerate()
                .fold(0u32, |m, (k, x)| m | (((x & 3) == (v[l] & 3)) as u32) << k);
            out[5 * t] = sum;
            out[5 * t + 1] = sum ^ max;
            out[5 * t + 2] = same;
            out[5 * t + 3] = odd;
            out[5 * t + 4] = v[(l * 7) & 31];
        }
    }
    e.set_u32s("out", &out);
}

fn vector_fields(e: &mut RefEnv) {
    let a = e.i32s("a");
    let mut d = e.f64s("d");
    let mut out = e.i32s("out");
    for i in 0..64 {
        let [x, y, z, w] = [0, 1, 2, 3].map(|k| a[4 * i + k] & 255);
        let t = [x, y, z, w, x + y, y - z, z * w, w ^ x];
        let mut s = 0i32;
        for k in 0..8 {
            s = s.wrapping_mul(3).wrapping_add(t[(k * 5 + i) & 7]);
        }
        out[i] = s;
        let (qx, qy) = (d[2 * i], d[2 * i + 1]);
        d[2 * i] = qy * 2.0;
        d[2 * i + 1] = qx + f64::from(s);
    }
    e.set_i32s("out", &out);
    e.set_f64s("d", &d);
}

fn punned_byte_fields(e: &mut RefEnv) {
    let words = e.u32s("in");
    let n = e.arg_i64(2) as usize;
    let mut out = e.f32s("out");
    for i in 0..e.nthreads_x().min(n) {
        // The word's bytes in memory order are char4's x, y, z, w.
        let [x, y, z, w] = words[i].to_le_bytes().map(|b| b as i8 as f32);
        out[2 * i] = x * 3.0 + z;
        out[2 * i + 1] = y - w * 0.5;
    }
    e.set_f32s("out", &out);
}
