// Texture fetches of every shape through cudaTextureObject_t (tests/textures.rs).
// The PTX must hold each instruction form nvcc 13 prints for the same source:
// expect: tex.1d.v4.f32.s32 {%f
// expect: tex.1d.v4.s32.s32 {%r
// expect: tex.1d.v4.f32.f32
// expect: tex.2d.v4.f32.f32
// expect: tex.2d.v4.u32.f32
// expect: tex.3d.v4.f32.f32
// expect: tex.a1d.v4.f32.f32
// expect: tex.a2d.v4.f32.f32
// expect: tex.cube.v4.f32.f32
// expect: tex.acube.v4.f32.f32
// expect: tex.level.2d.v4.f32.f32
// expect: tex.grad.2d.v4.f32.f32
// expect: tld4.g.2d.v4.f32.f32
// expect: tld4.r.2d.v4.s32.f32
__global__ void fetch(float4* o, int* oi, cudaTextureObject_t t, float x, float y, float z, int l) {
  o[0] = make_float4(tex1Dfetch<float>(t, 3), 0, 0, 0);
  oi[0] = tex1Dfetch<int>(t, l);
  o[1] = tex1D<float4>(t, x);
  o[2] = tex2D<float4>(t, x, y);
  uchar4 c = tex2D<uchar4>(t, x, y);
  oi[1] = c.x + c.w;
  o[3] = tex3D<float4>(t, x, y, z);
  o[4] = tex1DLayered<float4>(t, x, l);
  o[5] = tex2DLayered<float4>(t, x, y, l);
  o[6] = texCubemap<float4>(t, x, y, z);
  o[7] = texCubemapLayered<float4>(t, x, y, z, l);
  o[8] = tex2DLod<float4>(t, x, y, z);
  o[9] = tex2DGrad<float4>(t, x, y, make_float2(x, y), make_float2(z, z));
  o[10] = tex2Dgather<float4>(t, x, y, 1);
  int4 g = tex2Dgather<int4>(t, x, y);
  oi[2] = g.y;
  float2 p;
  tex2D(&p, t, x, y);
  o[11] = make_float4(p.x, p.y, 0, 0);
}
