// #if with arithmetic, logical operators, defined and #elif chains
#define LEVEL 3
#define FLAG

#if LEVEL * 2 > 5 && defined(FLAG)
#define A 1
#else
#define A 2
#endif

#if !defined(NOPE) && (LEVEL << 2) == 12
#define B 10
#endif

#if LEVEL == 1
#define C 100
#elif LEVEL == 2
#define C 200
#elif LEVEL == 3
#define C 300
#else
#define C 400
#endif

#if UNDEFINED_NAME + 0
#define D 1
#else
#define D 2
#endif

#if (0x10 | 1) == 17 && -1 < 0 && 7 / 2 == 3 && (1 ? 5 : 6) == 5
#define E 5
#endif

#ifdef FLAG
#define F 6
#endif
#ifndef FLAG
#error FLAG should be defined
#endif

__host__ __device__ long long run() { return A + B + C + D * 1000 + E * 10000 + F * 100000; }
