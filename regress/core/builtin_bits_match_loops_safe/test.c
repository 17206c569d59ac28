/* __builtin_popcount, clz, ctz (clang emits llvm.ctpop/ctlz/cttz),
 * bswap, bitreverse and the overflow builtins (llvm.*.with.overflow)
 * against plain loops, on edge values of every width, in two threads.
 * pnbmc 42 answered unknown (unsupported: call of unknown external
 * function 'llvm.ctpop.i32'). */
#include <assert.h>
#include <limits.h>
#include <pthread.h>
#include <stdint.h>

static const uint64_t values[] = {
    1, 2, 3, 0x80, 0xff, 0x100, 0x8000, 0xffff, 0x10001, 0x7fffffff,
    0x80000000u, 0xffffffffu, 0x123456789abcdef0ull, 0x8000000000000000ull,
    0xffffffffffffffffull, 0x0f0f0f0f0f0f0f0full,
};
#define NVALUES (sizeof values / sizeof values[0])

static int pop_loop(uint64_t x)
{
    int n = 0;
    for (; x; x >>= 1)
        n += (int)(x & 1);
    return n;
}

static int clz_loop(uint64_t x, int w)
{
    int n = 0;
    for (int i = w - 1; i >= 0 && !((x >> i) & 1); i--)
        n++;
    return n;
}

static int ctz_loop(uint64_t x)
{
    int n = 0;
    for (; !(x & 1); x >>= 1)
        n++;
    return n;
}

static uint64_t swap_loop(uint64_t x, int bytes)
{
    uint64_t r = 0;
    for (int i = 0; i < bytes; i++)
        r |= ((x >> (8 * i)) & 0xff) << (8 * (bytes - 1 - i));
    return r;
}

static uint64_t rev_loop(uint64_t x, int w)
{
    uint64_t r = 0;
    for (int i = 0; i < w; i++)
        r |= ((x >> i) & 1) << (w - 1 - i);
    return r;
}

static void *counts(void *arg)
{
    for (unsigned i = 0; i < NVALUES; i++) {
        uint64_t v = values[i];
        uint32_t v32 = (uint32_t)v;
        assert(__builtin_popcountll(v) == pop_loop(v));
        assert(__builtin_popcount(v32) == pop_loop(v32));
        assert(__builtin_clzll(v) == clz_loop(v, 64));
        assert(__builtin_ctzll(v) == ctz_loop(v));
        if (v32) {
            assert(__builtin_clz(v32) == clz_loop(v32, 32));
            assert(__builtin_ctz(v32) == ctz_loop(v32));
        }
        assert(__builtin_bswap64(v) == swap_loop(v, 8));
        assert(__builtin_bswap32(v32) == swap_loop(v32, 4));
        assert(__builtin_bswap16((uint16_t)v) == swap_loop((uint16_t)v, 2));
        assert(__builtin_bitreverse8((uint8_t)v) == rev_loop((uint8_t)v, 8));
        assert(__builtin_bitreverse32(v32) == rev_loop(v32, 32));
        assert(__builtin_bitreverse64(v) == rev_loop(v, 64));
    }
    return arg;
}

static void *overflows(void *arg)
{
    int r;
    unsigned u;
    long long ll;
    unsigned long long ull;
    short s;
    unsigned char uc;
    assert(!__builtin_add_overflow(1, 2, &r) && r == 3);
    assert(__builtin_add_overflow(INT_MAX, 1, &r) && r == INT_MIN);
    assert(__builtin_sub_overflow(INT_MIN, 1, &r) && r == INT_MAX);
    assert(!__builtin_sub_overflow(-1, INT_MAX, &r) && r == INT_MIN);
    assert(__builtin_mul_overflow(0x10000, 0x10000, &r) && r == 0);
    assert(!__builtin_mul_overflow(-46340, 46340, &r) && r == -2147395600);
    assert(__builtin_mul_overflow(INT_MIN, -1, &r) && r == INT_MIN);
    assert(__builtin_add_overflow(UINT_MAX, 1u, &u) && u == 0);
    assert(__builtin_sub_overflow(0u, 1u, &u) && u == UINT_MAX);
    assert(!__builtin_mul_overflow(65535u, 65537u, &u) && u == UINT_MAX);
    assert(__builtin_mul_overflow(65536u, 65536u, &u));
    assert(__builtin_add_overflow(LLONG_MAX, 1LL, &ll) && ll == LLONG_MIN);
    assert(!__builtin_sub_overflow(LLONG_MIN, -1LL, &ll));
    assert(__builtin_mul_overflow(LLONG_MIN, -1LL, &ll));
    assert(__builtin_mul_overflow(3037000500LL, 3037000500LL, &ll));
    assert(!__builtin_mul_overflow(3037000499LL, 3037000499LL, &ll));
    assert(!__builtin_mul_overflow(-1LL, LLONG_MAX, &ll) && ll == -LLONG_MAX);
    assert(__builtin_mul_overflow(1ull << 32, 1ull << 32, &ull) && ull == 0);
    assert(!__builtin_mul_overflow(0ull, ~0ull, &ull) && ull == 0);
    assert(__builtin_add_overflow(~0ull, ~0ull, &ull));
    assert(__builtin_add_overflow((short)32767, (short)1, &s) && s == -32768);
    assert(__builtin_mul_overflow((unsigned char)16, (unsigned char)16, &uc));
    return arg;
}

int main(void)
{
    pthread_t t[2];
    pthread_create(&t[0], 0, counts, 0);
    pthread_create(&t[1], 0, overflows, 0);
    pthread_join(t[0], 0);
    pthread_join(t[1], 0);
    return 0;
}
