// expect: error 10:14: invalid type conversion
// expect: error 11:13: invalid type conversion
// expect: error 12:35: a const_cast can only adjust type qualifiers; it cannot change the underlying type
// expect: error 13:14: static_cast cannot cast away const or other type qualifiers
// expect: error 14:14: invalid type conversion
// expect: error 15:15: reinterpret_cast cannot cast away const or other type qualifiers
// expect: error 17:16: invalid type conversion
// named casts that C++ forbids, with nvcc's messages and positions
__device__ void f(float* fp, const int* cip, int i, float x) {
    int* a = static_cast<int*>(fp);
    int b = reinterpret_cast<int>(x);
    float* c = const_cast<float*>(cip);
    int* d = static_cast<int*>(cip);
    long e = static_cast<long>(fp);
    char* g = reinterpret_cast<char*>(cip);
    int& h = reinterpret_cast<int&>(x);
    float& k = static_cast<float&>(i);
}
