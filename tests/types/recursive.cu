// Recursive and mutually recursive records, completed after forward
// declarations: a linked list and a two-type ring built in shared memory
// and walked (tests/types.rs checks the IR types and the sums).
struct B;
struct A { B* b; int value; };
struct B { A* a; A inner; int weight; };
struct Node { Node* next; int value; };
struct Cursor { Node* at; };
template <typename T> __device__ int walk(T* start, int steps) {
  int sum = 0;
  T* n = start;
  for (int k = 0; k < steps; ++k) { sum += n->value; n = n->next; }
  return sum;
}
__global__ void lists(int* out, int n) {
  __shared__ Node nodes[32];
  __shared__ A as[8];
  __shared__ B bs[8];
  int t = threadIdx.x;
  nodes[t].value = t * t;
  nodes[t].next = &nodes[(t + 1) % 32];
  if (t < 8) {
    as[t].value = t + 1;
    as[t].b = &bs[t];
    bs[t].a = &as[(t + 1) % 8];
    bs[t].inner.value = 100 * t;
    bs[t].inner.b = 0;
    bs[t].weight = 3;
  }
  __syncthreads();
  Cursor c = {&nodes[t]};
  out[t] = walk(c.at, n);
  int ring = 0;
  A* a = &as[t % 8];
  for (int k = 0; k < 8; ++k) { ring += a->value * a->b->weight + a->b->inner.value; a = a->b->a; }
  out[32 + t] = ring;
}

// Address spaces reach pointers through template arguments and the fields of
// local structs: the shared array's accesses are .shared after inlining, SROA
// and inference.
template <typename T> __device__ void put(T* p, int i, T v) { p[i] = v; }
template <typename T> __device__ T get(const T* p, int i) { return p[i]; }
struct View { float* data; };
__global__ void spaces(float* out) {
  __shared__ float tile[64];
  View v = {tile};
  int t = threadIdx.x;
  put(tile, t, (float)t * 0.5f);
  __syncthreads();
  out[t] = get(v.data, 63 - t) + get<float>(tile, t);
}
