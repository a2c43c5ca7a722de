// Shared by the whole-program tests: a check that reports the failing line and keeps going,
// and the verdict line the test harness reads.
#pragma once
#include <cstdio>
static int failures = 0;
#define CHECK(cond)                                                        \
  do {                                                                     \
    if (!(cond)) {                                                         \
      std::printf("FAILED line %d: %s\n", __LINE__, #cond);                \
      failures++;                                                          \
    }                                                                      \
  } while (0)
#define CHECK_CUDA(call) CHECK((call) == cudaSuccess)
static int verdict() {
  std::printf(failures ? "FAIL\n" : "PASS\n");
  return failures ? 1 : 0;
}
