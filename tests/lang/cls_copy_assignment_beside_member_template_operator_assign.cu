// A proxy reference (a class whose `operator=` writes through a pointer it holds, as
// iterator libraries return from `operator*`) that declares a copy assignment beside a
// member template `operator=`: `*out = *in` assigns through the declared copy
// assignment, even to a temporary (a prvalue of class type), and `a = b` does not
// become the implicit memberwise copy: a member template is never a copy assignment,
// so the ordinary overload declared beside it still suppresses the implicit one
// ([class.copy.assign]/1), and a non-template wins a tie ([over.match.best]).

template <class T>
struct Ref {
    T* p;
    __host__ __device__ explicit Ref(T* q) : p(q) {}
    Ref(const Ref&) = default;
    __host__ __device__ const Ref& operator=(const Ref& o) const { *p = *o.p; return *this; }
    template <class U>
    __host__ __device__ const Ref& operator=(const Ref<U>& o) const { *p = T(*o.p) + 1000; return *this; }
    __host__ __device__ const Ref& operator=(const T& v) const { *p = v; return *this; }
};

template <class T>
struct Ptr {
    T* p;
    __host__ __device__ Ref<T> operator*() const { return Ref<T>(p); }
};

template <class It>
__host__ __device__ void copy_one(It in, It out) { *out = *in; }

__host__ __device__ long long run() {
    int v[4] = {1, 2, 3, 4};
    short s = 7;
    Ptr<int> a{v}, b{v + 1};
    *b = *a;                        // v[1] = 1 through the copy assignment
    copy_one(Ptr<int>{v + 2}, Ptr<int>{v + 3});  // v[3] = 3
    Ref<int> r(v), q(v + 2);
    r = q;                          // v[0] = 3, r still points at v[0]
    *r.p += 10;                     // v[0] = 13
    *Ptr<int>{v + 2} = *Ptr<short>{&s};  // the template: v[2] = 1007
    return ((v[0] * 100LL + v[1]) * 100 + v[3]) * 10000 + v[2];
}
