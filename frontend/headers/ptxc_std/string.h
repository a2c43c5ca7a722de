/*
 * <string.h> and <cstring> as ptxc ships them. memcpy and memset work in
 * device code as in CUDA (lowered to llvm.memcpy / llvm.memset); the string
 * functions are host-only declarations (host code is never compiled).
 */
#pragma once
#include <stddef.h>

extern "C" {
__host__ __device__ void* memcpy(void* dst, const void* src, size_t n);
__host__ __device__ void* memset(void* dst, int value, size_t n);
void* memmove(void* dst, const void* src, size_t n);
int memcmp(const void* a, const void* b, size_t n);
void* memchr(const void* s, int c, size_t n);
size_t strlen(const char* s);
int strcmp(const char* a, const char* b);
int strncmp(const char* a, const char* b, size_t n);
char* strcpy(char* dst, const char* src);
char* strncpy(char* dst, const char* src, size_t n);
char* strcat(char* dst, const char* src);
char* strncat(char* dst, const char* src, size_t n);
char* strchr(const char* s, int c);
char* strrchr(const char* s, int c);
char* strstr(const char* haystack, const char* needle);
char* strdup(const char* s);
char* strtok(char* s, const char* delim);
char* strerror(int errnum);
}

namespace std {
using ::memcpy; using ::memset; using ::memmove; using ::memcmp; using ::memchr; using ::strlen;
using ::strcmp; using ::strncmp; using ::strcpy; using ::strncpy; using ::strcat; using ::strncat;
using ::strchr; using ::strrchr; using ::strstr; using ::strtok; using ::strerror;
}
