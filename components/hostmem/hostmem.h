/* Host memory on the fabric (prefix hostmem_): the endpoint that serves
 * the GPUs' loads, stores and atomics to zero-copy host memory (HIP's
 * hipHostMalloc / hipHostRegister memory, driver/mgpu.h mgpu_host_map)
 * over PCIe, as a discrete GPU reaches pinned host memory.
 *
 * Where it sits: fabric endpoint `gpus` (the host's, platform.h), its Req
 * port on the requests' virtual channel and Rsp on the responses'. A GPU
 * sends an access to the host window ([platform] host_base, host_size)
 * through its RDMA engine as to another GPU's memory (the host is peer
 * `gpus` of every engine's GPU map); the request crosses the fabric
 * (its latency and bandwidth), waits `latency` cycles here (the host's
 * memory and root complex), and the answer crosses back to the
 * requester's FabricRsp port.
 *
 * Data: the host's own bytes. The driver maps ranges of the window to
 * host addresses (hostmem_map, while the engine does not run); a read
 * copies from them, a write or an atomic changes them (the host program
 * waits in the runtime while the engine runs, as a CPU would race a
 * kernel on the hardware). An access outside every mapped range is
 * answered ok = false (the GPU reports a memory fault).
 *
 * Statistics: accesses by type and the wire bytes taken off and put on
 * the fabric, per requesting GPU (the PCIe traffic to host memory, apart
 * from the GPUs' cross-GPU bytes). */
#ifndef MGSIM_COMPONENTS_HOSTMEM_HOSTMEM_H
#define MGSIM_COMPONENTS_HOSTMEM_HOSTMEM_H

#include <stddef.h>
#include <stdint.h>

#include "engine/eng.h"

typedef struct hostmem hostmem;

enum hostmem_port_id { HOSTMEM_REQ, HOSTMEM_RSP };

typedef struct hostmem_stats {
    uint64_t reads, writes, atomics, errors;
    uint64_t read_bytes, write_bytes; /* payload: read data sent, write data taken */
    uint64_t rx_bytes, tx_bytes;      /* wire bytes (mem_msg.h sizes) off / onto the fabric */
} hostmem_stats;

/* n GPUs may ask; each answer waits latency cycles of clk. NULL with a
 * message when out of memory. */
hostmem *hostmem_build(eng_engine *e, const char *name, eng_clock clk, uint32_t latency,
                       uint32_t ngpus, char *err, size_t errlen);
void hostmem_destroy(hostmem *h);
eng_port *hostmem_port(hostmem *h, enum hostmem_port_id which);
eng_comp *hostmem_comp(hostmem *h);
/* The GPUs' FabricReq ports (requests come from them) and FabricRsp ports
 * (their answers go there), n of each, in GPU order. 0 or -1. */
int hostmem_set_peers(hostmem *h, eng_port *const *req, eng_port *const *rsp, uint32_t n);
/* [addr, addr + size) of the window is the host's bytes at host (mapped
 * again: replaced); unmapping forgets the range holding addr. 0, or -1
 * (out of memory; no such range). While the engine does not run. */
int hostmem_map(hostmem *h, uint64_t addr, uint64_t size, void *host);
int hostmem_unmap(hostmem *h, uint64_t addr);
/* The host bytes behind [addr, addr + n), or NULL (not mapped in one
 * range): the backdoor of a tool that reads device memory. */
void *hostmem_bytes(hostmem *h, uint64_t addr, uint64_t n);
/* Totals, and gpu's share of the wire bytes (rx: its requests; tx: the
 * answers to it). */
hostmem_stats hostmem_get_stats(const hostmem *h);
void hostmem_gpu_bytes(const hostmem *h, uint32_t gpu, uint64_t *rx, uint64_t *tx);

#endif
