// Direct-initialization converts std::nullptr_t to bool (false), copy-initialization
// does not ([conv.bool]; tests/diagnostics/lang_nullptr_copy_init_bool.cu). nvcc
// accepts `bool b(nullptr)` and `bool b{nullptr}`; ptxc rejected them. Variables
// with static storage take the parenthesized form too (`__device__ int g(5);`).
__device__ int g_five(5);
__device__ bool g_null_flag(nullptr);
__device__ int *g_ptr(&g_five);
__device__ float g_braced{2.5f};

__host__ __device__ long long run() {
    bool paren(nullptr);
    bool braced{nullptr};
    bool from_pointer(&g_five);
    const bool constant(nullptr);
    long long r = paren + 2 * braced + 4 * from_pointer + 8 * constant;
    r = r * 31 + g_five + g_null_flag + *g_ptr + (long long)(g_braced * 2);
    r = r * 31 + bool(nullptr) + static_cast<bool>(nullptr);
    return r;
}
