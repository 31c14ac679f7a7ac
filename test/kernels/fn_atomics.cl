// Functional-mode kernel tests: every atomic kind on global and local
// memory, contended (every work-item on the same few words), 32 and 64
// bit. Integer results are exact whatever the order.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

__kernel void atomics32(__global int *s, __global uint *u, __global uint *tickets)
{
    int i = get_global_id(0);
    atomic_add(&s[0], i);
    atomic_sub(&s[1], i);
    atomic_min(&s[2], i - 100);
    atomic_max(&s[3], i - 100);
    int o = atomic_xchg(&s[4], i);
    atomic_add(&s[6], o);
    int cur = s[5];
    for (;;) { /* a CAS loop: every work-item adds 2 exactly once */
        int prev = atomic_cmpxchg(&s[5], cur, cur + 2);
        if (prev == cur)
            break;
        cur = prev;
    }
    atomic_min(&u[0], (uint)i + 5);
    atomic_max(&u[1], (uint)i * 3);
    atomic_and(&u[2], ~(1u << (i & 31)));
    atomic_or(&u[3], 1u << (i & 31));
    atomic_xor(&u[4], (uint)i * 2654435761u);
    uint t = atomic_inc(&u[5]);
    tickets[t] = (uint)i + 1;
    atomic_dec(&u[6]);
}

__kernel void atomics64(__global long *s, __global ulong *u)
{
    long i = get_global_id(0);
    atom_add(&s[0], i * 1000000007L);
    atom_sub(&s[1], i);
    atom_min(&s[2], i - 100);
    atom_max(&s[3], i - 100);
    long o = atom_xchg(&s[4], i);
    atom_add(&s[6], o);
    long cur = s[5];
    for (;;) {
        long prev = atom_cmpxchg(&s[5], cur, cur + 3);
        if (prev == cur)
            break;
        cur = prev;
    }
    atom_min(&u[0], (ulong)i + 0x100000000UL);
    atom_max(&u[1], (ulong)i << 40);
    atom_and(&u[2], ~(1UL << (i & 63)));
    atom_or(&u[3], 1UL << (i & 63));
    atom_xor(&u[4], (ulong)i * 0x9E3779B97F4A7C15UL);
    atom_inc(&u[5]);
    atom_dec(&u[6]);
}

// The same kinds on LDS; the workgroup's results go to out[group][16].
__kernel void atomics_local(__global int *out)
{
    __local int s[8];
    __local uint u[8];
    int l = get_local_id(0);
    if (l == 0) {
        s[0] = 0; s[1] = 0; s[2] = 1000; s[3] = -1000; s[4] = -1; s[5] = 0; s[6] = 0; s[7] = 0;
        u[0] = 0xffffffffu; u[1] = 0; u[2] = 0xffffffffu; u[3] = 0; u[4] = 0; u[5] = 0; u[6] = 0;
        u[7] = 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&s[0], l);
    atomic_sub(&s[1], l);
    atomic_min(&s[2], l - 7);
    atomic_max(&s[3], l - 7);
    int o = atomic_xchg(&s[4], l);
    atomic_add(&s[6], o);
    int cur = s[5];
    for (;;) {
        int prev = atomic_cmpxchg(&s[5], cur, cur + 2);
        if (prev == cur)
            break;
        cur = prev;
    }
    atomic_min(&u[0], (uint)l + 9);
    atomic_max(&u[1], (uint)l * 5);
    atomic_and(&u[2], ~(1u << (l & 31)));
    atomic_or(&u[3], 1u << (l & 31));
    atomic_xor(&u[4], (uint)l * 2654435761u);
    uint t = atomic_inc(&u[5]);
    atomic_add(&u[7], t); /* the tickets are 0..n-1: their sum is known */
    atomic_dec(&u[6]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 8) {
        out[get_group_id(0) * 16 + l] = s[l];
        out[get_group_id(0) * 16 + 8 + l] = (int)u[l];
    }
}
