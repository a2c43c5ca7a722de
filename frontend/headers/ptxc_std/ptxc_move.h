/*
 * std::move and std::forward, declared before every source file: nvcc's device code
 * sees them without an include (its host headers come along with cuda_runtime.h),
 * and CCCL counts on it (`using ::std::forward;` when it believes the compiler
 * has them built in). Standard signatures; always inlined, so their names never
 * reach the PTX.
 */
#pragma once
namespace std {
template <class T> struct __ptxc_unref { typedef T type; };
template <class T> struct __ptxc_unref<T&> { typedef T type; };
template <class T> struct __ptxc_unref<T&&> { typedef T type; };
template <class T>
__host__ __device__ __forceinline__ constexpr typename __ptxc_unref<T>::type&& move(T&& t) noexcept {
    return static_cast<typename __ptxc_unref<T>::type&&>(t);
}
template <class T>
__host__ __device__ __forceinline__ constexpr T&& forward(typename __ptxc_unref<T>::type& t) noexcept {
    return static_cast<T&&>(t);
}
template <class T>
__host__ __device__ __forceinline__ constexpr T&& forward(typename __ptxc_unref<T>::type&& t) noexcept {
    return static_cast<T&&>(t);
}
}
