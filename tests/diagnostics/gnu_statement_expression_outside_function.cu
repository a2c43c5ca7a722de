// expect: error 4:23: statement expressions are only allowed in block scope
// A GNU statement expression needs a function body around it (issue 42; nvcc's
// text and place).
__device__ int g_x = ({ 1; });
__device__ int ok() { return ({ 2; }); }
