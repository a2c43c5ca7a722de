// A host class that failed (a member of a type no header ptxc reads declares, its
// default initializer a lambda) is the base of a class template; a host variable of an
// instance of that template makes the instance, whose lookup of the base is host
// code's use, so the base's error stays set aside and the kernel is still emitted.
#include <functional>

struct Check {
    std::function<int(int)> step{[](int v) { return v + 1; }};
};

template <class T>
struct TypedCheck : Check {
    TypedCheck() { step = [](int v) { return v * int(sizeof(T)); }; }
};

const TypedCheck<double> doubles;

__global__ void twice(int* out)
{
    out[threadIdx.x] = 2 * threadIdx.x;
}
