// expect: error 13:31: arguments to the "abi_tag" attribute must be narrow string literals
// expect: error 14:37: arguments to the "abi_tag" attribute must be narrow string literals
// expect: error 15:24: arguments to the "abi_tag" attribute must be narrow string literals
// expect: error 16:22: wrong number of arguments specified for attribute "abi_tag"
// expect: error 17:41: arguments to the "abi_tag" attribute must be narrow string literals
// expect: error 18:43: arguments to the "abi_tag" attribute must be narrow string literals
// The tags of GNU `abi_tag` are narrow string literals (they become part of mangled
// names); anything else is an error, in host declarations too. `abi_tag` without
// arguments is an inline namespace's. A function template's is reported once, not
// again for each instance.
struct __attribute__((abi_tag("v2"))) Fine { int a; };
inline namespace __attribute__((abi_tag)) v1 {}
struct __attribute__((abi_tag(1))) S { int a; };
struct __attribute__((abi_tag("ok", x + 1))) T { int a; };
__attribute__((abi_tag(L"w"))) __device__ int f() { return 1; }
struct [[gnu::abi_tag()]] U { int a; };
inline namespace __attribute__((abi_tag(2))) v2 {}
template <class X> __attribute__((abi_tag(3))) __device__ X g(X x) { return x; }
__global__ void k(int *p) { *p = f() + g(1) + g(2.0f); }
