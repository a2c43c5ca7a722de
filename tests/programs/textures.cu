// Texture and surface objects over CUDA arrays, linear and pitched memory: tex1Dfetch,
// tex2D with point and linear filtering (normalized and unnormalized coordinates, clamp
// and wrap), uchar4 read as normalized floats, tex3D and layered fetches, surf2Dread and
// surf2Dwrite, and the array copies. The expected values are computed here on the host
// with the programming guide's "Texture Fetching" formulas: point sampling reads texel
// floor(x); linear filtering blends texels floor(x - 0.5) and the next with the weight
// frac(x - 0.5) held in 9-bit fixed point (8 fraction bits).
#include "check.h"
// cudaMemcpyToArray and cudaMemcpyFromArray are deprecated; they are tested all the same.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
#include <cmath>
#include <cstring>
#include <vector>

const int W = 8, H = 4;

__global__ void fetch1d(cudaTextureObject_t t, float* out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex1Dfetch<float>(t, i - 2);
}

__global__ void fetch2d(cudaTextureObject_t t, const float2* at, float* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = tex2D<float>(t, at[i].x, at[i].y);
}

__global__ void fetch2d4(cudaTextureObject_t t, const float2* at, float4* out, int n) {
  int i = threadIdx.x;
  if (i < n) out[i] = tex2D<float4>(t, at[i].x, at[i].y);
}

__global__ void fetch3d(cudaTextureObject_t t, cudaTextureObject_t layered, float* out) {
  int x = threadIdx.x, y = threadIdx.y, z = threadIdx.z;
  int i = (z * 3 + y) * 4 + x;
  out[i] = tex3D<float>(t, x + 0.5f, y + 0.5f, z + 0.5f);
  out[24 + i] = tex2DLayered<float>(layered, x + 0.5f, y + 0.5f, z);
}

__global__ void surface_square(cudaSurfaceObject_t s, float* copy) {
  int x = threadIdx.x, y = threadIdx.y;
  float v = surf2Dread<float>(s, x * sizeof(float), y);
  copy[y * W + x] = v;
  surf2Dwrite(v * v, s, x * sizeof(float), y);
}

// The texel grid T[y][x].
static float texel(int x, int y) { return 0.5f * x * x + 3.0f * y; }

// A texel index under an address mode (wrap and mirror only with normalized coordinates).
static int address(int i, int n, cudaTextureAddressMode m, bool normalized) {
  if (m == cudaAddressModeWrap && normalized) return ((i % n) + n) % n;
  return i < 0 ? 0 : i >= n ? n - 1 : i;
}

static float reference(float x, float y, bool linear, bool normalized, cudaTextureAddressMode m) {
  if (normalized) {
    if (m == cudaAddressModeWrap) {
      x -= floorf(x);
      y -= floorf(y);
    }
    x *= W;
    y *= H;
  }
  if (!linear)
    return texel(address((int)floorf(x), W, m, normalized), address((int)floorf(y), H, m, normalized));
  float xb = x - 0.5f, yb = y - 0.5f;
  int i = (int)floorf(xb), j = (int)floorf(yb);
  float a = rintf((xb - floorf(xb)) * 256.0f) / 256.0f, b = rintf((yb - floorf(yb)) * 256.0f) / 256.0f;
  int i0 = address(i, W, m, normalized), i1 = address(i + 1, W, m, normalized);
  int j0 = address(j, H, m, normalized), j1 = address(j + 1, H, m, normalized);
  return (1 - a) * (1 - b) * texel(i0, j0) + a * (1 - b) * texel(i1, j0) + (1 - a) * b * texel(i0, j1) +
         a * b * texel(i1, j1);
}

static cudaTextureObject_t make_texture(const cudaResourceDesc& res, cudaTextureFilterMode filter, bool normalized,
                                        cudaTextureAddressMode mode,
                                        cudaTextureReadMode read = cudaReadModeElementType) {
  cudaTextureDesc td;
  std::memset(&td, 0, sizeof td);
  td.addressMode[0] = td.addressMode[1] = td.addressMode[2] = mode;
  td.filterMode = filter;
  td.readMode = read;
  td.normalizedCoords = normalized;
  cudaTextureObject_t t = 0;
  CHECK_CUDA(cudaCreateTextureObject(&t, &res, &td, nullptr));
  return t;
}

static cudaResourceDesc array_resource(cudaArray_t a) {
  cudaResourceDesc r;
  std::memset(&r, 0, sizeof r);
  r.resType = cudaResourceTypeArray;
  r.res.array.array = a;
  return r;
}

