// <stddef.h>: size_t, ptrdiff_t, NULL
#include <stddef.h>

struct S {
    char c;
    double d;
    int i;
};

__host__ __device__ long long run() {
    size_t n = sizeof(S);
    int arr[10];
    ptrdiff_t diff = &arr[7] - &arr[2];
    int* p = NULL;
    long long s = (long long)n;
    s = s * 100 + diff;
    s = s * 10 + (p == 0);
    S v;
    s = s * 100 + ((char*)&v.d - (char*)&v);
    s = s * 100 + ((char*)&v.i - (char*)&v);
    s = s * 10 + sizeof(size_t) + sizeof(ptrdiff_t);
    return s;
}
