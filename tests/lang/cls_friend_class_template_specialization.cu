// `friend struct it<T>;` in a class template befriends a specialization of a class
// template declared before and defined after it; the befriended class reads the private
// members (as CuTe's subbyte_reference befriends subbyte_iterator<T>)
template <class T> struct it;
template <class T> struct ref {
    friend struct it<T>;
    friend class it<const T>;
    __host__ __device__ ref(T v) : v_(v) {}
private:
    T v_;
};
template <class T> struct it {
    __host__ __device__ static T peek(const ref<T>& r) { return r.v_; }
};
__host__ __device__ long long run() {
    ref<int> a(7);
    ref<long> b(40L);
    return it<int>::peek(a) + it<long>::peek(b) * 10;
}
