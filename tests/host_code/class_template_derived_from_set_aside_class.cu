// A host class that failed (a member of a type no header ptxc reads declares, its
// default initializer a brace list) is the base of a class template; a host variable of an
// instance of that template makes the instance, whose lookup of the base is host
// code's use, so the base's error stays set aside and the kernel is still emitted.
#include <map>

struct Check {
    std::map<int, int> step{{1, 2}};
};

template <class T>
struct TypedCheck : Check {
    TypedCheck() { step[0] = int(sizeof(T)); }
};

const TypedCheck<double> doubles;

__global__ void twice(int* out)
{
    out[threadIdx.x] = 2 * threadIdx.x;
}
