// a header protected by #pragma once
#pragma once

__host__ __device__ inline int once_value() { return 41; }
