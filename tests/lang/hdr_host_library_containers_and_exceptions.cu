// The host library's containers, allocator and exceptions as device code sees their
// types: std::vector's member types and its allocator parameter (std::vector<T,
// Alloc>), std::allocator's members and rebind, and the standard exception
// hierarchy asked about by constexpr traits. nvcc reads these from the host's
// libstdc++; Thrust's host_vector takes std::allocator<T> and its system_error
// derives from std::runtime_error.
#include <exception>
#include <memory>
#include <stdexcept>
#include <type_traits>
#include <vector>

template <class T, class Alloc>
__host__ __device__ constexpr long long element_bytes(const std::vector<T, Alloc>*)
{
    return sizeof(typename std::vector<T, Alloc>::value_type);
}

template <class Container>
struct traits_of {
    using value = typename Container::value_type;
    using size = typename Container::size_type;
    using alloc = typename Container::allocator_type;
};

__host__ __device__ long long run()
{
    using floats = std::vector<float, std::allocator<float>>;
    using t = traits_of<std::vector<double>>;
    typename t::value v = 2.5;
    long long s = element_bytes((floats*)nullptr);
    s = s * 10 + sizeof(t::value);
    s = s * 10 + sizeof(t::size);
    s = s * 10 + std::is_same_v<t::alloc, std::allocator<double>>;
    s = s * 10 + std::is_same_v<std::vector<int>::reference, int&>;
    s = s * 10 + std::is_same_v<std::vector<int>::const_reference, const int&>;
    s = s * 10 + std::is_same_v<std::allocator<short>::value_type, short>;
    s = s * 10 + std::is_same_v<std::allocator<short>::rebind<long>::other, std::allocator<long>>;
    s = s * 10 + std::is_base_of_v<std::exception, std::runtime_error>;
    s = s * 10 + std::is_base_of_v<std::logic_error, std::out_of_range>;
    s = s * 10 + std::is_base_of_v<std::runtime_error, std::overflow_error>;
    s = s * 10 + !std::is_base_of_v<std::logic_error, std::range_error>;
    s = s * 10 + std::is_constructible_v<std::runtime_error, const char*>;
    s = s * 10 + !std::is_convertible_v<const char*, std::invalid_argument>;
    return s * 10 + (long long)(v * 2);
}
