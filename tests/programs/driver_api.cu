// The driver API's arrays, texture objects and 2D copies; virtual memory management
// (one physical allocation mapped twice, seen through both mappings); the JIT linker
// joining two PTX modules (a kernel calling a function of the other); peers; no private
// export tables (NVIDIA's NVRTC asks for one and compiles without it). The driver
// library is opened as programs open it (dlopen of libcuda.so.1), and its kernels are
// launched through the runtime or cuLaunchKernel. Results are checked against values
// the program computes.
#include <cuda.h>
#include <dlfcn.h>
#include <cstring>
#include "check.h"

__global__ void fetch(cudaTextureObject_t t, float* out, int w, int h) {
  int x = threadIdx.x, y = blockIdx.x;
  if (x < w && y < h) out[y * w + x] = tex2D<float>(t, x + 0.5f, y + 0.5f);
}

__global__ void fill(int* p, int n, int base) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) p[i] = base + i;
}

static void* lib;
// cuda.h names versioned entry points by macros (cuArrayCreate is cuArrayCreate_v2):
// the symbol looked up is the expanded name.
#define SYMBOL_OF(name) #name
#define SYMBOL(name) SYMBOL_OF(name)
#define LOAD(name) auto name = (decltype(&::name))dlsym(lib, SYMBOL(name))
#define CHECK_CU(call) CHECK((call) == CUDA_SUCCESS)

static const char* twice_ptx =
    ".version 7.0\n.target sm_80\n.address_size 64\n"
    ".visible .func (.param .b32 r) twice(.param .b32 x)\n{\n"
    " .reg .b32 %r<3>;\n ld.param.b32 %r1, [x];\n add.s32 %r2, %r1, %r1;\n"
    " st.param.b32 [r], %r2;\n ret;\n}\n";

static const char* use_twice_ptx =
    ".version 7.0\n.target sm_80\n.address_size 64\n"
    ".extern .func (.param .b32 r) twice(.param .b32 x);\n"
    ".visible .entry use_twice(.param .u64 out)\n{\n"
    " .reg .b32 %r<3>;\n .reg .b64 %rd<4>;\n"
    " ld.param.u64 %rd1, [out];\n cvta.to.global.u64 %rd2, %rd1;\n mov.u32 %r1, %tid.x;\n"
    " {\n .param .b32 a;\n .param .b32 b;\n st.param.b32 [a], %r1;\n"
    " call.uni (b), twice, (a);\n ld.param.b32 %r2, [b];\n }\n"
    " mul.wide.u32 %rd3, %r1, 4;\n add.s64 %rd3, %rd2, %rd3;\n st.global.u32 [%rd3], %r2;\n"
    " ret;\n}\n";

