// A kernel that faults, launched by cuLaunchKernel: as on a GPU the launch succeeds and
// the next call that waits for the device (cuCtxSynchronize) reports the fault, which
// stays (a later call answers it too). cuda-samples' simpleAssert_nvrtc checks the launch
// and expects the assert at the synchronization.
#include <cuda.h>
#include <dlfcn.h>
#include "check.h"

#define SYMBOL_OF(name) #name
#define SYMBOL(name) SYMBOL_OF(name)
#define LOAD(name) auto name = (decltype(&::name))dlsym(lib, SYMBOL(name))

static const char* trap_ptx =
    ".version 7.0\n.target sm_80\n.address_size 64\n"
    ".visible .entry stop(.param .u32 n)\n{\n"
    " .reg .b32 %r<2>;\n .reg .pred %p<2>;\n ld.param.u32 %r1, [n];\n"
    " setp.gt.u32 %p1, %r1, 0;\n @%p1 trap;\n ret;\n}\n";

int main() {
  void* lib = dlopen("libcuda.so.1", RTLD_NOW);
  CHECK(lib != nullptr);
  if (!lib) return verdict();
  LOAD(cuInit);
  LOAD(cuDeviceGet);
  LOAD(cuCtxCreate);
  LOAD(cuModuleLoadData);
  LOAD(cuModuleGetFunction);
  LOAD(cuLaunchKernel);
  LOAD(cuCtxSynchronize);
  LOAD(cuMemAlloc);
  CHECK(cuInit(0) == CUDA_SUCCESS);
  CUdevice dev;
  CHECK(cuDeviceGet(&dev, 0) == CUDA_SUCCESS);
  CUcontext ctx;
  CHECK(cuCtxCreate(&ctx, nullptr, 0, dev) == CUDA_SUCCESS);
  CUmodule m;
  CHECK(cuModuleLoadData(&m, trap_ptx) == CUDA_SUCCESS);
  CUfunction f;
  CHECK(cuModuleGetFunction(&f, m, "stop") == CUDA_SUCCESS);
  unsigned zero = 0, one = 1;
  void* quiet[] = {&zero};
  CHECK(cuLaunchKernel(f, 2, 1, 1, 32, 1, 1, 0, nullptr, quiet, nullptr) == CUDA_SUCCESS);
  CHECK(cuCtxSynchronize() == CUDA_SUCCESS);
  void* faulting[] = {&one};
  CHECK(cuLaunchKernel(f, 2, 1, 1, 32, 1, 1, 0, nullptr, faulting, nullptr) == CUDA_SUCCESS);
  CHECK(cuCtxSynchronize() == CUDA_ERROR_LAUNCH_FAILED);
  CUdeviceptr p;
  CHECK(cuMemAlloc(&p, 16) == CUDA_ERROR_LAUNCH_FAILED);
  CHECK(cuLaunchKernel(f, 1, 1, 1, 1, 1, 1, 0, nullptr, quiet, nullptr) == CUDA_ERROR_LAUNCH_FAILED);
  return verdict();
}
