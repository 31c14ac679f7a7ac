/* test/amdgpu_alu/test_sopp.c - program control: branches (taken and not,
 * forward and backward), PC moves, exec-mask save/restore, statuses of
 * s_endpgm/s_barrier/s_waitcnt, the benign no-ops, hardware registers,
 * and 64-bit M0-relative scalar moves. References are the ISA's rules
 * written out here. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include <cmocka.h>

#include "alu_util.h"

static void test_branches(void **state)
{
    (void)state;
    static const struct {
        const char *op;
        int (*cond)(const amdgpu_wave *w);
    } br[] = {{"s_branch", NULL},       {"s_cbranch_scc0", NULL}, {"s_cbranch_scc1", NULL},
              {"s_cbranch_vccz", NULL}, {"s_cbranch_vccnz", NULL}, {"s_cbranch_execz", NULL},
              {"s_cbranch_execnz", NULL}, {"s_cbranch_cdbgsys", NULL}, {"s_cbranch_cdbguser", NULL},
              {"s_cbranch_cdbgsys_or_user", NULL}, {"s_cbranch_cdbgsys_and_user", NULL}};
    char text[64];
    uint64_t st = 17;
    for (size_t i = 0; i < sizeof br / sizeof br[0]; i++) {
        for (int off = -3; off <= 3; off += 3) {
            snprintf(text, sizeof text, "%s %d", br[i].op, off);
            amdgpu_inst in = au_asm1(text);
            for (int k = 0; k < 8; k++) {
                amdgpu_wave *w = au_wave_new();
                w->scc = k & 1;
                amdgpu_wave_set_vcc(w, (k & 2) ? au_rand(&st) | 1 : 0);
                amdgpu_wave_set_exec(w, (k & 4) ? au_rand(&st) | 2 : 0);
                bool taken;
                switch (i) {
                case 0: taken = true; break;
                case 1: taken = !w->scc; break;
                case 2: taken = w->scc; break;
                case 3: taken = amdgpu_wave_vcc(w) == 0; break;
                case 4: taken = amdgpu_wave_vcc(w) != 0; break;
                case 5: taken = amdgpu_wave_exec(w) == 0; break;
                case 6: taken = amdgpu_wave_exec(w) != 0; break;
                default: taken = false; break; /* no debugger attached */
                }
                uint64_t pc = w->pc;
                au_exec(w, &in, AMDGPU_EXEC_OK);
                assert_int_equal(w->pc, pc + 4 + (taken ? (int64_t)off * 4 : 0));
                au_wave_free(w);
            }
        }
    }
}

static void test_pc_and_status(void **state)
{
    (void)state;
    amdgpu_wave *w = au_wave_new();
    w->pc = 0x7000;
    amdgpu_inst in = au_asm1("s_getpc_b64 s[4:5]");
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->s[4], 0x7004);
    assert_int_equal(w->s[5], 0);
    w->s[6] = 0x12340, w->s[7] = 1;
    in = au_asm1("s_swappc_b64 s[8:9], s[6:7]");
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->pc, 0x100012340ull);
    assert_int_equal(w->s[8], 0x7008);
    in = au_asm1("s_setpc_b64 s[8:9]");
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->pc, 0x7008);
    static const struct {
        const char *text;
        int status;
        int advance;
    } k[] = {
        {"s_endpgm", AMDGPU_EXEC_ENDPGM, 0}, {"s_endpgm_saved", AMDGPU_EXEC_ENDPGM, 0},
        {"s_barrier", AMDGPU_EXEC_BARRIER, 4}, {"s_waitcnt vmcnt(0) lgkmcnt(0)", AMDGPU_EXEC_WAITCNT, 4},
        {"s_nop 3", AMDGPU_EXEC_OK, 4}, {"s_wakeup", AMDGPU_EXEC_OK, 4}, {"s_setkill 1", AMDGPU_EXEC_OK, 4},
        {"s_sethalt 0", AMDGPU_EXEC_OK, 4}, {"s_sethalt 1", AMDGPU_EXEC_TRAP, 0}, {"s_sleep 2", AMDGPU_EXEC_OK, 4}, {"s_setprio 3", AMDGPU_EXEC_OK, 4},
        {"s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)", AMDGPU_EXEC_OK, 4},
        {"s_sendmsghalt sendmsg(MSG_GS_DONE, GS_OP_NOP)", AMDGPU_EXEC_OK, 4},
        {"s_trap 3", AMDGPU_EXEC_TRAP, 0}, {"s_trap 2", AMDGPU_EXEC_TRAP, 0}, {"s_icache_inv", AMDGPU_EXEC_OK, 4},
        {"s_incperflevel 1", AMDGPU_EXEC_OK, 4}, {"s_decperflevel 1", AMDGPU_EXEC_OK, 4},
        {"s_ttracedata", AMDGPU_EXEC_OK, 4}, {"v_nop", AMDGPU_EXEC_OK, 4}, {"v_clrexcp", AMDGPU_EXEC_OK, 4},
    };
    for (size_t i = 0; i < sizeof k / sizeof k[0]; i++) {
        in = au_asm1(k[i].text);
        uint64_t pc = w->pc;
        uint32_t s4 = w->s[4];
        au_exec(w, &in, k[i].status);
        assert_int_equal(w->pc, pc + (uint64_t)k[i].advance);
        assert_int_equal(w->s[4], s4);
    }
    au_wave_free(w);
}

