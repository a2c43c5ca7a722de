// The built-in subscript on operands converted by conversion functions (an index of
// a class type converting to an integer, as `keys[integral_constant<int, 2>{}]`; a
// class converting to a pointer as the base; a proxy whose conversion its base
// declares, as Thrust's `device_reference` does, also under `+`), and a conversion function template
// whose result only substitution can tell (`operator enable_if_t<C, U>()` with
// `U = T` defaulted): a non-deduced context, so the default gives the argument and
// the conversion applies when the target is that type.
template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { using type = T; };
template <bool B, class T = void> using enable_if_t = typename enable_if<B, T>::type;
template <class T> struct is_array { static constexpr bool value = false; };
template <class T, int N> struct is_array<T[N]> { static constexpr bool value = true; };

template <class T, T V> struct constant {
    static constexpr T value = V;
    __host__ __device__ constexpr operator T() const { return V; }
};

struct buffer {
    int *p;
    __host__ __device__ operator int *() const { return p; }
};

template <class T, class Derived> struct reference_base {
    const T *p;
    __host__ __device__ operator T() const { return *p; }
};
template <class T> struct proxy : reference_base<T, proxy<T>> {
    __host__ __device__ explicit proxy(const T *q) { this->p = q; }
};

template <class T> struct shuffled {
    T data;
    bool pred;
    template <class U = T>
    __host__ __device__ operator enable_if_t<!is_array<U>::value, U>() const { return data; }
};
template <class T> __host__ __device__ shuffled<T> shuffle(const T &x) { return shuffled<T>{x + 1, true}; }

__host__ __device__ long long run() {
    int keys[4] = {3, 5, 7, 9};
    constant<int, 2> two;
    buffer b{keys};
    long long r = keys[two];                        // 7
    r = r * 10 + b[constant<int, 3>{}];             // 9
    b[1] = 4;
    r = r * 10 + keys[1];                           // 4
    unsigned u = 41;
    u = shuffle(u);
    r = r * 100 + u;                                // 42
    int i = shuffle(keys[0]);
    r = r * 10 + i;                                 // 4
    long long l = shuffle(10LL);
    r = r * 100 + l;                                // 11
    int at = 3;
    proxy<int> three(&at);
    keys[three] = 6;
    return r * 100 + keys[3] + (three + 1);         // 6 + 4
}
