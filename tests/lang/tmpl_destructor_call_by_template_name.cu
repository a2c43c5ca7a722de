// An explicit destructor call may name a class template instance's destructor by the
// template's name alone (`stage->~barrier()` on a `barrier<S>`, as libcu++'s
// pipeline does): the name is looked up in the object's class, where it is the
// injected class name.
#include <new>

template <int N> struct Counter {
    int* hits;
    __host__ __device__ ~Counter() { *hits += N; }
};

__host__ __device__ long long run() {
    int hits = 0;
    alignas(Counter<3>) unsigned char raw[sizeof(Counter<3>)];
    Counter<3>* p = new (raw) Counter<3>{&hits};
    p->~Counter();
    alignas(Counter<40>) unsigned char raw2[sizeof(Counter<40>)];
    Counter<40>& r = *new (raw2) Counter<40>{&hits};
    r.~Counter();
    return hits;
}
