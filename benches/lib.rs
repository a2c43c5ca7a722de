//! Inputs for the compile-speed benchmarks: synthetic CUDA sources of a
//! chosen size, built from the constructs the compiler supports.

#![warn(missing_docs)]

/// A `.cu` source with `kernels` kernels, each with a loop, branches,
/// mixed-width arithmetic and a device-function call.
pub fn synthetic_source(kernels: usize) -> String {
    let mut s = String::from("__device__ float scale(float x, int k) { return k > 0 ? x * (float)k : x - 1.0f; }\n");
    for k in 0..kernels {
        s.push_str(&format!(
            "__global__ void k{k}(const float* a, float* b, long long* c, int n)\n{{\n\
             \x20   int i = blockIdx.x * blockDim.x + threadIdx.x;\n\
             \x20   if (i >= n) return;\n\
             \x20   float acc = 0.0f;\n\
             \x20   for (int j = 0; j < {m}; ++j) {{\n\
             \x20       if ((i + j) % 3 == 0 && a[i] > 0.5f) acc += scale(a[i], j);\n\
             \x20       else acc -= (float)(j * {k});\n\
             \x20   }}\n\
             \x20   b[i] = acc;\n\
             \x20   c[i] = (long long)i * (long long)n + (unsigned)i % 7u;\n\
             }}\n",
            m = 4 + k % 5
        ));
    }
    s
}

/// A `.cu` source whose kernel calls `helpers` small device functions, each
/// with its own locals, an array and branches: after inlining, one long
/// function with thousands of stack slots and blocks (the shape of a large
/// Csmith program, on which per-slot rescans once made -O3 take minutes).
pub fn long_function_source(helpers: usize) -> String {
    let mut s = String::new();
    for h in 0..helpers {
        s.push_str(&format!(
            "__device__ int h{h}(int x) {{\n\
             \x20   int a[4] = {{x, x + {h}, 3, 4}};\n\
             \x20   int t = x * {m};\n\
             \x20   if (t & 1) t += a[1]; else t -= a[2];\n\
             \x20   for (int i = 0; i < 2; ++i) t ^= a[i + 1] << i;\n\
             \x20   return t + a[3];\n\
             }}\n",
            m = h % 7 + 1
        ));
    }
    s.push_str("__global__ void k(int* out, int x) {\n    int v = x;\n");
    for h in 0..helpers {
        s.push_str(&format!("    v = h{h}(v);\n"));
    }
    s.push_str("    out[0] = v;\n}\n");
    s
}

/// The source shapes the scaling test (tests/scaling.rs) and the benchmarks
/// grow: each stresses a different way a stage can turn quadratic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Many small kernels and device functions (symbol tables, per-function setup).
    ManyFunctions,
    /// One kernel whose body is one long run of statements (per-function passes).
    LongFunction,
    /// Blocks nested 40 deep, repeated (scopes, lookup, dominator trees).
    DeepNesting,
    /// Kernels of fully unrolled `#pragma unroll` loops (loop-unroll and what follows it).
    UnrolledLoops,
}

impl Shape {
    /// Every shape.
    pub const ALL: [Shape; 4] = [
        Shape::ManyFunctions,
        Shape::LongFunction,
        Shape::DeepNesting,
        Shape::UnrolledLoops,
    ];

    /// A `.cu` source of this shape with about `lines` lines (at least one repeat).
    pub fn source(self, lines: usize) -> String {
        let mut s = String::new();
        match self {
            Shape::ManyFunctions => {
                for k in 0..(lines / 12).max(1) {
                    s.push_str(&format!(
                        "__device__ int f{k}(int x, int y) {{\n  int t = x * {m} + y;\n  if (t & 1) t ^= y;\n  return t;\n}}\n\
                         __global__ void k{k}(int* out, const int* in, int n) {{\n  int i = blockIdx.x * blockDim.x + threadIdx.x;\n  if (i >= n) return;\n  int v = in[i];\n  for (int j = 0; j < n; ++j) v = f{k}(v, j);\n  out[i] = v;\n}}\n",
                        m = k % 13 + 1
                    ));
                }
            }
            Shape::LongFunction => {
                s.push_str("__global__ void k(int* out, const int* in, int n) {\n  int i = threadIdx.x;\n  int v = in[i];\n  int w = n;\n");
                for k in 0..(lines / 2).max(1) {
                    s.push_str(&format!("  v = v * {m} + in[(i + {k}) & 255];\n", m = k % 7 + 2));
                    s.push_str(&format!("  if (v > w) w ^= v >> {r}; else w += {k};\n", r = k % 5 + 1));
                }
                s.push_str("  out[i] = v + w;\n}\n");
            }
            Shape::DeepNesting => {
                const DEPTH: usize = 40;
                for k in 0..(lines / (2 * DEPTH + 6)).max(1) {
                    s.push_str(&format!(
                        "__global__ void k{k}(int* out, const int* in) {{\n  int i = threadIdx.x;\n  int v0 = in[i];\n"
                    ));
                    for d in 0..DEPTH {
                        s.push_str(&format!(
                            "  if (v{d} > {d}) {{ int v{n} = v{d} * 3 - in[(i + {d}) & 63];\n",
                            n = d + 1
                        ));
                    }
                    s.push_str(&format!("  out[i] = v{DEPTH} + v0;\n"));
                    for _ in 0..DEPTH {
                        s.push_str("  }\n");
                    }
                    s.push_str("}\n");
                }
            }
            Shape::UnrolledLoops => {
                for k in 0..(lines / 10).max(1) {
                    s.push_str(&format!(
                        "__global__ void k{k}(float* out, const float* in) {{\n  int i = threadIdx.x;\n  float acc = 0.0f;\n  #pragma unroll\n  for (int j = 0; j < 32; ++j) {{\n    float x = in[(i + j) & 127];\n    acc = acc * 0.5f + x * (float)(j + {k});\n  }}\n  out[i] = acc;\n}}\n"
                    ));
                }
            }
        }
        s
    }
}
