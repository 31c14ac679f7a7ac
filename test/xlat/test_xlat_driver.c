/* The driver's page tables on d-mgpu-4 (driver/mgpu_xlat.c): device
 * memory maps virtual = physical; the unified window maps each page to
 * the frame it was placed at (mem_map.pages), in every GPU's table;
 * copies through the translated DMA round-trip; a flush through the DMA's
 * translator reaches every bank (the bytes are in DRAM at the frame
 * afterwards); mgpu_migrate moves pages: their bytes cross the fabric,
 * every table maps the new frame, no TLB keeps the old one (a DMA that
 * translated the pages before reads what was written after); under a
 * fault policy mgpu_prefetch has the fault handler move managed pages to
 * a GPU (from another GPU or from host memory): they end up there,
 * mapped only there, with their bytes; under pinned it is a hint that
 * moves nothing; dab with translation is refused. */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "components/platform/platform.h"
#include "driver/mgpu.h"
#include "driver/mgpu_int.h"

static mgpu *make(const char *const *sets, size_t n)
{
    platform_config p;
    char err[512];
    if (platform_config_load(&p, NULL, "configs/d-mgpu-4.ini", sets, n, err, sizeof err))
        fail_msg("%s", err);
    mgpu *m = mgpu_init(&p, err, sizeof err);
    if (!m) fail_msg("%s", err);
    return m;
}

/* The bytes DRAM holds at physical address pa of GPU g (whichever
 * channel has them), not the L2's copy. */
static void dram_bytes(mgpu *m, uint32_t g, uint64_t pa, uint8_t *buf, uint32_t n)
{
    gpu *G = mgpu_platform(m)->gpu[g];
    for (uint32_t b = 0; b < G->cfg.banks; b++)
        if (dram_backdoor_read(G->dram[b], pa, buf, n) == n) return;
    fail_msg("no channel of GPU %u holds 0x%llx", g, (unsigned long long)pa);
}

static void window_maps_placed_frames(void **st)
{
    (void)st;
    const char *sets[] = {"gpu.cus=4", "xlat.enable=1"};
    mgpu *m = make(sets, 2);
    char err[512];
    enum { PAGES = 16 };
    uint64_t page = mgpu_page_size(m), win, dev;
    assert_int_equal(mgpu_malloc_spread(m, PAGES * page, &win, err, sizeof err), 0);
    assert_int_equal(mgpu_malloc(m, 2, 3 * page, &dev, err, sizeof err), 0);
    uint8_t *src = malloc(PAGES * page), *back = calloc(1, PAGES * page);
    for (uint64_t i = 0; i < PAGES * page; i++) src[i] = (uint8_t)(i * 13 + i / page);
    assert_int_equal(mgpu_memcpy_h2d(m, win, src, PAGES * page, err, sizeof err), 0);
    for (uint32_t d = 0; d < 4; d++) assert_int_equal(mgpu_enqueue_flush(m, d, err, sizeof err), 0);
    assert_int_equal(mgpu_drain(m, err, sizeof err), 0);
    const mem_pages *pl = mgpu_platform(m)->pages;
    for (uint32_t g = 0; g < 4; g++) {
        uint64_t pa;
        for (uint64_t i = 0; i < PAGES; i++) {
            uint64_t va = win + i * page + 8 * i;
            assert_int_equal(mgpu_xlat_lookup(m, g, va, &pa), 1);
            uint64_t frame = pl->phys[(win + i * page - pl->base) / pl->page];
            assert_int_equal(pa, frame + 8 * i);
            assert_true(pa != va);
        }
        assert_int_equal(mgpu_xlat_lookup(m, g, dev + 5, &pa), 1);
        assert_int_equal(pa, dev + 5);
        assert_int_equal(mgpu_xlat_lookup(m, g, win + (PAGES + 1) * page, &pa), 0);
    }
    /* after the flushes the bytes are in DRAM at the frames: the copies
     * went to the frames' addresses and the flush reached their banks */
    for (uint64_t i = 0; i < PAGES; i++) {
        uint64_t va = win + i * page;
        int owner = mgpu_owner(m, va);
        assert_true(owner >= 0);
        uint64_t frame = pl->phys[(va - pl->base) / pl->page];
        uint8_t buf[64];
        dram_bytes(m, (uint32_t)owner, frame + 64, buf, 64);
        assert_memory_equal(buf, src + i * page + 64, 64);
    }
    assert_int_equal(mgpu_memcpy_d2h(m, back, win, PAGES * page, err, sizeof err), 0);
    assert_memory_equal(back, src, PAGES * page);
    free(src), free(back);
    mgpu_free(m);
}

