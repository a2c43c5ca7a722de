// A constructor template whose default call argument is ill-formed for some instances
// (a converting constructor from the non-const view that must not become a second copy
// constructor when the element type is already non-const): the default argument is
// instantiated only when a call uses it ([temp.inst]/12), so merely considering the
// candidate (copying `View<int>`, where the copy constructor wins) is no error.
template <bool B, class T = void> struct only_if { typedef T type; };
template <class T> struct only_if<false, T> {};
template <class A, class B> struct same { static const bool value = false; };
template <class A> struct same<A, A> { static const bool value = true; };
template <class T> struct strip_const { typedef T type; };
template <class T> struct strip_const<const T> { typedef T type; };

template <class E>
struct View {
    typedef View<typename strip_const<E>::type> Mutable;
    E *ptr;
    int stride;
    __host__ __device__ View(E *p = nullptr, int s = 1) : ptr(p), stride(s) {}
    template <typename Guard = int>
    __host__ __device__ View(Mutable const &m,
                             Guard g = (typename only_if<!same<Mutable, View<E> >::value, Guard>::type)7)
        : ptr(m.ptr), stride(m.stride + g) {}
};

__host__ __device__ int sum(View<const int> v, int n) {
    int s = 0;
    for (int i = 0; i < n; ++i)
        s += v.ptr[i * v.stride];
    return s;
}

__host__ __device__ long long run() {
    int data[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    View<int> a(data, 2);
    View<int> b(a);                  // the copy constructor: stride 2
    View<int> c = a;                 // also
    View<const int> d(a);            // the template, its default used: stride 9
    View<const int> e(a, -1);        // the template, no default: stride 1
    long long r = b.stride * 1000 + c.stride * 100 + d.stride * 10 + e.stride;
    return r * 1000 + sum(View<const int>(data, 2), 4) * 10 + sum(e, 3);
}
