// <type_traits> in device code: categories, properties, transformations, SFINAE
#include <type_traits>

struct Pod { int a; float b; };
struct WithCtor { WithCtor(int) {} int v; };
struct Base { virtual ~Base() {} };
struct Derived final : Base {};
struct Empty {};
union U { int i; float f; };
enum Color { red, green };
enum class Small : unsigned char { a, b };
struct Callable { __host__ __device__ long operator()(int x) const { return x; } };

template <class T>
__host__ __device__ typename std::enable_if<std::is_integral<T>::value, int>::type kind(T) { return 1; }
template <class T>
__host__ __device__ typename std::enable_if<std::is_floating_point<T>::value, int>::type kind(T) { return 2; }

template <class T, class = void> struct has_value_type : std::false_type {};
template <class T> struct has_value_type<T, std::void_t<typename T::value_type>> : std::true_type {};

__host__ __device__ long long run() {
    bool bits[] = {
        std::is_same<int, int>::value, std::is_same_v<int, const int>, std::is_void_v<const void>,
        std::is_integral_v<bool>, std::is_integral_v<float>, std::is_floating_point_v<double>,
        std::is_array_v<int[3]>, std::is_pointer_v<int*>, std::is_pointer_v<int Pod::*>,
        std::is_lvalue_reference_v<int&>, std::is_rvalue_reference_v<int&&>, std::is_enum_v<Color>,
        std::is_union_v<U>, std::is_class_v<Pod>, std::is_class_v<U>, std::is_function_v<int(float)>,
        std::is_member_pointer_v<int Pod::*>, std::is_member_function_pointer_v<int (Pod::*)()>,
        std::is_member_object_pointer_v<float Pod::*>, std::is_arithmetic_v<char>,
        std::is_fundamental_v<decltype(nullptr)>, std::is_scalar_v<Color>, std::is_object_v<int&>,
        std::is_compound_v<Pod>, std::is_const_v<const int>, std::is_volatile_v<volatile int>,
        std::is_trivial_v<Pod>, std::is_trivially_copyable_v<WithCtor>, std::is_standard_layout_v<Base>,
        std::is_pod_v<Pod>, std::is_empty_v<Empty>, std::is_polymorphic_v<Derived>,
        std::is_abstract_v<Base>, std::is_final_v<Derived>, std::is_aggregate_v<Pod>,
        std::is_signed_v<int>, std::is_unsigned_v<unsigned char>, std::is_signed_v<float>,
        std::has_virtual_destructor_v<Derived>, std::is_constructible_v<WithCtor, int>,
        std::is_default_constructible_v<WithCtor>, std::is_copy_constructible_v<Pod>,
        std::is_trivially_default_constructible_v<Pod>, std::is_assignable_v<int&, long>,
        std::is_copy_assignable_v<const int>, std::is_destructible_v<Pod>,
        std::is_trivially_destructible_v<Base>, std::is_base_of_v<Base, Derived>,
        std::is_base_of_v<Derived, Base>, std::is_convertible_v<Derived*, Base*>,
        std::is_convertible_v<Base*, Derived*>, std::is_invocable_v<Callable, int>,
        std::is_invocable_v<Callable, Pod>, has_value_type<std::integral_constant<int, 3>>::value,
        has_value_type<Pod>::value, std::conjunction_v<std::true_type, std::is_integral<int>>,
        std::disjunction_v<std::false_type, std::is_void<int>>, std::negation_v<std::false_type>,
    };
    unsigned long long s = 0;
    for (bool b : bits) s = s * 2 + b;
    s = s * 10 + std::is_same_v<std::remove_cv_t<const volatile int>, int>;
    s = s * 10 + std::is_same_v<std::remove_reference_t<int&&>, int>;
    s = s * 10 + std::is_same_v<std::add_pointer_t<int&>, int*>;
    s = s * 10 + std::is_same_v<std::add_lvalue_reference_t<void>, void>;
    s = s * 10 + std::is_same_v<std::remove_pointer_t<int* const>, int>;
    s = s * 10 + std::is_same_v<std::remove_all_extents_t<int[2][3]>, int>;
    s = s * 10 + std::is_same_v<std::make_unsigned_t<const long>, const unsigned long>;
    s = s * 10 + std::is_same_v<std::make_signed_t<unsigned char>, signed char>;
    s = s * 10 + std::is_same_v<std::decay_t<const int(&)[4]>, const int*>;
    s = s * 10 + std::is_same_v<std::decay_t<int(float)>, int (*)(float)>;
    s = s * 10 + std::is_same_v<std::conditional_t<(sizeof(int) > 2), long, short>, long>;
    s = s * 10 + std::is_same_v<std::common_type_t<int, long, float>, float>;
    s = s * 10 + std::is_same_v<std::common_type_t<char, short>, int>;
    s = s * 10 + std::is_same_v<std::underlying_type_t<Small>, unsigned char>;
    s = s * 10 + std::is_same_v<std::invoke_result_t<Callable, int>, long>;
    s = s * 10 + (int)std::rank_v<int[2][3]> + (int)std::extent_v<int[2][3], 1>;
    s = s * 100 + sizeof(std::aligned_storage_t<24, 8>) + alignof(std::aligned_storage_t<24, 8>);
    s = s * 10 + kind(3) + kind(2.5f) * 3;
    s = s * 10 + std::integral_constant<int, 4>() + std::integral_constant<int, 2>::value;
    return (long long)(s >> 1);
}
