// A proxy reference class template (Thrust's reference/tagged_reference): the derived
// class brings the base's assignment operators in with `using super::operator=;` and
// its constructors with `using super::super;`; the base's `operator&` gives the
// pointer for `&*it`, while `static_cast<Derived&>(*this)` in the base takes the
// built-in address.
template <class E, class Ptr, class Derived>
class reference {
public:
    using pointer = Ptr;
    __host__ __device__ explicit reference(const pointer& p) : ptr(p) {}
    __host__ __device__ pointer operator&() const { return ptr; }
    __host__ __device__ operator E() const { return *ptr; }
    __host__ __device__ Derived& operator=(const E& v) { *ptr = v; return static_cast<Derived&>(*this); }
private:
    pointer const ptr;
    template <class, class, class> friend class reference;
};
template <class E>
class tagged : public reference<E, E*, tagged<E>> {
    using super = reference<E, E*, tagged<E>>;
public:
    using super::super;
    using super::operator=;
};
template <class It> struct it_t { It p; __host__ __device__ tagged<int> operator*() const { return tagged<int>(p); } };
__host__ __device__ long long run() {
    int x = 5;
    it_t<int*> it{&x};
    *it = 7;
    int* p = &*it;
    return *p * 10 + int(*it);
}
