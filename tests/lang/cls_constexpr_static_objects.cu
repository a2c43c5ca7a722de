// variables with static storage initialized by constexpr constructors (as nv/target's
// `constexpr target_description is_host = target_description(...)`): the constructor
// runs at compile time and the object gets a static initializer; also combined by a
// constexpr operator&& and read in constant expressions
struct Targets {
    unsigned bits;
    float weight;
    __host__ __device__ constexpr Targets(unsigned b) : bits(b), weight(b * 0.5f) {}
    __host__ __device__ constexpr Targets(unsigned a, unsigned b) : bits(a | b), weight(1.0f) {}
};
__host__ __device__ constexpr Targets operator&&(Targets a, Targets b) { return Targets(a.bits & b.bits); }

namespace detail { constexpr unsigned hosts = 1, devices = 6; }
constexpr Targets is_host = Targets(detail::hosts);
constexpr Targets is_device(detail::devices);
constexpr Targets any_target{detail::hosts, detail::devices};
constexpr Targets no_target = Targets(0);
__device__ const Targets on_device = {4};
__device__ Targets mutable_targets(3);

__host__ __device__ long long run() {
    long long s = is_host.bits;                           // 1
    s = s * 10 + is_device.bits;                          // 6
    s = s * 10 + any_target.bits;                         // 7
    s = s * 10 + no_target.bits;                          // 0
    s = s * 10 + (is_device && any_target).bits;          // 6
    s = s * 10 + (long long)(is_device.weight + any_target.weight);  // 4
    s = s * 10 + on_device.bits;                          // 4
    mutable_targets.bits += 1;
    s = s * 10 + mutable_targets.bits;                    // 4
    return s;
}
