// A friend function defined in a class template is instantiated only when it is used
// ([temp.inst]/4), like a member function: an iterator adaptor declares
// `friend Adaptor operator+(long, const Adaptor&)` whose body adds to the wrapped
// iterator, and instantiating the adaptor for an iterator without `+` is fine as long
// as nobody adds. Other `+` expressions in the program (on the adaptor itself through
// its member, on numbers) consider the friend as a candidate without instantiating it.
// Also a default constructor written `= delete`: the class is not default-constructible
// (also not a class holding one as a member or base).

struct Forward {
    int* p;
    __host__ __device__ int operator*() const { return *p; }
    __host__ __device__ Forward& operator++() {
        ++p;
        return *this;
    }
};

struct Random {
    int* p;
    __host__ __device__ int operator*() const { return *p; }
    __host__ __device__ Random operator+(long n) const { return Random{p + n}; }
};

template <class It>
struct Moved {
    It cur;
    __host__ __device__ constexpr It base() const { return cur; }
    __host__ __device__ constexpr Moved operator+(long n) const { return Moved{cur + n}; }
    __host__ __device__ friend constexpr Moved operator+(long n, const Moved& x) { return Moved{x.base() + n}; }
    __host__ __device__ friend Moved operator-(const Moved& x, long n) { return Moved{x.base() + -n}; }
    __host__ __device__ friend constexpr bool operator==(const Moved& a, const Moved& b) {
        return a.cur.p == b.cur.p;
    }
};

struct NoDefault {
    NoDefault() = delete;
    __host__ __device__ explicit NoDefault(int v) : v(v) {}
    int v;
};
struct HoldsNoDefault {
    NoDefault n;
};
struct DerivesNoDefault : NoDefault {};
struct Fine {
    int x;
};

__host__ __device__ long long run() {
    int data[8] = {10, 11, 12, 13, 14, 15, 16, 17};
    Moved<Forward> f{Forward{data}};
    Moved<Random> r{Random{data}};
    long long total = *f.base() + (f == f);
    total += *(r + 3).base();
    total += *(2L + r).base() * 100;
    total += *(r - -1).base() * 10000;
    total += 1000000LL * (__is_constructible(NoDefault) + 2 * __is_constructible(HoldsNoDefault) +
                          4 * __is_constructible(DerivesNoDefault) + 8 * __is_constructible(Fine) +
                          16 * __is_constructible(NoDefault, int));
    return total;
}
