/*
 * std::min and std::max as <algorithm> declares them (constexpr since C++14, so
 * device code may call them, as nvcc's --expt-relaxed-constexpr allows). nvcc's
 * device code sees them without an include (<cmath> brings them along); ptxc's
 * does not yet (specs/language.md).
 */
#pragma once
#include <initializer_list>
namespace std {
template <class T> constexpr const T& min(const T& a, const T& b) { return b < a ? b : a; }
template <class T> constexpr const T& max(const T& a, const T& b) { return a < b ? b : a; }
template <class T, class Less> constexpr const T& min(const T& a, const T& b, Less less) { return less(b, a) ? b : a; }
template <class T, class Less> constexpr const T& max(const T& a, const T& b, Less less) { return less(a, b) ? b : a; }
template <class T> constexpr T min(initializer_list<T> list) {
    const T* best = list.begin();
    for (const T* p = list.begin(); p != list.end(); ++p) if (*p < *best) best = p;
    return *best;
}
template <class T> constexpr T max(initializer_list<T> list) {
    const T* best = list.begin();
    for (const T* p = list.begin(); p != list.end(); ++p) if (*best < *p) best = p;
    return *best;
}
}  // namespace std
