// GNU zero-length arrays `T d[0];` and flexible array members `T d[];` as data
// members (issue 42): they add nothing to sizeof (only their alignment counts)
// and name the storage that follows the record.
#include <stddef.h>

struct Header {
    int count;
    int data[0];
};
struct Flexible {
    short n;
    double values[];
};
struct Marker {
    char c;
    long long align_only[0];
};

__device__ int g_buffer[8] = {3, 10, 20, 30, 0, 0, 0, 0};

__host__ __device__ long long run() {
    long long r = sizeof(Header) * 100 + sizeof(Flexible) * 10 + sizeof(Marker);
    r = r * 100 + offsetof(Flexible, values) * 10 + offsetof(Header, data);
    int storage[4] = {3, 10, 20, 30};
    Header* h = (Header*)storage;
    long long sum = 0;
    for (int i = 0; i < h->count; ++i)
        sum += h->data[i];
    return r * 1000 + sum;
}
