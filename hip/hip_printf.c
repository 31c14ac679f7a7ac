/* Device-side printf: the hostcall buffer hipcc's device libraries call
 * the host through (clang 15 lowers printf to __ockl_printf_begin,
 * _append_args and _append_string_n, each a hostcall). Layout and
 * protocol are the device libraries' (ockl's hostcall and services):
 *
 *   buffer:  headers, payloads (pointers), doorbell (an HSA signal),
 *            free_stack, ready_stack (tagged packet pointers), index_mask;
 *   packet:  a header {next, activemask, service, control (bit 0: ready)}
 *            and a payload of 64 lanes x 8 ulongs.
 *
 * A wave pops a free packet, fills its lanes' slots, sets ready, pushes
 * it on the ready stack, adds 1 to the doorbell and spins until the host
 * clears ready; then it reads each lane's slots 0-1 as the answer. A
 * printf is a message of ulongs over several hostcalls: slot 0 is a
 * descriptor (bit 0 begin, bit 1 end, bits 5-7 how many of slots 1-7
 * carry data, bits 8-63 the message id the host gave at begin); the
 * message is the version (0), the format string (NUL-terminated, padded
 * to 8 bytes), then each argument as a ulong (a %s argument as a string
 * the same way). At end the host prints it and answers the count.
 *
 * Here the buffer lives in the device's own memory (ROCm puts it in host
 * memory: the simulated device reaches it without crossing PCIe), its
 * doorbell a zeroed signal (no event mailbox, so the device only adds to
 * it), and the host's side runs between the engine's batches (an engine
 * between-hook): it takes the ready stack and answers through the
 * platform's backdoor, at no simulated cost. The waves' wait for it is
 * simulated time, so a kernel that prints has timings that depend on
 * where the batches end (the engine's thread count); its output does not. */
#include "hip/hip_rt.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/hook.h"
#include "util/vec.h"

enum {
    HC_LINE = 64,          /* backdoor accesses stay inside one line */
    HC_HEADER = 24,        /* next, activemask, service, control */
    HC_PAYLOAD = 64 * 64,  /* 64 lanes x 8 ulongs */
    HC_SIGNAL_OFF = 64,    /* the doorbell, after the 48-byte buffer */
    HC_HEADERS_OFF = 128,
    SERVICE_PRINTF = 2,
};

typedef struct hc_msg {
    uint64_t id;
    uint8_t *data;
    size_t n, cap;
} hc_msg;

struct hip_hostcall {
    uint64_t *base;        /* per device: the buffer (0: none yet) */
    uint64_t *npackets;
    hc_msg *msgs;          /* printfs begun, not ended */
    uint32_t nmsgs, msgcap;
    uint64_t next_id;
    bool hooked, told;
};

static int bd(hip_rt *rt, uint64_t a, void *buf, size_t n, bool write)
{
    platform *p = mgpu_platform(rt->m);
    uint8_t *b = buf;
    while (n) {
        size_t k = HC_LINE - a % HC_LINE;
        if (k > n) k = n;
        if (platform_backdoor(p, a, b, (uint32_t)k, write) < 0) return -1;
        a += k, b += k, n -= k;
    }
    return 0;
}

static uint64_t rd64(hip_rt *rt, uint64_t a)
{
    uint64_t v = 0;
    bd(rt, a, &v, 8, false);
    return v;
}

static void wr64(hip_rt *rt, uint64_t a, uint64_t v) { bd(rt, a, &v, 8, true); }

static uint64_t payloads_off(uint64_t n)
{
    return (HC_HEADERS_OFF + n * HC_HEADER + 4095) / 4096 * 4096;
}

/* ---- printf ---------------------------------------------------------- */

/* The next ulong of the message at *at (0 past its end). */
static uint64_t take(const hc_msg *m, size_t *at)
{
    uint64_t v = 0;
    if (*at + 8 <= m->n) memcpy(&v, m->data + *at, 8);
    *at += 8;
    return v;
}

/* The string at *at (NUL-terminated inside the message, else cut at its
 * end), *at then past its padding. */
static const char *take_str(hc_msg *m, size_t *at, char **tmp)
{
    size_t start = *at < m->n ? *at : m->n;
    size_t len = strnlen((const char *)m->data + start, m->n - start);
    *tmp = malloc(len + 1);
    if (!*tmp) return "";
    memcpy(*tmp, m->data + start, len);
    (*tmp)[len] = 0;
    *at = start + (len + 1 + 7) / 8 * 8;
    return *tmp;
}

/* The message printed as C's printf would print it on the host: each
 * conversion takes the next argument (as a ulong: doubles as their bits,
 * integers widened, a '*' width or precision as one more). The count of
 * characters, as printf returns it. */
