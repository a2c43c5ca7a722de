// A default argument of a class template's member is instantiated only when a call
// uses it: `no_throw<A>` for an allocator `A` without a default constructor compiles
// while every call passes the allocator (Thrust's temporary_allocator).
struct NoDefault {
    int id;
    __host__ __device__ explicit NoDefault(int i) : id(i) {}
};
template <class Base>
struct no_throw : Base {
    __host__ __device__ no_throw(const Base& other = Base()) : Base(other) {}
    __host__ __device__ int twice(int k = Base::missing) const { return 2 * k + this->id; }
};
__host__ __device__ long long run() {
    no_throw<NoDefault> a(NoDefault(4));
    return a.twice(5) * 10 + a.id;
}
