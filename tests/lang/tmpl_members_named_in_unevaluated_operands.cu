// A member function of a class template instance named only in an unevaluated operand
// (noexcept, decltype, sizeof) is not used, so its definition is not instantiated
// ([temp.inst]/4): Thrust's `no_throw_allocator::operator==` calls its base's
// `operator==`, a hidden friend no qualified name finds, and is only ever named by
// `contiguous_storage::swap`, itself named by a `noexcept(lhs.swap(rhs))`.
struct Base {
    int id;
    __host__ __device__ friend bool operator==(const Base& a, const Base& b) { return a.id == b.id; }
};

template <class B>
struct Alloc : B {
    // Ill-formed for B = Base if instantiated: Base has no member operator==.
    __host__ __device__ bool operator==(const Alloc& o) const { return B::operator==(o); }
};

template <class A>
struct Storage {
    A alloc;
    int size;
    __host__ __device__ void swap(Storage& o) {
        bool same = alloc == o.alloc;
        int t = size;
        size = o.size;
        o.size = t + same;
    }
    __host__ __device__ friend void swap(Storage& l, Storage& r) noexcept(noexcept(l.swap(r))) {}
};

__host__ __device__ long long run() {
    Storage<Alloc<Base>> s{{{1}}, 3}, t{{{1}}, 4};
    static_assert(!noexcept(swap(s, t)), "Storage::swap may throw");
    decltype(s.alloc == t.alloc) same = true;
    long long bytes = sizeof(s.swap(t), s.size);
    return same * 100 + bytes * 10 + s.size;
}
