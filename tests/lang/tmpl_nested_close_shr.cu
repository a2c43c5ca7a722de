// '>>' closing two template argument lists (C++11), next to a real shift
template <typename T, int N> struct Arr { T d[N]; };
template <typename T> struct Box { T v; };

template <typename T> __host__ __device__ T unbox(const Box<Box<T>>* b) { return b->v.v; }

__host__ __device__ long long run() {
    Box<Box<int>> bb = {{37}};
    Arr<Box<long long>, 3> a;
    for (int i = 0; i < 3; i++) a.d[i].v = 10 * i + 1;
    Box<Arr<Box<int>, 2>> nested = {{{{4}, {5}}}};
    long long s = unbox(&bb);
    s = s * 100 + a.d[2].v;
    s = s * 100 + nested.v.d[1].v * 10 + nested.v.d[0].v;
    s = s * 10 + (64 >> 4) + (sizeof(Arr<Box<short>, 4>) >> 1);
    return s;
}
