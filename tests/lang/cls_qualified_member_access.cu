// qualified member access through a base class: `h.Hide::v` and `p->Hide::f()` reach
// the base's member hidden by the derived class's; `h.Hider::v` names the derived one
struct Hide {
    int v;
    __host__ __device__ int f() const { return v * 3; }
};
struct Hider : Hide {
    int v;
    __host__ __device__ int f() const { return v * 5 + Hide::f(); }
};

__host__ __device__ long long run() {
    Hider h;
    h.v = 2;
    h.Hide::v = 7;
    Hider* p = &h;
    p->Hide::v += 1;
    return h.f() * 10000 + p->Hide::f() * 100 + h.Hider::v * 10 + h.Hide::v;
}
