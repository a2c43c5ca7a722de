// skipped #if groups: only directive lines are looked at, so text no compiler accepts is fine there
#if 0
don't stop at an unterminated ' or " here, nor at @ ` \ or 1.0q 2.0f16 0x1g
#error never reached
#elif defined(NOT_DEFINED_ANYWHERE)
another 'group
#else
#define TAKEN 7
#endif
#ifdef __NEVER__
#if this is not even an expression
#endif
#endif

__host__ __device__ long long run() {
    long long s = TAKEN;
#if 0
    s = s * 1'000 + "unterminated;
#endif
    return s;
}
