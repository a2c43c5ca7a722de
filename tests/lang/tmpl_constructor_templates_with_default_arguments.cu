// Constructor templates with trailing parameters left to their default arguments: a
// SFINAE parameter `enable_if_convertible_t<OtherPointer, Pointer>* = nullptr` (Thrust's
// normal_iterator from an iterator over non-const elements, in copy- and
// direct-initialization) and an ordinary defaulted `int scale = 2`.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class F, class T> inline constexpr bool convertible_v = false;
template <class U> inline constexpr bool convertible_v<U*, U*> = true;
template <class U> inline constexpr bool convertible_v<U*, const U*> = true;
template <class F, class T> using enable_if_convertible_t = enable_if_t<convertible_v<F, T>>;
template <class Pointer>
struct normal_iterator {
    Pointer p;
    __host__ __device__ normal_iterator(Pointer q) : p(q) {}
    template <class OtherPointer>
    __host__ __device__ normal_iterator(const normal_iterator<OtherPointer>& other,
                                       enable_if_convertible_t<OtherPointer, Pointer>* = nullptr)
        : p(other.p) {}
    template <class U>
    __host__ __device__ normal_iterator(U* a, U* b, int scale = 2) : p(a + (b - a) * scale) {}
};
__host__ __device__ long long run() {
    int xs[8] = {1, 2, 3, 4, 5, 6, 7, 8};
    normal_iterator<int*> it(xs + 1);
    normal_iterator<const int*> cit = it;
    normal_iterator<const int*> c2(it);
    normal_iterator<int*> two(xs, xs + 1);
    normal_iterator<int*> three(xs, xs + 1, 3);
    return *cit.p * 1000 + *c2.p * 100 + *two.p * 10 + *three.p;
}
