// expect: error 9:20: user-defined literal operator not found
// expect: error 10:28: user-defined literal suffix '_s' is not supported
// A user-defined literal is one token (so no follow-on noise); a number's calls its
// literal operator (none declared here), a string's is an error where it is used; in
// a skipped group or an unused macro neither is an error.
#if 0
int skipped = 5_km;
#endif
__device__ int a = 12_km;
__device__ const char* s = "abc"_s;
#define UNUSED 3_m
