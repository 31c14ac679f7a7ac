// Functional-mode kernel tests: multi-dimensional grids with partial
// (non-uniform, OpenCL 2.0) workgroups. Every work-item writes what it
// sees of its ids and sizes.
__kernel void ids(__global uint *out)
{
    size_t gx = get_global_id(0), gy = get_global_id(1), gz = get_global_id(2);
    size_t idx = gx + get_global_size(0) * (gy + get_global_size(1) * gz);
    __global uint *o = out + idx * 8;
    o[0] = get_local_id(0) | get_local_id(1) << 10 | get_local_id(2) << 20;
    o[1] = get_group_id(0) | get_group_id(1) << 10 | get_group_id(2) << 20;
    o[2] = get_local_size(0) | get_local_size(1) << 10 | get_local_size(2) << 20;
    o[3] = get_num_groups(0) | get_num_groups(1) << 10 | get_num_groups(2) << 20;
    o[4] = get_global_size(0) | get_global_size(1) << 10 | get_global_size(2) << 20;
    o[5] = get_enqueued_local_size(0) | get_enqueued_local_size(1) << 10 |
           get_enqueued_local_size(2) << 20;
    o[6] = get_local_linear_id();
    o[7] = get_work_dim() | (uint)get_global_linear_id() << 2;
}
