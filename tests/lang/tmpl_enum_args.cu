// enumerations as non-type template parameters of function and class templates,
// scoped and unscoped, as explicit arguments and used in the instance's body
enum Color { RED, GREEN = 5, BLUE };
namespace gfx { enum class Mode { Fill = 2, Line = 7 }; }

template <Color C>
__host__ __device__ int weight() { return C * 10 + (C == GREEN ? 1 : 0); }

template <gfx::Mode M, typename T>
struct Pen {
    T width;
    __host__ __device__ T draw() const { return M == gfx::Mode::Fill ? width * 2 : width + (int)M; }
};

__host__ __device__ long long run() {
    long long s = weight<RED>();
    s = s * 100 + weight<GREEN>();
    s = s * 100 + weight<BLUE>();
    Pen<gfx::Mode::Fill, int> a = {4};
    Pen<gfx::Mode::Line, int> b = {4};
    s = s * 100 + a.draw();
    s = s * 100 + b.draw();
    return s;
}