static bool close_to(float a, float b) { return std::fabs(a - b) <= 1e-4f * (1.0f + std::fabs(b)); }

int main() {
  // tex1Dfetch over linear memory: integer coordinates, zeros outside.
  {
    const int n = 6;
    float h[n] = {1.5f, -2.0f, 4.25f, 8.0f, 16.5f, 32.0f};
    float* d = nullptr;
    CHECK_CUDA(cudaMalloc(&d, sizeof h));
    CHECK_CUDA(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    cudaResourceDesc r;
    std::memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeLinear;
    r.res.linear.devPtr = d;
    r.res.linear.desc = cudaCreateChannelDesc<float>();
    r.res.linear.sizeInBytes = sizeof h;
    cudaTextureObject_t t = make_texture(r, cudaFilterModePoint, false, cudaAddressModeClamp);
    float* out = nullptr;
    CHECK_CUDA(cudaMalloc(&out, (n + 4) * sizeof(float)));
    fetch1d<<<1, 32>>>(t, out, n + 4);
    float back[n + 4];
    CHECK_CUDA(cudaMemcpy(back, out, sizeof back, cudaMemcpyDeviceToHost));
    for (int i = 0; i < n + 4; i++) {
      int k = i - 2;
      CHECK(back[i] == (k >= 0 && k < n ? h[k] : 0.0f));
    }
    std::printf("tex1Dfetch: %g %g %g\n", back[0], back[2], back[7]);
    cudaResourceDesc got;
    CHECK_CUDA(cudaGetTextureObjectResourceDesc(&got, t));
    CHECK(got.resType == cudaResourceTypeLinear && got.res.linear.devPtr == d &&
          got.res.linear.sizeInBytes == sizeof h);
    CHECK_CUDA(cudaDestroyTextureObject(t));
    CHECK_CUDA(cudaFree(d));
    CHECK_CUDA(cudaFree(out));
  }

  // A float CUDA array of W x H texels, filled with cudaMemcpy2DToArray.
  std::vector<float> grid(W * H);
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) grid[y * W + x] = texel(x, y);
  cudaChannelFormatDesc fdesc = cudaCreateChannelDesc<float>();
  cudaArray_t arr = nullptr;
  CHECK_CUDA(cudaMallocArray(&arr, &fdesc, W, H, cudaArraySurfaceLoadStore));
  CHECK_CUDA(cudaMemcpy2DToArray(arr, 0, 0, grid.data(), W * sizeof(float), W * sizeof(float), H,
                                 cudaMemcpyHostToDevice));
  {
    cudaChannelFormatDesc d;
    cudaExtent e;
    unsigned flags = 0;
    CHECK_CUDA(cudaArrayGetInfo(&d, &e, &flags, arr));
    CHECK(d.x == 32 && d.y == 0 && d.f == cudaChannelFormatKindFloat);
    CHECK(e.width == W && e.height == H && e.depth == 0 && flags == cudaArraySurfaceLoadStore);
  }

  // Coordinates inside, between texels and outside, for unnormalized and normalized use.
  std::vector<float2> at;
  for (int k = 0; k < 40; k++) at.push_back(make_float2(-1.3f + k * 0.29f, -0.7f + k * 0.13f));
  std::vector<float2> atn;
  for (int k = 0; k < 40; k++) atn.push_back(make_float2(-0.6f + k * 0.061f, -0.45f + k * 0.047f));
  const int n = (int)at.size();
  float2 *dat = nullptr, *datn = nullptr;
  float* dout = nullptr;
  CHECK_CUDA(cudaMalloc(&dat, n * sizeof(float2)));
  CHECK_CUDA(cudaMalloc(&datn, n * sizeof(float2)));
  CHECK_CUDA(cudaMalloc(&dout, n * sizeof(float)));
  CHECK_CUDA(cudaMemcpy(dat, at.data(), n * sizeof(float2), cudaMemcpyHostToDevice));
  CHECK_CUDA(cudaMemcpy(datn, atn.data(), n * sizeof(float2), cudaMemcpyHostToDevice));

  struct Case {
    const char* name;
    cudaTextureFilterMode filter;
    bool normalized;
    cudaTextureAddressMode mode;
  } cases[] = {
      {"point clamp", cudaFilterModePoint, false, cudaAddressModeClamp},
      {"linear clamp", cudaFilterModeLinear, false, cudaAddressModeClamp},
      {"point normalized clamp", cudaFilterModePoint, true, cudaAddressModeClamp},
      {"linear normalized clamp", cudaFilterModeLinear, true, cudaAddressModeClamp},
      {"point normalized wrap", cudaFilterModePoint, true, cudaAddressModeWrap},
      {"linear normalized wrap", cudaFilterModeLinear, true, cudaAddressModeWrap},
  };
  for (const Case& c : cases) {
    cudaTextureObject_t t = make_texture(array_resource(arr), c.filter, c.normalized, c.mode);
    const std::vector<float2>& coords = c.normalized ? atn : at;
    fetch2d<<<2, 32>>>(t, c.normalized ? datn : dat, dout, n);
    CHECK_CUDA(cudaGetLastError());
    std::vector<float> back(n);
    CHECK_CUDA(cudaMemcpy(back.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    int bad = 0;
    for (int k = 0; k < n; k++) {
      float want = reference(coords[k].x, coords[k].y, c.filter == cudaFilterModeLinear, c.normalized, c.mode);
      if (!close_to(back[k], want)) {
        if (bad++ < 3)
          std::printf("%s at (%g, %g): %.7g, expected %.7g\n", c.name, coords[k].x, coords[k].y, back[k], want);
      }
    }
    CHECK(bad == 0);
    std::printf("%s: %.6f %.6f %.6f\n", c.name, back[3], back[17], back[31]);
    CHECK_CUDA(cudaDestroyTextureObject(t));
  }

  // uchar4 texels read as normalized floats, point and linear.
  {
    const int w = 4, h = 2;
    uchar4 px[h][w];
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++)
        px[y][x] = make_uchar4(x * 80, y * 255, 17 * (x + y), 255 - 60 * x);
    cudaChannelFormatDesc d = cudaCreateChannelDesc<uchar4>();
    cudaArray_t a = nullptr;
    CHECK_CUDA(cudaMallocArray(&a, &d, w, h));
    CHECK_CUDA(cudaMemcpy2DToArray(a, 0, 0, px, w * sizeof(uchar4), w * sizeof(uchar4), h,
                                   cudaMemcpyHostToDevice));
    float2 c[3] = {make_float2(0.5f, 0.5f), make_float2(2.9f, 1.2f), make_float2(1.75f, 0.9f)};
    float2* dc = nullptr;
    float4* d4 = nullptr;
    CHECK_CUDA(cudaMalloc(&dc, sizeof c));
    CHECK_CUDA(cudaMalloc(&d4, 3 * sizeof(float4)));
    CHECK_CUDA(cudaMemcpy(dc, c, sizeof c, cudaMemcpyHostToDevice));
    for (int linear = 0; linear < 2; linear++) {
      cudaTextureObject_t t = make_texture(array_resource(a), linear ? cudaFilterModeLinear : cudaFilterModePoint,
                                           false, cudaAddressModeClamp, cudaReadModeNormalizedFloat);
      fetch2d4<<<1, 32>>>(t, dc, d4, 3);
      float4 got[3];
      CHECK_CUDA(cudaMemcpy(got, d4, sizeof got, cudaMemcpyDeviceToHost));
      for (int k = 0; k < 3; k++) {
        float want[4] = {0, 0, 0, 0};
        auto norm = [&](int x, int y, int ch) {
          x = x < 0 ? 0 : x >= w ? w - 1 : x;
          y = y < 0 ? 0 : y >= h ? h - 1 : y;
          unsigned char v[4] = {px[y][x].x, px[y][x].y, px[y][x].z, px[y][x].w};
          return v[ch] / 255.0f;
        };
        for (int ch = 0; ch < 4; ch++) {
          if (!linear) {
            want[ch] = norm((int)floorf(c[k].x), (int)floorf(c[k].y), ch);
            continue;
          }
          float xb = c[k].x - 0.5f, yb = c[k].y - 0.5f;
          int i = (int)floorf(xb), j = (int)floorf(yb);
          float al = rintf((xb - i) * 256.0f) / 256.0f, be = rintf((yb - j) * 256.0f) / 256.0f;
          want[ch] = (1 - al) * (1 - be) * norm(i, j, ch) + al * (1 - be) * norm(i + 1, j, ch) +
                     (1 - al) * be * norm(i, j + 1, ch) + al * be * norm(i + 1, j + 1, ch);
        }
        CHECK(close_to(got[k].x, want[0]) && close_to(got[k].y, want[1]) && close_to(got[k].z, want[2]) &&
              close_to(got[k].w, want[3]));
      }
      std::printf("uchar4 normalized %s: %.6f %.6f %.6f %.6f\n", linear ? "linear" : "point", got[2].x, got[2].y,
                  got[2].z, got[2].w);
      CHECK_CUDA(cudaDestroyTextureObject(t));
    }
    CHECK_CUDA(cudaFreeArray(a));
    CHECK_CUDA(cudaFree(dc));
    CHECK_CUDA(cudaFree(d4));
  }

  // A 3D array and a layered 2D array (4 x 3 texels, 2 slices or layers) filled with
  // cudaMemcpy3D from pitched host memory.
  {
    const int w = 4, h = 3, d = 2;
    float vol[d][h][w];
    for (int z = 0; z < d; z++)
      for (int y = 0; y < h; y++)
        for (int x = 0; x < w; x++) vol[z][y][x] = 100.0f * z + 10.0f * y + x;
    cudaArray_t a3 = nullptr, al = nullptr;
    CHECK_CUDA(cudaMalloc3DArray(&a3, &fdesc, make_cudaExtent(w, h, d)));
    CHECK_CUDA(cudaMalloc3DArray(&al, &fdesc, make_cudaExtent(w, h, d), cudaArrayLayered));
    for (cudaArray_t a : {a3, al}) {
      cudaMemcpy3DParms p;
      std::memset(&p, 0, sizeof p);
      p.srcPtr = make_cudaPitchedPtr(vol, w * sizeof(float), w, h);
      p.dstArray = a;
      p.extent = make_cudaExtent(w, h, d);
      p.kind = cudaMemcpyHostToDevice;
      CHECK_CUDA(cudaMemcpy3D(&p));
    }
    cudaTextureObject_t t3 = make_texture(array_resource(a3), cudaFilterModePoint, false, cudaAddressModeClamp);
    cudaTextureObject_t tl = make_texture(array_resource(al), cudaFilterModePoint, false, cudaAddressModeClamp);
    float* out = nullptr;
    CHECK_CUDA(cudaMalloc(&out, 48 * sizeof(float)));
    fetch3d<<<1, dim3(w, h, d)>>>(t3, tl, out);
    float back[48];
    CHECK_CUDA(cudaMemcpy(back, out, sizeof back, cudaMemcpyDeviceToHost));
    bool same = true;
    for (int i = 0; i < 24; i++) same &= back[i] == (&vol[0][0][0])[i] && back[24 + i] == (&vol[0][0][0])[i];
    CHECK(same);

    // Back out of the array into pitched device memory (cudaMalloc3D), then to the host.
    cudaPitchedPtr pp;
    CHECK_CUDA(cudaMalloc3D(&pp, make_cudaExtent(w * sizeof(float), h, d)));
    CHECK(pp.pitch >= w * sizeof(float) && pp.xsize == w * sizeof(float) && pp.ysize == h);
    cudaMemcpy3DParms p;
    std::memset(&p, 0, sizeof p);
    p.srcArray = a3;
    p.srcPos = make_cudaPos(1, 1, 0);
    p.dstPtr = pp;
    p.extent = make_cudaExtent(w - 1, h - 1, d);
    p.kind = cudaMemcpyDeviceToDevice;
    CHECK_CUDA(cudaMemcpy3D(&p));
    float part[d][h - 1][w - 1];
    std::memset(&p, 0, sizeof p);
    p.srcPtr = pp;
    p.dstPtr = make_cudaPitchedPtr(part, (w - 1) * sizeof(float), w - 1, h - 1);
    p.extent = make_cudaExtent((w - 1) * sizeof(float), h - 1, d);
    p.kind = cudaMemcpyDeviceToHost;
    CHECK_CUDA(cudaMemcpy3D(&p));
    CHECK(part[0][0][0] == 11.0f && part[1][1][2] == 123.0f && part[1][0][1] == 112.0f);
    std::printf("3D and layered: %g %g %g\n", back[5], back[24 + 17], part[1][1][2]);
    CHECK_CUDA(cudaDestroyTextureObject(t3));
    CHECK_CUDA(cudaDestroyTextureObject(tl));
    CHECK_CUDA(cudaFreeArray(a3));
    CHECK_CUDA(cudaFreeArray(al));
    CHECK_CUDA(cudaFree(pp.ptr));
    CHECK_CUDA(cudaFree(out));
  }

  // A texture over pitched 2D memory.
  {
    float* m = nullptr;
    size_t pitch = 0;
    CHECK_CUDA(cudaMallocPitch((void**)&m, &pitch, W * sizeof(float), H));
    CHECK_CUDA(cudaMemcpy2D(m, pitch, grid.data(), W * sizeof(float), W * sizeof(float), H, cudaMemcpyHostToDevice));
    cudaResourceDesc r;
    std::memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypePitch2D;
    r.res.pitch2D.devPtr = m;
    r.res.pitch2D.desc = fdesc;
    r.res.pitch2D.width = W;
    r.res.pitch2D.height = H;
    r.res.pitch2D.pitchInBytes = pitch;
    cudaTextureObject_t t = make_texture(r, cudaFilterModeLinear, false, cudaAddressModeClamp);
    fetch2d<<<2, 32>>>(t, dat, dout, n);
    std::vector<float> back(n);
    CHECK_CUDA(cudaMemcpy(back.data(), dout, n * sizeof(float), cudaMemcpyDeviceToHost));
    bool same = true;
    for (int k = 0; k < n; k++)
      same &= close_to(back[k], reference(at[k].x, at[k].y, true, false, cudaAddressModeClamp));
    CHECK(same);
    CHECK_CUDA(cudaDestroyTextureObject(t));
    CHECK_CUDA(cudaFree(m));
  }

  // Surfaces: read every element, write its square; read back by copies and a texture.
  {
    cudaSurfaceObject_t s = 0;
    cudaResourceDesc r = array_resource(arr);
    CHECK_CUDA(cudaCreateSurfaceObject(&s, &r));
    float* copy = nullptr;
    CHECK_CUDA(cudaMalloc(&copy, W * H * sizeof(float)));
    surface_square<<<1, dim3(W, H)>>>(s, copy);
    CHECK_CUDA(cudaGetLastError());
    std::vector<float> seen(W * H), squared(W * H);
    CHECK_CUDA(cudaMemcpy(seen.data(), copy, W * H * sizeof(float), cudaMemcpyDeviceToHost));
    CHECK_CUDA(cudaMemcpy2DFromArray(squared.data(), W * sizeof(float), arr, 0, 0, W * sizeof(float), H,
                                     cudaMemcpyDeviceToHost));
    bool same = true;
    for (int i = 0; i < W * H; i++) same &= seen[i] == grid[i] && squared[i] == grid[i] * grid[i];
    CHECK(same);
    // The deprecated 1D copies run on across rows.
    float row[W + 2];
    CHECK_CUDA(cudaMemcpyFromArray(row, arr, 2 * sizeof(float), 1, sizeof row, cudaMemcpyDeviceToHost));
    CHECK(row[0] == squared[W + 2] && row[W + 1] == squared[2 * W + 3]);
    float seven = 7.0f;
    CHECK_CUDA(cudaMemcpyToArray(arr, sizeof(float), 3, &seven, sizeof seven, cudaMemcpyHostToDevice));
    cudaTextureObject_t t = make_texture(array_resource(arr), cudaFilterModePoint, false, cudaAddressModeClamp);
    float2 c = make_float2(1.5f, 3.5f);
    CHECK_CUDA(cudaMemcpy(dat, &c, sizeof c, cudaMemcpyHostToDevice));
    fetch2d<<<1, 1>>>(t, dat, dout, 1);
    float got = 0;
    CHECK_CUDA(cudaMemcpy(&got, dout, sizeof got, cudaMemcpyDeviceToHost));
    CHECK(got == 7.0f);
    std::printf("surfaces: %g %g %g\n", squared[9], squared[W * H - 1], got);
    CHECK_CUDA(cudaDestroyTextureObject(t));
    CHECK_CUDA(cudaDestroySurfaceObject(s));
    CHECK_CUDA(cudaFree(copy));
  }

  // Misuse: a surface needs cudaArraySurfaceLoadStore; a freed array is gone.
  {
    cudaArray_t plain = nullptr;
    CHECK_CUDA(cudaMallocArray(&plain, &fdesc, 4, 4));
    cudaResourceDesc r = array_resource(plain);
    cudaSurfaceObject_t s = 0;
    CHECK(cudaCreateSurfaceObject(&s, &r) != cudaSuccess);
    cudaGetLastError();
    CHECK_CUDA(cudaFreeArray(plain));
    cudaExtent e;
    CHECK(cudaArrayGetInfo(nullptr, &e, nullptr, plain) != cudaSuccess);
    cudaGetLastError();
  }

  CHECK_CUDA(cudaFreeArray(arr));
  CHECK_CUDA(cudaFree(dat));
  CHECK_CUDA(cudaFree(datn));
  CHECK_CUDA(cudaFree(dout));
  return verdict();
}
