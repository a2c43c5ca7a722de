// The host side of texture and surface objects, as the CUDA samples write it
// (tests/textures.rs compiles it with --check-host: every call type-checks).
#include <cuda_runtime.h>
#include <cuda.h>
#include <stdlib.h>
#include <string.h>

__global__ void scale(float* out, cudaTextureObject_t tex, CUtexObject drv, int w) {
  int x = threadIdx.x;
  out[x] = tex2D<float>(tex, x + 0.5f, 0.5f) + tex1Dfetch<float>(drv, x) * w;
}

int main() {
  const int w = 64, h = 32;
  cudaChannelFormatDesc desc = cudaCreateChannelDesc<float>();
  cudaChannelFormatDesc desc4 = cudaCreateChannelDesc(8, 8, 8, 8, cudaChannelFormatKindUnsigned);
  cudaArray* arr;
  cudaArray_t arr3;
  cudaMallocArray(&arr, &desc, w, h);
  cudaMallocArray(&arr, &desc4, w, h, cudaArraySurfaceLoadStore);
  float* host = (float*)malloc(w * h * sizeof(float));
  cudaMemcpy2DToArray(arr, 0, 0, host, w * sizeof(float), w * sizeof(float), h, cudaMemcpyHostToDevice);
  cudaMemcpyToArray(arr, 0, 0, host, w * h * sizeof(float), cudaMemcpyHostToDevice);
  cudaMemcpy2DFromArray(host, w * sizeof(float), arr, 0, 0, w * sizeof(float), h, cudaMemcpyDeviceToHost);
  cudaExtent extent = make_cudaExtent(w, h, 4);
  cudaMalloc3DArray(&arr3, &desc, extent, cudaArrayLayered);
  cudaMemcpy3DParms p = {0};
  p.srcPtr = make_cudaPitchedPtr(host, w * sizeof(float), w, h);
  p.dstArray = arr3;
  p.srcPos = make_cudaPos(0, 0, 0);
  p.extent = extent;
  p.kind = cudaMemcpyHostToDevice;
  cudaMemcpy3D(&p);

  cudaResourceDesc res;
  memset(&res, 0, sizeof(res));
  res.resType = cudaResourceTypeArray;
  res.res.array.array = arr;
  cudaTextureDesc td;
  memset(&td, 0, sizeof(td));
  td.addressMode[0] = cudaAddressModeWrap;
  td.addressMode[1] = cudaAddressModeMirror;
  td.filterMode = cudaFilterModeLinear;
  td.readMode = cudaReadModeElementType;
  td.normalizedCoords = 1;
  cudaTextureObject_t tex = 0;
  cudaCreateTextureObject(&tex, &res, &td, 0);
  cudaResourceDesc lin;
  lin.resType = cudaResourceTypeLinear;
  lin.res.linear.devPtr = 0;
  lin.res.linear.desc = desc;
  lin.res.linear.sizeInBytes = w * sizeof(float);
  cudaResourceViewDesc view;
  view.format = cudaResViewFormatFloat1;
  CUtexObject drv = 0;
  cudaCreateTextureObject((cudaTextureObject_t*)&drv, &lin, &td, &view);
  cudaSurfaceObject_t surf = 0;
  cudaCreateSurfaceObject(&surf, &res);
  float* out;
  cudaMalloc(&out, w * sizeof(float));
  scale<<<1, w>>>(out, tex, drv, w);
  cudaDestroySurfaceObject(surf);
  cudaDestroyTextureObject(tex);
  cudaFreeArray(arr);
  cudaFreeArray(arr3);
  free(host);
  return 0;
}
