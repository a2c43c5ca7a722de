// Argument-dependent lookup adds to a function template that ordinary lookup finds
// (`using generic::sort; sort(policy, ...)`, Thrust's dispatch): the `sort` next to
// the policy's class is found, and as its parameter is a nearer base of the argument's
// class (`seqns::policy<D>&` against `top::policy<D>&`) it is the better match.
namespace top {
template <class D> struct policy_base {};
template <class D> struct policy : policy_base<D> {};
}
namespace generic {
template <class D, class It>
__host__ __device__ int sort(top::policy<D>&, It, It) { return 1; }
}
namespace seqns {
template <class D> struct policy : top::policy<D> {};
template <class D, class It>
__host__ __device__ int sort(seqns::policy<D>&, It first, It last) { return 2 + int(last - first); }
}
struct seq_t : seqns::policy<seq_t> {};
template <class D, class It>
__host__ __device__ int dispatch(top::policy_base<D>& exec, It a, It b) {
    using generic::sort;
    return sort(static_cast<D&>(exec), a, b);
}
__host__ __device__ long long run() {
    seq_t s;
    int v[4] = {};
    return dispatch(s, v, v + 4);
}
