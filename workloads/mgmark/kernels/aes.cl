/* MGMark AES: AES-256 encryption (FIPS-197), one 16-byte block per
 * work-item, in place. Hetero-Mark's interface: the host expands the key
 * (60 words, each holding four key bytes big-endian, byte 0 in bits
 * 31:24) and passes the S-box as a 256-byte table in global memory.
 * Work-item i encrypts bytes [16 i, 16 i + 16) of input; the grid must
 * not exceed the number of blocks (there is no length argument). The
 * state is kept as bytes on purpose: the byte loads, stores and table
 * look-ups exercise GCN3's sub-dword addressing. */

#define AES_NR 14 /* rounds of AES-256 */

/* multiplication by x in GF(2^8) modulo x^8 + x^4 + x^3 + x + 1 */
static uchar xtime(uchar b)
{
    return (uchar)((b << 1) ^ ((b & 0x80) ? 0x1b : 0x00));
}

static void add_round_key(uchar st[16], __global const uint *rk)
{
    for (int c = 0; c < 4; c++) {
        uint w = rk[c];
        st[4 * c + 0] ^= (uchar)(w >> 24);
        st[4 * c + 1] ^= (uchar)(w >> 16);
        st[4 * c + 2] ^= (uchar)(w >> 8);
        st[4 * c + 3] ^= (uchar)w;
    }
}

/* SubBytes and ShiftRows together: the byte of row r, column c comes
 * from column (c + r) mod 4 (the state is column-major, byte 4c + r). */
static void sub_shift(uchar st[16], __global const uchar *sbox)
{
    uchar t[16];
    for (int c = 0; c < 4; c++)
        for (int r = 0; r < 4; r++)
            t[4 * c + r] = sbox[st[4 * ((c + r) & 3) + r]];
    for (int i = 0; i < 16; i++) st[i] = t[i];
}

/* each column times the fixed polynomial {03}x^3 + {01}x^2 + {01}x + {02} */
static void mix_columns(uchar st[16])
{
    for (int c = 0; c < 4; c++) {
        uchar a0 = st[4 * c], a1 = st[4 * c + 1], a2 = st[4 * c + 2], a3 = st[4 * c + 3];
        uchar all = a0 ^ a1 ^ a2 ^ a3;
        st[4 * c + 0] = a0 ^ all ^ xtime(a0 ^ a1);
        st[4 * c + 1] = a1 ^ all ^ xtime(a1 ^ a2);
        st[4 * c + 2] = a2 ^ all ^ xtime(a2 ^ a3);
        st[4 * c + 3] = a3 ^ all ^ xtime(a3 ^ a0);
    }
}

__kernel void Encrypt(__global uchar *input, __global uint *expanded_key, __global uchar *s)
{
    __global uchar *blk = input + get_global_id(0) * 16;
    uchar st[16];
    for (int i = 0; i < 16; i++) st[i] = blk[i];
    add_round_key(st, expanded_key);
    for (int r = 1; r <= AES_NR; r++) {
        sub_shift(st, s);
        if (r != AES_NR) mix_columns(st); /* the last round has none */
        add_round_key(st, expanded_key + 4 * r);
    }
    for (int i = 0; i < 16; i++) blk[i] = st[i];
}
