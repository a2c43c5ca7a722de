/*
 * <sys/types.h> as ptxc ships it: glibc's LP64 definitions of the POSIX types
 * and the old BSD/System V names (uint, ulong, ushort, u_char, ...), which glibc
 * declares by default (g++ defines _GNU_SOURCE) and <stdlib.h> brings along.
 */
#pragma once
#include <stddef.h>
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned int u_int;
typedef unsigned long u_long;
typedef long quad_t;
typedef unsigned long u_quad_t;
typedef unsigned long ulong;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef long int64_t;
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned int u_int32_t;
typedef unsigned long u_int64_t;
typedef long ssize_t;
typedef long off_t;
typedef long off64_t;
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int mode_t;
typedef unsigned long nlink_t;
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef long blksize_t;
typedef long blkcnt_t;
typedef int key_t;
typedef int clockid_t;
typedef long suseconds_t;
typedef unsigned int useconds_t;
typedef char* caddr_t;
typedef long daddr_t;
