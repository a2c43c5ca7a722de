// A name that overloads ordinary functions with a function template, used without a
// call where a function pointer is expected ([over.over]): as a non-type template
// argument (`Resource<grab>`, the shape of Thrust's `cuda_memory_resource<cudaMalloc,
// cudaFree, ...>`), as a pointer variable's initializer, in an assignment, as an
// argument, with `&` and through a cast. The target type picks the function of that
// type; the template is not chosen while an ordinary function matches ([over.over]/4).
typedef int (*grab_fn)(void**, int);

__host__ __device__ int grab(void** p, int n) { return n + 1; }
template <class T>
__host__ __device__ int grab(T** p, int n) { return n + 100; }
__host__ __device__ int grab(float x) { return (int)x * 3; }

template <grab_fn F, int Scale>
struct Resource {
    __host__ __device__ int take(int n) const { return F(nullptr, n) * Scale; }
};

using Small = Resource<grab, 2>;

__host__ __device__ int twice(int (*f)(float), float x) { return f(x) + f(x + 1.0f); }

__host__ __device__ long long run() {
    Small s;
    grab_fn p = grab;
    int (*q)(float) = grab;
    long long r = s.take(4);
    r = r * 100 + p(nullptr, 7);
    r = r * 100 + q(5.0f);
    int* ip = nullptr;
    r = r * 1000 + grab(&ip, 1);
    p = grab;
    r = r * 100 + p(nullptr, 20);
    r = r * 100 + twice(grab, 2.0f);
    r = r * 100 + twice(&grab, 3.0f);
    r = r * 100 + static_cast<int (*)(float)>(grab)(4.0f);
    r = r * 100 + ((grab_fn)&grab)(nullptr, 30);
    return r;
}
