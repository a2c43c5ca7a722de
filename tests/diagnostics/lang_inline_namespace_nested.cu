// expect: error 4:15: the "inline" keyword cannot be used on a nested namespace declaration
// `inline` applies to one namespace; C++17's nested definition `a::b` cannot carry it
namespace lib { __device__ int base; }
namespace a { inline namespace b::c { int x; } }
__device__ int f() { return lib::base; }
