// Surface loads and stores of every width, vector length, shape and boundary
// mode (tests/textures.rs). The PTX must hold the forms nvcc 13 prints:
// expect: suld.b.1d.b8.trap {%rs
// expect: sust.b.1d.b8.trap [
// expect: suld.b.2d.v2.b16.trap
// expect: suld.b.3d.v4.b32.trap
// expect: sust.b.3d.v4.b32.trap
// expect: suld.b.a1d.v2.b32.trap
// expect: suld.b.a2d.v2.b32.trap
// expect: suld.b.2d.b64.trap {%rd
// expect: suld.b.2d.v4.b16.trap
// expect: suld.b.2d.b8.zero
// expect: sust.b.2d.b8.clamp
// expect: suld.b.2d.v4.b8.trap
// expect: sust.b.2d.v4.b8.zero
// expect: suld.b.2d.b32.clamp
__global__ void surface(cudaSurfaceObject_t s, int x, int y, int z, int l) {
  char c = surf1Dread<char>(s, x);
  surf1Dwrite(c, s, x);
  short2 h = surf2Dread<short2>(s, x, y);
  surf2Dwrite(h, s, x, y);
  int4 v = surf3Dread<int4>(s, x, y, z);
  surf3Dwrite(v, s, x, y, z);
  float2 f = surf1DLayeredread<float2>(s, x, l);
  surf1DLayeredwrite(f, s, x, l);
  uint2 d = surf2DLayeredread<uint2>(s, x, y, l);
  surf2DLayeredwrite(d, s, x, y, l);
  long long q = surf2Dread<long long>(s, x, y);
  surf2Dwrite(q, s, x, y);
  float4 g = surfCubemapread<float4>(s, x, y, z);
  surfCubemapwrite(g, s, x, y, z);
  ushort4 u = surf2Dread<ushort4>(s, x, y);
  surf2Dwrite(u, s, x, y);
  unsigned char b = surf2Dread<unsigned char>(s, x, y, cudaBoundaryModeZero);
  surf2Dwrite(b, s, x, y, cudaBoundaryModeClamp);
  uchar4 p = surf2Dread<uchar4>(s, x * 4, y);
  surf2Dwrite(p, s, x * 4, y, cudaBoundaryModeZero);
  float r;
  surf2Dread(&r, s, x * 4, y, cudaBoundaryModeClamp);
  surf2Dwrite(r + 1.0f, s, x * 4, y);
}
