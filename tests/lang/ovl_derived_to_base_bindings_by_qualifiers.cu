// Two overloads that bind a reference (or convert a pointer) to the same base class of
// the argument, one adding `const`: the one adding fewer qualifiers wins
// ([over.ics.rank] 3.2.6, 3.2.5), for ordinary functions and for templates deducing
// the base's arguments (the shape of Thrust's `derived_cast(policy)` on a policy
// derived from `execution_policy<D>`); the nearer base still wins first.
struct Base { int v = 2; };
struct Mid : Base { int w = 3; };
struct Leaf : Mid {};

__host__ __device__ int pick(Base&) { return 1; }
__host__ __device__ int pick(const Base&) { return 2; }
__host__ __device__ int near(const Mid&) { return 3; }
__host__ __device__ int near(Base&) { return 4; }
__host__ __device__ int ptr(Base*) { return 5; }
__host__ __device__ int ptr(const Base*) { return 6; }

template <class D> struct policy_base {};
template <class D> struct policy : policy_base<D> {};
struct seq : policy<seq> { int id = 7; };

template <class D>
__host__ __device__ D& derived(policy_base<D>& x) { return static_cast<D&>(x); }
template <class D>
__host__ __device__ const D& derived(const policy_base<D>& x) { return static_cast<const D&>(x); }

__host__ __device__ int which(seq&) { return 10; }
__host__ __device__ int which(const seq&) { return 20; }

template <class D>
__host__ __device__ int dispatch(policy<D>& p) { return which(derived(p)) + derived(p).id; }

__host__ __device__ long long run() {
    Leaf l;
    const Leaf& cl = l;
    seq s;
    const seq& cs = s;
    long long r = pick(l);
    r = r * 10 + pick(cl);
    r = r * 10 + near(l);
    r = r * 10 + ptr(&l);
    r = r * 10 + ptr(&cl);
    r = r * 100 + dispatch(s);
    r = r * 100 + which(derived(cs));
    return r;
}
