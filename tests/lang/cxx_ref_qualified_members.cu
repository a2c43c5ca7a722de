// Ref-qualified member functions: the object's value category chooses the
// overload (`&` for lvalues, `&&` for rvalues, `const&` for both when nothing
// better fits), as an optional-like holder uses them to move out of temporaries.
struct Holder {
    int v;
    __host__ __device__ int& value() & { return v; }
    __host__ __device__ int value() && { return v + 100; }
    __host__ __device__ int value() const& { return v + 1000; }
    __host__ __device__ int kind() & { return 1; }
    __host__ __device__ int kind() const& { return 2; }
    __host__ __device__ int kind() && { return 3; }
    __host__ __device__ int kind() const&& { return 4; }
    __host__ __device__ int only_lvalue(int a) & { return v * a; }
    __host__ __device__ int only_rvalue(int a) && { return v - a; }
    __host__ __device__ int read() const& { return v; }
    __host__ __device__ int scaled(int k) &&;
    __host__ __device__ int scaled(int k) const&;
    template <class T> __host__ __device__ T as() && { return T(v) * 2; }
    template <class T> __host__ __device__ T as() const& { return T(v) * 3; }
    __host__ __device__ int self_kind() & { return kind() * 10 + static_cast<Holder&&>(*this).kind(); }
    __host__ __device__ Holder&& move() { return static_cast<Holder&&>(*this); }
};

__host__ __device__ int Holder::scaled(int k) && { return v * k + 1; }
__host__ __device__ int Holder::scaled(int k) const& { return v * k + 2; }

__host__ __device__ Holder make(int x) {
    Holder h;
    h.v = x;
    return h;
}

__host__ __device__ long long run() {
    Holder b;
    b.v = 5;
    const Holder& c = b;
    Holder* p = &b;
    long long r = b.value() + make(7).value() * 10 + c.value() * 100;
    r = r * 10 + b.kind();
    r = r * 10 + c.kind();
    r = r * 10 + make(1).kind();
    r = r * 10 + static_cast<const Holder&&>(b).kind();
    r = r * 10 + static_cast<Holder&&>(b).kind();
    r = r * 10 + p->kind();
    r = r * 10 + b.move().kind();
    r = r * 100 + b.self_kind();
    r += b.only_lvalue(3) + make(9).only_rvalue(4) + make(4).read();
    r += b.scaled(2) * 1000 + make(3).scaled(5) * 100000;
    r += make(6).as<int>() * 7 + (long long)(b.as<float>() * 11);
    b.value() = 9;
    p->value() += 2;
    return r + b.v;
}
