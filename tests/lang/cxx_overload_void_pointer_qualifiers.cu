// Of two conversions of a pointer to `cv void*`, the one to the less qualified void
// is better ([over.ics.rank] 3.2.6): `const void*` beats `const volatile void*`, as
// libcu++'s is_address_from overloads rely on; an already volatile pointer can only
// take the volatile overload.
struct B { int x; };
__host__ __device__ int which(const void*) { return 1; }
__host__ __device__ int which(const volatile void*) { return 2; }
__host__ __device__ int pick(volatile void*) { return 3; }
__host__ __device__ int pick(const volatile void*) { return 4; }
__host__ __device__ int plain(void*) { return 5; }
__host__ __device__ int plain(const void*) { return 6; }

__host__ __device__ long long run() {
    B b{1};
    const B cb{2};
    volatile B vb{3};
    long long s = which(&b);
    s = s * 10 + which(&cb);
    s = s * 10 + which(&vb);
    s = s * 10 + pick(&b);
    s = s * 10 + pick(&cb);
    s = s * 10 + plain(&b);
    s = s * 10 + plain(&cb);
    return s;
}
