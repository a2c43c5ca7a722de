// expect: error 8:20: user-defined literal suffix '_km' is not supported
// expect: error 9:28: user-defined literal suffix '_s' is not supported
// A user-defined literal is one token (so no follow-on noise) and an error where it is
// used; in a skipped group or an unused macro it is no error.
#if 0
int skipped = 5_km;
#endif
__device__ int a = 12_km;
__device__ const char* s = "abc"_s;
#define UNUSED 3_m
