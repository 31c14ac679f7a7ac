/* Host memory kernels reach ("zero-copy"): hipHostMalloc (mapped, as
 * ROCm's pinned memory always is), hipHostRegister of the program's own
 * memory, hipHostGetDevicePointer. On the hardware the GPU reads and
 * writes such memory over PCIe at each access, and so it does here on a
 * discrete platform: the runtime builds it with host memory on the
 * fabric (platform.host_memory, components/hostmem), the memory gets a
 * range of the host window (mgpu_hostmem_map) whose accesses cross PCIe
 * to the host's endpoint, which serves them from the program's own bytes
 * (no copies; the fabric's latency and bandwidth; "host_memory" in
 * --stats). hipHostMalloc's host address is its window address (mapped
 * there on the host).
 *
 * The unified platform's GPUs are discrete ones behind one device: over
 * PCIe too. On an APU (platform.apu: MI300A) and a chip of XCDs, the
 * bytes instead also have a range of the current device's memory. Until a kernel is given a pointer into
 * them (an explicit pointer argument: hip_rt_launch looks) they are plain
 * host memory, as pinned memory used only for copies is; from then on
 * they are kept as managed memory is: the host's copy is pushed to the
 * device before the work that may read it and pulled back at
 * synchronisation (hip_rt_push_managed, hip_rt_sync), each as a DMA copy
 * over the platform's host link, counted in its statistics, and copies
 * use the device's bytes. A kernel's accesses are then timed as its
 * device's memory, not as PCIe (on an APU such as mi300a that is what
 * they are); the results are right either way. A pointer a kernel finds
 * only inside a structure is not seen.
 *
 * hipHostMalloc's host and device addresses are one address (the range is
 * mapped on the host where the device has it), so a program may pass the
 * pointer to a kernel directly; a registered range has its own device
 * address (hipHostGetDevicePointer gives it) and its host bytes stay where
 * they are. To copies both are host memory. */
#include "hip/hip_rt.h"

#include <stdlib.h>
#include <sys/mman.h>

/* The mapped allocation whose host bytes hold p (by host address). */
static hip_alloc *by_host(hip_rt *rt, const void *p)
{
    const uint8_t *b = p;
    for (uint32_t i = 0; i < rt->nallocs; i++) {
        hip_alloc *x = &rt->allocs[i];
        if (!x->freed && x->kind == HIP_MEM_MAPPED && b >= (const uint8_t *)x->host &&
            b < (const uint8_t *)x->host + x->size)
            return x;
    }
    return NULL;
}

hipError_t hipHostMalloc(void **ptr, size_t size, unsigned flags)
{
    (void)flags; /* coherent, portable, write-combined: one behaviour here */
    hip_rt *rt = hip_rt_lock();
    if (!ptr) return hip_rt_ret(rt, hipErrorInvalidValue);
    *ptr = NULL;
    if (!size) return hip_rt_ret(rt, hipSuccess);
    uint32_t dev = hip_rt_device(rt);
    void *h;
    uint64_t a;
    char err[ERR_LEN];
    if (mgpu_has_host_memory(rt->m)) { /* over PCIe: the window address, mapped here */
        if (mgpu_hostmem_map(rt->m, size, NULL, &a, err, sizeof err) < 0)
            return hip_rt_ret(rt, hipErrorOutOfMemory);
        h = mmap((void *)(uintptr_t)a, size, PROT_READ | PROT_WRITE,
                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
        if (h == MAP_FAILED || h != (void *)(uintptr_t)a)
            hip_rt_fatal("hipHostMalloc", "cannot map the host memory window on the host "
                                          "(platform.host_base)");
    } else if (!(h = hip_rt_mirrored(rt, dev, size, "hipHostMalloc")))
        return hip_rt_ret(rt, hipErrorOutOfMemory);
    hip_alloc *x = hip_rt_add_alloc(rt, (uint64_t)(uintptr_t)h, size, dev, HIP_MEM_MAPPED);
    x->host = h;
    x->pcie = mgpu_has_host_memory(rt->m);
    *ptr = h;
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipMallocHost(void **ptr, size_t size) { return hipHostMalloc(ptr, size, 0); }
hipError_t hipHostAlloc(void **ptr, size_t size, unsigned flags)
{
    return hipHostMalloc(ptr, size, flags);
}

/* After the work that may use it (as hipFree). */
hipError_t hipHostFree(void *ptr)
{
    hip_rt *rt = hip_rt_lock();
    if (!ptr) return hip_rt_ret(rt, hipSuccess);
    hip_alloc *a = by_host(rt, ptr);
    if (!a || a->host != ptr || a->addr != (uint64_t)(uintptr_t)ptr)
        return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_rt_sync(rt, "hipHostFree");
    a->freed = true;
    if (a->pcie) mgpu_hostmem_unmap(rt->m, a->addr);
    munmap(ptr, a->size);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipFreeHost(void *ptr) { return hipHostFree(ptr); }

/* The program's bytes at ptr get a device range of their own. */
hipError_t hipHostRegister(void *ptr, size_t n, unsigned flags)
{
    (void)flags;
    hip_rt *rt = hip_rt_lock();
    if (!ptr || !n) return hip_rt_ret(rt, hipErrorInvalidValue);
    if (by_host(rt, ptr) || by_host(rt, (uint8_t *)ptr + n - 1))
        return hip_rt_ret(rt, hipErrorHostMemoryAlreadyRegistered);
    uint32_t dev = hip_rt_device(rt);
    uint64_t a;
    char err[ERR_LEN];
    bool pcie = mgpu_has_host_memory(rt->m); /* the program's bytes, over PCIe */
    if (pcie ? mgpu_hostmem_map(rt->m, n, ptr, &a, err, sizeof err) < 0
             : mgpu_malloc(rt->m, dev, n, &a, err, sizeof err) < 0)
        return hip_rt_ret(rt, hipErrorOutOfMemory);
    hip_alloc *x = hip_rt_add_alloc(rt, a, n, dev, HIP_MEM_MAPPED);
    x->host = ptr;
    x->pcie = pcie;
    return hip_rt_ret(rt, hipSuccess);
}

/* The kernels' last writes reach the program's bytes first. */
hipError_t hipHostUnregister(void *ptr)
{
    hip_rt *rt = hip_rt_lock();
    hip_alloc *a = ptr ? by_host(rt, ptr) : NULL;
    if (!a || a->host != ptr || a->addr == (uint64_t)(uintptr_t)ptr)
        return hip_rt_ret(rt, hipErrorHostMemoryNotRegistered);
    hip_rt_sync(rt, "hipHostUnregister");
    a->freed = true;
    if (a->pcie) mgpu_hostmem_unmap(rt->m, a->addr);
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipHostGetDevicePointer(void **dptr, void *hptr, unsigned flags)
{
    hip_rt *rt = hip_rt_lock();
    if (!dptr || flags) return hip_rt_ret(rt, hipErrorInvalidValue);
    hip_alloc *a = by_host(rt, hptr);
    if (!a) return hip_rt_ret(rt, hipErrorInvalidValue);
    *dptr = (void *)(uintptr_t)(a->addr + (uint64_t)((uint8_t *)hptr - (uint8_t *)a->host));
    return hip_rt_ret(rt, hipSuccess);
}

hipError_t hipHostGetFlags(unsigned *flags, void *hptr)
{
    hip_rt *rt = hip_rt_lock();
    if (!flags || !by_host(rt, hptr)) return hip_rt_ret(rt, hipErrorInvalidValue);
    *flags = hipHostMallocMapped;
    return hip_rt_ret(rt, hipSuccess);
}
