// Found by Csmith (seeds 3, 7, 80, 117 and 126 of the first 150 'basic'
// programs, where the CUDA rewrite turns `(void*)0` into `nullptr`): `nullptr`
// had type `void *`, so `p = (x, nullptr)` and `c ? nullptr : nullptr` were
// rejected ("a value of type "void *" cannot be assigned to an entity of type
// "int *""). `nullptr` has type `std::nullptr_t`, which every comma,
// conditional, parenthesis and cast keeps, and its prvalues are null pointer
// constants. The side effects of the left operands must still happen.
#include <cstddef>

__device__ int g_count;

__host__ __device__ int bump(int* p) {
    return ++*p;
}

__host__ __device__ int which(int*) {
    return 1;
}
__host__ __device__ int which(std::nullptr_t) {
    return 2;
}

template <class T>
__host__ __device__ int size_of_deduced(T) {
    return (int)sizeof(T);
}

__host__ __device__ int not_null(const int* p) {
    return p != nullptr;
}

__host__ __device__ int* null_result(int* p) {
    return (bump(p), nullptr);
}

__host__ __device__ long long run() {
    int n = 0;
    int x = 4;
    int* p = &x;
    long long r = 0;
    // Comma: the left operand runs, the result is a null pointer constant.
    p = (bump(&n), nullptr);
    r = r * 10 + (p == nullptr) + n;
    int** pp = (bump(&n), (nullptr));
    r = r * 10 + (pp == 0) + n;
    // Conditional with two nullptr arms: std::nullptr_t.
    for (int c = 0; c < 2; c++) {
        const int* q = c ? nullptr : nullptr;
        r = r * 10 + (q == nullptr);
        int* q2 = c ? &x : nullptr;
        r = r * 10 + (q2 != nullptr);
    }
    // As an argument, a return value and in comparisons.
    r = r * 10 + not_null((bump(&n), nullptr)) + not_null(&x);
    r = r * 10 + (null_result(&n) == nullptr) + n;
    r = r * 10 + (nullptr == nullptr) + (nullptr != (bump(&n), nullptr));
    // Variables of type std::nullptr_t and decltype(nullptr).
    decltype(nullptr) np = nullptr;
    std::nullptr_t np2 = 0;
    int* from_var = np;
    r = r * 10 + (from_var == np) + (np == np2) + (int)sizeof(np);
    // Overloads and deduction see std::nullptr_t.
    r = r * 10 + which(nullptr) + which(&x) * 2;
    r = r * 10 + size_of_deduced(nullptr);
    // Casts of nullptr.
    r = r * 10 + ((int*)nullptr == nullptr) + (static_cast<void*>(nullptr) == 0);
    // (g++ drops the side effects of the operand of a cast of a nullptr_t comma,
    // so the reference cannot check `(long)(bump(&n), nullptr)`.)
    r = r * 10 + (int)(long)nullptr + (int)reinterpret_cast<long>(nullptr);
    g_count = n;
    return r * 100 + n;
}
