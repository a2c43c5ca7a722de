// Members of a class template instance whose result type is deduced (`auto`,
// `auto*`) are defined with the class, so the bodies of other members (parsed when
// first used, or member templates) can call them (as a vectorized load/store helper
// class does: `*vectorized_data() = *p;`)
template <class T, int N>
struct Lanes {
    struct {
        T data[N];
    } val;
    __host__ __device__ auto* as_pair() { return reinterpret_cast<long long*>(val.data); }
    __host__ __device__ auto first() const { return val.data[0]; }
    template <class I = int>
    __host__ __device__ void load(const T* p, I i) {
        *as_pair() = *reinterpret_cast<const long long*>(&p[i]);
    }
    __host__ __device__ T sum() const {
        T s = first();
        for (int k = 1; k < N; k++) s += val.data[k];
        return s;
    }
};

__host__ __device__ long long run() {
    alignas(8) int src[4] = {3, 4, 5, 6};
    Lanes<int, 2> v;
    v.load(src, 2);
    Lanes<int, 2> w;
    w.load(src, 0L);
    return (long long)v.sum() * 1000 + w.first() * 10 + w.sum();
}
