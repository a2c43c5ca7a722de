// `new` inside a namespace that declares a `malloc` of its own (Thrust has the
// function template `thrust::malloc(policy, n)`): the allocation is the global one
// ([expr.new]/12), and the placement form `::new (p) T(v)` allocates nothing at all.
#include <new>

namespace lib {
template <class Policy>
__host__ __device__ void* malloc(Policy, int n) { return nullptr; }

struct Cell {
    int v;
    __host__ __device__ Cell(int x) : v(x * 3) {}
};

__host__ __device__ int build(Cell* slots) {
    ::new (static_cast<void*>(&slots[0])) Cell(2);
    new (slots + 1) Cell(5);
    Cell* heap = new Cell(7);
    int r = slots[0].v * 100 + slots[1].v + heap->v * 1000;
    delete heap;
    return r;
}
}  // namespace lib

__host__ __device__ long long run() {
    alignas(lib::Cell) unsigned char raw[2 * sizeof(lib::Cell)];
    lib::Cell* slots = reinterpret_cast<lib::Cell*>(raw);
    return lib::build(slots);
}
