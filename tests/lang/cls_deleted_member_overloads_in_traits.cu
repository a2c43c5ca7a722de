// Member functions written `= delete` beside other overloads take part in overload
// resolution: `__is_assignable(R&, V&)` is false when the `operator=` a non-const
// lvalue picks is deleted (the `const V&` and `V&&` ones stay usable), and a detection
// idiom asking whether `r.f(x)` is well-formed says no for the argument type whose
// overload is deleted.

struct Value;
struct Ref {
    int hits = 0;
    __host__ __device__ Ref& operator=(const Value&) {
        hits += 1;
        return *this;
    }
    Ref& operator=(Value&) = delete;
    __host__ __device__ Ref& operator=(Value&&) {
        hits += 10;
        return *this;
    }
    __host__ __device__ int f(int x) { return x + 1; }
    int f(double) = delete;
};
struct Value {
    int x;
};

template <class T>
T make();

template <class T, class = void>
struct can_call_f {
    static constexpr int value = 0;
};
template <class T>
struct can_call_f<T, decltype((void)make<Ref&>().f(make<T>()))> {
    static constexpr int value = 1;
};

__host__ __device__ long long run() {
    Ref r;
    Value v{3};
    r = static_cast<const Value&>(v);
    r = Value{4};
    long long bits = __is_assignable(Ref&, const Value&) + 2 * __is_assignable(Ref&, Value&) +
                     4 * __is_assignable(Ref&, Value&&) + 8 * can_call_f<int>::value + 16 * can_call_f<double>::value +
                     32 * can_call_f<char>::value;
    return bits * 1000 + r.hits * 10 + r.f(5);
}
