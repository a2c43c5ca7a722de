// The name before `::` is looked up among namespaces, types and templates only
// ([basic.lookup.qual]/1): a parameter or local variable of the same name (a
// `dir` array beside `enum dir`, as HeCBench's d3q19 writes it) hides nothing
enum dir { x, x_, y, y_ };
struct limits {
    static const int top = 40;
};
namespace scale {
const int factor = 3;
}

__host__ __device__ int mark(int* dir, int i) {
    dir[i] = dir::y_;
    return dir[i];
}

__host__ __device__ long long run() {
    int d[4] = {};
    long long s = mark(d, 1) * 10 + mark(d, 2);
    int limits = 2;
    s = s * 100 + limits::top + limits;
    double scale = 0.5;
    s = s * 100 + scale::factor * 10 + (int)(scale * 4);
    return s;
}
