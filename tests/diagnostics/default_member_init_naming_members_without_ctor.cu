// expect: error 8:16: a default member initializer naming other members is supported only in classes with a user-declared constructor
// A default member initializer that reads another member is evaluated by each
// constructor; a class whose only constructor is the implicit one is reported
// rather than left with the member uninitialized (it works with a user-declared
// constructor: tests/lang/cxx_default_member_initializers_naming_members.cu).
struct Pair {
    int first = 4;
    int second = first * 2;
};
__global__ void k(int* out) { Pair p; out[0] = p.second; }
