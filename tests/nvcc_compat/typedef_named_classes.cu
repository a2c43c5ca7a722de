// An unnamed class named by a typedef takes that name for linkage: nvcc mangles
// `typedef struct { ... } Figure;` as 6Figure (ptxc used to mangle every such class
// as 0, so two instances of one kernel template collided).
typedef struct { int a; float b; } Figure;
typedef struct { unsigned char r, g, b, a; } RGBA8;
template <class T> __global__ void k(T* p, T* q) { p[0] = q[0]; }
template __global__ void k<Figure>(Figure*, Figure*);
template __global__ void k<RGBA8>(RGBA8*, RGBA8*);
__global__ void f(Figure* fig) { fig->a = 1; }
