// Kernels of test/lab/test_lab_kernels.c: no-return atomics that the
// local atomic buffer takes, followed by accesses of the same line from
// the same CU that must see them (the buffer flushes the line first).

// Each work-item adds 1 to its counter, then loads it: the load must see
// at least its own add.
__kernel void lab_load(volatile __global uint *c, __global uint *seen, uint nc)
{
    uint i = get_global_id(0);
    atomic_add(&c[i % nc], 1u);
    seen[i] = c[i % nc];
}

// The same with a returning atomic as the read (a second add: clang
// turns an atomic_or with 0 into a load).
__kernel void lab_ret(volatile __global uint *c, __global uint *seen, uint nc)
{
    uint i = get_global_id(0);
    atomic_add(&c[i % nc], 1u);
    seen[i] = atomic_add(&c[i % nc], 1u);
}

// Six operations on one line, one after the other in every work-item:
// each change of operation flushes the line.
__kernel void lab_ops(volatile __global uint *c)
{
    uint i = get_global_id(0);
    atomic_add(&c[0], i);
    atomic_max(&c[1], i);
    atomic_min(&c[2], i);
    atomic_or(&c[3], 1u << (i % 32));
    atomic_xor(&c[4], i);
    atomic_and(&c[5], ~(1u << (i % 31)));
    atomic_sub(&c[6], 3u);
    atomic_max((volatile __global int *)&c[7], (int)i - 1000);
}

// A device-scope fence after buffered adds (gfx8: buffer_wbinvl1_vol):
// the buffer flushes everything and the waves wait for it.
__kernel void lab_fence(volatile __global uint *c, __global uint *seen, uint nc)
{
    uint i = get_global_id(0);
    atomic_add(&c[i % nc], 1u);
    atomic_work_item_fence(CLK_GLOBAL_MEM_FENCE, memory_order_seq_cst, memory_scope_device);
    seen[i] = 1u;
}