static int print_msg(hc_msg *m)
{
    size_t at = 8; /* the version */
    char *fmt_copy, *s_tmp = NULL;
    const char *f = take_str(m, &at, &fmt_copy);
    int total = 0;
    while (*f) {
        if (*f != '%' || f[1] == '%') {
            fputc(*f, stdout);
            total++;
            f += *f == '%' ? 2 : 1;
            continue;
        }
        char spec[64];
        size_t k = 0;
        spec[k++] = *f++;
        while (*f && strchr("-+ #0", *f) && k < 40) spec[k++] = *f++;
        for (int part = 0; part < 2; part++) { /* width, then .precision */
            if (part && *f == '.') spec[k++] = *f++;
            else if (part) break;
            if (*f == '*') {
                k += (size_t)snprintf(spec + k, sizeof spec - k, "%d", (int)take(m, &at));
                f++;
            }
            while (*f >= '0' && *f <= '9' && k < 50) spec[k++] = *f++;
        }
        char len[3] = "";
        while (*f && strchr("hljztL", *f) && strlen(len) < 2) len[strlen(len)] = *f++;
        char conv = *f ? *f++ : 0;
        if (!conv || !strchr("diouxXcsfFeEgGaAp", conv)) { /* not a conversion: as written */
            spec[k] = 0;
            total += printf("%s%s%c", spec, len, conv ? conv : ' ') - !conv;
            continue;
        }
        int wrote;
        bool big = strchr(len, 'l') || strchr(len, 'j') || strchr(len, 'z') || strchr(len, 't');
        if (conv == 's') {
            spec[k++] = 's', spec[k] = 0;
            wrote = printf(spec, take_str(m, &at, &s_tmp));
            free(s_tmp), s_tmp = NULL;
        } else if (strchr("fFeEgGaA", conv)) {
            uint64_t bits = take(m, &at);
            double d;
            memcpy(&d, &bits, 8);
            spec[k++] = conv, spec[k] = 0;
            wrote = printf(spec, d);
        } else if (conv == 'p') {
            spec[k++] = 'p', spec[k] = 0;
            wrote = printf(spec, (void *)(uintptr_t)take(m, &at));
        } else {
            uint64_t v = take(m, &at);
            spec[k++] = 'l', spec[k++] = 'l', spec[k++] = conv, spec[k] = 0;
            bool sgn = conv == 'd' || conv == 'i';
            /* the argument's own width: hh/h/none are ints, l/ll/j/z/t 64 bits */
            if (!big && sgn) v = (uint64_t)(int64_t)(int32_t)v;
            else if (!big) v = (uint32_t)v;
            if (!strcmp(len, "hh")) v = sgn ? (uint64_t)(int64_t)(int8_t)v : (uint8_t)v;
            else if (!strcmp(len, "h")) v = sgn ? (uint64_t)(int64_t)(int16_t)v : (uint16_t)v;
            if (conv == 'c') {
                spec[k - 3] = 'c', spec[k - 2] = 0;
                wrote = printf(spec, (int)v);
            } else {
                wrote = sgn ? printf(spec, (long long)v) : printf(spec, (unsigned long long)v);
            }
        }
        total += wrote > 0 ? wrote : 0;
    }
    free(fmt_copy);
    return total;
}

/* One lane's hostcall of the printf service; its answer in *ret. */
static void printf_call(struct hip_hostcall *hc, const uint64_t slot[8], uint64_t *ret)
{
    uint64_t desc = slot[0], id = desc >> 8;
    unsigned n = (unsigned)(desc >> 5) & 7;
    hc_msg *m = NULL;
    if (desc & 1) {
        hc_msg nm = {++hc->next_id & ((1ull << 56) - 1), NULL, 0, 0};
        VEC_PUSH(hc->msgs, hc->nmsgs, hc->msgcap, nm, "printf messages");
        m = &hc->msgs[hc->nmsgs - 1];
    } else {
        for (uint32_t i = 0; i < hc->nmsgs && !m; i++)
            if (hc->msgs[i].id == id) m = &hc->msgs[i];
    }
    if (!m) { /* an id never begun: the device libraries' undefined case */
        *ret = 0;
        return;
    }
    VEC_RESERVE(m->data, m->cap, m->n + 8 * n, "printf message");
    memcpy(m->data + m->n, slot + 1, 8 * n);
    m->n += 8 * n;
    if (!(desc & 2)) {
        *ret = m->id << 8;
        return;
    }
    *ret = (uint64_t)print_msg(m);
    free(m->data);
    *m = hc->msgs[--hc->nmsgs];
}

/* ---- the host's side of the buffer ----------------------------------- */

/* Every packet on dev's ready stack, oldest first: answered, ready
 * cleared. */