static void migrate_moves_bytes_and_translations(void **st)
{
    (void)st;
    const char *sets[] = {"gpu.cus=4", "xlat.enable=1"};
    mgpu *m = make(sets, 2);
    char err[512];
    enum { PAGES = 16, MOVED = 4 };
    uint64_t page = mgpu_page_size(m), win, pa;
    assert_int_equal(mgpu_malloc_spread(m, PAGES * page, &win, err, sizeof err), 0);
    uint8_t *src = malloc(PAGES * page), *back = calloc(1, PAGES * page);
    for (uint64_t i = 0; i < PAGES * page; i++) src[i] = (uint8_t)(i * 7 + 1);
    assert_int_equal(mgpu_memcpy_h2d(m, win, src, PAGES * page, err, sizeof err), 0);
    /* GPU 0's DMA translates pages 0..3 (its own) */
    assert_int_equal(mgpu_enqueue_d2h(m, 0, back, win, MOVED * page, err, sizeof err), 0);
    assert_int_equal(mgpu_drain(m, err, sizeof err), 0);
    assert_memory_equal(back, src, MOVED * page);
    const mem_pages *pl = mgpu_platform(m)->pages;
    uint64_t old[MOVED];
    for (int i = 0; i < MOVED; i++) {
        assert_int_equal(mgpu_owner(m, win + i * page), 0);
        old[i] = pl->phys[(win + i * page - pl->base) / page];
    }
    uint64_t bytes0 = mgpu_get_totals(m, -1).cross_gpu_bytes;
    assert_int_equal(mgpu_migrate(m, win, MOVED * page, 2, err, sizeof err), 0);
    assert_true(mgpu_get_totals(m, -1).cross_gpu_bytes >= bytes0 + MOVED * page);
    for (int i = 0; i < MOVED; i++) {
        uint64_t va = win + i * page, frame = pl->phys[(va - pl->base) / page];
        assert_int_equal(mgpu_owner(m, va), 2);
        assert_true(frame != old[i]);
        for (uint32_t g = 0; g < 4; g++) {
            assert_int_equal(mgpu_xlat_lookup(m, g, va + 24, &pa), 1);
            assert_int_equal(pa, frame + 24);
        }
    }
    /* the moved bytes are there; then new bytes, written at the new
     * frames, are what GPU 0's DMA reads (no stale translation) */
    assert_int_equal(mgpu_memcpy_d2h(m, back, win, PAGES * page, err, sizeof err), 0);
    assert_memory_equal(back, src, PAGES * page);
    for (uint64_t i = 0; i < MOVED * page; i++) src[i] = (uint8_t)(i * 3 + 5);
    assert_int_equal(mgpu_memcpy_h2d(m, win, src, MOVED * page, err, sizeof err), 0);
    memset(back, 0, MOVED * page);
    assert_int_equal(mgpu_enqueue_d2h(m, 0, back, win, MOVED * page, err, sizeof err), 0);
    assert_int_equal(mgpu_drain(m, err, sizeof err), 0);
    assert_memory_equal(back, src, MOVED * page);
    assert_int_equal(mgpu_migrate(m, win, page, 9, err, sizeof err), -1);
    assert_int_equal(mgpu_migrate(m, 0x1000, page, 1, err, sizeof err), -1);
    assert_non_null(strstr(err, "not unified memory"));
    free(src), free(back);
    mgpu_free(m);
}

/* Pages 0..5 of a buffer spread over the 4 GPUs (4 pages each: 0-3 on
 * GPU 0, 4-5 on GPU 1) prefetched to GPU 2; with host placement, pages
 * 0-1 come from host memory to GPU 3. */
