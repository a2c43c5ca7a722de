// A class template instance named before any definition for it exists is an
// incomplete class that a later use completes: an alias of `view<char>` written
// ahead of the template's definition, and `traits<char>` named (as a default
// template argument) between its explicit specialization's declaration and its
// definition (libcu++'s string_view and char_traits are declared this way).
namespace text {
template <class C>
struct traits;
template <>
struct traits<char>;
template <class C, class T = traits<C>>
class view;
using cview = view<char>;

template <class C, class I>
struct traits_base {
    using char_type = C;
    __host__ __device__ static constexpr int length(const C* s) {
        int n = 0;
        while (s[n] != C())
            ++n;
        return n;
    }
};
template <>
struct traits<char> : traits_base<char, int> {};

template <class C, class T>
class view {
public:
    using traits_type = T;
    static_assert(sizeof(typename traits_type::char_type) == sizeof(C), "traits match");
    __host__ __device__ constexpr view(const C* s) : data_(s), size_(T::length(s)) {}
    __host__ __device__ constexpr int size() const { return size_; }
    __host__ __device__ constexpr C operator[](int k) const { return data_[k]; }

private:
    const C* data_;
    int size_;
};
} // namespace text

__host__ __device__ long long run() {
    text::cview a("hello");
    const text::cview b("ptx");
    return a.size() * 1000 + b.size() * 10 + (a[1] == 'e');
}
