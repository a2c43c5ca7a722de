// `operator->`: `x->m` is `x.operator->()->m`, applied again while the result is
// an object of class type (a smart pointer returning a smart pointer), as
// cuda::std::optional's `o->member` uses it; also called by name.
struct Point { int x, y; __host__ __device__ int sum() const { return x + y; } };
struct Ptr {
    Point* p;
    __host__ __device__ Point* operator->() const { return p; }
};
struct Handle {
    Ptr inner;
    __host__ __device__ Ptr operator->() const { return inner; }
};
template <class T> struct Box {
    T value;
    __host__ __device__ T* operator->() { return &value; }
    __host__ __device__ const T* operator->() const { return &value; }
};

__host__ __device__ long long run() {
    Point pt{3, 4};
    Ptr p{&pt};
    Handle h{p};
    p->x = 10;
    long long s = p->x + p->y;
    s = s * 100 + h->y * 2 + p.operator->()->x;
    h->y = 5;
    s = s * 100 + pt.sum() + h->sum();
    Box<Point> b{{1, 2}};
    b->y += 7;
    const Box<Point>& cb = b;
    s = s * 100 + cb->sum();
    return s;
}