static void prefetch_one(const char *policy, const char *placement, uint32_t to, uint64_t want)
{
    char pol[64], plc[64], err[512];
    snprintf(pol, sizeof pol, "xlat.policy=%s", policy);
    snprintf(plc, sizeof plc, "xlat.initial_placement=%s", placement);
    const char *sets[] = {"gpu.cus=4", "xlat.enable=1", pol, plc};
    mgpu *m = make(sets, 4);
    enum { PAGES = 16 };
    uint64_t page = mgpu_page_size(m), win, pa, moved = 99;
    uint64_t n = want == 2 ? 2 * page : 5 * page + 1; /* 6 pages: the last by one byte */
    assert_int_equal(mgpu_malloc_spread(m, PAGES * page, &win, err, sizeof err), 0);
    uint8_t *src = malloc(PAGES * page), *back = calloc(1, PAGES * page);
    for (uint64_t i = 0; i < PAGES * page; i++) src[i] = (uint8_t)(i * 11 + 3);
    assert_int_equal(mgpu_memcpy_h2d(m, win, src, PAGES * page, err, sizeof err), 0);
    int before[PAGES];
    for (int i = 0; i < PAGES; i++) before[i] = mgpu_owner(m, win + i * page);
    bool pinned = !strcmp(policy, "pinned");
    uint64_t bytes0 = mgpu_get_totals(m, -1).cross_gpu_bytes;
    assert_int_equal(mgpu_prefetch(m, win, n, to, &moved, err, sizeof err), 0);
    assert_int_equal(moved, pinned ? 0 : want);
    uint64_t crossed = mgpu_get_totals(m, -1).cross_gpu_bytes - bytes0;
    for (uint64_t i = 0; i < PAGES; i++) {
        uint64_t va = win + i * page;
        if (pinned || i >= want) { /* not asked for, or a hint: where it was */
            assert_int_equal(mgpu_owner(m, va), before[i]);
            continue;
        }
        assert_int_equal(mgpu_owner(m, va), (int)to);
        for (uint32_t g = 0; g < 4; g++) { /* mapped on `to` only, to a frame of its own */
            int r = mgpu_xlat_lookup(m, g, va + 40, &pa);
            assert_int_equal(r, g == to);
            if (r) assert_int_equal(platform_owner(mgpu_platform(m), pa), (int)to);
        }
    }
    /* bytes pulled from another GPU cross the fabric (the host's
     * writes do not count as cross-GPU bytes: it has no RDMA engine) */
    if (!pinned && want == 6) assert_true(crossed >= 6 * page);
    assert_int_equal(mgpu_memcpy_d2h(m, back, win, PAGES * page, err, sizeof err), 0);
    assert_memory_equal(back, src, PAGES * page);
    /* asked again: already there, mapped: nothing to do */
    assert_int_equal(mgpu_prefetch(m, win, n, to, &moved, err, sizeof err), 0);
    assert_int_equal(moved, 0);
    /* device memory is not managed; no GPU 9 */
    uint64_t dev;
    assert_int_equal(mgpu_malloc(m, 1, page, &dev, err, sizeof err), 0);
    assert_int_equal(mgpu_prefetch(m, dev, page, to, &moved, err, sizeof err), 0);
    assert_int_equal(moved, 0);
    assert_int_equal(mgpu_prefetch(m, win, page, 9, &moved, err, sizeof err), pinned ? 0 : -1);
    free(src), free(back);
    mgpu_free(m);
}

static void prefetch_moves_managed_pages(void **st)
{
    (void)st;
    prefetch_one("first-touch", "program", 2, 6);
    prefetch_one("migrate", "program", 2, 6);
    prefetch_one("replicate", "program", 2, 6);
    prefetch_one("first-touch", "host", 3, 2);
    prefetch_one("pinned", "program", 2, 6);
}

/* DAB's side path carries virtual addresses past the TLBs: accepted
 * where they are physical (one GPU, pinned pages: test/run/test_stack runs
 * it), refused where a page may be elsewhere. */
static void dab_refused(void **st)
{
    (void)st;
    platform_config p;
    char err[512];
    const char *sets[] = {"xlat.enable=1", "dab.enable=1", "xlat.policy=migrate"};
    assert_int_equal(platform_config_load(&p, NULL, "configs/r9nano.ini", sets, 2, err, sizeof err),
                     0);
    assert_int_equal(platform_config_load(&p, NULL, "configs/r9nano.ini", sets, 3, err, sizeof err),
                     -1);
    assert_non_null(strstr(err, "side path bypasses the TLBs"));
    assert_int_equal(platform_config_load(&p, NULL, "configs/d-mgpu-4.ini", sets, 2, err,
                                          sizeof err),
                     -1);
    assert_non_null(strstr(err, "needs one GPU"));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(window_maps_placed_frames),
        cmocka_unit_test(migrate_moves_bytes_and_translations),
        cmocka_unit_test(prefetch_moves_managed_pages),
        cmocka_unit_test(dab_refused),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
