/*
 * <stdio.h> and <cstdio> as ptxc ships them. printf is the device runtime's
 * (ptxc_runtime.h, lowered to vprintf); everything else here is host-only,
 * declared so that host code type-checks (it is never compiled to PTX).
 */
#pragma once
#include <stddef.h>
#include <stdarg.h>

typedef struct _IO_FILE FILE;
typedef long fpos_t;
extern FILE* stdin;
extern FILE* stdout;
extern FILE* stderr;
#define stdin stdin
#define stdout stdout
#define stderr stderr
#define EOF (-1)
#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2

extern "C" {
__host__ __device__ int printf(const char* format, ...);
int fprintf(FILE* stream, const char* format, ...);
int sprintf(char* str, const char* format, ...);
int snprintf(char* str, size_t size, const char* format, ...);
int vfprintf(FILE* stream, const char* format, va_list ap);
int vsnprintf(char* str, size_t size, const char* format, va_list ap);
int scanf(const char* format, ...);
int fscanf(FILE* stream, const char* format, ...);
int sscanf(const char* str, const char* format, ...);
int puts(const char* s);
int fputs(const char* s, FILE* stream);
int putchar(int c);
int fputc(int c, FILE* stream);
int putc(int c, FILE* stream);
int getchar(void);
int fgetc(FILE* stream);
int getc(FILE* stream);
char* fgets(char* s, int size, FILE* stream);
FILE* fopen(const char* path, const char* mode);
int fclose(FILE* stream);
int fflush(FILE* stream);
size_t fread(void* ptr, size_t size, size_t count, FILE* stream);
size_t fwrite(const void* ptr, size_t size, size_t count, FILE* stream);
int fseek(FILE* stream, long offset, int whence);
long ftell(FILE* stream);
void rewind(FILE* stream);
int feof(FILE* stream);
int ferror(FILE* stream);
void perror(const char* s);
int remove(const char* path);
}

namespace std {
using ::FILE; using ::fpos_t; using ::printf; using ::fprintf; using ::sprintf; using ::snprintf;
using ::vfprintf; using ::vsnprintf; using ::scanf; using ::fscanf; using ::sscanf; using ::puts;
using ::fputs; using ::putchar; using ::fputc; using ::putc; using ::getchar; using ::fgetc;
using ::getc; using ::fgets; using ::fopen; using ::fclose; using ::fflush; using ::fread;
using ::fwrite; using ::fseek; using ::ftell; using ::rewind; using ::feof; using ::ferror;
using ::perror; using ::remove;
}
