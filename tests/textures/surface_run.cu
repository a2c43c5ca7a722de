// Run in ptxsim by tests/textures.rs: each thread (x, y) of a 8x4 grid reads the
// uchar4 element at (x, y) of surface `in` (8 elements per row), writes its channels
// reversed to `out` at the same place, and reads float `f` at x and x + 6 with
// .clamp and .zero (a 1D surface of 8 floats) into o[2 * i], o[2 * i + 1].
__global__ void surface_run(cudaSurfaceObject_t in, cudaSurfaceObject_t out, cudaSurfaceObject_t f, float* o) {
  int x = threadIdx.x, y = threadIdx.y;
  uchar4 v = surf2Dread<uchar4>(in, x * 4, y);
  surf2Dwrite(make_uchar4(v.w, v.z, v.y, v.x), out, x * 4, y);
  int i = y * 8 + x;
  o[2 * i] = surf1Dread<float>(f, (x + 6) * 4, cudaBoundaryModeClamp);
  o[2 * i + 1] = surf1Dread<float>(f, (x + 6) * 4, cudaBoundaryModeZero);
}
