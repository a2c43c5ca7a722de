// Members of a class template defined outside it: a constructor and a destructor
// (`S<T>::~S()`, Thrust's contiguous_storage), each instance running its own; nvcc's
// `#pragma nv_exec_check_disable` (CCCL's _CCCL_EXEC_CHECK_DISABLE) before them and
// inside the class body.
template <class T>
struct S {
    T v;
    int* hits;
#pragma nv_exec_check_disable
    template <class U>
    __host__ __device__ U get(U k) const { return U(v) + k; }
    _Pragma("nv_exec_check_disable")
    __host__ __device__ explicit S(T x, int* h);
    __host__ __device__ ~S();
};
_Pragma("nv_exec_check_disable")
template <class T>
__host__ __device__ S<T>::S(T x, int* h) : v(x), hits(h) {}
#pragma nv_exec_check_disable
template <class T>
__host__ __device__ S<T>::~S() { *hits += 1; }
__host__ __device__ long long run() {
    int hits = 0;
    long long r;
    {
        S<int> s(4, &hits);
        r = s.get(3L);
    }
    return r * 10 + hits;
}
