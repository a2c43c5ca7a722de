// expect: error 8:33: "T" is not a namespace or class
// expect: note 14:35: in the instantiation of "Traits<int>::size" required here
// the initializer of a static data member of a class template instance waits for a
// use of the member: an instance whose initializer has errors is usable until
// something names that member, where its errors are reported (once)
template <class T>
struct Traits {
    static constexpr int size = T::width * 2;
    static constexpr int one = 1;
};
__device__ int fine() { return Traits<int>::one; }
__device__ int bad(int k) {
    Traits<float> unused;
    return k + Traits<int>::one + Traits<int>::size + Traits<int>::size;
}
