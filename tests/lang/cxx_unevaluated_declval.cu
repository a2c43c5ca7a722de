// libcu++'s "fast declval": a variable template of function pointer type,
// specialized after its declared type (`extern fn_t<T&&> dv<T, void_t<T&&>>;`),
// called only in unevaluated operands; and host-only functions and variables
// named in `decltype` from device code, which evaluates nothing.
template <class...> using void_t = void;
template <class T, bool N = true> using fn_t = T (*)() noexcept(N);
template <class T, class = void> extern fn_t<void> dv;
template <class T> extern fn_t<T&&> dv<T, void_t<T&&>>;
template <class T, class U> using cond_type = decltype(false ? dv<T>() : dv<U>());

long host_only_value(int);
extern double host_only_variable;

__host__ __device__ long long run() {
    long long s = sizeof(decltype(dv<short>()));
    s = s * 10 + sizeof(cond_type<int, long>);
    s = s * 10 + sizeof(cond_type<char, float>);
    s = s * 10 + sizeof(decltype(host_only_value(1)));
    s = s * 10 + sizeof(decltype(host_only_variable));
    return s;
}
