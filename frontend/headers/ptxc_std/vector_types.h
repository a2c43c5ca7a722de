#pragma once
struct char1 { signed char x; };
static __host__ __device__ __forceinline__ char1 make_char1(signed char x) { char1 t = {x}; return t; }
struct __align__(2) char2 { signed char x, y; };
static __host__ __device__ __forceinline__ char2 make_char2(signed char x, signed char y) { char2 t = {x, y}; return t; }
struct char3 { signed char x, y, z; };
static __host__ __device__ __forceinline__ char3 make_char3(signed char x, signed char y, signed char z) { char3 t = {x, y, z}; return t; }
struct __align__(4) char4 { signed char x, y, z, w; };
static __host__ __device__ __forceinline__ char4 make_char4(signed char x, signed char y, signed char z, signed char w) { char4 t = {x, y, z, w}; return t; }
struct uchar1 { unsigned char x; };
static __host__ __device__ __forceinline__ uchar1 make_uchar1(unsigned char x) { uchar1 t = {x}; return t; }
struct __align__(2) uchar2 { unsigned char x, y; };
static __host__ __device__ __forceinline__ uchar2 make_uchar2(unsigned char x, unsigned char y) { uchar2 t = {x, y}; return t; }
struct uchar3 { unsigned char x, y, z; };
static __host__ __device__ __forceinline__ uchar3 make_uchar3(unsigned char x, unsigned char y, unsigned char z) { uchar3 t = {x, y, z}; return t; }
struct __align__(4) uchar4 { unsigned char x, y, z, w; };
static __host__ __device__ __forceinline__ uchar4 make_uchar4(unsigned char x, unsigned char y, unsigned char z, unsigned char w) { uchar4 t = {x, y, z, w}; return t; }
struct short1 { short x; };
static __host__ __device__ __forceinline__ short1 make_short1(short x) { short1 t = {x}; return t; }
struct __align__(4) short2 { short x, y; };
static __host__ __device__ __forceinline__ short2 make_short2(short x, short y) { short2 t = {x, y}; return t; }
struct short3 { short x, y, z; };
static __host__ __device__ __forceinline__ short3 make_short3(short x, short y, short z) { short3 t = {x, y, z}; return t; }
struct __align__(8) short4 { short x, y, z, w; };
static __host__ __device__ __forceinline__ short4 make_short4(short x, short y, short z, short w) { short4 t = {x, y, z, w}; return t; }
struct ushort1 { unsigned short x; };
static __host__ __device__ __forceinline__ ushort1 make_ushort1(unsigned short x) { ushort1 t = {x}; return t; }
struct __align__(4) ushort2 { unsigned short x, y; };
static __host__ __device__ __forceinline__ ushort2 make_ushort2(unsigned short x, unsigned short y) { ushort2 t = {x, y}; return t; }
struct ushort3 { unsigned short x, y, z; };
static __host__ __device__ __forceinline__ ushort3 make_ushort3(unsigned short x, unsigned short y, unsigned short z) { ushort3 t = {x, y, z}; return t; }
struct __align__(8) ushort4 { unsigned short x, y, z, w; };
static __host__ __device__ __forceinline__ ushort4 make_ushort4(unsigned short x, unsigned short y, unsigned short z, unsigned short w) { ushort4 t = {x, y, z, w}; return t; }
struct int1 { int x; };
static __host__ __device__ __forceinline__ int1 make_int1(int x) { int1 t = {x}; return t; }
struct __align__(8) int2 { int x, y; };
static __host__ __device__ __forceinline__ int2 make_int2(int x, int y) { int2 t = {x, y}; return t; }
struct int3 { int x, y, z; };
static __host__ __device__ __forceinline__ int3 make_int3(int x, int y, int z) { int3 t = {x, y, z}; return t; }
struct __align__(16) int4 { int x, y, z, w; };
static __host__ __device__ __forceinline__ int4 make_int4(int x, int y, int z, int w) { int4 t = {x, y, z, w}; return t; }
struct uint1 { unsigned int x; };
static __host__ __device__ __forceinline__ uint1 make_uint1(unsigned int x) { uint1 t = {x}; return t; }
struct __align__(8) uint2 { unsigned int x, y; };
static __host__ __device__ __forceinline__ uint2 make_uint2(unsigned int x, unsigned int y) { uint2 t = {x, y}; return t; }
struct uint3 { unsigned int x, y, z; };
static __host__ __device__ __forceinline__ uint3 make_uint3(unsigned int x, unsigned int y, unsigned int z) { uint3 t = {x, y, z}; return t; }
struct __align__(16) uint4 { unsigned int x, y, z, w; };
static __host__ __device__ __forceinline__ uint4 make_uint4(unsigned int x, unsigned int y, unsigned int z, unsigned int w) { uint4 t = {x, y, z, w}; return t; }
struct long1 { long x; };
static __host__ __device__ __forceinline__ long1 make_long1(long x) { long1 t = {x}; return t; }
struct __align__(16) long2 { long x, y; };
static __host__ __device__ __forceinline__ long2 make_long2(long x, long y) { long2 t = {x, y}; return t; }
struct long3 { long x, y, z; };
static __host__ __device__ __forceinline__ long3 make_long3(long x, long y, long z) { long3 t = {x, y, z}; return t; }
struct __align__(16) long4 { long x, y, z, w; };
static __host__ __device__ __forceinline__ long4 make_long4(long x, long y, long z, long w) { long4 t = {x, y, z, w}; return t; }
struct __align__(16) long4_16a { long x, y, z, w; };
static __host__ __device__ __forceinline__ long4_16a make_long4_16a(long x, long y, long z, long w) { long4_16a t = {x, y, z, w}; return t; }
struct __align__(32) long4_32a { long x, y, z, w; };
static __host__ __device__ __forceinline__ long4_32a make_long4_32a(long x, long y, long z, long w) { long4_32a t = {x, y, z, w}; return t; }
struct ulong1 { unsigned long x; };
static __host__ __device__ __forceinline__ ulong1 make_ulong1(unsigned long x) { ulong1 t = {x}; return t; }
struct __align__(16) ulong2 { unsigned long x, y; };
static __host__ __device__ __forceinline__ ulong2 make_ulong2(unsigned long x, unsigned long y) { ulong2 t = {x, y}; return t; }
struct ulong3 { unsigned long x, y, z; };
static __host__ __device__ __forceinline__ ulong3 make_ulong3(unsigned long x, unsigned long y, unsigned long z) { ulong3 t = {x, y, z}; return t; }
struct __align__(16) ulong4 { unsigned long x, y, z, w; };
static __host__ __device__ __forceinline__ ulong4 make_ulong4(unsigned long x, unsigned long y, unsigned long z, unsigned long w) { ulong4 t = {x, y, z, w}; return t; }
struct __align__(16) ulong4_16a { unsigned long x, y, z, w; };
static __host__ __device__ __forceinline__ ulong4_16a make_ulong4_16a(unsigned long x, unsigned long y, unsigned long z, unsigned long w) { ulong4_16a t = {x, y, z, w}; return t; }
struct __align__(32) ulong4_32a { unsigned long x, y, z, w; };
static __host__ __device__ __forceinline__ ulong4_32a make_ulong4_32a(unsigned long x, unsigned long y, unsigned long z, unsigned long w) { ulong4_32a t = {x, y, z, w}; return t; }
struct longlong1 { long long x; };
static __host__ __device__ __forceinline__ longlong1 make_longlong1(long long x) { longlong1 t = {x}; return t; }
struct __align__(16) longlong2 { long long x, y; };
static __host__ __device__ __forceinline__ longlong2 make_longlong2(long long x, long long y) { longlong2 t = {x, y}; return t; }
struct longlong3 { long long x, y, z; };
static __host__ __device__ __forceinline__ longlong3 make_longlong3(long long x, long long y, long long z) { longlong3 t = {x, y, z}; return t; }
struct __align__(16) longlong4 { long long x, y, z, w; };
static __host__ __device__ __forceinline__ longlong4 make_longlong4(long long x, long long y, long long z, long long w) { longlong4 t = {x, y, z, w}; return t; }
struct __align__(16) longlong4_16a { long long x, y, z, w; };
static __host__ __device__ __forceinline__ longlong4_16a make_longlong4_16a(long long x, long long y, long long z, long long w) { longlong4_16a t = {x, y, z, w}; return t; }
struct __align__(32) longlong4_32a { long long x, y, z, w; };
static __host__ __device__ __forceinline__ longlong4_32a make_longlong4_32a(long long x, long long y, long long z, long long w) { longlong4_32a t = {x, y, z, w}; return t; }
struct ulonglong1 { unsigned long long x; };
static __host__ __device__ __forceinline__ ulonglong1 make_ulonglong1(unsigned long long x) { ulonglong1 t = {x}; return t; }
struct __align__(16) ulonglong2 { unsigned long long x, y; };
static __host__ __device__ __forceinline__ ulonglong2 make_ulonglong2(unsigned long long x, unsigned long long y) { ulonglong2 t = {x, y}; return t; }
struct ulonglong3 { unsigned long long x, y, z; };
static __host__ __device__ __forceinline__ ulonglong3 make_ulonglong3(unsigned long long x, unsigned long long y, unsigned long long z) { ulonglong3 t = {x, y, z}; return t; }
struct __align__(16) ulonglong4 { unsigned long long x, y, z, w; };
static __host__ __device__ __forceinline__ ulonglong4 make_ulonglong4(unsigned long long x, unsigned long long y, unsigned long long z, unsigned long long w) { ulonglong4 t = {x, y, z, w}; return t; }
struct __align__(16) ulonglong4_16a { unsigned long long x, y, z, w; };
static __host__ __device__ __forceinline__ ulonglong4_16a make_ulonglong4_16a(unsigned long long x, unsigned long long y, unsigned long long z, unsigned long long w) { ulonglong4_16a t = {x, y, z, w}; return t; }
struct __align__(32) ulonglong4_32a { unsigned long long x, y, z, w; };
static __host__ __device__ __forceinline__ ulonglong4_32a make_ulonglong4_32a(unsigned long long x, unsigned long long y, unsigned long long z, unsigned long long w) { ulonglong4_32a t = {x, y, z, w}; return t; }
struct float1 { float x; };
static __host__ __device__ __forceinline__ float1 make_float1(float x) { float1 t = {x}; return t; }
struct __align__(8) float2 { float x, y; };
static __host__ __device__ __forceinline__ float2 make_float2(float x, float y) { float2 t = {x, y}; return t; }
struct float3 { float x, y, z; };
static __host__ __device__ __forceinline__ float3 make_float3(float x, float y, float z) { float3 t = {x, y, z}; return t; }
struct __align__(16) float4 { float x, y, z, w; };
static __host__ __device__ __forceinline__ float4 make_float4(float x, float y, float z, float w) { float4 t = {x, y, z, w}; return t; }
struct double1 { double x; };
static __host__ __device__ __forceinline__ double1 make_double1(double x) { double1 t = {x}; return t; }
struct __align__(16) double2 { double x, y; };
static __host__ __device__ __forceinline__ double2 make_double2(double x, double y) { double2 t = {x, y}; return t; }
struct double3 { double x, y, z; };
static __host__ __device__ __forceinline__ double3 make_double3(double x, double y, double z) { double3 t = {x, y, z}; return t; }
struct __align__(16) double4 { double x, y, z, w; };
static __host__ __device__ __forceinline__ double4 make_double4(double x, double y, double z, double w) { double4 t = {x, y, z, w}; return t; }
struct __align__(16) double4_16a { double x, y, z, w; };
static __host__ __device__ __forceinline__ double4_16a make_double4_16a(double x, double y, double z, double w) { double4_16a t = {x, y, z, w}; return t; }
struct __align__(32) double4_32a { double x, y, z, w; };
static __host__ __device__ __forceinline__ double4_32a make_double4_32a(double x, double y, double z, double w) { double4_32a t = {x, y, z, w}; return t; }
struct dim3 { unsigned int x, y, z; };
