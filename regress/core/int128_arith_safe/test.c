/* Integers wider than 64 bits computed as 64-bit limbs (model/wideint.c):
 * carries and borrows across limbs, the low 128 bits of a product, shifts
 * by constant and by variable amounts across the limb boundary, signed
 * and unsigned comparisons, sign and zero extension, a wide loop variable
 * (a phi of limbs) and a wide global initialiser; _BitInt(100), whose top
 * limb holds 36 bits.  Expected values are
 * those of the program compiled natively with clang. */
#include <assert.h>

typedef unsigned __int128 u128;
typedef __int128 s128;
typedef _BitInt(100) s100;
typedef unsigned _BitInt(100) u100;

#ifdef MUTANT
#define OFF 1
#else
#define OFF 0
#endif

s128 g = ((s128)1 << 100) + 5;

static u128 fib(int n)
{
    u128 a = 0, b = 1;
    for (int i = 0; i < n; i++) {
        u128 t = a + b;
        a = b;
        b = t;
    }
    return a;
}

static unsigned long long hi(u128 x) { return (unsigned long long)(x >> 64); }
static unsigned long long lo(u128 x) { return (unsigned long long)x; }

int main(void)
{
    volatile unsigned long long m = 0xffffffffffffffffULL;
    volatile int s = 65, z = 0;
    u128 x = (u128)m + 1;                               /* carry */
    assert(hi(x) == 1 && lo(x) == 0);
    assert(hi(x - 2) == 0 && lo(x - 2) == m - 1);       /* borrow */
    u128 p = (u128)m * m;                               /* 64 x 64 -> 128 */
    assert(hi(p) == m - 1 && lo(p) == 1);
    u128 q = p * p;                                     /* low 128 bits */
    assert(hi(q) == 0xfffffffffffffffcULL && lo(q) == 1);
    assert(hi((u128)0x123456789abcdef0ULL << s) == 0x2468acf13579bde0ULL);
    assert(lo(x >> 1) == 0x8000000000000000ULL && hi(x >> z) == 1);
    s128 n = -(s128)m;                                  /* sign extension */
    assert(hi((u128)n) == m && lo((u128)n) == 1);
    assert(hi((u128)(n >> s)) == m && lo((u128)(n >> s)) == m);
    assert(n < 0 && (u128)n > x && n < -(s128)5 && !(n >= (s128)-1));
    s128 e = (long long)m;                              /* -1 */
    assert(e == -1 && (u128)e == ~(u128)0);
    u128 f = fib(150);
    assert(hi(f) == 540432318969ULL && lo(f) == 0x5e43f356255be4c8ULL + OFF);
    assert(g - ((s128)1 << 100) == 5);
    volatile long long five = -5;
    volatile int k = 70;
    s100 a = five;
    u100 b = (u100)a;
    assert(a < 3 && a > (s100)-6 && b == (u100)a && (s100)b < 0);
    assert((unsigned long long)((b << k) >> 64) == 0xffffffec0ULL);
    assert((unsigned long long)(((b >> 3) + 1) >> 40) == 0x200000000000000ULL);
    s100 prod = a * (s100)1000000000000LL * (s100)3000000;
    assert((unsigned long long)(prod >> 60) == 0xfffffffffffffff2ULL);
    return 0;
}
