// Cluster special registers through CUDA's sm_90_rt.h functions; compiled by
// nvcc too (tests/nvcc/attributes/cluster_registers.ptx, directive lines
// compared by tests/directives.rs) and run in ptxsim by tests/special_vars.rs.
// A 2x2x1 cluster launch: every cluster register (CUDA's sm_90_rt.h names).
__global__ void __cluster_dims__(2, 2, 1) clusters(unsigned* out) {
  unsigned block = blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z);
  unsigned* p = out + 16 * block;
  if (threadIdx.x != 0) return;
  dim3 id = __clusterIdx();
  dim3 n = __clusterGridDimInClusters();
  dim3 rel = __clusterRelativeBlockIdx();
  dim3 dim = __clusterDim();
  p[0] = id.x; p[1] = id.y; p[2] = id.z;
  p[3] = n.x; p[4] = n.y; p[5] = n.z;
  p[6] = rel.x; p[7] = rel.y; p[8] = rel.z;
  p[9] = dim.x; p[10] = dim.y; p[11] = dim.z;
  p[12] = __clusterRelativeBlockRank();
  p[13] = __clusterSizeInBlocks();
  p[14] = __clusterDimIsSpecified();
  p[15] = 0xC1u;
}

// Without cluster attributes every block is its own 1x1x1 cluster.
__global__ void implicit_clusters(unsigned* out) {
  unsigned* p = out + 8 * blockIdx.x;
  dim3 id = __clusterIdx();
  dim3 n = __clusterGridDimInClusters();
  p[0] = id.x;
  p[1] = n.x;
  p[2] = __clusterRelativeBlockIdx().x;
  p[3] = __clusterDim().x;
  p[4] = __clusterRelativeBlockRank();
  p[5] = __clusterSizeInBlocks();
  p[6] = __clusterDimIsSpecified();
  p[7] = 0xC2u;
}
