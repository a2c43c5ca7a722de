/*
 * <stdlib.h> and <cstdlib> as ptxc ships them: host-side declarations (host
 * code is type-checked, never compiled), except malloc/free (the device heap,
 * as in CUDA) and abs/labs/llabs, which device code may call too.
 */
#pragma once
#include <stddef.h>
#include <sys/types.h>

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647

typedef struct { int quot; int rem; } div_t;
typedef struct { long quot; long rem; } ldiv_t;

extern "C" {
__host__ __device__ void* malloc(size_t size);
void* calloc(size_t count, size_t size);
void* realloc(void* ptr, size_t size);
void* aligned_alloc(size_t alignment, size_t size);
int posix_memalign(void** memptr, size_t alignment, size_t size);
__host__ __device__ void free(void* ptr);
[[noreturn]] void exit(int status);
[[noreturn]] void abort(void);
int atexit(void (*function)(void));
int atoi(const char* s);
long atol(const char* s);
long long atoll(const char* s);
double atof(const char* s);
long strtol(const char* s, char** end, int base);
unsigned long strtoul(const char* s, char** end, int base);
long long strtoll(const char* s, char** end, int base);
unsigned long long strtoull(const char* s, char** end, int base);
float strtof(const char* s, char** end);
double strtod(const char* s, char** end);
int rand(void);
void srand(unsigned int seed);
char* getenv(const char* name);
int system(const char* command);
__host__ __device__ int abs(int a);
__host__ __device__ long labs(long a);
__host__ __device__ long long llabs(long long a);
void qsort(void* base, size_t count, size_t size, int (*compare)(const void*, const void*));
div_t div(int a, int b);
ldiv_t ldiv(long a, long b);
}

namespace std {
using ::div_t; using ::ldiv_t; using ::malloc; using ::calloc; using ::realloc; using ::free;
using ::exit; using ::abort; using ::atexit; using ::atoi; using ::atol; using ::atoll; using ::atof;
using ::strtol; using ::strtoul; using ::strtoll; using ::strtoull; using ::strtof; using ::strtod;
using ::rand; using ::srand; using ::getenv; using ::system; using ::qsort; using ::abs; using ::labs;
using ::llabs; using ::div; using ::ldiv;
}
