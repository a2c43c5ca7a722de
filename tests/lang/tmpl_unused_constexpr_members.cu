// A constexpr member of a class template instance that is invalid for its arguments
// is not an error unless used ([temp.inst]/4): libcu++'s
// __compressed_pair_elem(__value_init_tag) : __value_() exists for every element
// type, also one with no default constructor.
struct value_init_tag {};
struct NoDefault {
    int v;
    __host__ __device__ constexpr explicit NoDefault(int x) : v(x) {}
};

template <class T> struct element {
    __host__ __device__ constexpr explicit element(value_init_tag) : value_() {}
    __host__ __device__ constexpr explicit element(T v) : value_(v) {}
    __host__ __device__ constexpr int twice() const { return value_.v * 2; }
    __host__ __device__ constexpr T get() const { return value_; }
    T value_;
};

struct Plain {
    int v = 9;
};

__host__ __device__ long long run() {
    element<NoDefault> e(NoDefault(21));
    element<Plain> p{value_init_tag{}};
    long long s = e.twice();
    s = s * 100 + e.get().v;
    s = s * 100 + p.value_.v;
    return s;
}
