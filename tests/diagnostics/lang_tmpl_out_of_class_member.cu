// expect: error 8:35: the template parameter list does not match the parameters of class template "Box"
// expect: error 7:46: class "Box" has no member "missing"
// expect: note 10:29: in the instantiation of "Box<int>" required here
// out-of-class members of a class template: one the class does not declare (reported
// when an instance is made), one with a template parameter list of the wrong length
template <typename T> struct Box { T v; __device__ T get() const; };
template <typename T> __device__ int Box<T>::missing() const { return 1; }
template <typename T, typename U> __device__ int Box<T>::get2() const { return 1; }
template <typename T> __device__ T Box<T>::get() const { return v; }
__global__ void k(int* o) { Box<int> b; b.v = 1; o[0] = b.get(); }
