// A class template instance named only through a reference or pointer does not need
// its definition yet, so an explicit specialization for it may follow (libcu++
// declares barrier_native_handle(barrier<thread_scope_block>&) before specializing
// barrier<thread_scope_block>). Also: a friend naming a function of another namespace
// by its qualified name, an explicit specialization of a function template whose
// non-type argument is an enumerator, and a friend function template declaration
// that only befriends the namespace's own template.
enum scope { system_scope, device_scope, block_scope };
struct empty_completion {};

template <scope S, class C = empty_completion> class barrier {
public:
    int primary = 1;
    template <class B> friend __host__ __device__ int poll(const B& b, int k);
};

namespace device {
__host__ __device__ int* native_handle(barrier<block_scope>& b);
}

template <> class barrier<block_scope, empty_completion> {
    int state = 40;
    friend __host__ __device__ int* ::device::native_handle(barrier<block_scope>& b);
public:
    __host__ __device__ int peek() const { return state; }
    template <class B> friend __host__ __device__ int poll(const B& b, int k);
};

namespace device {
__host__ __device__ int* native_handle(barrier<block_scope>& b) { return reinterpret_cast<int*>(&b); }
}

template <class B> __host__ __device__ int poll(const B& b, int k) { return k * 1000; }

template <scope S, class C> __host__ __device__ int* handle_of(barrier<S, C>&) { return nullptr; }
template <> __host__ __device__ int* handle_of<block_scope, empty_completion>(barrier<block_scope>& b) {
    return device::native_handle(b);
}

__host__ __device__ long long run() {
    barrier<block_scope> b;
    *device::native_handle(b) += 2;
    barrier<device_scope> d;
    long long s = b.peek();
    s = s * 10 + d.primary;
    s = s * 10 + (handle_of(d) == nullptr);
    s = s * 100 + *handle_of(b);
    s = s * 10000 + poll(b, 3) + poll(d, 4) / 1000;
    return s;
}
