// A class's name is declared before its base clause, so a base may name it (CRTP
// on an ordinary class: `struct seq_t : policy<seq_t>`, as Thrust's execution
// policies are written); `constexpr seq_t seq;` default-initializes a constant of
// class type (its defaulted constructor and default member initializers).
template <class Derived>
struct policy {
    __host__ __device__ int kind() const { return Derived::id * 10; }
};

namespace detail {
struct seq_t : policy<seq_t> {
    static constexpr int id = 7;
    constexpr seq_t() = default;
};
struct config_t {
    int width = 32;
    int depth = 4;
    constexpr config_t() = default;
};
struct empty_t {};
} // namespace detail

constexpr detail::seq_t seq;
constexpr detail::config_t config;
constexpr detail::empty_t none;

struct node : policy<node> {
    static constexpr int id = 3;
    int value;
    node* next;
};

__host__ __device__ long long run() {
    node n{{}, 5, nullptr};
    return seq.kind() * 1000 + n.kind() * 10 + n.value + config.width * 100000 + config.depth * 10000000
        + sizeof(none) * 1000000000;
}
