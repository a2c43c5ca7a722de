// `object.name` and `pointer->name` naming an enumerator or a static data member
// (of the class or of a base, also through a class template's dependent base, as
// `frag.num_elements` of nvcuda::wmma): the value is the member's, and the object
// expression is still evaluated for its side effects.
struct Base {
    enum { size = 4 };
    static const int scale = 3;
    static constexpr long long big = 1000000;
    int x[size];
};

struct Derived : Base {
    enum Kind { first = 7, second };
};

template <typename T, int N> struct Storage {
    T x[N];
    enum { num_elements = N };
};
template <typename T> struct Fragment : Storage<T, 6> {};

__host__ __device__ Derived* touch(Derived* d, int* calls) {
    ++*calls;
    return d;
}

__host__ __device__ long long run() {
    Base b;
    Derived d;
    Fragment<float> f;
    int calls = 0;
    long long r = b.size * 100 + d.size * 10 + b.scale + d.scale;
    r += d.second + (&d)->first;
    for (int i = 0; i < f.num_elements; ++i)
        f.x[i] = (float)i;
    r += (long long)f.x[f.num_elements - 1] * 1000;
    r += touch(&d, &calls)->scale * 10000 + touch(&d, &calls)->second;
    r += calls * 100000;
    r += d.big * 5 + (&b)->big;
    return r;
}
