/* solve/float.c — IEEE-754 semantics of the model's float (32-bit) and
 * double (64-bit) operations, computed with the host's arithmetic (x86-64
 * SSE, round to nearest), which is what C programs get on the target.
 * Values travel as raw bit patterns in uint64_t. */
#include "solve/sim_priv.h"

#include <math.h>
#include <string.h>

double sim_fp_value(int bits, uint64_t v)
{
    if (bits == 32) {
        uint32_t b = (uint32_t)v;
        float f;
        memcpy(&f, &b, 4);
        return f;
    }
    double d;
    memcpy(&d, &v, 8);
    return d;
}

static uint64_t from_d(int bits, double d)
{
    if (bits == 32) {
        float f = (float)d;
        uint32_t b;
        memcpy(&b, &f, 4);
        return b;
    }
    uint64_t v;
    memcpy(&v, &d, 8);
    return v;
}

uint64_t sim_fp_bin(int op, int bits, uint64_t a, uint64_t b)
{
    double x = sim_fp_value(bits, a), y = sim_fp_value(bits, b), r;
    if (bits == 32) { /* single precision: round each result to float */
        float fx = (float)x, fy = (float)y;
        switch (op) {
        case FB_ADD: return from_d(32, fx + fy);
        case FB_SUB: return from_d(32, fx - fy);
        case FB_MUL: return from_d(32, fx * fy);
        case FB_DIV: return from_d(32, fx / fy);
        case FB_REM: return from_d(32, fmodf(fx, fy));
        default: return from_d(32, -fx);
        }
    }
    switch (op) {
    case FB_ADD: r = x + y; break;
    case FB_SUB: r = x - y; break;
    case FB_MUL: r = x * y; break;
    case FB_DIV: r = x / y; break;
    case FB_REM: r = fmod(x, y); break;
    default: r = -x; break;
    }
    return from_d(64, r);
}

bool sim_fp_cmp(int pred, int bits, uint64_t a, uint64_t b)
{
    double x = sim_fp_value(bits, a), y = sim_fp_value(bits, b);
    bool uno = isnan(x) || isnan(y);
    bool lt = !uno && x < y, gt = !uno && x > y, eq = !uno && x == y;
    bool rel;
    switch (pred & 7) { /* the relation; bit 3 adds "or unordered" */
    case 0: rel = false; break;
    case 1: rel = eq; break;
    case 2: rel = gt; break;
    case 3: rel = gt || eq; break;
    case 4: rel = lt; break;
    case 5: rel = lt || eq; break;
    case 6: rel = lt || gt; break;
    default: rel = !uno; break; /* ord */
    }
    if (pred >= 8) /* unordered forms: uno, ueq ... une, true */
        return pred == 15 || (pred == 8 ? uno : uno || rel);
    return rel;
}

/* Conversions; false when the result is undefined (poison): a float to
 * integer conversion of NaN or of a value out of the target's range. */
bool sim_fp_cast(int op, int from, int to, uint64_t a, uint64_t *r)
{
    switch (op) {
    case FC_TOSI: case FC_TOUI: {
        double d = trunc(sim_fp_value(from, a));
        double lo = op == FC_TOSI ? -ldexp(1, to - 1) : 0;
        double hi = op == FC_TOSI ? ldexp(1, to - 1) : ldexp(1, to);
        if (isnan(d) || d < lo || d >= hi)
            return false;
        *r = op == FC_TOSI ? (uint64_t)(int64_t)d : (uint64_t)d;
        *r = model_mask(to, *r);
        return true;
    }
    case FC_FROMSI: {
        int64_t s = from >= 64 ? (int64_t)a
                  : (int64_t)((a ^ (UINT64_C(1) << (from - 1))) -
                              (UINT64_C(1) << (from - 1)));
        *r = to == 32 ? from_d(32, (float)s) : from_d(64, (double)s);
        return true;
    }
    case FC_FROMUI:
        a = model_mask(from, a);
        *r = to == 32 ? from_d(32, (float)a) : from_d(64, (double)a);
        return true;
    default: /* fptrunc / fpext */
        *r = from_d(to, sim_fp_value(from, a));
        return true;
    }
}
