// `c ? a : b` with one operand of class type converts the operand that converts
// implicitly to the other's type (a proxy reference with `operator int()` and
// an `int` give an `int`), and an implicit conversion to `T&&` binds an rvalue
// of `T` or of a class derived from it, or a temporary converted from another
// type, never an lvalue of `T`: what C++20-style common_reference and
// indirectly_readable checks ask of iterator proxies.
#include <type_traits>

struct Proxy {
    int* p;
    __host__ __device__ operator int() const { return *p; }
};
struct Base { int v; };
struct Derived : Base { int w; };
struct FromInt {
    int v;
    __host__ __device__ FromInt(int x) : v(x * 2) {}
};

template <class T> __host__ __device__ T&& dv();
template <class T> __host__ __device__ T make();

__host__ __device__ long long run() {
    int x = 7, y = 40;
    Proxy px{&x};
    bool t = x > 0;
    int a = t ? px : y;                                  // 7
    int b = !t ? y : px;                                 // 7
    long long r = a * 100 + b;
    FromInt f = t ? FromInt(5) : 3;                      // 10: the int converts
    r = r * 100 + f.v;
    static_assert(std::is_same<decltype(t ? dv<Proxy&&>() : dv<int&>()), int>::value, "proxy");
    static_assert(std::is_same<decltype(t ? dv<long>() : dv<Proxy>()), long>::value, "long");
    static_assert(std::is_same<decltype(t ? make<Derived>() : make<Base>()), Base>::value, "base");
    static_assert(std::is_convertible<Proxy&&, Proxy&&>::value, "same rvalue");
    static_assert(std::is_convertible<Proxy, Proxy&&>::value, "prvalue");
    static_assert(!std::is_convertible<Proxy&, Proxy&&>::value, "lvalue");
    static_assert(!std::is_convertible<int&, int&&>::value, "int lvalue");
    static_assert(std::is_convertible<int&, long&&>::value, "temporary");
    static_assert(std::is_convertible<Proxy&, int&&>::value, "converted temporary");
    static_assert(std::is_convertible<Derived&&, Base&&>::value, "derived");
    static_assert(std::is_convertible<Derived&&, const Base&&>::value, "const derived");
    static_assert(!std::is_convertible<const Base&&, Base&&>::value, "drops const");
    return r * 10 + (std::is_convertible<int&&, int&&>::value ? 1 : 0);
}
