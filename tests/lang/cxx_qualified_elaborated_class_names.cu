// Elaborated type specifiers with a qualified name refer to a class declared before
// ([dcl.type.elab]): a friend declaration naming a class of a nested namespace by its
// full path from inside that namespace (also through an inline namespace), and
// `struct ns::C*` in a declaration. They declare nothing new.
namespace lib {
inline namespace v2 {
namespace gen {
namespace detail {
struct access;
}
class counter {
    int n = 5;
    friend struct lib::gen::detail::access;
    friend class ::lib::gen::detail::access;

public:
    __host__ __device__ int bump() { return ++n; }
};
namespace detail {
struct access {
    __host__ __device__ static int peek(const counter& c) { return c.n * 10; }
};
}  // namespace detail
}  // namespace gen
}  // namespace v2
}  // namespace lib

struct lib::gen::counter* widest(struct lib::gen::counter* a, struct ::lib::gen::counter* b);

__host__ __device__ long long run()
{
    lib::gen::counter c;
    c.bump();
    struct lib::gen::counter* p = &c;
    return lib::gen::detail::access::peek(*p) + p->bump();
}
