/* model/libc/pnbmc_libc.c — C library functions that pnbmc models in C.
 *
 * The front-end compiles this file with the program's clang flags (-m32
 * included) and links the functions the program calls but does not
 * define: each lives in an `#ifdef PNBMC_NEED_<name>` block, and only the
 * needed blocks are compiled.  The models are ordinary code for the
 * engines: their memory accesses are the program's (a strcpy into a
 * shared buffer races like a loop that copies it), hidden library state
 * is a global of this file, and unknown results are nondet values.
 *
 * Semantics follow the C standard and POSIX, never one implementation:
 *   - rand/random/lrand48: any value in [0, 2^31 - 1] (RAND_MAX on
 *     glibc); they read and update the generator's hidden state, which
 *     POSIX does not require to be thread-safe, so concurrent calls
 *     race; srand/srandom/srand48 write it.
 *   - rand_r: any value in [0, 2^31 - 1]; updates only *seed.
 *   - time, gettimeofday, clock_gettime(CLOCK_REALTIME): any reading (the
 *     realtime clock may be set back); Linux's monotonic clocks never go
 *     back (one counter touched only in an atomic section: no race).
 *   - string and memory functions: exact, byte by byte; undefined
 *     behaviour (reading past an object, overlapping strcpy) is what the
 *     engines report for the same code.
 *   - realloc: a new object holding the old one's bytes (as many as fit;
 *     the rest unwritten), the old one freed; realloc(NULL, n) is
 *     malloc(n); realloc(p, 0) either frees p and returns NULL or acts as
 *     for a size that may not be accessed (POSIX leaves the choice to the
 *     implementation: both are explored).  A pointer that is not the
 *     start of a live heap object is undefined behaviour.  Like malloc it
 *     does not fail.
 */
typedef __SIZE_TYPE__ size_t;
int __VERIFIER_nondet_int(void);
long __VERIFIER_nondet_long(void);
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void *malloc(size_t);

#if defined(PNBMC_NEED_rand) || defined(PNBMC_NEED_random) || \
    defined(PNBMC_NEED_lrand48) || defined(PNBMC_NEED_srand) || \
    defined(PNBMC_NEED_srandom) || defined(PNBMC_NEED_srand48)
/* the generator's hidden state */
static unsigned long libc_rand_state = 1;

static long libc_rand_next(void)
{
    libc_rand_state = libc_rand_state * 1103515245ul + 12345ul;
    int r = __VERIFIER_nondet_int();
    __VERIFIER_assume(r >= 0);
    return r;
}
#endif

#ifdef PNBMC_NEED_rand
int rand(void) { return (int)libc_rand_next(); }
#endif
#ifdef PNBMC_NEED_random
long random(void) { return libc_rand_next(); }
#endif
#ifdef PNBMC_NEED_lrand48
long lrand48(void) { return libc_rand_next(); }
#endif
#ifdef PNBMC_NEED_srand
void srand(unsigned int seed) { libc_rand_state = seed; }
#endif
#ifdef PNBMC_NEED_srandom
void srandom(unsigned int seed) { libc_rand_state = seed; }
#endif
#ifdef PNBMC_NEED_srand48
void srand48(long seed) { libc_rand_state = (unsigned long)seed; }
#endif

#ifdef PNBMC_NEED_rand_r
int rand_r(unsigned int *seed)
{
    *seed = *seed * 1103515245u + 12345u;
    int r = __VERIFIER_nondet_int();
    __VERIFIER_assume(r >= 0);
    return r;
}
#endif

#ifdef PNBMC_NEED_time
/* the realtime clock: any reading (it may be set back between two calls) */
long time(long *out)
{
    long now = __VERIFIER_nondet_long();
    __VERIFIER_assume(now >= 0);
    if (out)
        *out = now;
    return now;
}
#endif

#if defined(PNBMC_NEED_clock_gettime) || defined(PNBMC_NEED_gettimeofday)
struct libc_timespec { long tv_sec, tv_nsec; };
struct libc_timeval { long tv_sec, tv_usec; };

/* A reading of [0, limit). */
static long libc_below(long limit)
{
    long v = __VERIFIER_nondet_long();
    __VERIFIER_assume(v >= 0 && v < limit);
    return v;
}
#endif

#ifdef PNBMC_NEED_clock_gettime
/* Linux's monotonic clocks never go back: one nanosecond counter, only
 * touched inside an atomic section (clock_gettime is thread-safe). */
static long long libc_mono_ns;

int clock_gettime(int clock, struct libc_timespec *ts)
{
    if (clock == 1 || clock == 4 || clock == 7) { /* MONOTONIC, _RAW, BOOTTIME */
        __VERIFIER_atomic_begin();
        long long step = __VERIFIER_nondet_long();
        __VERIFIER_assume(step >= 0 && step < 1000000000);
        libc_mono_ns = libc_mono_ns + step;
        long long now = libc_mono_ns;
        __VERIFIER_atomic_end();
        ts->tv_sec = (long)(now / 1000000000);
        ts->tv_nsec = (long)(now % 1000000000);
        return 0;
    }
    ts->tv_sec = libc_below(0x7fffffffL);
    ts->tv_nsec = libc_below(1000000000L);
    return 0;
}
#endif

