// Member functions of a class template defined outside the class are instantiated
// only when used ([temp.inst]/4), as those defined in it are: a definition that does
// not compile for some instance's arguments (`v.size()` of a `Holder<int>`) is no error
// while nothing calls it, and the instance is complete and usable otherwise. Before,
// ptxc parsed every out-of-class definition with each class instance, which reported
// "expression must have class type" here, and, with CUB's and Thrust's headers,
// compiled kernels and functions nvcc never emits.
template <class T> struct Holder {
    T v;
    __host__ __device__ Holder(T x);
    __host__ __device__ T get() const;
    __host__ __device__ long long length() const;  // only for T with size()
    __host__ __device__ static T twice(T x);
    __host__ __device__ Holder &operator+=(const Holder &o);
};
template <class U> __host__ __device__ Holder<U>::Holder(U x) : v(x) {}
template <class U> __host__ __device__ U Holder<U>::get() const { return v + twice(v); }
template <class U> __host__ __device__ long long Holder<U>::length() const { return v.size(); }
template <class U> __host__ __device__ U Holder<U>::twice(U x) { return x * 2; }
template <class U> __host__ __device__ Holder<U> &Holder<U>::operator+=(const Holder<U> &o) {
    v += o.v;
    return *this;
}

struct Sized {
    int n;
    __host__ __device__ long long size() const { return n * 3; }
};

// A body naming the next instance of its own class: each is instantiated by the use
// in the one before.
template <int N> struct Sum {
    __host__ __device__ static int upto();
};
template <int N> __host__ __device__ int Sum<N>::upto() { return N + Sum<N - 1>::upto(); }
template <> struct Sum<0> {
    __host__ __device__ static int upto() { return 0; }
};

// Named before its definition is read: defined where it is read.
template <class T> struct Late {
    __host__ __device__ T f() const;
};
__host__ __device__ int call_late(const Late<int> &l);
template <class T> __host__ __device__ T Late<T>::f() const { return T(41) + 1; }
__host__ __device__ int call_late(const Late<int> &l) { return l.f(); }

__host__ __device__ long long run() {
    Holder<int> a(4);                 // length() is never used for int
    Holder<int> b(5);
    a += b;                           // 9
    long long r = a.get();            // 9 + 18 = 27
    Holder<Sized> s(Sized{7});
    r = r * 100 + s.length();         // 21
    r = r * 100 + Sum<6>::upto();     // 21
    r = r * 100 + call_late(Late<int>{});  // 42
    return r;
}
