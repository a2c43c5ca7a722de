// Static member templates taking `box<A, B>&`, `const box<A, B>&`, `box<A, B>&&` and
// `const box<A, B>&&` (as a pair's `get` helper): an rvalue picks `&&` over
// `const&&` ([over.ics.rank] 3.2.6) and a `const` rvalue the `const&&` one.
template <class A, class B>
struct box {
    A first;
    B second;
};

struct getter {
    template <class A, class B>
    __host__ __device__ static int get(box<A, B>& b) {
        return 1 + b.first;
    }
    template <class A, class B>
    __host__ __device__ static int get(const box<A, B>& b) {
        return 2 + b.first;
    }
    template <class A, class B>
    __host__ __device__ static int get(box<A, B>&& b) {
        return 3 + b.first;
    }
    template <class A, class B>
    __host__ __device__ static int get(const box<A, B>&& b) {
        return 4 + b.first;
    }
};

__host__ __device__ long long run() {
    box<int, float> b{10, 1.5f};
    const box<int, float> c{20, 2.5f};
    long long r = getter::get(b);
    r = r * 100 + getter::get(c);
    r = r * 100 + getter::get(static_cast<box<int, float>&&>(b));
    r = r * 100 + getter::get(static_cast<const box<int, float>&&>(c));
    r = r * 100 + getter::get(box<int, float>{30, 0.5f});
    return r;
}
