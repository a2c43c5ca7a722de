// An explicit instantiation definition of a class template (`template class
// Engine<float>;`) instantiates every member function it declares ([temp.explicit]/10):
// kernels launched only from those members (a constructor, a static member, a member
// defined outside the class, one defined after the instantiation) are emitted for each
// instance, as nvcc emits them. Nothing else uses the classes.
namespace mc {
template <class T> __global__ void seed(T* p) { p[threadIdx.x] = T(1); }
template <class T> __global__ void step(T* p, T h) { p[threadIdx.x] += h; }
template <class T> __global__ void reduce(T* p) { p[0] += p[threadIdx.x]; }
template <class T> __global__ void clear(T* p) { p[0] = T(0); }
template <class T> __global__ void unused(T* p) { p[0] = T(0); }

template <class T> class Engine {
  public:
    explicit Engine(T* p) : p_(p) { seed<T><<<1, 32>>>(p_); }
    static void advance(T* p, T h);
    void finish();
    void reset() { clear<char><<<1, 1>>>(nullptr); }
    template <class U> void convert(U* q) { unused<U><<<1, 1>>>(q); }

  private:
    T* p_;
};

template <class T> void Engine<T>::advance(T* p, T h) { step<T><<<1, 32>>>(p, h); }
}  // namespace mc

template class mc::Engine<float>;
template class mc::Engine<double>;
extern template class mc::Engine<int>;

namespace mc {
template <class T> void Engine<T>::finish() { reduce<T><<<1, 32>>>(p_); }
}  // namespace mc
