/* The contents of the program's device buffers at exit, for --stats
 * ("buffers": bytes and SHA-256 of each hipMalloc buffer, in allocation
 * order; freed ones too, as device memory is never reused), and with
 * `mgsim exec --dump-buffers DIR` (the session's dump_buffers) each
 * buffer's bytes as DIR/buf-NNN.bin. Two builds of one program (gfx803 and gfx940 code)
 * leave the same bytes, or floats within rounding (gfx803 code contracts
 * a*b+c to an unfused v_mad_f32, gfx940 code to a fused FMA): how
 * test/mi300a checks programs that print no check of their own. Read through the platform's backdoor (no simulated time, no
 * statistics). */
#include "hip/hip_rt.h"

#include <nettle/sha2.h>
#include <stdio.h>
#include <stdlib.h>

#include "components/platform/platform.h"
#include "util/js.h"

/* SHA-256 of [addr, addr + size) of device memory, in hex, and the bytes
 * to dump when it is not NULL; -1 when some byte is on no GPU. */
static int digest(platform *p, uint64_t addr, uint64_t size, char hex[2 * SHA256_DIGEST_SIZE + 1],
                  FILE *dump)
{
    struct sha256_ctx s;
    uint8_t buf[64], d[SHA256_DIGEST_SIZE];
    sha256_init(&s);
    for (uint64_t a = addr; a < addr + size;) {
        uint64_t line_end = (a | 63) + 1, n = (line_end < addr + size ? line_end : addr + size) - a;
        if (platform_backdoor(p, a, buf, (uint32_t)n, false) < 0) return -1;
        sha256_update(&s, n, buf);
        if (dump) fwrite(buf, 1, n, dump);
        a += n;
    }
    sha256_digest(&s, sizeof d, d);
    for (int i = 0; i < SHA256_DIGEST_SIZE; i++) snprintf(hex + 2 * i, 3, "%02x", d[i]);
    return 0;
}

json_object *hip_rt_buffers_json(hip_rt *rt)
{
    json_object *arr = json_object_new_array();
    platform *p = mgpu_platform(rt->m);
    const char *dir = rt->so.dump_buffers;
    for (uint32_t i = 0, k = 0; i < rt->nallocs; i++) {
        const hip_alloc *a = &rt->allocs[i];
        if (a->kind != HIP_MEM_DEVICE) continue;
        char hex[2 * SHA256_DIGEST_SIZE + 1], path[4096];
        FILE *dump = NULL;
        if (dir && *dir) {
            snprintf(path, sizeof path, "%s/buf-%03u.bin", dir, k);
            if (!(dump = fopen(path, "wb"))) fprintf(stderr, "mgsim: cannot write '%s'\n", path);
        }
        k++;
        json_object *o = js_obj(JS_SPACED);
        js_put_u64(o, "bytes", a->size);
        js_put_str(o, "sha256", digest(p, a->addr, a->size, hex, dump) < 0 ? "unreadable" : hex);
        json_object_array_add(arr, o);
        if (dump) fclose(dump);
    }
    return arr;
}
