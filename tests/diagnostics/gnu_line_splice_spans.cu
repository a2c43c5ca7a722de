// expect: error 8:20: identifier "undefined_after_splices" is undefined
// expect: error 8:46: identifier "spliced" is undefined
// Spans after backslash-newline splices (issue 42, translation phase 2) stay
// where the text is written: a string literal spliced over lines shifts
// nothing after it, and a name spliced over lines starts where it is written.
__device__ const char* s = "abc\
def";
__device__ int x = undefined_after_splices + spl\
iced;
