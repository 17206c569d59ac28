/* regress/unit/float_test.c — the SMT encoding's floating point against
 * the simulator's (the host's IEEE arithmetic), operation by operation:
 * on special values (zeros, infinities, NaNs with payloads, subnormals,
 * ties, integer-range limits) and random bit patterns, the encoding
 * must allow the simulator's result and, unless it is a NaN, no other;
 * where the simulator calls a conversion undefined, the encoding cuts. */
#include "unit.h"

#include "encode/encode.h"
#include "solve/sim_priv.h"

#include <math.h>

static uint64_t bits_of(int w, double d)
{
    uint64_t v = 0;
    if (w == 32) {
        float f = (float)d;
        uint32_t b;
        memcpy(&b, &f, 4);
        return b;
    }
    memcpy(&v, &d, 8);
    return v;
}

static bool is_nan(int w, uint64_t v)
{
    return isnan(sim_fp_value(w, v));
}

#define NSPECIAL 30

/* Values of width w that tend to break float semantics. */
static void specials(int w, uint64_t *out)
{
    static const double d[] = {0.0, 1.0, -1.0, 0.5, 1.5, 2.5, -2.5, 3.0,
                               0.1, 1e300, -1e-300, 16777217.0,
                               9007199254740993.0, 2147483648.0,
                               -2147483649.0, 4294967295.5,
                               9223372036854775808.0, 18446744073709551616.0,
                               -9223372036854775808.0, 127.9, -128.5,
                               255.5, 65535.0};
    int n = (int)(sizeof d / sizeof d[0]);
    for (int i = 0; i < n; i++)
        out[i] = bits_of(w, d[i]);
    out[n++] = bits_of(w, -0.0);
    out[n++] = bits_of(w, INFINITY);
    out[n++] = bits_of(w, -INFINITY);
    /* a quiet NaN with a payload, a signalling one, a negative one */
    out[n++] = w == 32 ? 0x7fc00123u : UINT64_C(0x7ff8000000000123);
    out[n++] = w == 32 ? 0x7f800001u : UINT64_C(0x7ff0000000000001);
    out[n++] = w == 32 ? 0xffc00000u : UINT64_C(0xfff8000000000000);
    out[n++] = 1; /* the smallest subnormal */
}

static uint64_t rnd_state = 88172645463325252u;
static uint64_t rnd(void)
{
    rnd_state ^= rnd_state << 13;
    rnd_state ^= rnd_state >> 7;
    rnd_state ^= rnd_state << 17;
    return rnd_state;
}

/* The operand values of width w: the specials, then random patterns
 * (half of them small integers, so that conversions stay in range). */
static uint64_t operand(int w, int i)
{
    uint64_t sp[NSPECIAL];
    specials(w, sp);
    if (i < NSPECIAL)
        return sp[i];
    uint64_t r = rnd();
    if (r & 1)
        return bits_of(w, (double)(int64_t)(r >> 40) / 4);
    return w == 32 ? (uint32_t)(r >> 8) : r >> 1 | (r << 63);
}

static int checked;
static smt *evaluator;

/* The encoding of mi on (a, b) against the simulator's result want
 * (defined false: the simulator cuts the run). */
static void compare(const minstr *mi, uint64_t a, uint64_t b, bool defined,
                    uint64_t want)
{
    uint64_t got = 0;
    int r = smt_float_eval(evaluator, mi, a, b, &got);
    int w = mi->bits;
    bool ok = !defined ? r == 0
            : r == 1 && (got == want ||
                         (mi->kind != MI_FCMP && w >= 32 &&
                          !(mi->kind == MI_FCAST && mi->op <= FC_TOUI) &&
                          is_nan(w, want) && is_nan(w, got)));
    checked++;
    if (!ok) {
        fprintf(stderr, "kind %d op %d widths %d->%d on %#llx, %#llx: "
                "encoding %d %#llx, simulator %s %#llx\n", mi->kind, mi->op,
                mi->ops[0].bits, w, (unsigned long long)a,
                (unsigned long long)b, r, (unsigned long long)got,
                defined ? "gives" : "cuts", (unsigned long long)want);
        failures++;
    }
}

static void test_binops(int w, int n)
{
    mopnd ops[2] = {{.kind = OPND_IMM, .bits = (uint8_t)w},
                    {.kind = OPND_IMM, .bits = (uint8_t)w}};
    for (int op = FB_ADD; op <= FB_NEG; op++) {
        minstr mi = {.kind = MI_FBIN, .op = (uint8_t)op, .bits = (uint8_t)w,
                     .nops = op == FB_NEG ? 1 : 2, .ops = ops};
        for (int i = 0; i < n; i++) {
            uint64_t a = operand(w, i), b = operand(w, (i * 7 + 3) % n);
            compare(&mi, a, b, true, sim_fp_bin(op, w, a, b));
        }
    }
}

static void test_compares(int w, int n)
{
    mopnd ops[2] = {{.kind = OPND_IMM, .bits = (uint8_t)w},
                    {.kind = OPND_IMM, .bits = (uint8_t)w}};
    for (int p = 0; p < 16; p++) {
        minstr mi = {.kind = MI_FCMP, .op = (uint8_t)p, .bits = 1,
                     .nops = 2, .ops = ops};
        for (int i = 0; i < n; i++) {
            uint64_t a = operand(w, i), b = operand(w, (i * 5 + 1) % n);
            compare(&mi, a, b, true, sim_fp_cmp(p, w, a, b));
            compare(&mi, a, a, true, sim_fp_cmp(p, w, a, a));
        }
    }
}

static void test_casts(int n)
{
    static const int ints[] = {1, 8, 16, 32, 64};
    for (int fw = 32; fw <= 64; fw += 32)
        for (int k = 0; k < 5; k++) {
            int iw = ints[k];
            for (int op = FC_TOSI; op <= FC_FROMUI; op++) {
                bool to_int = op <= FC_TOUI;
                mopnd o = {.kind = OPND_IMM,
                           .bits = (uint8_t)(to_int ? fw : iw)};
                minstr mi = {.kind = MI_FCAST, .op = (uint8_t)op,
                             .bits = (uint8_t)(to_int ? iw : fw), .nops = 1,
                             .ops = &o};
                for (int i = 0; i < n; i++) {
                    uint64_t a = to_int ? operand(fw, i)
                                        : model_mask(iw, rnd() >> (i % 64));
                    uint64_t want = 0;
                    bool def = sim_fp_cast(op, o.bits, mi.bits, a, &want);
                    compare(&mi, a, 0, def, want);
                }
            }
        }
    for (int fw = 32; fw <= 64; fw += 32) {
        int tw = 96 - fw;
        mopnd o = {.kind = OPND_IMM, .bits = (uint8_t)fw};
        minstr mi = {.kind = MI_FCAST, .op = FC_RESIZE, .bits = (uint8_t)tw,
                     .nops = 1, .ops = &o};
        for (int i = 0; i < n; i++) {
            uint64_t a = operand(fw, i), want = 0;
            bool def = sim_fp_cast(FC_RESIZE, fw, tw, a, &want);
            compare(&mi, a, 0, def, want);
        }
    }
}

int main(void)
{
    int n = NSPECIAL + 20;
    evaluator = smt_float_open();
    for (int w = 32; w <= 64; w += 32) {
        test_binops(w, n);
        test_compares(w, n);
    }
    test_casts(n);
    smt_float_close(evaluator);
    printf("float_test: %d comparisons, %d failures\n", checked, failures);
    return failures ? 1 : 0;
}
