// A function template whose return type is a SFINAE condition, declared with one
// parameter name and defined with another: one template ([temp.over.link]: parameters
// are compared by position), so the call is not ambiguous between the two.
template <bool B, class T = void> struct only_if {};
template <class T> struct only_if<true, T> { typedef T type; };
template <class T> struct is_int_type { static const bool value = false; };
template <> struct is_int_type<int> { static const bool value = true; };
template <class T> __host__ __device__ typename only_if<is_int_type<T>::value, T>::type twice(T x);
template <class U> __host__ __device__ typename only_if<is_int_type<U>::value, U>::type twice(U x) { return x * 2; }
__host__ __device__ long long run() {
    int a = 21;
    return twice(a);
}