static void arrays_and_textures() {
  LOAD(cuArrayCreate);
  LOAD(cuArrayDestroy);
  LOAD(cuMemcpy2D);
  LOAD(cuTexObjectCreate);
  LOAD(cuTexObjectDestroy);
  const int W = 16, H = 8, HOST_PITCH = 20;
  float host[H * HOST_PITCH];
  for (int y = 0; y < H; y++)
    for (int x = 0; x < HOST_PITCH; x++) host[y * HOST_PITCH + x] = x < W ? y * 100.0f + x : -1.0f;

  CUarray arr;
  CUDA_ARRAY_DESCRIPTOR ad = {};
  ad.Width = W;
  ad.Height = H;
  ad.Format = CU_AD_FORMAT_FLOAT;
  ad.NumChannels = 1;
  CHECK_CU(cuArrayCreate(&arr, &ad));
  CUDA_MEMCPY2D in = {};
  in.srcMemoryType = CU_MEMORYTYPE_HOST;
  in.srcHost = host;
  in.srcPitch = HOST_PITCH * sizeof(float);
  in.dstMemoryType = CU_MEMORYTYPE_ARRAY;
  in.dstArray = arr;
  in.WidthInBytes = W * sizeof(float);
  in.Height = H;
  CHECK_CU(cuMemcpy2D(&in));

  // A 3 x 2 window of the array back, from column 2 of row 1.
  float window[2][3] = {};
  CUDA_MEMCPY2D out = {};
  out.srcMemoryType = CU_MEMORYTYPE_ARRAY;
  out.srcArray = arr;
  out.srcXInBytes = 2 * sizeof(float);
  out.srcY = 1;
  out.dstMemoryType = CU_MEMORYTYPE_HOST;
  out.dstHost = window;
  out.dstPitch = sizeof(window[0]);
  out.WidthInBytes = 3 * sizeof(float);
  out.Height = 2;
  CHECK_CU(cuMemcpy2D(&out));
  CHECK(window[0][0] == 102.0f && window[0][2] == 104.0f && window[1][1] == 203.0f);

  CUDA_RESOURCE_DESC rd = {};
  rd.resType = CU_RESOURCE_TYPE_ARRAY;
  rd.res.array.hArray = arr;
  CUDA_TEXTURE_DESC td = {};
  td.addressMode[0] = td.addressMode[1] = CU_TR_ADDRESS_MODE_CLAMP;
  td.filterMode = CU_TR_FILTER_MODE_POINT;
  CUtexObject tex;
  CHECK_CU(cuTexObjectCreate(&tex, &rd, &td, nullptr));
  float* d_out;
  CHECK_CUDA(cudaMalloc(&d_out, W * H * sizeof(float)));
  fetch<<<H, W>>>(tex, d_out, W, H);
  float got[W * H];
  CHECK_CUDA(cudaMemcpy(got, d_out, sizeof(got), cudaMemcpyDeviceToHost));
  int wrong = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) wrong += got[y * W + x] != y * 100.0f + x;
  CHECK(wrong == 0);
  CHECK_CU(cuTexObjectDestroy(tex));
  CHECK_CU(cuArrayDestroy(arr));

  // 8-bit texels are read as normalized floats unless CU_TRSF_READ_AS_INTEGER.
  unsigned char bytes[W * H];
  for (int i = 0; i < W * H; i++) bytes[i] = (unsigned char)(i * 2);
  ad.Format = CU_AD_FORMAT_UNSIGNED_INT8;
  CHECK_CU(cuArrayCreate(&arr, &ad));
  in.srcHost = bytes;
  in.srcPitch = W;
  in.dstArray = arr;
  in.WidthInBytes = W;
  CHECK_CU(cuMemcpy2D(&in));
  rd.res.array.hArray = arr;
  CHECK_CU(cuTexObjectCreate(&tex, &rd, &td, nullptr));
  fetch<<<H, W>>>(tex, d_out, W, H);
  CHECK_CUDA(cudaMemcpy(got, d_out, sizeof(got), cudaMemcpyDeviceToHost));
  wrong = 0;
  for (int i = 0; i < W * H; i++) wrong += got[i] != bytes[i] / 255.0f;
  CHECK(wrong == 0);
  CHECK_CU(cuTexObjectDestroy(tex));
  CHECK_CU(cuArrayDestroy(arr));
  CHECK_CUDA(cudaFree(d_out));
}

static void virtual_memory() {
  LOAD(cuMemGetAllocationGranularity);
  LOAD(cuMemCreate);
  LOAD(cuMemRelease);
  LOAD(cuMemAddressReserve);
  LOAD(cuMemAddressFree);
  LOAD(cuMemMap);
  LOAD(cuMemUnmap);
  LOAD(cuMemSetAccess);
  LOAD(cuMemcpyDtoH);
  CUmemAllocationProp prop = {};
  prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
  prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
  prop.location.id = 0;
  size_t gran = 0;
  CHECK_CU(cuMemGetAllocationGranularity(&gran, &prop, CU_MEM_ALLOC_GRANULARITY_MINIMUM));
  CHECK(gran > 0);
  size_t size = gran;
  CUmemGenericAllocationHandle h;
  CHECK_CU(cuMemCreate(&h, size, &prop, 0));
  CUdeviceptr va;
  CHECK_CU(cuMemAddressReserve(&va, 2 * size, 0, 0, 0));
  CHECK(va % gran == 0);
  CHECK_CU(cuMemMap(va, size, 0, h, 0));
  CHECK_CU(cuMemMap(va + size, size, 0, h, 0));
  CHECK_CU(cuMemRelease(h));  // the mappings keep the memory
  CUmemAccessDesc access = {};
  access.location = prop.location;
  access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
  CHECK_CU(cuMemSetAccess(va, 2 * size, &access, 1));

  int n = 1000;
  fill<<<(n + 255) / 256, 256>>>((int*)va, n, 7);
  CHECK_CUDA(cudaDeviceSynchronize());
  int seen[1000];
  CHECK_CU(cuMemcpyDtoH(seen, va + size, sizeof(seen)));  // the second mapping
  int wrong = 0;
  for (int i = 0; i < n; i++) wrong += seen[i] != 7 + i;
  CHECK(wrong == 0);
  CHECK_CU(cuMemUnmap(va, 2 * size));
  CHECK_CU(cuMemAddressFree(va, 2 * size));
}

