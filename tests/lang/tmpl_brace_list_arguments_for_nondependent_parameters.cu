// A brace list passed to a function template's parameter whose type does not
// depend on the template's parameters (`Coord3 c` in `template <class T> T
// scale(Coord3 c, T k)`) is a non-deduced context ([temp.deduct.call]/1): the other
// arguments deduce `T` and the list initializes a `Coord3`, explicit template
// arguments or not. Before, ptxc read every brace list given to a function template
// as a std::initializer_list ("#include <initializer_list>").
struct Coord3 {
    int a, b, c;
};

template <class T> __host__ __device__ T scale(Coord3 c, T k) { return (c.a + c.b * 10 + c.c * 100) * k; }

template <class T> __host__ __device__ T scale_ref(const Coord3 &c, T k) { return c.a * k - c.c; }

// Overloads that agree on the parameter at the list's position.
template <class T> __host__ __device__ T pick(Coord3 c, T k) { return c.b + k; }
template <class T> __host__ __device__ T pick(Coord3 c, T k, T j) { return c.b + k * j; }

__host__ __device__ long long run() {
    int m = 3;
    long long r = scale<int>({m, 2, 1}, 2);     // (3 + 20 + 100) * 2 = 246
    r = r * 1000 + scale({1, m, 0}, 4);          // 31 * 4 = 124
    r = r * 100 + scale_ref({m, 0, 5}, 9);       // 27 - 5 = 22
    r = r * 100 + pick({0, 7, 0}, 5);            // 12
    r = r * 100 + pick({0, 7, 0}, 5, 6);         // 37
    return r;
}
