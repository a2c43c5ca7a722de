//! Inputs for the compile-speed benchmarks: synthetic CUDA sources of a
//! chosen size, built from the constructs the compiler supports.

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
