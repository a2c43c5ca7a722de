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
