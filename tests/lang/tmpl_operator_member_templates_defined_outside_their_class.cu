// Member operator= overloads of a class template, an ordinary one and member
// templates, all defined outside the class (as Boost's interval does), returning a
// reference to the class: `a = v` picks among them as a call would (for a value of
// the class itself the implicit copy assignment, not a template); also a member
// template of an ordinary class whose result type names its class before the
// qualified name (`Ring* Ring::add(T v)`)
template <class T>
struct Interval {
    T lo, hi;
    __host__ __device__ Interval& operator=(T const& v);
    template <class U>
    __host__ __device__ Interval& operator=(U const& v);
    template <class U>
    __host__ __device__ Interval& operator=(Interval<U> const& r);
    __host__ __device__ T width() const;
};

template <class T>
__host__ __device__ Interval<T>& Interval<T>::operator=(T const& v) {
    lo = hi = v;
    return *this;
}

template <class T>
template <class U>
__host__ __device__ Interval<T>& Interval<T>::operator=(U const& v) {
    lo = (T)v - 1;
    hi = (T)v + 1;
    return *this;
}

template <class T>
template <class U>
__host__ __device__ Interval<T>& Interval<T>::operator=(Interval<U> const& r) {
    lo = (T)r.lo;
    hi = (T)r.hi * 2;
    return *this;
}

template <class T>
__host__ __device__ T Interval<T>::width() const {
    return hi - lo;
}

struct Ring {
    int sum;
    template <class T>
    __host__ __device__ Ring* add(T v);
};

template <class T>
__host__ __device__ Ring* Ring::add(T v) {
    sum += (int)(v * 2);
    return this;
}

__host__ __device__ long long run() {
    Interval<int> a;
    a = 5;
    Interval<int> b;
    b = 2.5f;
    Interval<long long> c;
    c = b;
    Interval<int> d;
    d = a;
    Ring r{1};
    r.add(3)->add(1.5);
    long long s = ((a.lo * 10 + a.width()) * 100 + b.lo * 10 + b.hi) * 100 + c.width();
    return (s * 100 + d.hi * 10 + d.width()) * 100 + r.sum;
}
