// #pragma once: a header included twice is read once
#include "include/lang_once.h"
#include "include/lang_once.h"

__host__ __device__ long long run() { return once_value() + 1; }
