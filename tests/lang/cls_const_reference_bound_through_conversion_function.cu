// A `const T&` parameter given an object of another class that converts to `T` by a
// conversion function (a proxy reference such as Thrust's `device_reference<T>`,
// whose `operator value_type()` is declared in a base): the reference binds the `T`
// the function returns ([dcl.init.ref]/5.2.1.2), in constructor and call operator
// overload resolution alike.
struct elem {
    int v;
    __host__ __device__ elem() : v(0) {}
    __host__ __device__ elem(const elem& e) : v(e.v) {}
};

template <class T>
struct ref_base {
    using value_type = T;
    T* ptr;
    __host__ __device__ operator value_type() const { return *ptr; }
};

template <class T>
struct proxy : ref_base<T> {
    __host__ __device__ explicit proxy(T* p) { this->ptr = p; }
};

template <class T>
struct unary {
    __host__ __device__ int operator()(const T& x) const { return x.v * 10; }
    __host__ __device__ int operator()(const T& x, const T& y) const { return x.v + y.v; }
};

__host__ __device__ int take(const elem& e) { return e.v + 1000; }

__host__ __device__ long long run() {
    elem storage;
    storage.v = 4;
    proxy<elem> r(&storage);
    unary<elem> f;
    elem item(r);
    long long out = f(r);
    out = out * 100 + item.v;
    out = out * 10000 + take(r);
    out = out * 100 + f(r, item);
    return out;
}