#ifdef PNBMC_NEED_gettimeofday
int gettimeofday(struct libc_timeval *tv, void *tz)
{
    (void)tz;
    if (tv) {
        tv->tv_sec = libc_below(0x7fffffffL);
        tv->tv_usec = libc_below(1000000L);
    }
    return 0;
}
#endif

#ifdef PNBMC_NEED_pthread_equal
int pthread_equal(unsigned long a, unsigned long b) { return a == b; }
#endif

#ifdef PNBMC_NEED_abs
int abs(int x) { return x < 0 ? -x : x; }
#endif
#ifdef PNBMC_NEED_labs
long labs(long x) { return x < 0 ? -x : x; }
#endif
#ifdef PNBMC_NEED_llabs
long long llabs(long long x) { return x < 0 ? -x : x; }
#endif

#ifdef PNBMC_NEED_strlen
size_t strlen(const char *s)
{
    size_t n = 0;
    while (s[n])
        n++;
    return n;
}
#endif

#ifdef PNBMC_NEED_strnlen
size_t strnlen(const char *s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n])
        n++;
    return n;
}
#endif

#ifdef PNBMC_NEED_strcmp
int strcmp(const char *a, const char *b)
{
    const unsigned char *x = (const unsigned char *)a;
    const unsigned char *y = (const unsigned char *)b;
    while (*x && *x == *y) {
        x++;
        y++;
    }
    return (int)*x - (int)*y;
}
#endif

#ifdef PNBMC_NEED_strncmp
int strncmp(const char *a, const char *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a;
    const unsigned char *y = (const unsigned char *)b;
    for (; n > 0; n--, x++, y++)
        if (*x != *y || !*x)
            return (int)*x - (int)*y;
    return 0;
}
#endif

#ifdef PNBMC_NEED_memcmp
int memcmp(const void *a, const void *b, size_t n)
{
    const unsigned char *x = a, *y = b;
    for (size_t i = 0; i < n; i++)
        if (x[i] != y[i])
            return (int)x[i] - (int)y[i];
    return 0;
}
#endif

#ifdef PNBMC_NEED_strcpy
char *strcpy(char *dst, const char *src)
{
    size_t i = 0;
    while ((dst[i] = src[i]) != 0)
        i++;
    return dst;
}
#endif

#ifdef PNBMC_NEED_strncpy
char *strncpy(char *dst, const char *src, size_t n)
{
    size_t i = 0;
    for (; i < n && src[i]; i++)
        dst[i] = src[i];
    for (; i < n; i++)
        dst[i] = 0;
    return dst;
}
#endif

#ifdef PNBMC_NEED_strcat
char *strcat(char *dst, const char *src)
{
    size_t n = 0, i = 0;
    while (dst[n])
        n++;
    while ((dst[n + i] = src[i]) != 0)
        i++;
    return dst;
}
#endif

#ifdef PNBMC_NEED_strncat
char *strncat(char *dst, const char *src, size_t max)
{
    size_t n = 0, i = 0;
    while (dst[n])
        n++;
    for (; i < max && src[i]; i++)
        dst[n + i] = src[i];
    dst[n + i] = 0;
    return dst;
}
#endif

#ifdef PNBMC_NEED_strchr
char *strchr(const char *s, int c)
{
    for (;; s++) {
        if (*s == (char)c)
            return (char *)s;
        if (!*s)
            return 0;
    }
}
#endif

#ifdef PNBMC_NEED_strrchr
char *strrchr(const char *s, int c)
{
    const char *last = 0;
    for (;; s++) {
        if (*s == (char)c)
            last = s;
        if (!*s)
            return (char *)last;
    }
}
#endif

#ifdef PNBMC_NEED_memchr
void *memchr(const void *p, int c, size_t n)
{
    const unsigned char *s = p;
    for (size_t i = 0; i < n; i++)
        if (s[i] == (unsigned char)c)
            return (void *)(s + i);
    return 0;
}
#endif

#ifdef PNBMC_NEED_realloc
size_t __pnbmc_heap_size(void *p);
void free(void *);
void *realloc(void *p, size_t n)
{
    if (!p)
        return malloc(n);
    size_t old = __pnbmc_heap_size(p);
    if (n == 0 && __VERIFIER_nondet_int() != 0) {
        free(p);
        return 0;
    }
    void *q = malloc(n);
    __builtin_memcpy(q, p, old < n ? old : n);
    free(p);
    return q;
}
#endif

#ifdef PNBMC_NEED_strdup
char *strdup(const char *s)
{
    size_t n = 0;
    while (s[n])
        n++;
    char *d = malloc(n + 1);
    if (!d)
        return 0;
    for (size_t i = 0; i <= n; i++)
        d[i] = s[i];
    return d;
}
#endif

#ifdef PNBMC_NEED_atoi
int atoi(const char *s)
{
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    int neg = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    int v = 0;
    for (; *s >= '0' && *s <= '9'; s++)
        v = v * 10 - (*s - '0'); /* negative: INT_MIN parses */
    return neg ? v : -v;
}
#endif
