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
struct timespec { time_t tv_sec; long tv_nsec; };
extern "C" {
time_t time(time_t* t);
double difftime(time_t end, time_t start);
int timespec_get(struct timespec* ts, int base);
}
#define TIME_UTC 1
namespace std { using ::time_t; using ::clock_t; using ::time; using ::difftime; using ::timespec; }
