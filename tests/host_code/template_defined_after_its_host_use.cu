// A host function template used before its definition (declared, called, then
// defined) whose parameter is a host class that failed (a member of a type no header
// declares): the instance is made at the end of the file, still as host code, so the
// class's error stays set aside, and the kernel instance its body launches is emitted.
#include <unordered_set>

struct Options {
    std::unordered_set<int> seen;
    int size() const { return 4; }
};

template <class T>
__global__ void fill(T* out, T v)
{
    out[threadIdx.x] = v;
}

template <class T>
void run(Options& op, T* out);

void start(Options& op, float* f, int* i)
{
    run<float>(op, f);
    run<int>(op, i);
}

template <class T>
void run(Options& op, T* out)
{
    fill<T><<<1, op.size()>>>(out, T(3));
}
