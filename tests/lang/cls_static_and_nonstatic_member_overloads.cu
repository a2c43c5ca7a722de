// A member function overloaded with a static one ([over.match.funcs]/4): a call
// from a member, through an object or qualified, considers both, the static member's
// implicit object parameter accepting any object; the arguments pick the overload.
template <class F>
struct Epilogue {
    struct Stage {
        F kept;
        __host__ __device__ static void apply(F &out, int scale, F const &acc, F const &src) {
            out.v = acc.v * scale + src.v;
        }
        __host__ __device__ explicit Stage(F k) : kept(k) {}
        __host__ __device__ void apply(F &out, int scale, F const &acc) const { apply(out, scale, acc, kept); }
        __host__ __device__ int pick(int) const { return 1; }
        __host__ __device__ static int pick(long) { return 2; }
        __host__ __device__ int pick(double) const { return 3; }
    };
};
struct Frag { int v; };

__host__ __device__ long long run() {
    Frag acc{5}, out{0};
    Epilogue<Frag>::Stage s(Frag{3});
    s.apply(out, 2, acc);                                     // 13
    long long r = out.v;
    typedef Epilogue<Frag>::Stage Stage;
    Stage::apply(out, 3, acc, Frag{1});                       // 16
    r = r * 100 + out.v;
    s.apply(out, 1, acc, out);                                // 21
    r = r * 100 + out.v;
    const Epilogue<Frag>::Stage &cs = s;
    r = r * 10 + s.pick(1);                                   // 1
    r = r * 10 + cs.pick(1L);                                 // 2
    r = r * 10 + s.pick(1.0);                                 // 3
    return r;
}