static void test_saveexec(void **state)
{
    (void)state;
    static const char *ops[] = {"s_and_saveexec_b64", "s_or_saveexec_b64", "s_xor_saveexec_b64",
                                "s_andn2_saveexec_b64", "s_orn2_saveexec_b64", "s_nand_saveexec_b64",
                                "s_nor_saveexec_b64", "s_xnor_saveexec_b64"};
    uint64_t st = 23;
    char text[64];
    for (int i = 0; i < 8; i++) {
        snprintf(text, sizeof text, "%s s[4:5], s[2:3]", ops[i]);
        amdgpu_inst in = au_asm1(text);
        for (int r = 0; r < 50; r++) {
            amdgpu_wave *w = au_wave_new();
            uint64_t s = r == 0 ? 0 : au_rand(&st), e = r == 1 ? ~0ull : au_rand(&st);
            w->s[2] = (uint32_t)s, w->s[3] = (uint32_t)(s >> 32);
            amdgpu_wave_set_exec(w, e);
            au_exec(w, &in, AMDGPU_EXEC_OK);
            uint64_t want[8] = {s & e, s | e, s ^ e, s & ~e, s | ~e, ~(s & e), ~(s | e), ~(s ^ e)};
            assert_int_equal(w->s[4] | (uint64_t)w->s[5] << 32, e);
            assert_int_equal(amdgpu_wave_exec(w), want[i]);
            assert_int_equal(w->scc, want[i] != 0);
            au_wave_free(w);
        }
    }
}

static void test_hwreg_movrel64(void **state)
{
    (void)state;
    amdgpu_wave *w = au_wave_new();
    w->mode = 0x2f0;
    w->s[3] = 0x5;
    amdgpu_inst in = au_asm1("s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s3");
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->mode, 0x2f5);
    in = au_asm1("s_getreg_b32 s6, hwreg(HW_REG_MODE, 0, 32)");
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->s[6], 0x2f5);
    w->wave_id = 3, w->simd_id = 2, w->cu_id = 9;
    in = au_asm1("s_getreg_b32 s7, hwreg(HW_REG_HW_ID)");
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->s[7] & 0xf3f, 3 | 2 << 4 | 9 << 8);
    w->s[AMDGPU_SREG_M0] = 4;
    w->s[14] = 0x11111111, w->s[15] = 0x22222222;
    in = au_asm1("s_movrels_b64 s[20:21], s[10:11]"); /* s[20:21] = s[14:15] */
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->s[20], 0x11111111);
    assert_int_equal(w->s[21], 0x22222222);
    in = au_asm1("s_movreld_b64 s[30:31], s[14:15]"); /* s[34:35] = s[14:15] */
    au_exec(w, &in, AMDGPU_EXEC_OK);
    assert_int_equal(w->s[34], 0x11111111);
    assert_int_equal(w->s[35], 0x22222222);
    w->s[AMDGPU_SREG_M0] = 200;
    au_exec(w, &in, AMDGPU_EXEC_BADOPND);
    au_wave_free(w);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_branches),
        cmocka_unit_test(test_pc_and_status),
        cmocka_unit_test(test_saveexec),
        cmocka_unit_test(test_hwreg_movrel64),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