static void serve_dev(hip_rt *rt, uint32_t dev)
{
    struct hip_hostcall *hc = rt->hc;
    uint64_t base = hc->base[dev], n = hc->npackets[dev], mask = n - 1;
    uint64_t top = rd64(rt, base + 32);
    if (!top) return;
    wr64(rt, base + 32, 0);
    uint64_t order[64], cnt = 0; /* at most one packet a wave: a few at a time */
    for (uint64_t p = top; p && cnt < n; p = rd64(rt, base + HC_HEADERS_OFF + (p & mask) * HC_HEADER)) {
        if (cnt == sizeof order / sizeof *order) { /* more: serve these, the rest next time */
            wr64(rt, base + 32, p);
            break;
        }
        order[cnt++] = p & mask;
    }
    for (uint64_t j = cnt; j-- > 0;) {
        uint64_t h = base + HC_HEADERS_OFF + order[j] * HC_HEADER;
        uint64_t pay = base + payloads_off(n) + order[j] * HC_PAYLOAD, active = rd64(rt, h + 8);
        uint32_t service = 0;
        bd(rt, h + 16, &service, 4, false);
        for (unsigned lane = 0; lane < 64; lane++) {
            if (!(active >> lane & 1)) continue;
            uint64_t slot[8], ret[2] = {0, 0};
            bd(rt, pay + lane * 64, slot, sizeof slot, false);
            if (service == SERVICE_PRINTF) {
                printf_call(hc, slot, &ret[0]);
            } else if (!hc->told) {
                fprintf(stderr, "mgsim: note: a kernel called the host for service %u "
                                "(device-side malloc or a host function), which the simulator's "
                                "HIP runtime does not provide: the call returns 0\n", service);
                hc->told = true;
            }
            bd(rt, pay + lane * 64, ret, sizeof ret, true);
        }
        uint32_t control = 0;
        bd(rt, h + 20, &control, 4, true);
    }
}

static void serve(void *user, const eng_hook_ctx *ctx)
{
    (void)ctx;
    hip_rt *rt = user;
    for (uint32_t d = 0; d < mgpu_device_count(rt->m); d++)
        if (rt->hc->base[d]) serve_dev(rt, d);
}

/* dev's buffer: one packet per wave the device can hold (rounded up to a
 * power of two, the index mask), every packet on the free stack, tagged
 * so that no pointer is 0. */
static void make_buffer(hip_rt *rt, uint32_t dev, const char *fn)
{
    struct hip_hostcall *hc = rt->hc;
    const cu_config *c = &mgpu_platform(rt->m)->cfg.gpu.cu;
    uint64_t waves = (uint64_t)mgpu_device_info(rt->m, dev).cus * c->simds * c->wave_slots, n = 1;
    while (n < waves) n *= 2;
    uint64_t size = payloads_off(n) + n * HC_PAYLOAD, base;
    char err[ERR_LEN];
    if (mgpu_malloc(rt->m, dev, size, &base, err, sizeof err) < 0) hip_rt_fatal(fn, err);
    uint64_t buf[6] = {base + HC_HEADERS_OFF, base + payloads_off(n), base + HC_SIGNAL_OFF,
                       n, 0, n - 1};
    uint8_t zero[64] = {0};
    if (bd(rt, base, buf, sizeof buf, true) < 0 || bd(rt, base + HC_SIGNAL_OFF, zero, 64, true) < 0)
        hip_rt_fatal(fn, "cannot write the hostcall buffer");
    for (uint64_t i = 0; i < n; i++) {
        uint64_t h[3] = {i + 1 < n ? n + i + 1 : 0, 0, 0};
        bd(rt, base + HC_HEADERS_OFF + i * HC_HEADER, h, sizeof h, true);
    }
    hc->base[dev] = base, hc->npackets[dev] = n;
    mgpu_set_hostcall(rt->m, dev, base);
}

void hip_printf_prepare(hip_rt *rt, const struct amdgpu_kernel *k, uint32_t dev, const char *fn)
{
    bool wants = false;
    for (size_t i = 0; i < k->nargs; i++)
        wants |= k->args[i].kind == AMDGPU_ARG_HIDDEN_HOSTCALL_BUFFER;
    if (!wants) return;
    uint32_t nd = mgpu_device_count(rt->m);
    if (!rt->hc) {
        rt->hc = calloc(1, sizeof *rt->hc);
        if (!rt->hc || !(rt->hc->base = calloc(nd, sizeof *rt->hc->base)) ||
            !(rt->hc->npackets = calloc(nd, sizeof *rt->hc->npackets)))
            hip_rt_oom(fn);
    }
    if (!rt->hc->hooked) {
        if (eng_hooks_attach(eng_between_hooks_of(mgpu_platform(rt->m)->e), serve, rt) < 0)
            hip_rt_oom(fn);
        rt->hc->hooked = true;
    }
    if (!rt->hc->base[dev]) make_buffer(rt, dev, fn);
}
