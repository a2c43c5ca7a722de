// A host declaration with an error is set aside, but device code uses it: its own error
// is reported, where it is.
#include <string>
struct Record {
    std::strin name;
    int count;
};
__global__ void k(Record* r) { r->count = 1; }
