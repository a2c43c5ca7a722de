// Host variables initialized at run time (`int h = make();`, also `static`
// and `const` ones) are the host program's business: nvcc compiles the file
// and so does ptxc, which keeps no initializer for them (it once rejected
// them with "expression must have a constant value"). Device code may read a
// const host variable with a constant value; reading another host variable
// is nvcc's error (tests/diagnostics/lang_host_variable_in_device_code.cu).
int make_host_value() { return 42; }
int host_dynamic = make_host_value();
static int host_static = make_host_value() + 1;
const int host_dynamic_const = make_host_value() * 2;
const int host_limit = 9;
const long long host_scale = 1000;

int host_only_sum() {
    static int calls = make_host_value();
    return host_dynamic + host_static + host_dynamic_const + calls++;
}

__device__ int g_device = 3;

__host__ __device__ long long run() {
    long long r = host_limit * host_scale + g_device;
    for (int i = 0; i < host_limit; ++i) r += i * host_limit;
    return r;
}
