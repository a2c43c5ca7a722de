// Reference data members, as CUB's WarpReduce holds its temp storage: the member
// stores the address it is bound to in the constructor's mem-initializer, reads
// and writes go to that object (also through a const member function and a copy),
// and the class is as large as nvcc lays it out (a pointer per reference); a
// derived class reaches a base's reference member the same way.
struct Storage { int buf[4]; };
struct Reducer {
  Storage& s;
  const int& scale;
  __host__ __device__ Reducer(Storage& st, int& k) : s(st), scale(k) {}
  __host__ __device__ int sum() const { int t = 0; for (int i = 0; i < 4; ++i) t += s.buf[i]; return t * scale; }
  __host__ __device__ void put(int i, int v) { s.buf[i] = v; }
};
template <class T> struct Holder {
  T& ref;
  __host__ __device__ explicit Holder(T& r) : ref(r) {}
  __host__ __device__ void bump() { ref += 1; }
};
struct Derived : Holder<int> {
  __host__ __device__ Derived(int& r) : Holder<int>(r) {}
  __host__ __device__ int tenfold() const { return ref * 10; }
};
__host__ __device__ long long run() {
  Storage st{{1, 2, 3, 4}};
  int k = 2;
  Reducer r(st, k);
  r.put(0, 10);
  long long s = r.sum();
  k = 3;
  s = s * 100 + r.sum();
  Reducer copy = r;
  copy.put(1, 0);
  s = s * 100 + st.buf[1] + sizeof(Reducer);
  int x = 5;
  Holder<int> h(x);
  h.bump();
  h.ref *= 2;
  s = s * 100 + x;
  Derived d(x);
  d.ref += 1;
  s = s * 1000 + d.tenfold() + d.ref;
  return s;
}