static void jit_link() {
  LOAD(cuLinkCreate);
  LOAD(cuLinkAddData);
  LOAD(cuLinkComplete);
  LOAD(cuLinkDestroy);
  LOAD(cuModuleLoadData);
  LOAD(cuModuleGetFunction);
  LOAD(cuLaunchKernel);
  LOAD(cuMemAlloc);
  LOAD(cuMemcpyDtoH);
  LOAD(cuMemFree);
  char info[256];
  CUjit_option opts[2] = {CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
  void* vals[2] = {info, (void*)(size_t)sizeof(info)};
  CUlinkState link;
  CHECK_CU(cuLinkCreate(2, opts, vals, &link));
  CHECK_CU(cuLinkAddData(link, CU_JIT_INPUT_PTX, (void*)twice_ptx, strlen(twice_ptx) + 1, "twice", 0,
                         nullptr, nullptr));
  CHECK_CU(cuLinkAddData(link, CU_JIT_INPUT_PTX, (void*)use_twice_ptx, strlen(use_twice_ptx) + 1,
                         "use_twice", 0, nullptr, nullptr));
  void* image = nullptr;
  size_t image_size = 0;
  CHECK_CU(cuLinkComplete(link, &image, &image_size));
  CHECK(image != nullptr && image_size > 0);
  CUmodule m;
  CUfunction f;
  CHECK_CU(cuModuleLoadData(&m, image));
  CHECK_CU(cuLinkDestroy(link));
  CHECK_CU(cuModuleGetFunction(&f, m, "use_twice"));
  CUdeviceptr d;
  CHECK_CU(cuMemAlloc(&d, 32 * sizeof(int)));
  void* args[] = {&d};
  CHECK_CU(cuLaunchKernel(f, 1, 1, 1, 32, 1, 1, 0, nullptr, args, nullptr));
  int got[32];
  CHECK_CU(cuMemcpyDtoH(got, d, sizeof(got)));
  int wrong = 0;
  for (int i = 0; i < 32; i++) wrong += got[i] != 2 * i;
  CHECK(wrong == 0);
  CHECK_CU(cuMemFree(d));
}

int main() {
  lib = dlopen("libcuda.so.1", RTLD_NOW);
  CHECK(lib != nullptr);
  if (!lib) return verdict();
  LOAD(cuInit);
  LOAD(cuDeviceCanAccessPeer);
  CHECK_CU(cuInit(0));
  CHECK_CUDA(cudaFree(0));
  int can = -1;
  CHECK_CU(cuDeviceCanAccessPeer(&can, 0, 0));
  CHECK(can == 0);
  LOAD(cuGetExportTable);
  CHECK(cuGetExportTable != nullptr);
  if (cuGetExportTable) {
    CUuuid id;
    memset(&id, 0x5a, sizeof(id));
    const void* table = &id;
    CHECK(cuGetExportTable(&table, &id) != CUDA_SUCCESS);
    CHECK(table == nullptr);
  }
  arrays_and_textures();
  virtual_memory();
  jit_link();
  return verdict();
}
