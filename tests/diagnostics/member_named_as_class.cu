// expect: error 7:10: declaration of a member with the same name as its class
// expect: error 8:8: declaration of a member with the same name as its class
// expect: error 9:15: declaration of a member with the same name as its class
// A member type may not take its class's name ([class.mem]), as nvcc reports. The
// nested class used to find the outer one (its injected name) and open its body again.
struct Outer {
  struct Outer { int x; };
  enum Outer { A };
  typedef int Outer;
  int y;
};
__global__ void k(int* p) { Outer o; o.y = 1; *p = o.y; }
