// A constructor template with a default call argument keeps it whichever call makes
// an instance first: a constexpr member (parsed with the class) calling `It(p, i + k)`
// makes `It<int>::It<unsigned char>` with both arguments given, and `It<int> a(st)`
// later uses the same instance with the default (CuTe's `subbyte_iterator`).
template <class T> struct It {
    unsigned char* p;
    unsigned char i;
    template <class P>
    __host__ __device__ constexpr It(P* ptr, unsigned char idx = 0) : p(reinterpret_cast<unsigned char*>(ptr)), i(idx) {}
    __host__ __device__ constexpr It operator+(unsigned long k) const { return It(p, i + k); }
    __host__ __device__ constexpr unsigned char operator*() const { return p[i]; }
};
__host__ __device__ long long run() {
    unsigned char st[4] = {1, 2, 3, 4};
    It<int> a(st);
    It<int> b = a + 2;
    It<long> c(st + 1);
    return *a * 100 + *b * 10 + *c;
}
