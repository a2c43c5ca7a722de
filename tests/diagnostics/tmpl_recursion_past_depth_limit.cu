// expect: error 19:30: template instantiation depth exceeds 1024 (infinite recursion?; -ftemplate-depth=N sets the limit)
// expect: note 19:30: in the instantiation of "Depth<1023>::v" required here
// expect: note 19:30: in the instantiation of "Depth<1022>::v" required here
// expect: note 19:30: in the instantiation of "Depth<1021>::v" required here
// expect: note 19:30: in the instantiation of "Depth<1020>::v" required here
// expect: note 19:30: in the instantiation of "Depth<1019>::v" required here
// expect: note 19:30: [1014 instantiation contexts not shown]
// expect: note 19:30: in the instantiation of "Depth<4>::v" required here
// expect: note 19:30: in the instantiation of "Depth<3>::v" required here
// expect: note 19:30: in the instantiation of "Depth<2>::v" required here
// expect: note 19:30: in the instantiation of "Depth<1>::v" required here
// expect: note 21:34: in the instantiation of "Depth<0>::v" required here
// A class template whose static member names the next instance without end: one
// error at the depth limit (1024, as nvcc), no errors of the names after the
// refused instance, and the chain of instantiation notes shortened as nvcc
// shortens its "detected during" list.
template <int N>
struct Depth {
    static constexpr int v = Depth<N + 1>::v + 1;
};
__global__ void k(int *p) { *p = Depth<0>::v; }
