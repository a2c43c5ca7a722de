/*
 * <time.h> and <ctime>: host-side declarations for the timing and seeding
 * calls CUDA programs make in main (time(NULL), clock()). clock() in device
 * code is the runtime's %clock read (ptxc_runtime.h).
 */
#pragma once
#include <stddef.h>
typedef long time_t;
typedef long clock_t;
#define CLOCKS_PER_SEC 1000000L
#if __has_include(<cuda/std/ctime>)
/* With a toolkit, CCCL's <cuda/std/ctime> defines ::timespec itself (libcu++ is
   freestanding under ptxc, specs/language.md), so <ctime> takes that definition and
   the two headers may come in either order. time_t and clock_t keep glibc's types
   above: the first typedef of a name is the one that counts. */
#include <cuda/std/ctime>
#else
struct timespec { time_t tv_sec; long tv_nsec; };
#endif
extern "C" {
time_t time(time_t* t);
double difftime(time_t end, time_t start);
int timespec_get(struct timespec* ts, int base);
}
#ifndef TIME_UTC
#define TIME_UTC 1
#endif
namespace std { using ::time_t; using ::clock_t; using ::time; using ::difftime; using ::timespec; }
