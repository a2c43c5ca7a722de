// A statement starting with a member of a class nested in a class template instance,
// `Ops<int>::Acc::add(x, 3);`, is an expression (a call), not a declaration; a type
// member reached the same way still declares.
template <class T> struct Ops {
    struct Acc {
        __host__ __device__ static void add(T& x, int v) { x += v; }
        using value_type = T;
    };
};

__host__ __device__ long long run() {
    int x = 1;
    Ops<int>::Acc::add(x, 3);
    Ops<int>::Acc::add(x, 10);
    Ops<int>::Acc::value_type y = x * 2;
    return x * 1000 + y;
}
