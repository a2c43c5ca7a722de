// A class whose `operator=` overloads include a member template keeps its declared copy
// assignment: `*it = *jt` on a reference proxy (Thrust's `device_reference` returned by
// value) calls the proxy's `operator=(const Ref&) const` on the prvalue
// ([over.match.oper]: a class prvalue may call its member functions, assignment too), and
// `a = b` between lvalues calls it as well instead of copying memberwise.
template <typename T>
struct Ref {
    T* p;
    __host__ __device__ explicit Ref(T* q) : p(q) {}
    __host__ __device__ const Ref& operator=(const Ref& o) const { *p = *o.p + 1000; return *this; }
    template <typename U>
    __host__ __device__ const Ref& operator=(const U& v) const { *p = T(v) * 10; return *this; }
    __host__ __device__ operator T() const { return *p; }
};

template <typename T>
struct Ptr {
    T* p;
    __host__ __device__ Ref<T> operator*() const { return Ref<T>(p); }
    __host__ __device__ Ptr& operator--() { --p; return *this; }
    __host__ __device__ bool operator!=(const Ptr& o) const { return p != o.p; }
};

// The shape of a sequential `copy_backward` over proxy iterators.
template <typename It>
__host__ __device__ It copy_back(It first, It last, It result) {
    while (first != last) {
        --last;
        --result;
        *result = *last;
    }
    return result;
}

struct Tally {
    int v, copies;
    __host__ __device__ explicit Tally(int x) : v(x), copies(0) {}
    __host__ __device__ Tally& operator=(const Tally& o) { v = o.v; copies = copies + 1; return *this; }
    template <typename U>
    __host__ __device__ Tally& operator=(U x) { v = -int(x); return *this; }
};

__host__ __device__ long long run() {
    int a[4] = {1, 2, 3, 4};
    Ptr<int> b{a}, e{a + 3};
    copy_back(b, e, Ptr<int>{a + 4});          // a = {1, 1001, 1002, 1003}
    *b = 7;                                     // the template: 70
    long long r = a[0] + a[1] + a[2] + a[3];   // 70 + 3006
    Ref<int> x(a), y(a + 1);
    x = y;                                      // the copy assignment: 2001, x still points at a[0]
    r = r * 10000 + a[0];
    Tally t(1), u(5);
    t = u;                                      // declared copy assignment
    t = u;
    r = r * 100 + t.v * 10 + t.copies;
    t = 3.5;                                    // the template: -3
    return r * 10 - t.v;
}
