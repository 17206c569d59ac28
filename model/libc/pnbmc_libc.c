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
 *   - rand/random: any value in [0, 2^31 - 1] (RAND_MAX on glibc), the
 *     same for the same place in the sequence of one seed; they
 *     read and update the generator's hidden state, which POSIX does not
 *     require to be thread-safe, so concurrent calls race; srand/srandom
 *     write it.  The 48-bit family (lrand48, drand48...): exact, POSIX
 *     fixes its sequence; its state is unknown until seeded.
 *   - rand_r: any value in [0, 2^31 - 1], the same for the same *seed;
 *     updates only *seed.
 *   - time, gettimeofday, clock_gettime(CLOCK_REALTIME): any reading (the
 *     realtime clock may be set back); Linux's monotonic, boot and
 *     CPU-time clocks never go back (a counter each, touched only in an
 *     atomic section: no race); other clock ids are EINVAL.
 *   - string and memory functions: exact, byte by byte; undefined
 *     behaviour (reading past an object, overlapping strcpy) is what the
 *     engines report for the same code.
 *   - realloc: a new object holding the old one's bytes (as many as fit;
 *     the rest unwritten), the old one freed; realloc(NULL, n) is
 *     malloc(n); realloc(p, 0) either frees p and returns NULL or acts as
 *     for a size that may not be accessed (POSIX leaves the choice to the
 *     implementation: both are explored).  A pointer that is not the
 *     start of a live heap object is undefined behaviour.  Like malloc it
 *     does not fail.  aligned_alloc, posix_memalign and reallocarray
 *     allocate like malloc; reallocarray's overflow is ENOMEM.
 *   - strtol and its kin, ctype ("C" locale, in glibc's table layout,
 *     which the program's ctype.h macros index): exact.
 *   - qsort/bsearch: one valid order of comparator calls.
 *   - strtok: hidden state (not thread-safe, as C allows and glibc is).
 *   - sysconf, get_nprocs, getpid: the machine and process are unknown
 *     but fixed for the run (nondet values chosen once; the online
 *     processors any count up to the configured ones at each call).
 *   - scheduling and affinity: no effect, success or failure explored.
 *   - cancellation: no request is ever pending (pthread_cancel is not
 *     modelled); the state and type are per-thread settings.
 *   - snprintf, sprintf, vsnprintf, vsprintf: exact for the integer,
 *     character, string and pointer conversions (%p as glibc: 0x... or
 *     "(nil)"), byte by byte into the buffer; floating-point conversions,
 *     %n and wide ones are not modelled (the run ends unknown there).
 *   - printf and its kin, puts, fputs, perror: the output goes nowhere,
 *     but the format and the strings printed are read as printing reads
 *     them (a %s of a buffer another thread writes is a race); printing
 *     never fails; the count returned is exact but after a floating-point
 *     conversion, which takes its argument and makes it any count at
 *     least the characters before (model/output.c reads the arguments of
 *     most calls without these functions).
 *   - sscanf, vsscanf: exact (C 7.21.6.2) on the string, read as code
 *     reads it; scanf, fscanf and their v forms: unknown input, each
 *     directive matching, failing or meeting the end (see the block).
 *   - atexit (and on_exit, in its list), at_quick_exit: up to 32
 *     handlers each (more: unknown), run last first by the exiting
 *     thread (model/lifecycle.c places the runs).
 *   - <math.h>: the functions with one exact result, bit for bit (see
 *     the block near the end); not the others.
 *   - signals: no signal arrives; sets, dispositions and masks are kept
 *     (see the block at the end).
 */
typedef __SIZE_TYPE__ size_t;
int __VERIFIER_nondet_int(void);
char __VERIFIER_nondet_char(void);
long __VERIFIER_nondet_long(void);
long long __VERIFIER_nondet_longlong(void);
double __VERIFIER_nondet_double(void);
float __VERIFIER_nondet_float(void);
_Bool __VERIFIER_nondet_bool(void);
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);
void *malloc(size_t);
void free(void *);
int *__errno_location(void); /* errno: the calling thread's (model/errno.c) */

/* The scanf family (near the streams) needs the streams and printf's
 * length modifiers. */
#if defined(PNBMC_NEED_sscanf) || defined(PNBMC_NEED_vsscanf) || \
    defined(PNBMC_NEED_scanf) || defined(PNBMC_NEED_vscanf) || \
    defined(PNBMC_NEED_fscanf) || defined(PNBMC_NEED_vfscanf) || \
    defined(PNBMC_NEED___isoc99_sscanf) || \
    defined(PNBMC_NEED___isoc99_vsscanf) || \
    defined(PNBMC_NEED___isoc99_scanf) || \
    defined(PNBMC_NEED___isoc99_vscanf) || \
    defined(PNBMC_NEED___isoc99_fscanf) || \
    defined(PNBMC_NEED___isoc99_vfscanf)
#define LIBC_SCAN 1
#endif
/* A FILE's byte (near the streams): */
#define LIBC_EOF_BIT 1
#define LIBC_ERR_BIT 2
#define LIBC_READ_BIT 4
#define LIBC_WRITE_BIT 8
/* The stream calls that read or set a stream's indicators or check its
 * open mode (near the streams; the printf family's come first). */
#if defined(PNBMC_NEED_fread) || defined(PNBMC_NEED_fgets) || \
    defined(PNBMC_NEED_fgetc) || defined(PNBMC_NEED_getc) || \
    defined(PNBMC_NEED_getchar) || defined(PNBMC_NEED_feof) || \
    defined(PNBMC_NEED_ferror) || defined(PNBMC_NEED_clearerr) || \
    defined(PNBMC_NEED_fwrite) || defined(PNBMC_NEED_fputc) || \
    defined(PNBMC_NEED_putc) || defined(PNBMC_NEED_pnbmc_fput_result) || \
    defined(PNBMC_NEED_pnbmc_fprint) || \
    defined(PNBMC_NEED_pnbmc_fprint_counted) || \
    defined(PNBMC_NEED_vfprintf) || defined(LIBC_SCAN)
#define LIBC_STREAM_FLAGS 1
static int libc_stream_refuses(void *stream, int mode);
#endif

#if defined(PNBMC_NEED_pipe) || defined(PNBMC_NEED_fclose) || \
    defined(PNBMC_NEED_sched_setaffinity)
/* A call that succeeds with ok or fails: -1 with errno err. */
static int libc_ok_or_fail(int ok, int err)
{
    if (__VERIFIER_nondet_bool())
        return ok;
    *__errno_location() = err;
    return -1;
}
#endif
#if defined(PNBMC_NEED_open) || defined(PNBMC_NEED_fopen) || \
    defined(PNBMC_NEED_write) || defined(PNBMC_NEED_read) || \
    defined(PNBMC_NEED_close) || defined(PNBMC_NEED_sched_setaffinity)
/* -1 with errno any of the n codes errs (a failed call). */
static int libc_fail_any(const int *errs, int n)
{
    int i = __VERIFIER_nondet_int();
    __VERIFIER_assume(i >= 0 && i < n);
    *__errno_location() = errs[i];
    return -1;
}
#define LIBC_FAIL_ANY(errs) \
    libc_fail_any(errs, (int)(sizeof errs / sizeof errs[0]))
#endif

/* rand, random and rand_r: C and POSIX leave their sequences to the
 * implementation but fix that a seed gives the same sequence every time
 * (rand before any srand as after srand(1); rand_r the same values from
 * the same *seed).  So each value is any number in [0, 2^31 - 1] the
 * first time its place in a sequence comes, and the same one at every
 * later time: a memo (atomic: the library's own bookkeeping) holds the
 * values given, up to LIBC_RAND_MEMO of them, else the run ends unknown
 * (rand_sequence_not_modelled).  A program that never seeds rand gets no
 * memo for it: its places in the one sequence never come twice (and its
 * accesses stay at fixed addresses, which the sat engine follows). */
#if defined(PNBMC_NEED_srand) || defined(PNBMC_NEED_srandom)
#define LIBC_RAND_SEEDED 1
#endif
#if defined(LIBC_RAND_SEEDED) || defined(PNBMC_NEED_rand_r)
#define LIBC_RAND_MEMO 128
void rand_sequence_not_modelled(void);

/* key: rand's seed << 32 | place, or rand_r's seed << 32 |
 * LIBC_RAND_R_PLACE.  A place of rand's stays below LIBC_RAND_MEMO (each
 * place of a seed up to it has an entry), so the two never meet. */
#define LIBC_RAND_R_PLACE 0xffffffffULL
static unsigned long long libc_rand_keys[LIBC_RAND_MEMO];
static int libc_rand_values[LIBC_RAND_MEMO];
static unsigned libc_rand_next_seeds[LIBC_RAND_MEMO]; /* rand_r's */
static int libc_rand_nvalues;

/* The memo's index for key, a fresh entry if none (the caller is in an
 * atomic section). */
static int libc_rand_find(unsigned long long key)
{
    for (int i = 0; i < libc_rand_nvalues; i++)
        if (libc_rand_keys[i] == key)
            return i;
    if (libc_rand_nvalues == LIBC_RAND_MEMO)
        rand_sequence_not_modelled();
    int i = libc_rand_nvalues++, v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0);
    libc_rand_keys[i] = key;
    libc_rand_values[i] = v;
    libc_rand_next_seeds[i] = (unsigned)__VERIFIER_nondet_int();
    return i;
}
#endif
#if defined(PNBMC_NEED_rand) || defined(PNBMC_NEED_random) || \
    defined(PNBMC_NEED_srand) || defined(PNBMC_NEED_srandom)
/* the generator's hidden state: the place in the sequence of the seed */
static unsigned long libc_rand_state;
static unsigned libc_rand_seed = 1;

static long libc_rand_next(void)
{
    unsigned long place = libc_rand_state;
    libc_rand_state = place + 1;
#ifdef LIBC_RAND_SEEDED
    unsigned long long key = (unsigned long long)libc_rand_seed << 32 |
                             (place & 0xffffffffUL);
    __VERIFIER_atomic_begin();
    int v = libc_rand_values[libc_rand_find(key)];
    __VERIFIER_atomic_end();
#else
    int v = __VERIFIER_nondet_int();
    __VERIFIER_assume(v >= 0);
#endif
    return v;
}

static void libc_rand_seeded(unsigned seed)
{
    libc_rand_state = 0;
    libc_rand_seed = seed ? seed : 1; /* glibc takes seed 0 as 1 */
}
#endif
#ifdef PNBMC_NEED_rand
int rand(void) { return (int)libc_rand_next(); }
#endif
#ifdef PNBMC_NEED_random
long random(void) { return libc_rand_next(); }
#endif
#ifdef PNBMC_NEED_srand
void srand(unsigned int seed) { libc_rand_seeded(seed); }
#endif
#ifdef PNBMC_NEED_srandom
void srandom(unsigned int seed) { libc_rand_seeded(seed); }
#endif
/* The 48-bit generators: POSIX fixes their sequence, X' = (a X + c) mod
 * 2^48 with a = 0x5DEECE66D, c = 11, so they are exact: lrand48 and
 * nrand48 give X's high 31 bits, mrand48 and jrand48 its high 32 signed,
 * drand48 and erand48 X / 2^48.  The hidden X is unknown until srand48
 * or seed48 sets it (any 48-bit value, chosen at its first use); it is
 * not thread-safe, as rand's state. */
#if defined(PNBMC_NEED_lrand48) || defined(PNBMC_NEED_mrand48) || \
    defined(PNBMC_NEED_drand48) || defined(PNBMC_NEED_srand48) || \
    defined(PNBMC_NEED_seed48) || defined(PNBMC_NEED_nrand48) || \
    defined(PNBMC_NEED_jrand48) || defined(PNBMC_NEED_erand48)
#define LIBC_MASK48 0xffffffffffffULL
long long __VERIFIER_nondet_longlong(void);
static unsigned long long libc_x48;
static int libc_x48_known;

static unsigned long long libc_next48(unsigned long long x)
{
    return (x * 0x5DEECE66DULL + 11) & LIBC_MASK48;
}

/* The hidden X after one step. */
static unsigned long long libc_step48(void)
{
    if (!libc_x48_known) {
        long long x = __VERIFIER_nondet_longlong();
        __VERIFIER_assume(x >= 0 && x <= (long long)LIBC_MASK48);
        libc_x48 = (unsigned long long)x;
        libc_x48_known = 1;
    }
    libc_x48 = libc_next48(libc_x48);
    return libc_x48;
}

/* The caller's X (three shorts, low first) after one step. */
static unsigned long long libc_xstep48(unsigned short x[3])
{
    unsigned long long v = libc_next48(x[0] | (unsigned long long)x[1] << 16 |
                                       (unsigned long long)x[2] << 32);
    x[0] = (unsigned short)v;
    x[1] = (unsigned short)(v >> 16);
    x[2] = (unsigned short)(v >> 32);
    return v;
}
#endif
#ifdef PNBMC_NEED_lrand48
long lrand48(void) { return (long)(libc_step48() >> 17); }
#endif
#ifdef PNBMC_NEED_nrand48
long nrand48(unsigned short x[3]) { return (long)(libc_xstep48(x) >> 17); }
#endif
#ifdef PNBMC_NEED_mrand48
long mrand48(void) { return (long)(int)(unsigned)(libc_step48() >> 16); }
#endif
#ifdef PNBMC_NEED_jrand48
long jrand48(unsigned short x[3])
{
    return (long)(int)(unsigned)(libc_xstep48(x) >> 16);
}
#endif
#ifdef PNBMC_NEED_drand48
double drand48(void) { return (double)libc_step48() / 281474976710656.0; }
#endif
#ifdef PNBMC_NEED_erand48
double erand48(unsigned short x[3])
{
    return (double)libc_xstep48(x) / 281474976710656.0;
}
#endif
#ifdef PNBMC_NEED_srand48
void srand48(long seed)
{
    libc_x48 = (unsigned long long)(seed & 0xffffffffL) << 16 | 0x330E;
    libc_x48_known = 1;
}
#endif
#ifdef PNBMC_NEED_seed48
/* the old X in a static buffer (as the standard says) */
unsigned short *seed48(unsigned short s[3])
{
    static unsigned short old[3];
    if (!libc_x48_known)
        (void)libc_step48(); /* any X */
    old[0] = (unsigned short)libc_x48;
    old[1] = (unsigned short)(libc_x48 >> 16);
    old[2] = (unsigned short)(libc_x48 >> 32);
    libc_x48 = s[0] | (unsigned long long)s[1] << 16 |
               (unsigned long long)s[2] << 32;
    libc_x48_known = 1;
    return old;
}
#endif

#ifdef PNBMC_NEED_rand_r
int rand_r(unsigned int *seed)
{
    unsigned old = *seed;
    __VERIFIER_atomic_begin();
    int i = libc_rand_find((unsigned long long)old << 32 | LIBC_RAND_R_PLACE);
    unsigned next = libc_rand_next_seeds[i];
    int v = libc_rand_values[i];
    __VERIFIER_atomic_end();
    *seed = next;
    return v;
}
#endif

/* ---- calendar time: gmtime, localtime, asctime, ctime and their _r
 * forms ----
 * The conversions compute the proleptic Gregorian date of a time_t (days
 * since 1970-01-01; a year beyond int: NULL with EOVERFLOW).  The local
 * time zone is unknown: localtime is UTC shifted by an offset from
 * -12:00 to +14:00 in quarter hours and a daylight saving flag, both
 * chosen once per run (a zone whose offset changes between two dates is
 * not modelled).  gmtime, localtime and ctime share one static struct
 * tm, asctime and ctime one static string, as in glibc, where they are
 * MT-Unsafe: two threads converting at once race there.  The _r forms
 * write the caller's objects.  asctime of a field outside its usual range
 * (a year past 9999, a day past 31, ...) is not modelled (a call of an
 * undefined function: the run ends unknown there). */
#if defined(PNBMC_NEED_gmtime) || defined(PNBMC_NEED_gmtime_r) || \
    defined(PNBMC_NEED_localtime) || defined(PNBMC_NEED_localtime_r) || \
    defined(PNBMC_NEED_ctime) || defined(PNBMC_NEED_ctime_r)
#define LIBC_BREAKDOWN
#endif
#if defined(PNBMC_NEED_asctime) || defined(PNBMC_NEED_asctime_r) || \
    defined(PNBMC_NEED_ctime) || defined(PNBMC_NEED_ctime_r)
#define LIBC_ASCTIME
#endif
#if defined(LIBC_BREAKDOWN) || defined(LIBC_ASCTIME)
struct libc_tm {
    int tm_sec, tm_min, tm_hour, tm_mday, tm_mon, tm_year, tm_wday, tm_yday;
    int tm_isdst;
    long tm_gmtoff;
    const char *tm_zone;
};
#endif
#if defined(PNBMC_NEED_gmtime) || defined(PNBMC_NEED_localtime) || \
    defined(PNBMC_NEED_ctime)
static struct libc_tm libc_tm_static;
#endif
#ifdef LIBC_BREAKDOWN
static long long libc_floor_div(long long a, long long b)
{
    long long q = a / b;
    return q - (a % b != 0 && (a < 0) != (b < 0));
}

/* t seconds after the epoch in a zone off seconds east of UTC. */
static struct libc_tm *libc_breakdown(long long t, long off, int dst,
                                      struct libc_tm *tm)
{
    if ((off > 0 && t > 0x7fffffffffffffffLL - off) ||
        (off < 0 && t < -0x7fffffffffffffffLL - 1 - off)) {
        *__errno_location() = 75; /* EOVERFLOW */
        return 0;
    }
    t += off;
    long long days = libc_floor_div(t, 86400), secs = t - days * 86400;
    long long z = days + 719468;            /* days since 0000-03-01 */
    long long era = libc_floor_div(z, 146097);
    long long doe = z - era * 146097;       /* day of the 400-year era */
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100); /* from 1 March */
    long long mp = (5 * doy + 2) / 153;     /* months since March */
    int mon = (int)(mp < 10 ? mp + 2 : mp - 10);
    long long year = yoe + era * 400 + (mon < 2);
    if (year - 1900 > 0x7fffffffLL || year - 1900 < -0x7fffffffLL - 1) {
        *__errno_location() = 75; /* EOVERFLOW */
        return 0;
    }
    int leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    tm->tm_sec = (int)(secs % 60);
    tm->tm_min = (int)(secs / 60 % 60);
    tm->tm_hour = (int)(secs / 3600);
    tm->tm_mday = (int)(doy - (153 * mp + 2) / 5 + 1);
    tm->tm_mon = mon;
    tm->tm_year = (int)(year - 1900);
    tm->tm_wday = (int)((days % 7 + 11) % 7); /* 1970-01-01: a Thursday */
    tm->tm_yday = (int)(mon < 2 ? doy - 306 : doy + 59 + leap);
    tm->tm_isdst = dst;
    tm->tm_gmtoff = off;
    tm->tm_zone = off || dst ? "LT" : "GMT";
    return tm;
}
#endif
#if defined(PNBMC_NEED_localtime) || defined(PNBMC_NEED_localtime_r) || \
    defined(PNBMC_NEED_ctime) || defined(PNBMC_NEED_ctime_r)
static int libc_zone_known, libc_zone_dst;
static long libc_zone_off;

static struct libc_tm *libc_local(const long *t, struct libc_tm *tm)
{
    __VERIFIER_atomic_begin();
    if (!libc_zone_known) {
        int quarters = __VERIFIER_nondet_int();
        __VERIFIER_assume(quarters >= -48 && quarters <= 56);
        libc_zone_off = quarters * 900L;
        libc_zone_dst = __VERIFIER_nondet_bool();
        libc_zone_known = 1;
    }
    long off = libc_zone_off;
    int dst = libc_zone_dst;
    __VERIFIER_atomic_end();
    return libc_breakdown(*t, off, dst, tm);
}
#endif
#ifdef PNBMC_NEED_gmtime
struct libc_tm *gmtime(const long *t)
{
    return libc_breakdown(*t, 0, 0, &libc_tm_static);
}
#endif
#ifdef PNBMC_NEED_gmtime_r
struct libc_tm *gmtime_r(const long *t, struct libc_tm *tm)
{
    return libc_breakdown(*t, 0, 0, tm);
}
#endif
#ifdef PNBMC_NEED_localtime
struct libc_tm *localtime(const long *t)
{
    return libc_local(t, &libc_tm_static);
}
#endif
#ifdef PNBMC_NEED_localtime_r
struct libc_tm *localtime_r(const long *t, struct libc_tm *tm)
{
    return libc_local(t, tm);
}
#endif
#ifdef LIBC_ASCTIME
void asctime_field_not_modelled(void);

static char *libc_two(char *p, int v)
{
    *p++ = (char)('0' + v / 10);
    *p++ = (char)('0' + v % 10);
    return p;
}

/* "Www Mmm dd hh:mm:ss yyyy\n" (glibc's "%.3s %.3s%3d %.2d:%.2d:%.2d
 * %d\n"), 26 bytes with the 0, for fields in their usual ranges. */
static char *libc_asctime(const struct libc_tm *tm, char *buf)
{
    static const char days[] = "SunMonTueWedThuFriSat";
    static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
    int year = tm->tm_year + 1900;
    if (tm->tm_wday < 0 || tm->tm_wday > 6 || tm->tm_mon < 0 ||
        tm->tm_mon > 11 || tm->tm_mday < 1 || tm->tm_mday > 31 ||
        tm->tm_hour < 0 || tm->tm_hour > 23 || tm->tm_min < 0 ||
        tm->tm_min > 59 || tm->tm_sec < 0 || tm->tm_sec > 60 ||
        tm->tm_year > 9999 - 1900 || tm->tm_year < 1000 - 1900) {
        asctime_field_not_modelled();
        return 0;
    }
    char *p = buf;
    for (int i = 0; i < 3; i++)
        *p++ = days[tm->tm_wday * 3 + i];
    *p++ = ' ';
    for (int i = 0; i < 3; i++)
        *p++ = months[tm->tm_mon * 3 + i];
    *p++ = ' ';
    *p++ = tm->tm_mday < 10 ? ' ' : (char)('0' + tm->tm_mday / 10);
    *p++ = (char)('0' + tm->tm_mday % 10);
    *p++ = ' ';
    p = libc_two(p, tm->tm_hour);
    *p++ = ':';
    p = libc_two(p, tm->tm_min);
    *p++ = ':';
    p = libc_two(p, tm->tm_sec);
    *p++ = ' ';
    p = libc_two(libc_two(p, year / 100), year % 100);
    *p++ = '\n';
    *p = 0;
    return buf;
}
#endif
#if defined(PNBMC_NEED_asctime) || defined(PNBMC_NEED_ctime)
static char libc_asctime_static[26];
#endif
#ifdef PNBMC_NEED_asctime
char *asctime(const struct libc_tm *tm)
{
    return libc_asctime(tm, libc_asctime_static);
}
#endif
#ifdef PNBMC_NEED_asctime_r
char *asctime_r(const struct libc_tm *tm, char *buf)
{
    return libc_asctime(tm, buf);
}
#endif
#ifdef PNBMC_NEED_ctime
/* asctime(localtime(t)), as in glibc: it overwrites the struct tm that
 * gmtime and localtime return, and the string asctime returns */
char *ctime(const long *t)
{
    return libc_local(t, &libc_tm_static)
         ? libc_asctime(&libc_tm_static, libc_asctime_static) : 0;
}
#endif
#ifdef PNBMC_NEED_ctime_r
char *ctime_r(const long *t, char *buf)
{
    struct libc_tm tm;
    return libc_local(t, &tm) ? libc_asctime(&tm, buf) : 0;
}
#endif

#if defined(PNBMC_NEED_time) || defined(PNBMC_NEED_clock_gettime) || \
    defined(PNBMC_NEED_gettimeofday) || defined(PNBMC_NEED_timespec_get)
/* A reading of [0, limit). */
static long libc_below(long limit)
{
    long v = __VERIFIER_nondet_long();
    __VERIFIER_assume(v >= 0 && v < limit);
    return v;
}

/* The realtime clock's seconds: any reading (it may be set back between
 * two calls), 64-bit (past 2038), but never past the kernel's KTIME_MAX
 * (2^63 - 1 ns: 9223372036 s, in 2262) nor before 1970 (Linux refuses
 * to set a negative time). */
#define LIBC_REALTIME_SEC_MAX \
    (sizeof(long) < 8 ? 2147483647LL : 9223372036LL) /* ILP32: a 32-bit
                                                         time_t, 2038 */
static long libc_realtime_sec(void)
{
    long v = __VERIFIER_nondet_long();
    __VERIFIER_assume(v >= 0 && v <= LIBC_REALTIME_SEC_MAX);
    return v;
}
#endif

#ifdef PNBMC_NEED_time
/* (no call before the test of out: the sat skeleton then sees that a
 * time(NULL) never stores, regress/sat/const_null_argument_safe) */
long time(long *out)
{
    long now = __VERIFIER_nondet_long();
    __VERIFIER_assume(now >= 0 && now <= LIBC_REALTIME_SEC_MAX);
    if (out)
        *out = now;
    return now;
}
#endif

#if defined(PNBMC_NEED_clock_gettime) || defined(PNBMC_NEED_nanosleep) || \
    defined(PNBMC_NEED_clock_nanosleep) || defined(PNBMC_NEED_thrd_sleep)
struct libc_timespec { long tv_sec, tv_nsec; };
#endif
#if defined(PNBMC_NEED_clock_gettime) || defined(PNBMC_NEED_gettimeofday)
struct libc_timeval { long tv_sec, tv_usec; };
#endif

#if defined(PNBMC_NEED_clock_gettime) || defined(PNBMC_NEED_clock)
/* The largest reading of a clock that never goes back, in nanoseconds
 * (ILP32: its seconds fit a 32-bit tv_sec). */
#define LIBC_STEADY_NS_MAX \
    (sizeof(long) < 8 ? 2147483647999999999LL : 0x7fffffffffffffffLL)

/* A clock that never goes back: any reading not below the last one, the
 * first one too (a monotonic clock counts from boot, not from the
 * program's start), and any time may pass between two readings (a sleep,
 * a descheduled thread); *counter changes only inside an atomic section
 * (the calls are thread-safe). */
static long long libc_advance(long long *counter)
{
    long long now = __VERIFIER_nondet_longlong();
    __VERIFIER_assume(now >= 0 && now <= LIBC_STEADY_NS_MAX);
    __VERIFIER_atomic_begin();
    __VERIFIER_assume(now >= *counter);
    *counter = now;
    __VERIFIER_atomic_end();
    return now;
}
#endif

#ifdef PNBMC_NEED_clock_gettime
/* Linux's clocks that never go back, each its own nanosecond counter
 * (they differ for real: RAW is not slewed, BOOTTIME counts suspends,
 * the coarse one lags): MONOTONIC, MONOTONIC_RAW, MONOTONIC_COARSE,
 * BOOTTIME (and BOOTTIME_ALARM, the same clock), and the CPU-time
 * clocks of the process and of each thread, by kind: 0 PROF (user and
 * system time), 1 VIRT (user time), 2 SCHED (the exact run time, which
 * CLOCK_PROCESS_CPUTIME_ID and CLOCK_THREAD_CPUTIME_ID name).  The
 * calling process's and thread's CPU clocks also have negative ids,
 * ((~0) << 3) | kind, and | 4 for the thread's: -8 .. -6, -4 .. -2. */
static long long libc_mono_ns, libc_raw_ns, libc_coarse_ns, libc_boot_ns,
    libc_process_cpu_ns[3];
static _Thread_local long long libc_thread_cpu_ns[3];

/* The counter of a clock that never goes back, or 0 for another one. */
static long long *libc_steady_counter(int clock)
{
    switch (clock) {
    case 1: return &libc_mono_ns;            /* CLOCK_MONOTONIC */
    case 2: return &libc_process_cpu_ns[2];  /* CLOCK_PROCESS_CPUTIME_ID */
    case 3: return &libc_thread_cpu_ns[2];   /* CLOCK_THREAD_CPUTIME_ID */
    case 4: return &libc_raw_ns;             /* CLOCK_MONOTONIC_RAW */
    case 6: return &libc_coarse_ns;          /* CLOCK_MONOTONIC_COARSE */
    case 7: case 9: return &libc_boot_ns;    /* CLOCK_BOOTTIME(_ALARM) */
    case -8: case -7: case -6: return &libc_process_cpu_ns[clock + 8];
    case -4: case -3: case -2: return &libc_thread_cpu_ns[clock + 4];
    default: return 0;
    }
}

#endif

#if defined(PNBMC_NEED_clock_gettime) || defined(PNBMC_NEED_clock_nanosleep)
/* The alarm clocks (REALTIME_ALARM 8, BOOTTIME_ALARM 9) need a
 * real-time-clock device; Linux refuses them without one (a virtual
 * machine, a container).  The machine has one or not, for the run. */
static int libc_rtc_state; /* 0: not asked yet, 1: present, 2: absent */
static int libc_has_rtc(void)
{
    __VERIFIER_atomic_begin();
    if (!libc_rtc_state)
        libc_rtc_state = __VERIFIER_nondet_bool() ? 1 : 2;
    int has = libc_rtc_state == 1;
    __VERIFIER_atomic_end();
    return has;
}
#endif

#ifdef PNBMC_NEED_clock_gettime
int clock_gettime(int clock, struct libc_timespec *ts)
{
    if ((clock == 8 || clock == 9) && !libc_has_rtc()) {
        *__errno_location() = 22; /* EINVAL */
        return -1;
    }
    long long *counter = libc_steady_counter(clock);
    if (counter) {
        long long now = libc_advance(counter);
        ts->tv_sec = (long)(now / 1000000000);
        ts->tv_nsec = (long)(now % 1000000000);
        return 0;
    }
    /* REALTIME, REALTIME_COARSE, REALTIME_ALARM, TAI: any reading; the
     * rest (10, unused ids, -5 and -1 (no kind 3), other negative ones:
     * other processes' and threads' CPU clocks, which the model has none
     * of) are not clocks */
    if (clock != 0 && clock != 5 && clock != 8 && clock != 11) {
        *__errno_location() = 22; /* EINVAL */
        return -1;
    }
    ts->tv_sec = libc_realtime_sec();
    ts->tv_nsec = libc_below(1000000000L);
    return 0;
}
#endif

#ifdef PNBMC_NEED_gettimeofday
/* tz: glibc (since 2.31) fills a non-null one with zeros (the kernel's
 * obsolete zone is not reported) */
struct libc_timezone { int tz_minuteswest, tz_dsttime; };
int gettimeofday(struct libc_timeval *tv, struct libc_timezone *tz)
{
    if (tz)
        tz->tz_minuteswest = tz->tz_dsttime = 0;
    if (tv) {
        tv->tv_sec = libc_realtime_sec();
        tv->tv_usec = libc_below(1000000L);
    }
    return 0;
}
#endif

#if defined(PNBMC_NEED_nanosleep) || defined(PNBMC_NEED_clock_nanosleep) || \
    defined(PNBMC_NEED_thrd_sleep)
/* The sleeps read the requested time (a write meanwhile races) and
 * refuse one whose nanoseconds are out of range or that is negative
 * (EINVAL); no signal interrupts them, so *rem is never written. */
static int libc_sleep_valid(const struct libc_timespec *t)
{
    long sec = t->tv_sec, nsec = t->tv_nsec;
    return sec >= 0 && nsec >= 0 && nsec < 1000000000L;
}
#endif

#if defined(PNBMC_NEED_clock_gettime) &&                                  \
    (defined(PNBMC_NEED_nanosleep) || defined(PNBMC_NEED_clock_nanosleep) || \
     defined(PNBMC_NEED_thrd_sleep) || defined(PNBMC_NEED_sleep) ||       \
     defined(PNBMC_NEED_usleep))
/* A sleep lets time pass on the clocks the program reads.  (Without
 * clock_gettime, sleep and usleep stay primitives that return 0.) */
#define LIBC_SLEEPS_PASS_TIME

/* The nanoseconds of a valid time (libc_sleep_valid), at most the
 * counters' range. */
static long long libc_ns(const struct libc_timespec *t)
{
    long long sec = t->tv_sec, nsec = t->tv_nsec;
    return sec > (LIBC_STEADY_NS_MAX - nsec) / 1000000000
               ? LIBC_STEADY_NS_MAX : sec * 1000000000 + nsec;
}

/* Raises *counter to from + ns, at most to the counters' range (a sleep
 * past it never ends: what follows is never reached).  from, ns >= 0. */
static void libc_raise(long long *counter, long long from, long long ns)
{
    long long to = ns > LIBC_STEADY_NS_MAX - from ? LIBC_STEADY_NS_MAX
                                                  : from + ns;
    if (*counter < to)
        *counter = to;
}

/* A relative sleep of ns on clock.  One on REALTIME (Linux times it on
 * MONOTONIC: setting the clock does not move it) or MONOTONIC passes at
 * least ns of MONOTONIC and of BOOTTIME (which counts suspends too); one
 * on BOOTTIME passes ns of BOOTTIME only (across a suspend); one on a
 * CPU clock, ns of that clock; the others (the alarm clocks and TAI,
 * which a settime moves) promise nothing.  Its start and its end are two
 * steps: other threads read the clocks while it sleeps, and each sleeper
 * counts from its own start. */
static void libc_sleep_for(int clock, long long ns)
{
    int mono = clock == 0 || clock == 1,
        boot = mono || clock == 7 || clock == 9;
    long long *cpu = clock == 2 || (clock >= -8 && clock <= -6)
                         ? libc_steady_counter(clock) : 0;
    __VERIFIER_atomic_begin();
    long long mono0 = libc_mono_ns, boot0 = libc_boot_ns,
              cpu0 = cpu ? *cpu : 0;
    __VERIFIER_atomic_end();
    __VERIFIER_atomic_begin();
    if (mono)
        libc_raise(&libc_mono_ns, mono0, ns);
    if (boot)
        libc_raise(&libc_boot_ns, boot0, ns);
    if (cpu)
        libc_raise(cpu, cpu0, ns);
    __VERIFIER_atomic_end();
}
#endif

#if defined(PNBMC_NEED_nanosleep) || defined(PNBMC_NEED_clock_nanosleep) || \
    defined(PNBMC_NEED_thrd_sleep)
/* A sleep on clock that returned 0: for the time *t (flags without
 * TIMER_ABSTIME) or until the clock read *t, which a clock that never
 * goes back then has reached. */
static void libc_slept(int clock, int flags, const struct libc_timespec *t)
{
#ifdef LIBC_SLEEPS_PASS_TIME
    long long *counter;
    if (!(flags & 1))
        libc_sleep_for(clock, libc_ns(t));
    else if ((counter = libc_steady_counter(clock))) {
        __VERIFIER_atomic_begin();
        libc_raise(counter, libc_ns(t), 0);
        __VERIFIER_atomic_end();
    }
#else
    (void)clock, (void)flags, (void)t;
#endif
}
#endif
#ifdef PNBMC_NEED_nanosleep
int nanosleep(const struct libc_timespec *req, struct libc_timespec *rem)
{
    (void)rem;
    if (libc_sleep_valid(req)) {
        libc_slept(0, 0, req);
        return 0;
    }
    *__errno_location() = 22; /* EINVAL */
    return -1;
}
#endif
#ifdef PNBMC_NEED_clock_nanosleep
/* Linux sleeps on REALTIME, MONOTONIC, BOOTTIME, TAI, the alarm clocks
 * and the process's CPU clocks; MONOTONIC_RAW and the coarse clocks
 * cannot (ENOTSUP, before the time is checked; -5, a process CPU clock
 * of no kind, after it); the thread's CPU clocks (glibc, Linux) and
 * unknown ids are EINVAL.  The alarm clocks need a
 * real-time-clock device (else ENOTSUP) and then the CAP_WAKE_ALARM
 * capability (else EPERM), and refuse flags other than TIMER_ABSTIME.
 * Errors are returned, not put in errno. */
static int libc_alarm_sleep_error(int flags)
{
    if (!libc_has_rtc())
        return 95; /* ENOTSUP */
    if (flags & ~1)
        return 22; /* EINVAL */
    return __VERIFIER_nondet_bool() ? 1 : 0; /* EPERM: not allowed */
}

int clock_nanosleep(int clock, int flags, const struct libc_timespec *req,
                    struct libc_timespec *rem)
{
    (void)rem;
    if (clock == 4 || clock == 5 || clock == 6)
        return 95; /* ENOTSUP */
    int known = clock == 0 || clock == 1 || clock == 2 || clock == 7 ||
                clock == 8 || clock == 9 || clock == 11 ||
                (clock >= -8 && clock <= -6);
    if (!(known || clock == -5) || !libc_sleep_valid(req))
        return 22; /* EINVAL */
    if (clock == -5) /* a process CPU clock of no kind (3) */
        return 95; /* ENOTSUP */
    int error = clock == 8 || clock == 9 ? libc_alarm_sleep_error(flags) : 0;
    if (!error)
        libc_slept(clock, flags, req);
    return error;
}
#endif
#ifdef PNBMC_NEED_thrd_sleep
int thrd_sleep(const struct libc_timespec *dur, struct libc_timespec *rem)
{
    (void)rem;
    if (!libc_sleep_valid(dur))
        return -2; /* glibc: an error but EINTR */
    libc_slept(0, 0, dur);
    return 0;
}
#endif
#if defined(PNBMC_NEED_sleep) && defined(LIBC_SLEEPS_PASS_TIME)
/* glibc sleeps the whole time, in steps if it does not fit a time_t */
unsigned sleep(unsigned sec)
{
    libc_sleep_for(0, sec * 1000000000LL);
    return 0;
}
#endif
#if defined(PNBMC_NEED_usleep) && defined(LIBC_SLEEPS_PASS_TIME)
int usleep(unsigned usec)
{
    libc_sleep_for(0, usec * 1000LL);
    return 0;
}
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

/* C's div_t family: the quotient truncated toward zero and the remainder
 * (C 7.22.6.2; a zero divisor or an unrepresentable quotient is
 * undefined, as the division itself reports). */
#define LIBC_DIV(name, T)                                                   \
    typedef struct { T quot, rem; } libc_##name##_t;                        \
    libc_##name##_t name(T n, T d)                                          \
    {                                                                       \
        libc_##name##_t r = {n / d, n % d};                                 \
        return r;                                                           \
    }
#ifdef PNBMC_NEED_div
LIBC_DIV(div, int)
#endif
#ifdef PNBMC_NEED_ldiv
LIBC_DIV(ldiv, long)
#endif
#ifdef PNBMC_NEED_lldiv
LIBC_DIV(lldiv, long long)
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

#if defined(PNBMC_NEED_realloc) || defined(PNBMC_NEED_reallocarray)
size_t __pnbmc_heap_size(void *p);
void *realloc(void *p, size_t n)
{
    if (!p)
        return malloc(n);
    size_t old = __pnbmc_heap_size(p);
    if (n == 0) { /* glibc frees p (C leaves it to the implementation) */
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

#ifdef PNBMC_NEED_reallocarray
void *reallocarray(void *p, size_t n, size_t size)
{
    if (n && size > (size_t)-1 / n) {
        *__errno_location() = 12; /* ENOMEM: n * size overflows */
        return 0;
    }
    return realloc(p, n * size);
}
#endif

/* Like malloc, they do not fail for a valid alignment (a power of two;
 * posix_memalign: also a multiple of sizeof(void *)). */
#ifdef PNBMC_NEED_aligned_alloc
void *aligned_alloc(size_t align, size_t n)
{
    if (align == 0 || (align & (align - 1)))
        return 0;
    return malloc(n);
}
#endif

#ifdef PNBMC_NEED_posix_memalign
int posix_memalign(void **out, size_t align, size_t n)
{
    if (align == 0 || (align & (align - 1)) || align % sizeof(void *))
        return 22; /* EINVAL */
    *out = malloc(n);
    return 0;
}
#endif

#ifdef PNBMC_NEED_thrd_equal
int thrd_equal(unsigned long a, unsigned long b) { return a == b; }
#endif

/* Cancellation state and type: per-thread settings (ENABLE 0, DISABLE
 * 1; DEFERRED 0, ASYNCHRONOUS 1, as glibc's headers define them).  In a
 * program that calls pthread_cancel, asynchronous cancellation, which
 * may act between any two instructions, is not modelled. */
#if defined(PNBMC_NEED_pthread_setcancelstate) || \
    defined(PNBMC_NEED_pthread_setcanceltype) || \
    defined(PNBMC_NEED_pthread_cancel)
static _Thread_local int libc_cancel_state;
#endif
#ifdef PNBMC_NEED_pthread_setcancelstate
int pthread_setcancelstate(int v, int *old)
{
    if (v != 0 && v != 1)
        return 22; /* EINVAL */
    if (old)
        *old = libc_cancel_state;
    libc_cancel_state = v;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_setcanceltype
void cancel_asynchronous_not_modelled(void);
static _Thread_local int libc_cancel_type;
int pthread_setcanceltype(int v, int *old)
{
    if (v != 0 && v != 1)
        return 22; /* EINVAL */
#ifdef PNBMC_NEED_pthread_cancel
    if (v == 1)
        cancel_asynchronous_not_modelled();
#endif
    if (old)
        *old = libc_cancel_type;
    libc_cancel_type = v;
    return 0;
}
#endif
/* Without pthread_cancel no request is ever pending; with it,
 * model/cancel.c marks the calls of pthread_testcancel as points. */
#ifdef PNBMC_NEED_pthread_testcancel
void pthread_testcancel(void) {}
#endif

/* Cleanup handlers (model/cleanup.c turns glibc's pthread_cleanup_push
 * and pop into these calls): a stack per thread, run last first when the
 * thread calls pthread_exit or acts on a cancellation.  A handler is
 * popped before it runs, so one that exits again runs the rest once.
 * More than LIBC_CLEANUP_MAX pushed at once:
 * cleanup_nesting_not_modelled (unsupported). */
#ifdef PNBMC_NEED_pnbmc_cleanup_push
#define LIBC_CLEANUP_MAX 16
void cleanup_nesting_not_modelled(void);
static _Thread_local void (*libc_cleanup_fn[LIBC_CLEANUP_MAX])(void *);
static _Thread_local void *libc_cleanup_arg[LIBC_CLEANUP_MAX];
static _Thread_local int libc_ncleanups;

void pnbmc_cleanup_push(void *fn, void *arg)
{
    if (libc_ncleanups == LIBC_CLEANUP_MAX)
        cleanup_nesting_not_modelled();
    libc_cleanup_fn[libc_ncleanups] = (void (*)(void *))fn;
    libc_cleanup_arg[libc_ncleanups++] = arg;
}

void pnbmc_cleanup_pop(void) { libc_ncleanups--; }

void pnbmc_cleanup_run(void)
{
    while (libc_ncleanups > 0) {
        libc_ncleanups--;
        libc_cleanup_fn[libc_ncleanups](libc_cleanup_arg[libc_ncleanups]);
    }
}
#endif

/* Thread lifetimes, for the calls that name a thread by its id
 * (pthread_cancel, pthread_kill, pthread_equal): after a join the id
 * names no thread (POSIX 2.9.2: its lifetime ended) until a creation
 * gives it to a new one.  model/cancel.c calls pnbmc_thread_joined
 * after each join and pnbmc_thread_created after each creation in
 * programs that use them.
 * The flags change in atomic sections: they race with nothing. */
#if defined(PNBMC_NEED_pthread_cancel) || defined(PNBMC_NEED_pthread_kill) \
    || defined(PNBMC_NEED_pthread_equal)
#define LIBC_LIFETIME_THREADS 64
unsigned long pthread_self(void);
static int libc_thread_released[LIBC_LIFETIME_THREADS];

/* t: the joined thread's id as 64 bits */
void pnbmc_thread_joined(unsigned long long t, int result)
{
    if (result != 0 || t == 0 || t > LIBC_LIFETIME_THREADS)
        return;
    __VERIFIER_atomic_begin();
    libc_thread_released[t - 1] = 1;
    __VERIFIER_atomic_end();
}

/* tp: where the creation stored the new thread's id */
void pnbmc_thread_created(const unsigned long *tp, int result)
{
    if (result != 0)
        return;
    __VERIFIER_atomic_begin();
    unsigned long t = *tp;
    if (t >= 1 && t <= LIBC_LIFETIME_THREADS)
        libc_thread_released[t - 1] = 0;
    __VERIFIER_atomic_end();
}

/* Whether t is the id of a joined thread that no creation reused (the
 * calling thread's own id names itself); called in an atomic section. */
static int libc_thread_released_id(unsigned long t)
{
    return t >= 1 && t <= LIBC_LIFETIME_THREADS && t != pthread_self() &&
           libc_thread_released[t - 1];
}
#endif

/* Deferred cancellation (model/cancel.c marks the points).  Thread id t
 * (pthread_self's value, from 1) has request flag libc_cancel_pending[t
 * - 1] and, while it is inside a cancellation point that may block,
 * libc_cancel_inside[t - 1].  A request made while its thread is inside
 * such a call would wake it: not modelled
 * (cancel_of_waiting_thread_not_modelled, unsupported), but in a
 * condition wait, which the request ends as a spurious wake-up.  A joined
 * thread's flag is cleared for the next thread with its id.  A request
 * for a joined thread's id (libc_thread_released_id) is undefined
 * (cancel_of_joined_thread_is_undefined).  The flags change in atomic
 * sections: they race with nothing. */
#ifdef PNBMC_NEED_pthread_cancel
#define LIBC_CANCEL_THREADS 64
void cancel_of_waiting_thread_not_modelled(void);
void pthread_exit(void *);
unsigned long pthread_self(void);
/* the simulator reads both (model/lower.h's CANCEL_PENDING_GLOBAL and
 * CANCEL_INSIDE_GLOBAL name them) */
static int libc_cancel_pending[LIBC_CANCEL_THREADS];
static int libc_cancel_inside[LIBC_CANCEL_THREADS];
void cancel_of_joined_thread_is_undefined(void);

/* 1 only in the cancellation view (src/report.inc's cancel_order_gate
 * sets its initial value: model.h's cancel_view): a thread may act at a
 * cancellation point without a request, as if one had come whose order
 * nothing keeps (POSIX 4.12 lists no cancellation function among those
 * that synchronise memory). */
static int libc_cancel_view;

static int libc_cancel_unordered(void)
{
    return libc_cancel_view && __VERIFIER_nondet_bool();
}

/* A larger id indexes past the arrays: the engines end the run unknown
 * (an access out of its object's bounds). */
static unsigned long libc_cancel_index(unsigned long t) { return t - 1; }

/* An id no thread ever had (0, or past the model's ids): undefined (glibc
 * reads through it as a descriptor's address and crashes). */
void cancel_of_invalid_thread_is_undefined(void);

int pthread_cancel(unsigned long t)
{
    if (t == 0 || t > LIBC_CANCEL_THREADS)
        cancel_of_invalid_thread_is_undefined();
    unsigned long i = libc_cancel_index(t);
    __VERIFIER_atomic_begin();
    int released = libc_thread_released_id(t);
    libc_cancel_pending[i] = 1;
    int inside = libc_cancel_inside[i];
    __VERIFIER_atomic_end();
    if (released)
        cancel_of_joined_thread_is_undefined();
    if (inside == 1)
        cancel_of_waiting_thread_not_modelled();
    return 0;
}

/* The current thread acts on its request: no further one, its handlers,
 * then it ends with PTHREAD_CANCELED. */
static void libc_cancel_act(void)
{
    libc_cancel_state = 1;
#ifdef PNBMC_NEED_pnbmc_cleanup_push
    pnbmc_cleanup_run();
#endif
    pthread_exit((void *)-1);
}

static int libc_cancel_requested(void)
{
    unsigned long i = libc_cancel_index(pthread_self());
    if (libc_cancel_state != 0)
        return 0;
    __VERIFIER_atomic_begin();
    int pending = libc_cancel_pending[i];
    __VERIFIER_atomic_end();
    return pending || libc_cancel_unordered();
}

void pnbmc_cancel_point(void)
{
    if (libc_cancel_requested())
        libc_cancel_act();
}

void pnbmc_cancel_maybe(void)
{
    if (libc_cancel_requested() && __VERIFIER_nondet_bool())
        libc_cancel_act();
}

/* Entering a call that may block: inside is 1, 2 for a condition wait
 * that a request may end (solve/sim_prim.inc's cancel_wakes reads it). */
static void libc_cancel_enter(int inside)
{
    unsigned long i = libc_cancel_index(pthread_self());
    int enabled = libc_cancel_state == 0;
    int unordered = enabled && libc_cancel_unordered();
    __VERIFIER_atomic_begin();
    int act = enabled && (libc_cancel_pending[i] || unordered);
    if (enabled && !act)
        libc_cancel_inside[i] = inside;
    __VERIFIER_atomic_end();
    if (act)
        libc_cancel_act();
}

void pnbmc_cancel_block(void) { libc_cancel_enter(1); }

void pnbmc_cancel_wait(void) { libc_cancel_enter(2); }

void pnbmc_cancel_unblock(void)
{
    unsigned long i = libc_cancel_index(pthread_self());
    __VERIFIER_atomic_begin();
    libc_cancel_inside[i] = 0;
    __VERIFIER_atomic_end();
}

int pthread_cond_signal(void *);

void pnbmc_cancel_woken(void *cond)
{
    pnbmc_cancel_unblock();
    if (libc_cancel_requested()) {
        pthread_cond_signal(cond);
        libc_cancel_act();
    }
}

/* pnbmc_thread_joined in a program that cancels (model/cancel.c's
 * call): the next thread with the id also starts with no request. */
void pnbmc_cancel_joined(unsigned long long t, int result)
{
    if (result != 0 || t == 0 || t > LIBC_CANCEL_THREADS)
        return;
    __VERIFIER_atomic_begin();
    libc_cancel_pending[t - 1] = 0;
    libc_thread_released[t - 1] = 1;
    __VERIFIER_atomic_end();
}
#endif

/* strtol and its kin: C's syntax (spaces, sign, 0x for base 16 or 0, a
 * leading 0 for octal with base 0), *end after the last digit used (s
 * when there is none), ERANGE with the limit on overflow, EINVAL for a
 * base other than 0 and 2..36. */
#if defined(PNBMC_NEED_strtol) || defined(PNBMC_NEED_strtoul) || \
    defined(PNBMC_NEED_strtoll) || defined(PNBMC_NEED_strtoull) || \
    defined(PNBMC_NEED_atol) || defined(PNBMC_NEED_atoll) || defined(LIBC_SCAN)
/* A digit's value in bases up to 36 (99 for none); strtol and its kin
 * and the scanf family share it. */
static int libc_digit(int c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'z' ? c - 'a' + 10
         : c >= 'A' && c <= 'Z' ? c - 'A' + 10 : 99;
}
#endif
#if defined(PNBMC_NEED_strtol) || defined(PNBMC_NEED_strtoul) || \
    defined(PNBMC_NEED_strtoll) || defined(PNBMC_NEED_strtoull) || \
    defined(PNBMC_NEED_atol) || defined(PNBMC_NEED_atoll)

/* The magnitude read, at most lim_pos (lim_neg after a '-'); *neg the
 * sign, *over whether the digits went past the limit. */
static unsigned long long libc_strto(const char *s, char **end, int base,
                                     unsigned long long lim_pos,
                                     unsigned long long lim_neg, int *neg,
                                     int *over)
{
    const char *p = s;
    *neg = *over = 0;
    if (base < 0 || base == 1 || base > 36) {
        *__errno_location() = 22; /* EINVAL; glibc leaves *end as it was */
        return 0;
    }
    if (end)
        *end = (char *)s;
    while (*p == ' ' || (*p >= '\t' && *p <= '\r'))
        p++;
    if (*p == '-' || *p == '+')
        *neg = *p++ == '-';
    if ((base == 0 || base == 16) && p[0] == '0' &&
        (p[1] == 'x' || p[1] == 'X') && libc_digit(p[2]) < 16) {
        p += 2;
        base = 16;
    } else if (base == 0) {
        base = p[0] == '0' ? 8 : 10;
    }
    unsigned long long v = 0, lim = *neg ? lim_neg : lim_pos;
    const char *first = p;
    for (; libc_digit(*p) < base; p++) {
        unsigned long long d = (unsigned long long)libc_digit(*p);
        if (v > (lim - d) / (unsigned long long)base)
            *over = 1;
        else
            v = v * (unsigned long long)base + d;
    }
    if (p != first && end)
        *end = (char *)p;
    if (*over) {
        *__errno_location() = 34; /* ERANGE */
        return lim;
    }
    return v;
}
#endif

#if defined(PNBMC_NEED_strtol) || defined(PNBMC_NEED_atol)
long strtol(const char *s, char **end, int base)
{
    int neg, over;
    unsigned long long max = (unsigned long)-1 >> 1;
    unsigned long long v = libc_strto(s, end, base, max, max + 1, &neg, &over);
    return neg ? (long)(0 - v) : (long)v;
}
#endif
#ifdef PNBMC_NEED_atol
long atol(const char *s) { return strtol(s, 0, 10); }
#endif
#if defined(PNBMC_NEED_strtoll) || defined(PNBMC_NEED_atoll)
long long strtoll(const char *s, char **end, int base)
{
    int neg, over;
    unsigned long long max = (unsigned long long)-1 >> 1;
    unsigned long long v = libc_strto(s, end, base, max, max + 1, &neg, &over);
    return neg ? (long long)(0 - v) : (long long)v;
}
#endif
#ifdef PNBMC_NEED_atoll
long long atoll(const char *s) { return strtoll(s, 0, 10); }
#endif
/* the unsigned ones negate what they read after a '-' (in the type) */
#ifdef PNBMC_NEED_strtoul
unsigned long strtoul(const char *s, char **end, int base)
{
    int neg, over;
    unsigned long long max = (unsigned long)-1;
    unsigned long v = (unsigned long)libc_strto(s, end, base, max, max,
                                                &neg, &over);
    return neg && !over ? 0 - v : v;
}
#endif
#ifdef PNBMC_NEED_strtoull
unsigned long long strtoull(const char *s, char **end, int base)
{
    int neg, over;
    unsigned long long max = (unsigned long long)-1;
    unsigned long long v = libc_strto(s, end, base, max, max, &neg, &over);
    return neg && !over ? 0 - v : v;
}
#endif

#if defined(PNBMC_NEED_strtod) || defined(PNBMC_NEED_strtof) || \
    defined(PNBMC_NEED_atof)
/* strtod, strtof, atof (C 7.22.1.3) for the decimal numbers whose value
 * one correctly rounded multiplication or division gives: at most 15
 * significant digits (strtof: 7), trailing zeros aside, and a power of
 * ten of at most 22 (strtof: 10) either way once the digits are an
 * integer.  The digits and the power are then exact, so the one rounding
 * gives the correctly rounded value, which is glibc's (Clinger's fast
 * path).  Zero with any exponent, "inf", "infinity" and "nan" are read
 * too.  Anything else (more digits, a larger exponent, a hexadecimal
 * number, a "nan(...)" payload) ends the run unknown at
 * strtod_input_not_modelled: their value is not computed here. */
void strtod_input_not_modelled(void);

enum { LIBC_FP_NONE, LIBC_FP_FINITE, LIBC_FP_INF, LIBC_FP_NAN };

/* Whether s starts with word, in any case (word is lower case). */
static int libc_word(const char *s, const char *word)
{
    for (; *word; s++, word++)
        if (*s != *word && *s != *word - 'a' + 'A')
            return 0;
    return 1;
}

/* The number at s as digits * 10^exp10 (digits < 10^max_sig, |exp10| <=
 * max_exp unless digits is 0), its sign and kind; *end after it. */
static int libc_strtod_parse(const char *s, const char **end, int max_sig,
                             int max_exp, unsigned long long *digits,
                             int *exp10, int *neg)
{
    const char *p = s;
    *end = s;
    *digits = 0;
    *exp10 = 0;
    while (*p == ' ' || (*p >= '\t' && *p <= '\r'))
        p++;
    *neg = *p == '-';
    if (*p == '-' || *p == '+')
        p++;
    if (libc_word(p, "inf")) {
        *end = p + (libc_word(p, "infinity") ? 8 : 3);
        return LIBC_FP_INF;
    }
    if (libc_word(p, "nan")) {
        if (p[3] == '(')
            strtod_input_not_modelled();
        *end = p + 3;
        return LIBC_FP_NAN;
    }
    if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
        strtod_input_not_modelled();
    int sig = 0, tz = 0, scale = 0, any = 0, point = 0;
    for (;; p++) {
        if (*p == '.' && !point) {
            point = 1;
            continue;
        }
        if (*p < '0' || *p > '9')
            break;
        any = 1;
        scale += point;
        int d = *p - '0';
        if (d == 0) {
            tz += *digits != 0; /* a leading zero adds nothing */
            continue;
        }
        if (sig + tz + 1 > max_sig)
            strtod_input_not_modelled();
        for (; tz > 0; tz--, sig++)
            *digits *= 10;
        *digits = *digits * 10 + (unsigned long long)d;
        sig++;
    }
    if (!any)
        return LIBC_FP_NONE;
    long e = 0;
    if ((*p == 'e' || *p == 'E') &&
        ((p[1] >= '0' && p[1] <= '9') ||
         ((p[1] == '+' || p[1] == '-') && p[2] >= '0' && p[2] <= '9'))) {
        int eneg = *++p == '-';
        if (*p == '+' || *p == '-')
            p++;
        for (; *p >= '0' && *p <= '9'; p++)
            e = e < 100000 ? e * 10 + (*p - '0') : e;
        e = eneg ? -e : e;
    }
    *end = p;
    e += tz - scale;
    if (*digits != 0 && (e > max_exp || e < -max_exp))
        strtod_input_not_modelled();
    *exp10 = *digits ? (int)e : 0;
    return LIBC_FP_FINITE;
}
#endif

/* strtod or strtof: the parse, then the one exact-operand operation. */
#define LIBC_STRTOD(name, T, max_sig, max_exp, inf, nan, ...)               \
    T name(const char *s, char **end)                                       \
    {                                                                       \
        static const T p10[] = {__VA_ARGS__};                               \
        const char *after;                                                  \
        unsigned long long digits;                                          \
        int e, neg;                                                         \
        int kind = libc_strtod_parse(s, &after, max_sig, max_exp, &digits,  \
                                     &e, &neg);                             \
        if (end)                                                            \
            *end = (char *)after;                                           \
        T v = kind == LIBC_FP_INF ? inf : kind == LIBC_FP_NAN ? nan         \
            : e >= 0 ? (T)digits * p10[e] : (T)digits / p10[-e];            \
        return neg ? -v : v;                                                \
    }
#if defined(PNBMC_NEED_strtod) || defined(PNBMC_NEED_atof)
LIBC_STRTOD(strtod, double, 15, 22, __builtin_inf(), __builtin_nan(""),
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
            1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22)
#endif
#ifdef PNBMC_NEED_atof
double atof(const char *s) { return strtod(s, 0); }
#endif
#ifdef PNBMC_NEED_strtof
LIBC_STRTOD(strtof, float, 7, 10, __builtin_inff(), __builtin_nanf(""),
            1e0f, 1e1f, 1e2f, 1e3f, 1e4f, 1e5f, 1e6f, 1e7f, 1e8f, 1e9f, 1e10f)
#endif

#ifdef PNBMC_NEED_strstr
char *strstr(const char *h, const char *n)
{
    for (;; h++) {
        size_t i = 0;
        while (n[i] && h[i] == n[i])
            i++;
        if (!n[i])
            return (char *)h;
        if (!*h)
            return 0;
    }
}
#endif

/* qsort: insertion sort (which comparisons C's qsort makes, and in which
 * order, is unspecified; these are one valid choice); bsearch: bisection. */
#ifdef PNBMC_NEED_qsort
void qsort(void *base, size_t n, size_t size,
           int (*cmp)(const void *, const void *))
{
    char *a = base;
    for (size_t i = 1; i < n; i++)
        for (size_t j = i; j > 0 && cmp(a + (j - 1) * size, a + j * size) > 0;
             j--)
            for (size_t k = 0; k < size; k++) {
                char t = a[(j - 1) * size + k];
                a[(j - 1) * size + k] = a[j * size + k];
                a[j * size + k] = t;
            }
}
#endif

#ifdef PNBMC_NEED_bsearch
void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*cmp)(const void *, const void *))
{
    const char *a = base;
    while (n > 0) {
        const char *mid = a + (n / 2) * size;
        int c = cmp(key, mid);
        if (c == 0)
            return (void *)mid;
        if (c > 0) {
            a = mid + size;
            n = n - n / 2 - 1;
        } else {
            n = n / 2;
        }
    }
    return 0;
}
#endif

/* <ctype.h> in the "C" locale.  glibc's macros (isdigit, isspace, ...)
 * index the table __ctype_b_loc() points to with the character (-128 to
 * 255) and test a class bit (_ISbit in glibc's ctype.h, little-endian
 * layout); toupper and tolower are functions or their tables.  The tables
 * are constant: reading them is no shared access. */
#if defined(PNBMC_NEED___ctype_b_loc) || defined(PNBMC_NEED___ctype_toupper_loc) || \
    defined(PNBMC_NEED___ctype_tolower_loc)
#define LIBC_X16(F, c) F(c), F(c + 1), F(c + 2), F(c + 3), F(c + 4), \
    F(c + 5), F(c + 6), F(c + 7), F(c + 8), F(c + 9), F(c + 10), F(c + 11), \
    F(c + 12), F(c + 13), F(c + 14), F(c + 15)
#define LIBC_X128(F, c) LIBC_X16(F, c), LIBC_X16(F, c + 16), \
    LIBC_X16(F, c + 32), LIBC_X16(F, c + 48), LIBC_X16(F, c + 64), \
    LIBC_X16(F, c + 80), LIBC_X16(F, c + 96), LIBC_X16(F, c + 112)
#define LIBC_X384(F) LIBC_X128(F, -128), LIBC_X128(F, 0), LIBC_X128(F, 128)
#endif

#ifdef PNBMC_NEED___ctype_b_loc
#define LIBC_BIT(b) ((b) < 8 ? (1 << (b)) << 8 : (1 << (b)) >> 8)
#define LIBC_IN(c, lo, hi) ((c) >= (lo) && (c) <= (hi))
#define LIBC_UP(c) LIBC_IN(c, 'A', 'Z')
#define LIBC_LO(c) LIBC_IN(c, 'a', 'z')
#define LIBC_DI(c) LIBC_IN(c, '0', '9')
#define LIBC_GR(c) LIBC_IN(c, 33, 126)
#define LIBC_CLASS(c) (unsigned short)(                                     \
    (LIBC_UP(c) ? LIBC_BIT(0) : 0) | (LIBC_LO(c) ? LIBC_BIT(1) : 0) |      \
    (LIBC_UP(c) || LIBC_LO(c) ? LIBC_BIT(2) : 0) |                          \
    (LIBC_DI(c) ? LIBC_BIT(3) : 0) |                                        \
    (LIBC_DI(c) || LIBC_IN(c, 'a', 'f') || LIBC_IN(c, 'A', 'F')             \
     ? LIBC_BIT(4) : 0) |                                                   \
    (LIBC_IN(c, 9, 13) || (c) == ' ' ? LIBC_BIT(5) : 0) |                   \
    (LIBC_IN(c, 32, 126) ? LIBC_BIT(6) : 0) |                               \
    (LIBC_GR(c) ? LIBC_BIT(7) : 0) |                                        \
    ((c) == ' ' || (c) == '\t' ? LIBC_BIT(8) : 0) |                         \
    (LIBC_IN(c, 0, 31) || (c) == 127 ? LIBC_BIT(9) : 0) |                   \
    (LIBC_GR(c) && !LIBC_UP(c) && !LIBC_LO(c) && !LIBC_DI(c)                \
     ? LIBC_BIT(10) : 0) |                                                  \
    (LIBC_UP(c) || LIBC_LO(c) || LIBC_DI(c) ? LIBC_BIT(11) : 0))
static const unsigned short libc_ctype_b[384] = {LIBC_X384(LIBC_CLASS)};
static const unsigned short *const libc_ctype_b_at = libc_ctype_b + 128;
const unsigned short **__ctype_b_loc(void)
{
    return (const unsigned short **)&libc_ctype_b_at;
}
#endif

/* glibc's case tables map a negative char value c (-128..-2) to the
 * unsigned char's, c + 256; EOF (-1) and values outside -128..255 stay */
#define LIBC_CASE_BYTE(c) ((c) >= -128 && (c) <= -2 ? (c) + 256 : (c))
#define LIBC_TOUPPER(c)                                                     \
    ((c) >= 'a' && (c) <= 'z' ? (c) - 'a' + 'A' : LIBC_CASE_BYTE(c))
#define LIBC_TOLOWER(c)                                                     \
    ((c) >= 'A' && (c) <= 'Z' ? (c) - 'A' + 'a' : LIBC_CASE_BYTE(c))
#ifdef PNBMC_NEED_toupper
int toupper(int c) { return LIBC_TOUPPER(c); }
#endif
#ifdef PNBMC_NEED_tolower
int tolower(int c) { return LIBC_TOLOWER(c); }
#endif
/* loc(): the address of a constant pointer to entry 0 of F's table */
#define LIBC_CASE_TABLE(loc, F)                                             \
    static const int loc##_t[384] = {LIBC_X384(F)};                         \
    static const int *const loc##_at = loc##_t + 128;                       \
    const int **loc(void) { return (const int **)&loc##_at; }
#ifdef PNBMC_NEED___ctype_toupper_loc
LIBC_CASE_TABLE(__ctype_toupper_loc, LIBC_TOUPPER)
#endif
#ifdef PNBMC_NEED___ctype_tolower_loc
LIBC_CASE_TABLE(__ctype_tolower_loc, LIBC_TOLOWER)
#endif

/* strspn and its kin: exact */
#if defined(PNBMC_NEED_strspn) || defined(PNBMC_NEED_strcspn) || \
    defined(PNBMC_NEED_strpbrk) || defined(PNBMC_NEED_strtok) || \
    defined(PNBMC_NEED_strtok_r)
/* Whether c is one of set's characters (not its terminating 0). */
static int libc_in_set(char c, const char *set)
{
    for (; *set; set++)
        if (*set == c)
            return 1;
    return 0;
}

/* The length of s's prefix whose characters are (in = 1) or are not
 * (in = 0) in set. */
static size_t libc_span(const char *s, const char *set, int in)
{
    size_t n = 0;
    while (s[n] && libc_in_set(s[n], set) == in)
        n++;
    return n;
}
#endif
#ifdef PNBMC_NEED_strspn
size_t strspn(const char *s, const char *set) { return libc_span(s, set, 1); }
#endif
#ifdef PNBMC_NEED_strcspn
size_t strcspn(const char *s, const char *set) { return libc_span(s, set, 0); }
#endif
#ifdef PNBMC_NEED_strpbrk
char *strpbrk(const char *s, const char *set)
{
    s += libc_span(s, set, 0);
    return *s ? (char *)s : 0;
}
#endif

/* strtok keeps where it stopped in hidden state that C does not require
 * to be thread-safe (glibc's is one static pointer): two threads
 * tokenising at once race on it.  strtok_r keeps it in *save. */
#if defined(PNBMC_NEED_strtok) || defined(PNBMC_NEED_strtok_r)
static char *libc_strtok(char *s, const char *delim, char **save)
{
    if (!s)
        s = *save;
    if (!s)
        return 0;
    s += libc_span(s, delim, 1);
    if (!*s) { /* glibc leaves *save at the terminator */
        *save = s;
        return 0;
    }
    char *end = s + libc_span(s, delim, 0);
    if (*end)
        *end++ = 0;
    *save = end;
    return s;
}
#endif
#ifdef PNBMC_NEED_strtok
static char *libc_strtok_state;
char *strtok(char *s, const char *delim)
{
    return libc_strtok(s, delim, &libc_strtok_state);
}
#endif
#ifdef PNBMC_NEED_strtok_r
char *strtok_r(char *s, const char *delim, char **save)
{
    return libc_strtok(s, delim, save);
}
#endif

/* case-insensitive comparisons in the "C" locale */
#if defined(PNBMC_NEED_strcasecmp) || defined(PNBMC_NEED_strncasecmp)
static int libc_fold(unsigned char c)
{
    return c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c;
}

static int libc_casecmp(const char *a, const char *b, size_t n)
{
    const unsigned char *x = (const unsigned char *)a;
    const unsigned char *y = (const unsigned char *)b;
    for (; n > 0; n--, x++, y++)
        if (libc_fold(*x) != libc_fold(*y) || !*x)
            return libc_fold(*x) - libc_fold(*y);
    return 0;
}
#endif
#ifdef PNBMC_NEED_strcasecmp
int strcasecmp(const char *a, const char *b)
{
    return libc_casecmp(a, b, (size_t)-1);
}
#endif
#ifdef PNBMC_NEED_strncasecmp
int strncasecmp(const char *a, const char *b, size_t n)
{
    return libc_casecmp(a, b, n);
}
#endif

/* The machine is unknown: any count of processors (at least one) and
 * any page size (a power of two); another sysconf name: any value,
 * -1 (not supported) included.  Verdicts that depend on them are at
 * most bounded-safe, as for other nondet values. */
/* The machine is unknown but fixed for the run: the configured
 * processors are any count in [1, LIBC_NPROCS_MAX], chosen at the first
 * question, the online ones any count up to it at each question (CPUs go
 * on and off line); sysconf's other values (POSIX: they do not change in
 * a process's lifetime) any value of at least -1 (-1 without errno: no
 * limit), the page size any power of two of at least 4096, chosen at a
 * name's first question and kept (up to 8 names, else
 * sysconf_names_not_modelled); a name outside glibc's _SC_ range is -1
 * with EINVAL.  The bookkeeping is atomic. */
#if defined(PNBMC_NEED_sysconf) || defined(PNBMC_NEED_get_nprocs) || \
    defined(PNBMC_NEED_get_nprocs_conf) || defined(PNBMC_NEED_sched_getcpu)
/* Linux's NR_CPUS is at most 8192 (CONFIG_MAXSMP), so the counts fit an
 * int (get_nprocs returns one; `int n = sysconf(...)` is common). */
#define LIBC_NPROCS_MAX 8192
static long libc_nprocs_conf;   /* 0: not chosen yet */

static long libc_configured(void)
{
    __VERIFIER_atomic_begin();
    if (!libc_nprocs_conf) {
        long n = __VERIFIER_nondet_long();
        __VERIFIER_assume(n >= 1 && n <= LIBC_NPROCS_MAX);
        libc_nprocs_conf = n;
    }
    long n = libc_nprocs_conf;
    __VERIFIER_atomic_end();
    return n;
}

static long libc_online(void)
{
    long conf = libc_configured(), n = __VERIFIER_nondet_long();
    __VERIFIER_assume(n >= 1 && n <= conf);
    return n;
}
#endif
#ifdef PNBMC_NEED_sysconf
void sysconf_names_not_modelled(void);
static int libc_sysconf_names[8];
static long libc_sysconf_values[8];
static int libc_sysconf_n;

#define LIBC_SC_LAST 250 /* glibc 2.36's last name, _SC_SIGSTKSZ */

/* Linux's page sizes: a power of two from 4 KiB (to 1 GiB) */
static long libc_page_size(void)
{
    int k = __VERIFIER_nondet_int();
    __VERIFIER_assume(k >= 0 && k <= 18);
    return 4096L << k;
}

long sysconf(int name)
{
    if (name < 0 || name > LIBC_SC_LAST) {
        *__errno_location() = 22; /* EINVAL */
        return -1;
    }
    if (name == 83) /* _SC_NPROCESSORS_CONF */
        return libc_configured();
    if (name == 84) /* _SC_NPROCESSORS_ONLN */
        return libc_online();
    long v = 0;
    int found = 0;
    __VERIFIER_atomic_begin();
    for (int i = 0; i < libc_sysconf_n && !found; i++)
        if (libc_sysconf_names[i] == name) {
            v = libc_sysconf_values[i];
            found = 1;
        }
    if (!found && libc_sysconf_n < 8) {
        v = __VERIFIER_nondet_long();
        __VERIFIER_assume(v >= -1);
        if (name == 30) /* _SC_PAGESIZE: 4 KiB << k, k a small domain */
            v = libc_page_size();
        libc_sysconf_names[libc_sysconf_n] = name;
        libc_sysconf_values[libc_sysconf_n++] = v;
        found = 1;
    }
    __VERIFIER_atomic_end();
    if (!found)
        sysconf_names_not_modelled();
    return v;
}
#endif
#ifdef PNBMC_NEED_get_nprocs
int get_nprocs(void) { return (int)libc_online(); }
#endif
#ifdef PNBMC_NEED_get_nprocs_conf
int get_nprocs_conf(void) { return (int)libc_configured(); }
#endif

/* more string and memory functions (POSIX, GNU, BSD): exact */
#ifdef PNBMC_NEED_strndup
char *strndup(const char *s, size_t max)
{
    size_t n = 0;
    while (n < max && s[n])
        n++;
    char *d = malloc(n + 1);
    if (!d)
        return 0;
    for (size_t i = 0; i < n; i++)
        d[i] = s[i];
    d[n] = 0;
    return d;
}
#endif

#ifdef PNBMC_NEED_stpcpy
char *stpcpy(char *dst, const char *src)
{
    while ((*dst = *src++) != 0)
        dst++;
    return dst;
}
#endif

#ifdef PNBMC_NEED_strchrnul
char *strchrnul(const char *s, int c)
{
    while (*s && *s != (char)c)
        s++;
    return (char *)s;
}
#endif

#ifdef PNBMC_NEED_memrchr
void *memrchr(const void *p, int c, size_t n)
{
    const unsigned char *s = p;
    while (n-- > 0)
        if (s[n] == (unsigned char)c)
            return (void *)(s + n);
    return 0;
}
#endif

#ifdef PNBMC_NEED_mempcpy
char *mempcpy(void *dst, const void *src, size_t n)
{
    __builtin_memcpy(dst, src, n);
    return (char *)dst + n;
}
#endif

#if defined(PNBMC_NEED_bzero) || defined(PNBMC_NEED_explicit_bzero)
static void libc_bzero(void *p, size_t n) { __builtin_memset(p, 0, n); }
#endif
#ifdef PNBMC_NEED_bzero
void bzero(void *p, size_t n) { libc_bzero(p, n); }
#endif
#ifdef PNBMC_NEED_explicit_bzero
void explicit_bzero(void *p, size_t n) { libc_bzero(p, n); }
#endif

/* strsep: the delimiter that ends the token is overwritten with 0 and
 * *sp moves past it; the last token's end is not written (glibc), and
 * *sp becomes NULL */
#ifdef PNBMC_NEED_strsep
char *strsep(char **sp, const char *delim)
{
    char *s = *sp;
    if (!s)
        return 0;
    for (char *p = s;; p++)
        for (const char *d = delim;; d++) {
            if (*d == *p) { /* *d == 0 matches the end of s */
                *sp = *p ? p + 1 : 0;
                if (*p)
                    *p = 0;
                return s;
            }
            if (!*d)
                break;
        }
}
#endif

/* pthread_equal with a joined thread's id (that no creation gave to a
 * new thread) is undefined (POSIX 2.9.2: the id's lifetime ended; glibc
 * gives a later thread the same pthread_t, the model gives one created at
 * another call a new id): equal_of_joined_thread_is_undefined.  Ids
 * compared with == are not checked. */
#ifdef PNBMC_NEED_pthread_equal
void equal_of_joined_thread_is_undefined(void);
int pthread_equal(unsigned long a, unsigned long b)
{
    __VERIFIER_atomic_begin();
    int released = libc_thread_released_id(a) || libc_thread_released_id(b);
    __VERIFIER_atomic_end();
    if (released)
        equal_of_joined_thread_is_undefined();
    return a == b;
}
#endif

/* pthread_kill with signal 0 only checks that the thread exists (0 for
 * any thread not yet joined; a joined thread's id names none, so using it
 * is undefined: kill_of_joined_thread_is_undefined); a signal is not
 * modelled (signal_delivery_not_modelled, unsupported). */
#ifdef PNBMC_NEED_pthread_kill
void signal_delivery_not_modelled(void);
void kill_of_joined_thread_is_undefined(void);
/* Id 0 no thread ever had: undefined (glibc reads through it). */
void kill_of_invalid_thread_is_undefined(void);

int pthread_kill(unsigned long t, int sig)
{
    if (t == 0)
        kill_of_invalid_thread_is_undefined();
    __VERIFIER_atomic_begin();
    int released = libc_thread_released_id(t);
    __VERIFIER_atomic_end();
    if (released)
        kill_of_joined_thread_is_undefined();
    if (sig != 0)
        signal_delivery_not_modelled();
    return 0;
}
#endif

/* pthread_atfork: the handlers run only around fork, which is not
 * modelled (unsupported): registering them changes nothing. */
#ifdef PNBMC_NEED_pthread_atfork
int pthread_atfork(void (*prepare)(void), void (*parent)(void),
                   void (*child)(void))
{
    (void)prepare, (void)parent, (void)child;
    return 0;
}
#endif

/* getpid: the process's id is unknown but one for all threads and calls
 * (chosen at the first call, in an atomic section: no race), at most
 * Linux's PID_MAX_LIMIT - 1: pids are below pid_max */
#if defined(PNBMC_NEED_getpid) || defined(PNBMC_NEED_gettid)
#define LIBC_PID_MAX 4194303
static int libc_pid;
int getpid(void)
{
    __VERIFIER_atomic_begin();
    if (!libc_pid) {
        int pid = __VERIFIER_nondet_int();
        __VERIFIER_assume(pid > 0 && pid <= LIBC_PID_MAX);
        libc_pid = pid;
    }
    int pid = libc_pid;
    __VERIFIER_atomic_end();
    return pid;
}
#endif
/* Linux's thread id: the process's id in main, distinct ones in the
 * other threads (pthread_self counts from 1, main's) */
#ifdef PNBMC_NEED_gettid
unsigned long pthread_self(void);
int gettid(void)
{
    return getpid() + (int)(pthread_self() - 1);
}
#endif

#ifdef PNBMC_NEED_difftime
/* glibc subtracts exactly (x86-64: in long double, whose 64-bit mantissa
 * holds any difference of two time_t) and rounds once, to double; two
 * conversions to double would round twice: (double)(2^60 + 1) - 2^60 is
 * 0.  The difference's magnitude fits 64 unsigned bits. */
double difftime(long end, long start)
{
    unsigned long long e = (unsigned long long)end,
                       s = (unsigned long long)start;
    return end >= start ? (double)(e - s) : -(double)(s - e);
}
#endif

/* Scheduling and placement: every schedule is explored already, so they
 * change nothing but may fail as on a real system (EPERM without the
 * privilege a policy or priority needs, EINVAL for a CPU set the system
 * lacks): both outcomes are explored.  Attribute setters only store. */
#if defined(PNBMC_NEED_pthread_setschedparam) || \
    defined(PNBMC_NEED_pthread_setschedprio) || \
    defined(PNBMC_NEED_pthread_setaffinity_np)
static int libc_may_fail(int code) { return __VERIFIER_nondet_bool() ? code : 0; }
#endif
/* Scheduling that a thread may have got other than the default (a
 * successful pthread_setschedparam or setschedprio, or an attribute with
 * an explicit policy, which pthread_create would use): what
 * pthread_getschedparam then gives is not modelled.  Bit 1: a
 * real-time policy (SCHED_FIFO, SCHED_RR) may be some thread's. */
#if defined(PNBMC_NEED_pthread_setschedparam) || \
    defined(PNBMC_NEED_pthread_setschedprio) || \
    defined(PNBMC_NEED_pthread_attr_setinheritsched) || \
    defined(PNBMC_NEED_pthread_getschedparam)
static int libc_sched_changed;
#endif
#if defined(PNBMC_NEED_pthread_setschedparam) || \
    defined(PNBMC_NEED_pthread_setschedprio)
static int libc_sched_set(int rc, int rt)
{
    if (rc == 0)
        libc_sched_changed |= rt ? 3 : 1;
    return rc;
}
#endif
/* Linux's policies: 1 for SCHED_FIFO and SCHED_RR (priorities 1..99), 0
 * for SCHED_OTHER, SCHED_BATCH and SCHED_IDLE (priority 0), -1 for
 * another value (EINVAL; SCHED_DEADLINE too: it needs sched_setattr). */
#if defined(PNBMC_NEED_pthread_setschedparam) || \
    defined(PNBMC_NEED_sched_get_priority_max) || \
    defined(PNBMC_NEED_sched_get_priority_min)
static int libc_policy_kind(int policy)
{
    if (policy == 1 || policy == 2)
        return 1;
    return policy == 0 || policy == 3 || policy == 5 ? 0 : -1;
}
#endif
/* The kernel checks the policy and the priority (EINVAL) before the
 * privilege they need (EPERM); SCHED_RESET_ON_FORK may be or-ed in. */
#ifdef PNBMC_NEED_pthread_setschedparam
int pthread_setschedparam(unsigned long t, int policy, const void *param)
{
    (void)t;
    int prio = *(const volatile int *)param; /* sched_priority */
    int kind = libc_policy_kind(policy & ~0x40000000);
    if (kind < 0 || (kind ? prio < 1 || prio > 99 : prio != 0))
        return 22; /* EINVAL */
    return libc_sched_set(libc_may_fail(1), kind); /* EPERM */
}
#endif
/* A priority no policy has is EINVAL; so is one other than 0 while no
 * thread may have a real-time policy.  Which thread has one is not
 * followed: once one may, EINVAL is one more outcome (a priority the
 * caller's policy lacks). */
#ifdef PNBMC_NEED_pthread_setschedprio
int pthread_setschedprio(unsigned long t, int prio)
{
    (void)t;
    int rt = libc_sched_changed & 2;
    if (prio < 0 || prio > 99 || (!rt && prio != 0))
        return 22; /* EINVAL */
    if (rt && __VERIFIER_nondet_bool())
        return 22;
    return libc_sched_set(libc_may_fail(1), 0); /* EPERM */
}
#endif
/* SCHED_OTHER at priority 0, every thread's unless the program changed
 * it (libc_sched_changed) */
#ifdef PNBMC_NEED_pthread_getschedparam
void changed_scheduling_not_modelled(void);
int pthread_getschedparam(unsigned long t, int *policy, int *param)
{
    (void)t;
    if (libc_sched_changed)
        changed_scheduling_not_modelled();
    *policy = 0;
    *param = 0; /* struct sched_param: sched_priority first */
    return 0;
}
#endif
/* Linux's priority ranges (libc_policy_kind): rt's bound for SCHED_FIFO
 * and SCHED_RR, 0 for the others; an unknown policy is EINVAL. */
#if defined(PNBMC_NEED_sched_get_priority_max) || \
    defined(PNBMC_NEED_sched_get_priority_min)
static int libc_priority(int policy, int rt)
{
    int kind = libc_policy_kind(policy);
    if (kind >= 0)
        return kind ? rt : 0;
    *__errno_location() = 22; /* EINVAL */
    return -1;
}
#endif
#ifdef PNBMC_NEED_sched_get_priority_max
int sched_get_priority_max(int policy) { return libc_priority(policy, 99); }
#endif
#ifdef PNBMC_NEED_sched_get_priority_min
int sched_get_priority_min(int policy) { return libc_priority(policy, 1); }
#endif
#if defined(PNBMC_NEED_write) || defined(PNBMC_NEED_fwrite) || \
    defined(PNBMC_NEED_pthread_setaffinity_np) || \
    defined(PNBMC_NEED_sched_setaffinity) || \
    defined(PNBMC_NEED_pthread_attr_setaffinity_np)
/* The bytes [p, p + n) are read, as the system call reads them. */
static void libc_read_block(const void *p, size_t n)
{
    if (!n)
        return;
    void *copy = malloc(n);
    __builtin_memcpy(copy, p, n);
    free(copy);
}
#endif
#ifdef PNBMC_NEED_pthread_setaffinity_np
int pthread_setaffinity_np(unsigned long t, size_t size, const void *set)
{
    (void)t;
    libc_read_block(set, size); /* the kernel reads the CPU set */
    return libc_may_fail(22); /* EINVAL */
}
#endif
#ifdef PNBMC_NEED_sched_setaffinity
/* EINVAL (no CPU of the set usable), ESRCH (no such process), EPERM (not
 * the caller's to change): the first only for the caller itself (pid 0),
 * the second only for a negative pid (Linux looks the process up first).
 * Which process a positive pid is, is not followed. */
static const int libc_affinity_errs[] = {22, 3, 1};

int sched_setaffinity(int pid, size_t size, const void *set)
{
    libc_read_block(set, size);
    if (pid < 0) {
        *__errno_location() = 3; /* ESRCH */
        return -1;
    }
    if (!pid)
        return libc_ok_or_fail(0, 22);
    return __VERIFIER_nondet_bool() ? 0 : LIBC_FAIL_ANY(libc_affinity_errs);
}
#endif
#ifdef PNBMC_NEED_pthread_attr_setaffinity_np
int pthread_attr_setaffinity_np(void *attr, size_t size, const void *set)
{
    (void)attr;
    libc_read_block(set, size); /* copied into the attribute */
    return 0;
}
#endif
/* A thread's name is kept by nobody the model follows; glibc reads the
 * whole name (strlen) and refuses one longer than the kernel's 15 bytes
 * with ERANGE. */
#ifdef PNBMC_NEED_pthread_setname_np
int pthread_setname_np(unsigned long t, const char *name)
{
    (void)t;
    size_t n = 0;
    while (((const volatile char *)name)[n])
        n++;
    return n > 15 ? 34 : 0; /* ERANGE */
}
#endif
/* The level is a hint glibc ignores; a negative one is EINVAL (POSIX). */
#ifdef PNBMC_NEED_pthread_setconcurrency
int pthread_setconcurrency(int level) { return level < 0 ? 22 : 0; }
#endif

/* ---- the kind of an rwlock attribute.  The engines model glibc's
 * default kind, PTHREAD_RWLOCK_PREFER_READER_NP (0), which glibc also
 * gives PTHREAD_RWLOCK_PREFER_WRITER_NP (1); with the writer-preferring
 * PTHREAD_RWLOCK_PREFER_WRITER_NONRECURSIVE_NP (2) new readers would
 * wait behind a waiting writer, which they do not here: the run ends
 * unknown at rwlock_writer_preference_not_modelled.  EINVAL for another
 * value, as glibc.  The attribute's word is written back unchanged: the
 * engines follow no rwlock attribute, but a write it is. ---- */
void rwlock_writer_preference_not_modelled(void);

/* ---- attribute words whose values the engines do not follow (process
 * sharing, the priority protocol): glibc sets bits in the attribute's
 * first word, so the setter writes it, here with the value it holds
 * (which keeps a mutex attribute's type); an invalid value is EINVAL and
 * writes nothing.  The rwlock and barrier attributes' inits write their
 * words (zero: the defaults). ---- */
#if defined(PNBMC_NEED_pthread_rwlockattr_setkind_np) || \
    defined(PNBMC_NEED_pthread_mutexattr_setpshared) || \
    defined(PNBMC_NEED_pthread_mutexattr_setprotocol) || \
    defined(PNBMC_NEED_pthread_rwlockattr_setpshared) || \
    defined(PNBMC_NEED_pthread_barrierattr_setpshared)
static int libc_rewrite_word(void *attr, int valid)
{
    if (!valid)
        return 22; /* EINVAL */
    volatile int *w = attr;
    *w = *w;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_rwlockattr_setkind_np
int pthread_rwlockattr_setkind_np(void *attr, int pref)
{
    if (pref == 2)
        rwlock_writer_preference_not_modelled();
    return libc_rewrite_word(attr, pref == 0 || pref == 1);
}
#endif
#ifdef PNBMC_NEED_pthread_mutexattr_setpshared
int pthread_mutexattr_setpshared(void *attr, int pshared)
{
    return libc_rewrite_word(attr, pshared == 0 || pshared == 1);
}
#endif
#ifdef PNBMC_NEED_pthread_mutexattr_setprotocol
/* PTHREAD_PRIO_INHERIT (1) and PTHREAD_PRIO_PROTECT (2) mutexes take
 * other paths in glibc: a protect one's lock fails (EINVAL, EPERM) where
 * the thread may not run at the ceiling under SCHED_FIFO, and an
 * inherit error-checking one's trylock by its owner is EDEADLK: the run
 * ends unknown at mutex_priority_protocol_not_modelled. */
void mutex_priority_protocol_not_modelled(void);
int pthread_mutexattr_setprotocol(void *attr, int protocol)
{
    if (protocol == 1 || protocol == 2)
        mutex_priority_protocol_not_modelled();
    return libc_rewrite_word(attr, protocol == 0);
}
#endif
#ifdef PNBMC_NEED_pthread_rwlockattr_setpshared
int pthread_rwlockattr_setpshared(void *attr, int pshared)
{
    return libc_rewrite_word(attr, pshared == 0 || pshared == 1);
}
#endif
#ifdef PNBMC_NEED_pthread_barrierattr_setpshared
int pthread_barrierattr_setpshared(void *attr, int pshared)
{
    return libc_rewrite_word(attr, pshared == 0 || pshared == 1);
}
#endif
#ifdef PNBMC_NEED_pthread_rwlockattr_init
int pthread_rwlockattr_init(void *attr)
{
    volatile int *w = attr; /* the kind, then process sharing */
    w[0] = 0;
    w[1] = 0;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_barrierattr_init
int pthread_barrierattr_init(void *attr)
{
    *(volatile int *)attr = 0;
    return 0;
}
#endif

/* ---- condition variable attributes in glibc's layout: one int, bit 0
 * process-shared, bit 1 the clock (CLOCK_REALTIME 0, CLOCK_MONOTONIC 1,
 * the only ones glibc accepts).  The clock decides nothing here: a timed
 * wait may time out or not either way. ---- */
#define LIBC_CONDATTR_SHARED 1
#define LIBC_CONDATTR_CLOCK_SHIFT 1
#ifdef PNBMC_NEED_pthread_condattr_init
int pthread_condattr_init(int *a)
{
    *a = 0;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_condattr_destroy
int pthread_condattr_destroy(int *a)
{
    (void)a;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_condattr_setclock
int pthread_condattr_setclock(int *a, int clock)
{
    if (clock != 0 && clock != 1)
        return 22; /* EINVAL */
    *a = (*a & LIBC_CONDATTR_SHARED) | clock << LIBC_CONDATTR_CLOCK_SHIFT;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_condattr_getclock
int pthread_condattr_getclock(const int *a, int *clock)
{
    *clock = *a >> LIBC_CONDATTR_CLOCK_SHIFT & 1;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_condattr_setpshared
int pthread_condattr_setpshared(int *a, int shared)
{
    if (shared != 0 && shared != 1) /* PTHREAD_PROCESS_PRIVATE, _SHARED */
        return 22;
    *a = (*a & ~LIBC_CONDATTR_SHARED) | shared;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_condattr_getpshared
int pthread_condattr_getpshared(const int *a, int *shared)
{
    *shared = *a & LIBC_CONDATTR_SHARED;
    return 0;
}
#endif

/* ---- thread attributes in the models' own layout of a pthread_attr_t
 * (struct libc_thread_attr, smaller than glibc's in LP64 and ILP32),
 * whose first int, the detach state, pthread_create reads
 * (solve/sim_prim.inc); the other attributes are kept for their getters
 * only (every schedule is explored anyway).  pthread_attr_init zeroes
 * it: 0 is each attribute's default (a set guard size is kept plus one,
 * 0 stack size stands for the default).  An object that
 * never went through init is joinable (0: a global's bytes, or an
 * unwritten local's, as pthread_create reads them). ---- */
struct libc_thread_attr {
    int detach_state;           /* LIBC_CREATE_JOINABLE, _DETACHED */
    int policy;                 /* 0: SCHED_OTHER, the default */
    int inherit;                /* 0: PTHREAD_INHERIT_SCHED, 1: EXPLICIT */
    int priority;               /* struct sched_param's sched_priority */
    unsigned long stack_size;   /* 0: libc_default_stack() */
    unsigned long guard_plus_one; /* 0: LIBC_PAGE_SIZE */
};
/* as the engines read it: PRIM_CREATE_DETACHED in model/model.h */
enum { LIBC_CREATE_JOINABLE = 0, LIBC_CREATE_DETACHED = 1 };
/* PTHREAD_STACK_MIN is 16 KiB (x86-64, i386) */
#define LIBC_STACK_MIN 16384ul
#define LIBC_PAGE_SIZE 4096ul
#define LIBC_EINVAL 22
#ifdef PNBMC_NEED_pthread_attr_init
int pthread_attr_init(struct libc_thread_attr *a)
{
    *a = (struct libc_thread_attr){0};
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_setdetachstate
int pthread_attr_setdetachstate(struct libc_thread_attr *a, int state)
{
    if (state != LIBC_CREATE_JOINABLE && state != LIBC_CREATE_DETACHED)
        return LIBC_EINVAL;
    a->detach_state = state;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_getdetachstate
int pthread_attr_getdetachstate(const struct libc_thread_attr *a, int *state)
{
    *state = a->detach_state;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_setstacksize
int pthread_attr_setstacksize(struct libc_thread_attr *a, unsigned long size)
{
    if (size < LIBC_STACK_MIN)
        return LIBC_EINVAL;
    a->stack_size = size;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_getstacksize
/* glibc's default comes from RLIMIT_STACK, which the machine sets: a
 * power of two from the minimum to 1 GiB (8 MiB on most Linux systems),
 * one for the run (chosen at the first use, in an atomic section; a
 * domain of 17 values, so that every one is explored) */
static unsigned long libc_stack_default;
static unsigned long libc_default_stack(void)
{
    __VERIFIER_atomic_begin();
    if (!libc_stack_default) {
        int k = __VERIFIER_nondet_int();
        __VERIFIER_assume(k >= 0 && k <= 16);
        libc_stack_default = LIBC_STACK_MIN << k;
    }
    unsigned long v = libc_stack_default;
    __VERIFIER_atomic_end();
    return v;
}
int pthread_attr_getstacksize(const struct libc_thread_attr *a,
                              unsigned long *size)
{
    *size = a->stack_size ? a->stack_size : libc_default_stack();
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_setguardsize
int pthread_attr_setguardsize(struct libc_thread_attr *a, unsigned long size)
{
    a->guard_plus_one = size + 1;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_getguardsize
int pthread_attr_getguardsize(const struct libc_thread_attr *a,
                              unsigned long *size)
{
    *size = a->guard_plus_one ? a->guard_plus_one - 1 : LIBC_PAGE_SIZE;
    return 0;
}
#endif
/* SCHED_OTHER 0, FIFO 1, RR 2, BATCH 3, IDLE 5 */
#ifdef PNBMC_NEED_pthread_attr_setschedpolicy
int pthread_attr_setschedpolicy(struct libc_thread_attr *a, int policy)
{
    if (policy < 0 || policy > 5 || policy == 4)
        return LIBC_EINVAL;
    a->policy = policy;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_getschedpolicy
int pthread_attr_getschedpolicy(const struct libc_thread_attr *a, int *policy)
{
    *policy = a->policy;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_setinheritsched
int pthread_attr_setinheritsched(struct libc_thread_attr *a, int inherit)
{
    if (inherit != 0 && inherit != 1)
        return LIBC_EINVAL;
    a->inherit = inherit;
    if (inherit) /* the thread may be created with another policy */
        libc_sched_changed = 3;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_getinheritsched
int pthread_attr_getinheritsched(const struct libc_thread_attr *a,
                                 int *inherit)
{
    *inherit = a->inherit;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_setschedparam
int pthread_attr_setschedparam(struct libc_thread_attr *a, const int *param)
{
    int max = a->policy == 1 || a->policy == 2 ? 99 : 0;
    if (*param < (max ? 1 : 0) || *param > max) /* glibc checks the range */
        return LIBC_EINVAL;
    a->priority = *param;
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_getschedparam
int pthread_attr_getschedparam(const struct libc_thread_attr *a, int *param)
{
    *param = a->priority;
    return 0;
}
#endif
/* Linux has system scope only: PTHREAD_SCOPE_SYSTEM 0, PROCESS 1 */
#ifdef PNBMC_NEED_pthread_attr_setscope
int pthread_attr_setscope(struct libc_thread_attr *a, int scope)
{
    (void)a;
    return scope == 0 ? 0 : scope == 1 ? 95 /* ENOTSUP */ : LIBC_EINVAL;
}
#endif
#ifdef PNBMC_NEED_pthread_attr_getscope
int pthread_attr_getscope(const struct libc_thread_attr *a, int *scope)
{
    (void)a;
    *scope = 0;
    return 0;
}
#endif
/* any configured CPU (CPU numbers are below sysconf's configured count) */
#ifdef PNBMC_NEED_sched_getcpu
int sched_getcpu(void)
{
    int cpu = __VERIFIER_nondet_int();
    __VERIFIER_assume(cpu >= 0 && cpu < (int)libc_configured());
    return cpu;
}
#endif
/* CPU_COUNT: the bits set in the first size bytes of set, exactly */
#ifdef PNBMC_NEED___sched_cpucount
int __sched_cpucount(size_t size, const void *set)
{
    const unsigned char *b = set;
    int n = 0;
    for (size_t i = 0; i < size; i++)
        for (unsigned char v = b[i]; v; v = (unsigned char)(v & (v - 1)))
            n++;
    return n;
}
#endif

#if defined(PNBMC_NEED_snprintf) || defined(PNBMC_NEED_vsnprintf) || \
    defined(PNBMC_NEED_sprintf) || defined(PNBMC_NEED_vsprintf) || \
    defined(PNBMC_NEED_vprintf) || defined(PNBMC_NEED_vfprintf) || \
    defined(PNBMC_NEED_vdprintf) || defined(PNBMC_NEED_pnbmc_print) || \
    defined(PNBMC_NEED_pnbmc_print_counted) || \
    defined(PNBMC_NEED_pnbmc_vprint) || defined(PNBMC_NEED_pnbmc_fprint) || \
    defined(PNBMC_NEED_pnbmc_fprint_counted) || \
    defined(PNBMC_NEED_pnbmc_dprint) || \
    defined(PNBMC_NEED_pnbmc_dprint_counted) || defined(LIBC_SCAN)
/* Length modifier: 'H' hh, 'h', 'l', 'L' ll (also j), 'z' (also t), 0. */
static char libc_parse_length(const char **f)
{
    const char *p = *f;
    char len = 0;
    if (p[0] == 'h' && p[1] == 'h') len = 'H', p += 2;
    else if (p[0] == 'l' && p[1] == 'l') len = 'L', p += 2;
    else if (*p == 'h' || *p == 'l') len = *p++;
    else if (*p == 'j') len = 'L', p++;
    else if (*p == 'z' || *p == 't') len = 'z', p++;
    *f = p;
    return len;
}
#endif

#if defined(PNBMC_NEED_vprintf) || defined(PNBMC_NEED_vfprintf) || \
    defined(PNBMC_NEED_vdprintf) || defined(PNBMC_NEED_pnbmc_print) || \
    defined(PNBMC_NEED_pnbmc_print_counted) || \
    defined(PNBMC_NEED_pnbmc_vprint) || defined(PNBMC_NEED_pnbmc_fprint) || \
    defined(PNBMC_NEED_pnbmc_fprint_counted) || \
    defined(PNBMC_NEED_pnbmc_dprint) || defined(PNBMC_NEED_pnbmc_dprint_counted)
#define LIBC_PRINT 1
#endif
#if defined(PNBMC_NEED_snprintf) || defined(PNBMC_NEED_vsnprintf) || \
    defined(PNBMC_NEED_sprintf) || defined(PNBMC_NEED_vsprintf) || \
    defined(LIBC_PRINT)
#include <stdarg.h>
/* Not modelled: a run that formats a floating-point value (%f, %e, %g,
 * %a) into memory, uses %n or a wide conversion, or a malformed one,
 * calls this undefined function and so ends unknown there. */
void snprintf_conversion_not_modelled(void);

/* The output: cap bytes at buf hold the first cap - 1 characters and the
 * terminator; len counts every character formatted.  A stream's output
 * (to_stream) is not kept: only the reads of the arguments matter, a
 * floating-point conversion just takes its argument and makes the count
 * unknown (inexact: libc_format_to returns -len - 1, len counting one
 * character or the field width for each such conversion). */
struct libc_out {
    char *buf;
    size_t cap, len;
    int to_stream, inexact;
};

static void libc_put(struct libc_out *o, char c)
{
    if (o->len + 1 < o->cap)
        o->buf[o->len] = c;
    o->len++;
}

static void libc_pad(struct libc_out *o, char c, int n)
{
    for (; n > 0; n--)
        libc_put(o, c);
}

/* One conversion's flags, field width and precision (-1: none). */
struct libc_spec {
    int left, plus, space, alt, zero, width, prec;
};

/* An integer conversion: sign (or 0), prefix ("0x", "0" or ""), the
 * digits of v in base, zero-extended to the precision, in the field. */
static void libc_put_int(struct libc_out *o, const struct libc_spec *sp,
                         unsigned long long v, unsigned base, int upper,
                         char sign)
{
    const char *set = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char digits[24];
    int nd = 0;
    for (unsigned long long x = v; x; x /= base)
        digits[nd++] = set[x % base];
    int prec = sp->prec < 0 ? 1 : sp->prec;
    int zeros = prec > nd ? prec - nd : 0;
    const char *prefix = "";
    if (sp->alt && base == 16 && v)
        prefix = upper ? "0X" : "0x";
    if (sp->alt && base == 8 && zeros == 0 && (nd == 0 || digits[nd - 1] != '0'))
        zeros = 1;
    int plen = (int)(prefix[0] != 0) + (int)(prefix[0] && prefix[1]);
    int body = (sign != 0) + plen + zeros + nd;
    int fill = sp->width > body ? sp->width - body : 0;
    if (!sp->left && !(sp->zero && sp->prec < 0))
        libc_pad(o, ' ', fill);
    if (sign)
        libc_put(o, sign);
    for (const char *p = prefix; *p; p++)
        libc_put(o, *p);
    if (!sp->left && sp->zero && sp->prec < 0)
        libc_pad(o, '0', fill);
    libc_pad(o, '0', zeros);
    while (nd > 0)
        libc_put(o, digits[--nd]);
    if (sp->left)
        libc_pad(o, ' ', fill);
}

static void libc_put_str(struct libc_out *o, const struct libc_spec *sp,
                         const char *s)
{
    int n = 0;
    while ((sp->prec < 0 || n < sp->prec) && s[n])
        n++;
    int fill = sp->width > n ? sp->width - n : 0;
    if (!sp->left)
        libc_pad(o, ' ', fill);
    for (int i = 0; i < n; i++)
        libc_put(o, s[i]);
    if (sp->left)
        libc_pad(o, ' ', fill);
}

/* Flags, width and precision at *f (moved past them). */
static void libc_parse_spec(const char **f, struct libc_spec *sp,
                            va_list *ap)
{
    const char *p = *f;
    *sp = (struct libc_spec){0, 0, 0, 0, 0, 0, -1};
    for (;; p++) {
        if (*p == '-') sp->left = 1;
        else if (*p == '+') sp->plus = 1;
        else if (*p == ' ') sp->space = 1;
        else if (*p == '#') sp->alt = 1;
        else if (*p == '0') sp->zero = 1;
        else break;
    }
    if (*p == '*') {
        sp->width = va_arg(*ap, int);
        if (sp->width < 0) {
            sp->left = 1;
            sp->width = -sp->width;
        }
        p++;
    }
    for (; *p >= '0' && *p <= '9'; p++)
        sp->width = sp->width * 10 + (*p - '0');
    if (*p == '.') {
        p++;
        sp->prec = 0;
        if (*p == '*') {
            sp->prec = va_arg(*ap, int);
            p++;
        }
        for (; *p >= '0' && *p <= '9'; p++)
            sp->prec = sp->prec * 10 + (*p - '0');
    }
    *f = p;
}

static long long libc_signed_arg(char len, va_list *ap)
{
    switch (len) {
    case 'H': return (signed char)va_arg(*ap, int);
    case 'h': return (short)va_arg(*ap, int);
    case 'l': return va_arg(*ap, long);
    case 'L': return va_arg(*ap, long long);
    case 'z': return (long long)va_arg(*ap, long);
    default: return va_arg(*ap, int);
    }
}

static unsigned long long libc_unsigned_arg(char len, va_list *ap)
{
    switch (len) {
    case 'H': return (unsigned char)va_arg(*ap, unsigned);
    case 'h': return (unsigned short)va_arg(*ap, unsigned);
    case 'l': return va_arg(*ap, unsigned long);
    case 'L': return va_arg(*ap, unsigned long long);
    case 'z': return va_arg(*ap, size_t);
    default: return va_arg(*ap, unsigned);
    }
}

/* ---- %f, %e and %g of a double, as glibc prints them: the value's
 * exact decimal expansion rounded to the precision, halfway cases to
 * even (the default rounding mode; fesetround is not followed).  A
 * finite x is m * 2^e; its integer part is a big number in base 10^9,
 * its fraction r / 2^s has exactly s decimal digits, those of r * 5^s.
 * At most 309 integer digits, or 16 and 1074 fraction ones. ---- */
#define LIBC_FP_MAX_DIGITS 1100
#define LIBC_FP_LIMBS 90
#define LIBC_FP_BASE 1000000000u

/* The digits d[0..n) (no leading zero; n = 0 for zero) of the value
 * 0.d[0]d[1]... * 10^point. */
struct libc_dec {
    char d[LIBC_FP_MAX_DIGITS];
    int n, point;
};

/* limb[0..*nl) (little-endian, base 10^9) times mul (at most 5^13 <
 * 2^31: a limb, below 2^30, times mul plus the carry fits in 64 bits). */
static void libc_fp_mul(unsigned *limb, int *nl, unsigned long long mul)
{
    unsigned long long carry = 0;
    for (int i = 0; i < *nl; i++) {
        unsigned long long t = limb[i] * mul + carry;
        limb[i] = (unsigned)(t % LIBC_FP_BASE);
        carry = t / LIBC_FP_BASE;
    }
    while (carry) {
        limb[(*nl)++] = (unsigned)(carry % LIBC_FP_BASE);
        carry /= LIBC_FP_BASE;
    }
}

/* Appends the decimal digits of limb[0..nl), at least `width` of them
 * (leading zeros) to x. */
static void libc_fp_append(struct libc_dec *x, const unsigned *limb, int nl,
                           int width)
{
    char tmp[LIBC_FP_MAX_DIGITS];
    int k = 0;
    for (int i = 0; i < nl; i++)
        for (unsigned v = limb[i], j = 0; j < 9; j++, v /= 10)
            tmp[k++] = (char)(v % 10);
    while (k > 0 && !tmp[k - 1])
        k--;
    for (int j = k; j < width; j++)
        x->d[x->n++] = 0;
    while (k > 0)
        x->d[x->n++] = tmp[--k];
}

/* Drops trailing zero digits (the value stays); zero's point is 0. */
static void libc_fp_trim(struct libc_dec *x)
{
    while (x->n > 0 && !x->d[x->n - 1])
        x->n--;
    if (!x->n)
        x->point = 0;
}

/* Starts limb from v < 10^18. */
static int libc_fp_limbs(unsigned *limb, unsigned long long v)
{
    limb[0] = (unsigned)(v % LIBC_FP_BASE);
    limb[1] = (unsigned)(v / LIBC_FP_BASE);
    return limb[1] ? 2 : 1;
}

/* x := the exact decimal expansion of m * 2^e (m < 2^53). */
static void libc_fp_expand(struct libc_dec *x, unsigned long long m, int e)
{
    unsigned limb[LIBC_FP_LIMBS];
    int nl, s = e < 0 ? -e : 0;
    x->n = 0;
    if (e >= 0) {
        nl = libc_fp_limbs(limb, m);
        for (int k = e; k > 0; k -= 29)
            libc_fp_mul(limb, &nl, 1ull << (k < 29 ? k : 29));
        libc_fp_append(x, limb, nl, 0);
        x->point = x->n;
    } else {
        unsigned long long ip = s < 64 ? m >> s : 0;
        unsigned long long r = s < 64 ? m & ((1ull << s) - 1) : m;
        nl = libc_fp_limbs(limb, ip);
        libc_fp_append(x, limb, nl, 0);
        x->point = x->n;
        nl = libc_fp_limbs(limb, r);
        for (int k = s; k > 0; k -= 13) {
            unsigned long long p = 1;
            for (int j = 0; j < (k < 13 ? k : 13); j++)
                p *= 5;
            libc_fp_mul(limb, &nl, p);
        }
        libc_fp_append(x, limb, nl, s);
    }
    int z = 0; /* no leading zero */
    while (z < x->n && !x->d[z])
        z++;
    for (int i = z; i < x->n; i++)
        x->d[i - z] = x->d[i];
    x->n -= z;
    x->point -= z;
    libc_fp_trim(x);
}

/* Keeps the first `keep` digits of x, rounded to nearest, ties to
 * even. */
static void libc_fp_round(struct libc_dec *x, int keep)
{
    if (keep >= x->n)
        return;
    int up = 0;
    if (keep >= 0) {
        int tail = 0;
        for (int i = keep + 1; i < x->n; i++)
            tail |= x->d[i];
        up = x->d[keep] > 5 || (x->d[keep] == 5 &&
                                (tail || (keep > 0 && x->d[keep - 1] & 1)));
    }
    x->n = keep > 0 ? keep : 0;
    int i = x->n - 1;
    for (; up && i >= 0 && x->d[i] == 9; i--)
        x->d[i] = 0;
    if (up && i >= 0) {
        x->d[i]++;
    } else if (up) { /* 99.9 -> 100: a new first digit */
        for (int j = x->n; j > 0; j--)
            x->d[j] = x->d[j - 1];
        x->d[0] = 1;
        x->n++;
        x->point++;
    }
    libc_fp_trim(x);
}

static char libc_fp_digit(const struct libc_dec *x, int i)
{
    return (char)('0' + (i >= 0 && i < x->n ? x->d[i] : 0));
}

/* x in style f with prec digits after the point (x rounded already);
 * trim: without trailing zeros in the fraction (and no lone point). */
static void libc_fp_put_f(struct libc_out *o, const struct libc_dec *x,
                          int prec, int alt, int trim)
{
    if (x->point <= 0)
        libc_put(o, '0');
    for (int i = 0; i < x->point; i++)
        libc_put(o, libc_fp_digit(x, i));
    if (trim)
        while (prec > 0 && libc_fp_digit(x, x->point + prec - 1) == '0')
            prec--;
    if (prec > 0 || alt)
        libc_put(o, '.');
    for (int i = 0; i < prec; i++)
        libc_put(o, libc_fp_digit(x, x->point + i));
}

/* x in style e (x rounded to prec + 1 digits already). */
static void libc_fp_put_e(struct libc_out *o, const struct libc_dec *x,
                          int prec, int alt, int trim, char e)
{
    libc_put(o, libc_fp_digit(x, 0));
    if (trim)
        while (prec > 0 && libc_fp_digit(x, prec) == '0')
            prec--;
    if (prec > 0 || alt)
        libc_put(o, '.');
    for (int i = 1; i <= prec; i++)
        libc_put(o, libc_fp_digit(x, i));
    int exp = x->n ? x->point - 1 : 0;
    libc_put(o, e);
    libc_put(o, exp < 0 ? '-' : '+');
    unsigned u = (unsigned)(exp < 0 ? -exp : exp);
    if (u >= 100)
        libc_put(o, (char)('0' + u / 100));
    libc_put(o, (char)('0' + u / 10 % 10));
    libc_put(o, (char)('0' + u % 10));
}

/* The digits of |x| in conversion c (f, e or g, either case) with
 * precision prec (>= 0); x is rounded here, so that a second call
 * prints the same (rounding a rounded x again changes nothing; for g,
 * rounding to p digits and then at p - 1 - exp decimals is rounding
 * once at those decimals: a carry at p digits is one at p - 1 too). */
static void libc_fp_body(struct libc_out *o, struct libc_dec *x, char c,
                         int prec, int alt)
{
    char lc = (char)(c | 0x20), e = c == lc ? 'e' : 'E';
    if (lc == 'f') {
        libc_fp_round(x, x->point + prec);
        libc_fp_put_f(o, x, prec, alt, 0);
    } else if (lc == 'e') {
        libc_fp_round(x, prec + 1);
        libc_fp_put_e(o, x, prec, alt, 0, e);
    } else {
        int p = prec ? prec : 1;
        libc_fp_round(x, p);
        int exp = x->n ? x->point - 1 : 0;
        if (exp < p && exp >= -4) {
            libc_fp_round(x, x->point + p - 1 - exp);
            libc_fp_put_f(o, x, p - 1 - exp, alt, !alt);
        } else {
            libc_fp_put_e(o, x, p - 1, alt, !alt, e);
        }
    }
}

/* A %f, %e or %g conversion (either case) of v. */
static void libc_put_fp(struct libc_out *o, const struct libc_spec *sp,
                        double v, char c)
{
    union { double d; unsigned long long u; } b = {v};
    int be = (int)(b.u >> 52 & 0x7ff), upper = c != (char)(c | 0x20);
    unsigned long long frac = b.u & 0x000fffffffffffffull;
    char sign = b.u >> 63 ? '-' : sp->plus ? '+' : sp->space ? ' ' : 0;
    struct libc_out count = {0, 0, 0, 1, 0};
    struct libc_dec x;
    const char *special = 0;
    if (be == 0x7ff)
        special = frac ? upper ? "NAN" : "nan" : upper ? "INF" : "inf";
    else
        libc_fp_expand(&x, be ? frac | 1ull << 52 : frac,
                       (be ? be : 1) - 1075);
    int prec = sp->prec < 0 ? 6 : sp->prec;
    if (!special) /* the length, for the field */
        libc_fp_body(&count, &x, c, prec, sp->alt);
    int body = (sign != 0) + (special ? 3 : (int)count.len);
    int fill = sp->width > body ? sp->width - body : 0;
    int zeros = sp->zero && !sp->left && !special;
    if (!sp->left && !zeros)
        libc_pad(o, ' ', fill);
    if (sign)
        libc_put(o, sign);
    if (zeros)
        libc_pad(o, '0', fill);
    if (special)
        for (const char *p = special; *p; p++)
            libc_put(o, *p);
    else
        libc_fp_body(o, &x, c, prec, sp->alt);
    if (sp->left)
        libc_pad(o, ' ', fill);
}

/* One conversion c with its spec and length; 0: not modelled. */
static int libc_convert(struct libc_out *o, struct libc_spec *sp, char len,
                        char c, va_list *ap)
{
    if (c == 'd' || c == 'i') {
        long long v = libc_signed_arg(len, ap);
        char sign = v < 0 ? '-' : sp->plus ? '+' : sp->space ? ' ' : 0;
        unsigned long long m = v < 0 ? 0ull - (unsigned long long)v
                                     : (unsigned long long)v;
        libc_put_int(o, sp, m, 10, 0, sign);
    } else if (c == 'u' || c == 'x' || c == 'X' || c == 'o') {
        unsigned base = c == 'u' ? 10 : c == 'o' ? 8 : 16;
        libc_put_int(o, sp, libc_unsigned_arg(len, ap), base, c == 'X', 0);
    } else if (c == 'c' && len == 0) {
        char ch[2] = {(char)va_arg(*ap, int), 0};
        sp->prec = 1;
        if (!ch[0]) { /* a NUL character is output, not an empty string */
            libc_pad(o, ' ', sp->left ? 0 : sp->width - 1);
            libc_put(o, 0);
            libc_pad(o, ' ', sp->left ? sp->width - 1 : 0);
        } else {
            libc_put_str(o, sp, ch);
        }
    } else if (c == 's' && len == 0) {
        libc_put_str(o, sp, va_arg(*ap, const char *));
    } else if (c == 'p' && len == 0) {
        void *p = va_arg(*ap, void *);
        char sign = sp->plus ? '+' : sp->space ? ' ' : 0; /* glibc */
        sp->alt = 1;
        if (p)
            libc_put_int(o, sp, (unsigned long long)(size_t)p, 16, 0, sign);
        else
            libc_put_str(o, sp, "(nil)");
    } else if (c == '%' && len == 0) {
        libc_put(o, '%');
    } else if (len != 'L' && (c == 'f' || c == 'F' || c == 'e' ||
                              c == 'E' || c == 'g' || c == 'G')) {
        libc_put_fp(o, sp, va_arg(*ap, double), c);
    } else if (o->to_stream && len != 'L' && (c == 'a' || c == 'A')) {
        (void)va_arg(*ap, double);
        /* at least "inf" or "nan" */
        o->len += (size_t)(sp->width > 3 ? sp->width : 3);
        o->inexact = 1;
    } else {
        return 0;
    }
    return 1;
}

static int libc_format_to(char *buf, size_t cap, int to_stream,
                          const char *fmt, va_list ap)
{
    struct libc_out o = {buf, cap, 0, to_stream, 0};
    va_list args;
    va_copy(args, ap);
    for (const char *f = fmt; *f; f++) {
        if (*f != '%') {
            libc_put(&o, *f);
            continue;
        }
        f++;
        struct libc_spec sp;
        libc_parse_spec(&f, &sp, &args);
        char len = libc_parse_length(&f);
        if (!libc_convert(&o, &sp, len, *f, &args)) {
            snprintf_conversion_not_modelled();
            break;
        }
    }
    va_end(args);
    if (o.cap > 0)
        o.buf[o.len < o.cap ? o.len : o.cap - 1] = 0;
    return o.inexact ? -(int)o.len - 1 : (int)o.len;
}

#endif
#if defined(PNBMC_NEED_snprintf) || defined(PNBMC_NEED_vsnprintf) || \
    defined(PNBMC_NEED_sprintf) || defined(PNBMC_NEED_vsprintf)
static int libc_format(char *buf, size_t cap, const char *fmt, va_list ap)
{
    return libc_format_to(buf, cap, 0, fmt, ap);
}
#endif
#ifdef LIBC_PRINT
/* A negative descriptor is never open: glibc's vdprintf fails with
 * EBADF before it reads its format. */
static int libc_fd_refuses(int fd)
{
    if (fd >= 0)
        return 0;
    *__errno_location() = 9; /* EBADF */
    return 1;
}

/* Output to a stream or descriptor that takes it (the callers check):
 * the characters printf would write, read as printf reads the format
 * and arguments; the count, when the caller uses it (counted). */
static int libc_print(const char *fmt, va_list ap, int counted)
{
    int n = libc_format_to(0, 0, 1, fmt, ap);
    if (n < 0 && counted) {
        /* after an %a conversion: as many characters as the value's
         * text may have */
        int more = __VERIFIER_nondet_int();
        __VERIFIER_assume(more >= 0);
        return -n - 1 + more;
    }
    return n;
}

/* A printf-like model that model/output.c redirects to: where refused
 * (a stream or descriptor that takes no output, checked before the
 * format is read) -1, else libc_print's count (counted); rtype int
 * returns it, void nothing (the program does not use it). */
#define LIBC_PRINT_DOTS(rtype, name, params, refused, counted)         \
    rtype name params                                                  \
    {                                                                  \
        int r = -1;                                                    \
        if (!(refused)) {                                              \
            va_list ap;                                                \
            va_start(ap, fmt);                                         \
            r = libc_print(fmt, ap, counted);                          \
            va_end(ap);                                                \
        }                                                              \
        LIBC_PRINT_RESULT_##rtype                                      \
    }
#define LIBC_PRINT_RESULT_int return r;
#define LIBC_PRINT_RESULT_void (void)r;
#endif
#ifdef PNBMC_NEED_vprintf
int vprintf(const char *fmt, va_list ap) { return libc_print(fmt, ap, 1); }
#endif
#ifdef PNBMC_NEED_vfprintf
int vfprintf(void *stream, const char *fmt, va_list ap)
{
    return libc_stream_refuses(stream, LIBC_WRITE_BIT)
           ? -1 : libc_print(fmt, ap, 1);
}
#endif
#ifdef PNBMC_NEED_vdprintf
int vdprintf(int fd, const char *fmt, va_list ap)
{
    return libc_fd_refuses(fd) ? -1 : libc_print(fmt, ap, 1);
}
#endif
/* Calls model/output.c redirects: printf, fprintf and dprintf whose
 * format it cannot read at compile time (the _counted ones when the
 * program uses the result), vprintf and its kin whose result is unused;
 * the stream or descriptor argument is dropped, except for
 * pnbmc_fprint's: an fprintf to a stream that may be open for reading
 * only, which then fails before it reads its format (glibc). */
#ifdef PNBMC_NEED_pnbmc_dprint_counted
LIBC_PRINT_DOTS(int, pnbmc_dprint_counted, (int fd, const char *fmt, ...),
                libc_fd_refuses(fd), 1)
#endif
#ifdef PNBMC_NEED_pnbmc_dprint
LIBC_PRINT_DOTS(void, pnbmc_dprint, (int fd, const char *fmt, ...),
                libc_fd_refuses(fd), 0)
#endif
#ifdef PNBMC_NEED_pnbmc_fprint_counted
LIBC_PRINT_DOTS(int, pnbmc_fprint_counted,
                (void *stream, const char *fmt, ...),
                libc_stream_refuses(stream, LIBC_WRITE_BIT), 1)
#endif
#ifdef PNBMC_NEED_pnbmc_fprint
LIBC_PRINT_DOTS(void, pnbmc_fprint, (void *stream, const char *fmt, ...),
                libc_stream_refuses(stream, LIBC_WRITE_BIT), 0)
#endif
#ifdef PNBMC_NEED_pnbmc_print_counted
LIBC_PRINT_DOTS(int, pnbmc_print_counted, (const char *fmt, ...), 0, 1)
#endif
#ifdef PNBMC_NEED_pnbmc_print
LIBC_PRINT_DOTS(void, pnbmc_print, (const char *fmt, ...), 0, 0)
#endif
#ifdef PNBMC_NEED_pnbmc_vprint
void pnbmc_vprint(const char *fmt, va_list ap) { libc_print(fmt, ap, 0); }
#endif
/* The reads of one %s argument (or of puts's string) that model/output.c
 * puts before a call it leaves a no-op: up to the terminator, or max
 * bytes (a precision).  NULL is read as nothing (glibc prints "(null)"). */
#ifdef PNBMC_NEED_pnbmc_read_string
void pnbmc_read_string(const char *s)
{
    if (s)
        while (*s)
            s++;
}
#endif
#ifdef PNBMC_NEED_pnbmc_read_string_n
void pnbmc_read_string_n(const char *s, size_t max)
{
    for (size_t i = 0; s && i < max && s[i]; i++)
        ;
}
#endif
#ifdef PNBMC_NEED_vsnprintf
int vsnprintf(char *buf, size_t n, const char *fmt, va_list ap)
{
    return libc_format(buf, n, fmt, ap);
}
#endif
#ifdef PNBMC_NEED_vsprintf
int vsprintf(char *buf, const char *fmt, va_list ap)
{
    return libc_format(buf, (size_t)-1, fmt, ap);
}
#endif
#ifdef PNBMC_NEED_snprintf
int snprintf(char *buf, size_t n, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = libc_format(buf, n, fmt, ap);
    va_end(ap);
    return r;
}
#endif
#ifdef PNBMC_NEED_sprintf
int sprintf(char *buf, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int r = libc_format(buf, (size_t)-1, fmt, ap);
    va_end(ap);
    return r;
}
#endif

/* ---- files and descriptors: the environment is unknown ----
 * open, pipe and fopen succeed with fresh descriptors or fail with an
 * errno; write and fwrite read the caller's bytes (one block access: a
 * race with a thread that fills the buffer is one) and write any part
 * of them, or fail; close and fclose succeed or fail.  A failure's errno
 * is any of those Linux gives for the call (the lists below).  A
 * negative descriptor is never open: read, write and close of one fail
 * with EBADF.  The descriptors open and pipe gave and close has not
 * closed are kept (up to LIBC_FD_MAX, else open_descriptors_not_modelled):
 * a new one is none of them.  A FILE that
 * fopen returns is a heap object of the model (fclose frees it: a second
 * fclose is a double free); stdin, stdout and stderr are the model's
 * objects.  What is written goes nowhere the program can read back.
 * What is read is unknown: read, fread, fgets, fgetc, getc and getchar
 * give any bytes (each its own nondet value), as many as they may, or
 * end of file or an error, which a stream's indicators keep (below). */
#if defined(PNBMC_NEED_open) || defined(PNBMC_NEED_fopen)
/* The kernel or the library reads every byte of a path or mode string. */
static void libc_read_string(const char *s)
{
    for (const volatile char *p = s; *p; p++)
        ;
}

/* open(2)'s errors for a path (EPERM, ENOENT, EINTR, ENXIO, ENOMEM,
 * EACCES, EEXIST, ENODEV, ENOTDIR, EISDIR, EINVAL, ENFILE, EMFILE,
 * ETXTBSY, EFBIG, ENOSPC, EROFS, ENAMETOOLONG, ELOOP, EOVERFLOW, EDQUOT) */
static const int libc_open_errs[] = {1,  2,  4,  6,  12, 13, 17,
                                     19, 20, 21, 22, 23, 24, 26,
                                     27, 28, 30, 36, 40, 75, 122};
#endif
#if defined(PNBMC_NEED_open) || defined(PNBMC_NEED_pipe)
#define LIBC_FD_MAX 16
void open_descriptors_not_modelled(void);
/* the descriptors open and pipe gave, + 1 (0: a free slot) */
static int libc_open_fds[LIBC_FD_MAX];

/* A descriptor the process may get (0-2 too: the program may have
 * closed them), none of those open and pipe gave that are still open;
 * recorded (atomic: the kernel's table is). */
static int libc_new_fd(void)
{
    int fd = __VERIFIER_nondet_int(), slot = -1;
    __VERIFIER_assume(fd >= 0);
    __VERIFIER_atomic_begin();
    for (int i = 0; i < LIBC_FD_MAX; i++) {
        __VERIFIER_assume(libc_open_fds[i] != fd + 1);
        if (!libc_open_fds[i] && slot < 0)
            slot = i;
    }
    if (slot >= 0)
        libc_open_fds[slot] = fd + 1;
    __VERIFIER_atomic_end();
    if (slot < 0)
        open_descriptors_not_modelled();
    return fd;
}
#endif
#ifdef PNBMC_NEED_open
int open(const char *path, int flags, ...)
{
    (void)flags;
    libc_read_string(path);
    if (__VERIFIER_nondet_bool())
        return LIBC_FAIL_ANY(libc_open_errs);
    return libc_new_fd();
}
#endif
#ifdef PNBMC_NEED_pipe
int pipe(int fds[2])
{
    if (libc_ok_or_fail(0, __VERIFIER_nondet_bool() ? 24 : 23) < 0)
        return -1; /* EMFILE, ENFILE */
    fds[0] = libc_new_fd();
    fds[1] = libc_new_fd();
    return 0;
}
#endif
#ifdef PNBMC_NEED_close
/* close(2)'s errors for an open descriptor: EINTR, EIO, ENOSPC, EDQUOT;
 * EBADF if the program's descriptor was not open */
static const int libc_close_errs[] = {4, 5, 9, 28, 122};

int close(int fd)
{
    if (fd < 0) {
        *__errno_location() = 9; /* EBADF */
        return -1;
    }
#if defined(PNBMC_NEED_open) || defined(PNBMC_NEED_pipe)
    __VERIFIER_atomic_begin(); /* Linux frees fd even when close fails */
    for (int i = 0; i < LIBC_FD_MAX; i++)
        if (libc_open_fds[i] == fd + 1)
            libc_open_fds[i] = 0;
    __VERIFIER_atomic_end();
#endif
    return __VERIFIER_nondet_bool() ? 0 : LIBC_FAIL_ANY(libc_close_errs);
}
#endif
#ifdef PNBMC_NEED_isatty
/* A negative descriptor is never open (EBADF); another may be a
 * terminal, or not (ENOTTY), or not open (EBADF: which descriptors are
 * open is not followed here). */
int isatty(int fd)
{
    if (fd >= 0 && __VERIFIER_nondet_bool())
        return 1;
    *__errno_location() = fd < 0 || __VERIFIER_nondet_bool() ? 9 : 25;
    return 0;
}
#endif
#ifdef PNBMC_NEED_write
/* write(2)'s errors: EPERM, EINTR, EIO, EBADF (not open for writing),
 * EAGAIN, EINVAL, EFBIG, ENOSPC, EPIPE, EDESTADDRREQ, ECONNRESET, EDQUOT */
static const int libc_write_errs[] = {1, 4, 5, 9, 11, 22, 27, 28,
                                      32, 89, 104, 122};

long write(int fd, const void *buf, size_t n)
{
    if (fd < 0) {
        *__errno_location() = 9; /* EBADF */
        return -1;
    }
    libc_read_block(buf, n);
    long done = __VERIFIER_nondet_long();
    __VERIFIER_assume(done >= 0 && (size_t)done <= n);
    return __VERIFIER_nondet_bool() ? done : LIBC_FAIL_ANY(libc_write_errs);
}
#endif
/* Streams: a FILE is one byte of the library's, its end-of-file and
 * error indicators (C 7.21.7: a read that ends short sets one of them;
 * feof and ferror report them; they stay set until clearerr; a read with
 * the end-of-file indicator set gets nothing), and whether it was opened
 * for reading and for writing.  Stream calls lock the stream, so their
 * bookkeeping is atomic: threads reading one stream do not race on it.
 * A read of a stream not open for reading, or a write to one not open
 * for writing, fails as glibc's does: EBADF, the error indicator set,
 * nothing read or written (libc_stream_refuses). */
#if defined(PNBMC_NEED_stdin) || defined(PNBMC_NEED_stdout) || \
    defined(PNBMC_NEED_stderr) || defined(PNBMC_NEED_fclose) || \
    defined(PNBMC_NEED_getchar) || defined(LIBC_SCAN)
/* The standard streams: three objects of the library's (not heap
 * objects: fclose does not free them). */
static char libc_std_streams[3] = {LIBC_READ_BIT, LIBC_WRITE_BIT,
                                   LIBC_WRITE_BIT};
#endif
#ifdef LIBC_STREAM_FLAGS
static int libc_flags(void *stream)
{
    __VERIFIER_atomic_begin();
    int f = *(char *)stream;
    __VERIFIER_atomic_end();
    return f;
}

/* The indicators: those in keep stay, those in set are set; the open
 * mode stays. */
static void libc_set_flags(void *stream, int set, int keep)
{
    __VERIFIER_atomic_begin();
    char *f = stream;
    *f = (char)((*f & (keep | LIBC_READ_BIT | LIBC_WRITE_BIT)) | set);
    __VERIFIER_atomic_end();
}

/* Is stream not open for mode (LIBC_READ_BIT or LIBC_WRITE_BIT)?  Then
 * the call fails as glibc's: EBADF and the error indicator. */
static int libc_stream_refuses(void *stream, int mode)
{
    if (libc_flags(stream) & mode)
        return 0;
    libc_set_flags(stream, LIBC_ERR_BIT, 3);
    *__errno_location() = 9; /* EBADF */
    return 1;
}
#endif
#if defined(PNBMC_NEED_fread) || defined(PNBMC_NEED_fgets) || \
    defined(PNBMC_NEED_fgetc) || defined(PNBMC_NEED_getc) || \
    defined(PNBMC_NEED_getchar) || defined(LIBC_SCAN)
/* A read ended short: at the end of the file or on an error. */
static void libc_short_read(void *stream)
{
    libc_set_flags(stream, __VERIFIER_nondet_bool() ? LIBC_EOF_BIT
                                                    : LIBC_ERR_BIT, 3);
}
#endif
#if defined(PNBMC_NEED_read) || defined(PNBMC_NEED_fread) || \
    defined(PNBMC_NEED_fgets)
/* Any n bytes into p, one store each (as the system call writes them). */
static void libc_fill(char *p, size_t n)
{
    for (size_t i = 0; i < n; i++)
        p[i] = __VERIFIER_nondet_char();
}

/* Any count in [lo, hi]. */
static size_t libc_count(size_t lo, size_t hi)
{
    size_t k = (size_t)__VERIFIER_nondet_long();
    __VERIFIER_assume(k >= lo && k <= hi);
    return k;
}
#endif
#ifdef PNBMC_NEED_read
/* read(2)'s errors: EINTR, EIO, EBADF (not open for reading), EAGAIN,
 * EINVAL, EISDIR, ECONNRESET, ETIMEDOUT */
static const int libc_read_errs[] = {4, 5, 9, 11, 22, 21, 104, 110};

long read(int fd, void *buf, size_t n)
{
    if (fd < 0) {
        *__errno_location() = 9; /* EBADF */
        return -1;
    }
    if (__VERIFIER_nondet_bool())
        return LIBC_FAIL_ANY(libc_read_errs);
    size_t k = libc_count(0, n);
    libc_fill(buf, k);
    return (long)k;
}
#endif
#ifdef PNBMC_NEED_fread
size_t fread(void *p, size_t size, size_t nmemb, void *stream)
{
    if (!size || !nmemb) /* no item: 0, the stream untouched (C 7.21.8.1) */
        return 0;
    if (libc_stream_refuses(stream, LIBC_READ_BIT))
        return 0;
    int at_eof = libc_flags(stream) & LIBC_EOF_BIT;
    size_t k = at_eof ? 0 : libc_count(0, nmemb);
    /* a short read may end within an item: glibc stores its bytes too */
    libc_fill(p, k * size + (k < nmemb && !at_eof ? libc_count(0, size - 1)
                                                    : 0));
    if (k < nmemb)
        libc_short_read(stream);
    return k;
}
#endif
#ifdef PNBMC_NEED_fgets
/* NULL at end of file (nothing read) or on an error; else 1 to n - 1
 * bytes, a newline only as the last, and the terminating 0: fewer than
 * n - 1 without a newline only at the end of the file, which sets the
 * end-of-file indicator (glibc returns NULL on an error even after some
 * bytes).  n = 1 (room for the 0 only) reads nothing and gives s with ""
 * (glibc), n < 1 NULL. */
char *fgets(char *s, int n, void *stream)
{
    if (n == 1) {
        s[0] = 0;
        return s;
    }
    if (n < 2 || libc_stream_refuses(stream, LIBC_READ_BIT))
        return 0;
    if ((libc_flags(stream) & LIBC_EOF_BIT) ||
        __VERIFIER_nondet_bool()) {
        libc_short_read(stream);
        return 0;
    }
    size_t k = libc_count(1, (size_t)n - 1);
    libc_fill(s, k);
    for (size_t i = 0; i + 1 < k; i++)
        __VERIFIER_assume(s[i] != '\n');
    s[k] = 0;
    if (k + 1 < (size_t)n && s[k - 1] != '\n')
        libc_set_flags(stream, LIBC_EOF_BIT, 3);
    return s;
}
#endif
#if defined(PNBMC_NEED_fgetc) || defined(PNBMC_NEED_getc) || \
    defined(PNBMC_NEED_getchar)
/* A byte as an unsigned char, or EOF (-1). */
static int libc_getc(void *stream)
{
    int c = -1;
    if (libc_stream_refuses(stream, LIBC_READ_BIT))
        return c;
    if (!(libc_flags(stream) & LIBC_EOF_BIT)) {
        c = __VERIFIER_nondet_int();
        __VERIFIER_assume(c >= -1 && c <= 255);
    }
    if (c < 0)
        libc_short_read(stream);
    return c;
}
#endif
#ifdef PNBMC_NEED_fgetc
int fgetc(void *stream) { return libc_getc(stream); }
#endif
#ifdef PNBMC_NEED_getc
int getc(void *stream) { return libc_getc(stream); }
#endif
#ifdef PNBMC_NEED_getchar
int getchar(void) { return libc_getc(&libc_std_streams[0]); }
#endif
#ifdef PNBMC_NEED_feof
int feof(void *stream) { return libc_flags(stream) & LIBC_EOF_BIT; }
#endif
#ifdef PNBMC_NEED_ferror
int ferror(void *stream) { return (libc_flags(stream) & LIBC_ERR_BIT) != 0; }
#endif
#ifdef PNBMC_NEED_clearerr
void clearerr(void *stream) { libc_set_flags(stream, 0, 0); }
#endif
#ifdef PNBMC_NEED_fwrite
/* 0 for no item (C 7.21.8.2); a short count is a write error, which sets
 * the stream's error indicator */
size_t fwrite(const void *p, size_t size, size_t nmemb, void *stream)
{
    if (!size || !nmemb || libc_stream_refuses(stream, LIBC_WRITE_BIT))
        return 0;
    libc_read_block(p, size * nmemb);
    size_t done = (size_t)__VERIFIER_nondet_long();
    __VERIFIER_assume(done <= nmemb);
    if (done < nmemb)
        libc_set_flags(stream, LIBC_ERR_BIT, 3);
    return done;
}
#endif
#ifdef PNBMC_NEED_fopen
/* "r" reads, "w" and "a" write, a '+' among the next six characters
 * (glibc reads no more) both. */
static char libc_open_mode(const char *mode)
{
    int m = mode[0] == 'r' ? LIBC_READ_BIT : LIBC_WRITE_BIT;
    for (int i = 1; i < 7 && mode[i]; i++)
        if (mode[i] == '+')
            m = LIBC_READ_BIT | LIBC_WRITE_BIT;
    return (char)m;
}

void *fopen(const char *path, const char *mode)
{
    libc_read_string(path);
    libc_read_string(mode);
    if (mode[0] != 'r' && mode[0] != 'w' && mode[0] != 'a') {
        *__errno_location() = 22; /* EINVAL: glibc checks the first */
        return 0;
    }
    if (!path[0]) { /* "" names no file on Linux */
        *__errno_location() = 2; /* ENOENT */
        return 0;
    }
    if (__VERIFIER_nondet_bool()) { /* open's errors */
        LIBC_FAIL_ANY(libc_open_errs);
        return 0;
    }
    char *f = malloc(1);
    *f = libc_open_mode(mode); /* no indicator set */
    return f;
}
#endif
/* The result of a puts or fputs that succeeds (model/output.c calls
 * this where the program uses it): any nonnegative value (C 7.21.7.4,
 * 7.21.7.9); printing never fails. */
#if defined(PNBMC_NEED_pnbmc_put_result) || \
    defined(PNBMC_NEED_pnbmc_fput_result)
int pnbmc_put_result(void)
{
    int r = __VERIFIER_nondet_int();
    __VERIFIER_assume(r >= 0);
    return r;
}
#endif
/* An fputs's (after its string is read, as glibc reads it to count its
 * length): EOF on a stream not open for writing. */
#ifdef PNBMC_NEED_pnbmc_fput_result
int pnbmc_fput_result(void *stream)
{
    return libc_stream_refuses(stream, LIBC_WRITE_BIT) ? -1
                                                       : pnbmc_put_result();
}
#endif
/* Writing one character: the output goes nowhere and printing never
 * fails, so the result is the character written, as an unsigned char
 * converted to int (C 7.21.7.3, 7.21.7.8, 7.21.7.9). */
#ifdef PNBMC_NEED_putchar
int putchar(int c) { return (unsigned char)c; }
#endif
#ifdef PNBMC_NEED_fputc
int fputc(int c, void *stream)
{
    return libc_stream_refuses(stream, LIBC_WRITE_BIT) ? -1
                                                       : (unsigned char)c;
}
#endif
#ifdef PNBMC_NEED_putc
int putc(int c, void *stream)
{
    return libc_stream_refuses(stream, LIBC_WRITE_BIT) ? -1
                                                       : (unsigned char)c;
}
#endif
#ifdef PNBMC_NEED_stdin
void *stdin = &libc_std_streams[0];
#endif
#ifdef PNBMC_NEED_stdout
void *stdout = &libc_std_streams[1];
#endif
#ifdef PNBMC_NEED_stderr
void *stderr = &libc_std_streams[2];
#endif
#ifdef PNBMC_NEED_fclose
int fclose(void *stream)
{
    char *s = stream;
    if (s != &libc_std_streams[0] && s != &libc_std_streams[1] &&
        s != &libc_std_streams[2])
        free(stream);
    return libc_ok_or_fail(0, 5); /* EIO */
}
#endif

/* ---- the scanf family (C 7.21.6.2) ----
 * sscanf and vsscanf read their string exactly as C says: white space in
 * the format skips white space, an ordinary character must come next,
 * each conversion reads the longest input item (within its field width)
 * that is or begins a matching sequence; the result is the count of
 * items assigned, or EOF after an input failure (the string's end)
 * before the first conversion.  scanf, fscanf and their v forms read an
 * unknown input: each directive that reads may match, fail to match or
 * meet the end of input (which sets the stream's end-of-file or error
 * indicator, as fgetc does); a matched integer is any value that its
 * field width allows, a string any characters of its conversion (white
 * space excluded for %s, the scanset's for %[).  A matched item whose
 * value the object cannot represent is undefined behaviour: a string's
 * is reported (the run ends unknown), unknown input never gives one.
 * Not modelled (the run ends unknown at scanf_conversion_not_modelled):
 * floating-point conversions of a string (and of unknown input with a
 * field width, or into a long double), %p, wide conversions, %n on
 * unknown input, a descending %[ range, and three cases where C and
 * glibc part: an item "0x" without digits (glibc takes it as 0), a %c
 * whose input ends within its width (glibc stores what it read and
 * counts it) and an input failure after suppressed conversions only
 * (glibc returns EOF, C the 0 items assigned). */
#ifdef LIBC_SCAN
#include <stdarg.h>
void scanf_conversion_not_modelled(void);
/* The helpers are inlined: calls are steps of the smt engine's runs, and
 * a conversion would otherwise take dozens. */
#define LIBC_INLINE static inline __attribute__((always_inline))

enum { LIBC_SCAN_OK, LIBC_SCAN_MISMATCH, LIBC_SCAN_END };

/* A call's input: the string s at pos, or (s NULL) stream's unknown
 * input, which is at its end when the end-of-file indicator is set. */
struct libc_scan {
    const char *s;
    void *stream;
    size_t pos;
    int assigned, converted, at_end;
};

LIBC_INLINE int libc_scan_space(int c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

/* Unknown input: how a directive that reads ends (mismatch: whether
 * some input fails to match it).  The end sets the stream's indicator,
 * unless it was set before the call (then nothing more is read). */
LIBC_INLINE int libc_scan_outcome(struct libc_scan *in, int mismatch)
{
    if (in->at_end)
        return LIBC_SCAN_END;
    int o = __VERIFIER_nondet_int();
    __VERIFIER_assume(o >= LIBC_SCAN_OK && o <= LIBC_SCAN_END &&
                      (mismatch || o != LIBC_SCAN_MISMATCH));
    if (o == LIBC_SCAN_END) {
        libc_short_read(in->stream);
        in->at_end = 1;
    }
    return o;
}

/* Unknown input after an item read up to the first character that does
 * not fit it: that read may have met the end of input or an error. */
LIBC_INLINE void libc_scan_item_read(struct libc_scan *in)
{
    if (!in->s && __VERIFIER_nondet_bool()) {
        libc_short_read(in->stream);
        in->at_end = 1;
    }
}

/* Skips white space; LIBC_SCAN_END when the input ends there. */
LIBC_INLINE int libc_scan_skip(struct libc_scan *in)
{
    while (libc_scan_space((unsigned char)in->s[in->pos]))
        in->pos++;
    return in->s[in->pos] ? LIBC_SCAN_OK : LIBC_SCAN_END;
}

LIBC_INLINE int libc_scan_literal(struct libc_scan *in, char c)
{
    if (!in->s)
        return libc_scan_outcome(in, 1);
    if (!in->s[in->pos])
        return LIBC_SCAN_END;
    if (in->s[in->pos] != c)
        return LIBC_SCAN_MISMATCH;
    in->pos++;
    return LIBC_SCAN_OK;
}

/* An integer item of the string in base (0: C's prefixes), at most
 * width characters (0: any): its magnitude (*over when past 64 bits) and
 * sign.  LIBC_SCAN_MISMATCH when it is no matching sequence. */
LIBC_INLINE int libc_scan_int_item(struct libc_scan *in, int width,
                                   unsigned base, unsigned long long *mag,
                                   int *neg, int *over)
{
    const char *p = in->s + in->pos;
    size_t n = 0, lim = width > 0 ? (size_t)width : (size_t)-1;
    int digits = 0, hex_prefix = 0;
    *mag = 0, *neg = 0, *over = 0;
    if (n < lim && (p[n] == '+' || p[n] == '-'))
        *neg = p[n++] == '-';
    if ((base == 0 || base == 16) && n < lim && p[n] == '0') {
        n++, digits = 1;
        if (n < lim && (p[n] == 'x' || p[n] == 'X'))
            n++, digits = 0, hex_prefix = 1, base = 16;
        else if (base == 0)
            base = 8;
    }
    if (base == 0)
        base = 10;
    for (; n < lim && (unsigned)libc_digit((unsigned char)p[n]) < base;
         n++, digits++) {
        unsigned long long d = (unsigned)libc_digit((unsigned char)p[n]);
        if (*mag > (~0ull - d) / base)
            *over = 1;
        *mag = *mag * base + d;
    }
    in->pos += n;
    if (hex_prefix && !digits)
        scanf_conversion_not_modelled(); /* C: no match; glibc: 0 */
    return digits ? LIBC_SCAN_OK : LIBC_SCAN_MISMATCH;
}

/* The largest magnitude k characters give in base with a prefix of plen
 * characters first (saturated at 64 bits). */
LIBC_INLINE unsigned long long libc_field_max(int k, unsigned base, int plen)
{
    unsigned long long m = 1;
    if (k <= plen)
        return 0;
    for (int i = 0; i < k - plen && m; i++)
        m = m > ~0ull / base ? 0 : m * base;
    return m ? m - 1 : ~0ull;
}

LIBC_INLINE unsigned long long libc_item_max(int k, char conv)
{
    if (k <= 0)
        return 0;
    if (conv == 'o')
        return libc_field_max(k, 8, 0);
    if (conv == 'x' || conv == 'X')
        return libc_field_max(k, 16, 0);
    unsigned long long m = libc_field_max(k, 10, 0);
    if (conv == 'i') {
        unsigned long long h = libc_field_max(k, 16, 2),
                           o = libc_field_max(k, 8, 1);
        m = h > m ? h : m;
        m = o > m ? o : m;
    }
    return m;
}

/* Bits of the object a length modifier ('H' hh, 'h', 'l', 'L' ll or j,
 * 'z' z or t, 0 none) names. */
LIBC_INLINE int libc_len_bits(char len)
{
    switch (len) {
    case 'H': return 8;
    case 'h': return 16;
    case 'l': case 'z': return (int)sizeof(long) * 8;
    case 'L': return 64;
    default: return 32;
    }
}

LIBC_INLINE void libc_store_int(void *p, char len, unsigned long long v)
{
    switch (len) {
    case 'H': *(char *)p = (char)v; break;
    case 'h': *(short *)p = (short)v; break;
    case 'l': case 'z': *(long *)p = (long)v; break;
    case 'L': *(long long *)p = (long long)v; break;
    default: *(int *)p = (int)v; break;
    }
}

/* The value of an integer item: magnitude m, sign neg, in an object of
 * bits; 0 when the object cannot represent it (undefined behaviour). */
LIBC_INLINE int libc_item_value(unsigned long long m, int neg,
                                int is_signed, int bits,
                                unsigned long long *v)
{
    unsigned long long top = bits == 64 ? ~0ull : (1ull << bits) - 1;
    unsigned long long lim = is_signed ? top >> 1 : top;
    if (m > lim + (unsigned long long)(is_signed && neg))
        return 0;
    *v = (neg ? 0ull - m : m) & top;
    return 1;
}

/* Unknown input's integer for conversion conv of a field of width
 * characters (0: any) into an object of bits: any value such a field
 * writes that the object represents. */
LIBC_INLINE unsigned long long libc_unknown_int(char conv, int width, int bits)
{
    unsigned long long top = bits == 64 ? ~0ull : (1ull << bits) - 1;
    unsigned long long plain = width ? libc_item_max(width, conv) : ~0ull;
    unsigned long long signed_ = width ? libc_item_max(width - 1, conv)
                                       : ~0ull;
    unsigned long long v = (unsigned long long)__VERIFIER_nondet_longlong();
    v &= top;
    unsigned long long minus = (0ull - v) & top; /* v as "-minus" */
    if (conv == 'd' || conv == 'i')
        __VERIFIER_assume((v >> (bits - 1)) & 1 ? minus <= signed_
                                                : v <= plain);
    else
        __VERIFIER_assume(v <= plain || minus <= signed_);
    return v;
}

/* An integer conversion into dst (NULL: suppressed). */
LIBC_INLINE int libc_scan_int(struct libc_scan *in, char conv, int width,
                              char len, void *dst)
{
    int bits = libc_len_bits(len), is_signed = conv == 'd' || conv == 'i';
    unsigned long long v = 0;
    if (!in->s) {
        int o = libc_scan_outcome(in, 1);
        if (o != LIBC_SCAN_OK)
            return o;
        v = libc_unknown_int(conv, width, bits);
        libc_scan_item_read(in);
    } else {
        if (libc_scan_skip(in) != LIBC_SCAN_OK)
            return LIBC_SCAN_END;
        unsigned base = conv == 'd' || conv == 'u' ? 10
                      : conv == 'o' ? 8 : conv == 'i' ? 0 : 16;
        unsigned long long m;
        int neg, over;
        if (libc_scan_int_item(in, width, base, &m, &neg, &over) !=
            LIBC_SCAN_OK)
            return LIBC_SCAN_MISMATCH;
        if (over || !libc_item_value(m, neg, is_signed, bits, &v))
            scanf_conversion_not_modelled(); /* undefined behaviour */
    }
    if (dst)
        libc_store_int(dst, len, v);
    return LIBC_SCAN_OK;
}

/* Whether c is in the scanset [set, end) (negated by neg); a '-' between
 * two characters is the range between them (implementation-defined in
 * C; glibc, musl and the BSDs read it so). */
LIBC_INLINE int libc_in_scanset(int c, const char *set, const char *end,
                                int neg)
{
    int in = 0;
    for (const char *p = set; p < end && !in; p++) {
        if (p + 2 < end && p[1] == '-') {
            in = c >= (unsigned char)p[0] && c <= (unsigned char)p[2];
            p += 2;
        } else {
            in = c == (unsigned char)p[0];
        }
    }
    return in != neg;
}

/* A conversion's characters: %c (set NULL, space 0), %s (set NULL, space
 * 1) or %[ (the scanset): at most width (0: any; %c: 1) into dst (NULL:
 * suppressed), terminated but for %c. */
struct libc_chars {
    const char *set, *end;
    int neg, is_c;
};

LIBC_INLINE int libc_char_fits(const struct libc_chars *k, int c)
{
    if (k->is_c)
        return 1;
    if (!k->set)
        return !libc_scan_space(c);
    return libc_in_scanset(c, k->set, k->end, k->neg);
}

/* Unknown input's characters: %c reads width of them unless the input
 * ends first (those read are stored); %s and %[ at least one. */
LIBC_INLINE int libc_scan_chars_unknown(struct libc_scan *in,
                                        const struct libc_chars *k,
                                        int width, char *dst)
{
    size_t n = (size_t)__VERIFIER_nondet_long();
    if (k->is_c) {
        __VERIFIER_assume(n <= (size_t)width && (!in->at_end || !n));
    } else {
        int o = libc_scan_outcome(in, k->set != 0);
        if (o != LIBC_SCAN_OK)
            return o;
        __VERIFIER_assume(n >= 1 && (!width || n <= (size_t)width));
    }
    for (size_t i = 0; i < n; i++) {
        char c = __VERIFIER_nondet_char();
        __VERIFIER_assume(libc_char_fits(k, (unsigned char)c));
        if (dst)
            dst[i] = c;
    }
    if (k->is_c && n < (size_t)width && n)
        scanf_conversion_not_modelled(); /* C: input failure; glibc: n */
    if (k->is_c && n < (size_t)width) {
        if (!in->at_end)
            libc_short_read(in->stream);
        in->at_end = 1;
        return LIBC_SCAN_END;
    }
    if (!k->is_c)
        libc_scan_item_read(in);
    if (dst && !k->is_c)
        dst[n] = 0;
    return LIBC_SCAN_OK;
}

LIBC_INLINE int libc_scan_chars(struct libc_scan *in,
                                const struct libc_chars *k, int width,
                                char *dst)
{
    if (k->is_c && !width)
        width = 1;
    if (!in->s)
        return libc_scan_chars_unknown(in, k, width, dst);
    if (!k->set && !k->is_c && libc_scan_skip(in) != LIBC_SCAN_OK)
        return LIBC_SCAN_END;
    size_t n = 0;
    for (int c; (c = (unsigned char)in->s[in->pos]) &&
                (!width || n < (size_t)width) && libc_char_fits(k, c);
         n++, in->pos++)
        if (dst)
            dst[n] = (char)c;
    if (k->is_c && n < (size_t)width && n)
        scanf_conversion_not_modelled(); /* C: input failure; glibc: n */
    if (k->is_c && n < (size_t)width)
        return LIBC_SCAN_END;
    if (!n)
        return in->s[in->pos] ? LIBC_SCAN_MISMATCH : LIBC_SCAN_END;
    if (dst && !k->is_c)
        dst[n] = 0;
    return LIBC_SCAN_OK;
}

/* The scanset after "%[" at *f, *f left on its closing ']'; 0 when it
 * has none or a descending range. */
LIBC_INLINE int libc_parse_scanset(const char **f, struct libc_chars *k)
{
    const char *p = *f;
    k->neg = *p == '^';
    p += k->neg;
    k->set = p;
    if (*p == ']')
        p++;
    while (*p && *p != ']')
        p++;
    if (!*p)
        return 0;
    k->end = p;
    for (const char *q = k->set; q + 2 < k->end; q++)
        if (q[1] == '-' && (unsigned char)q[0] > (unsigned char)q[2])
            return 0;
    *f = p;
    return 1;
}

/* Unknown input's float for %f and its kin: any value of the object. */
LIBC_INLINE int libc_scan_float(struct libc_scan *in, char len, void *dst)
{
    int o = libc_scan_outcome(in, 1);
    if (o != LIBC_SCAN_OK)
        return o;
    if (dst && len == 'l')
        *(double *)dst = __VERIFIER_nondet_double();
    else if (dst)
        *(float *)dst = __VERIFIER_nondet_float();
    libc_scan_item_read(in);
    return o;
}

/* One conversion c (its '*', width and length parsed). */
LIBC_INLINE int libc_scan_convert(struct libc_scan *in, const char **f,
                                  int skip, int width, char len, va_list *ap)
{
    char c = **f;
    int is_int = c == 'd' || c == 'i' || c == 'u' || c == 'o' ||
                 c == 'x' || c == 'X';
    int is_float = c == 'f' || c == 'F' || c == 'e' || c == 'E' ||
                   c == 'g' || c == 'G' || c == 'a' || c == 'A';
    struct libc_chars k = {0, 0, 0, c == 'c'};
    if (is_int)
        return libc_scan_int(in, c, width, len,
                             skip ? 0 : va_arg(*ap, void *));
    if (is_float && !in->s && !width && (len == 0 || len == 'l'))
        return libc_scan_float(in, len, skip ? 0 : va_arg(*ap, void *));
    if ((c == 'c' || c == 's') && !len)
        return libc_scan_chars(in, &k, width, skip ? 0 : va_arg(*ap, char *));
    if (c == '[' && !len && (++*f, libc_parse_scanset(f, &k)))
        return libc_scan_chars(in, &k, width, skip ? 0 : va_arg(*ap, char *));
    scanf_conversion_not_modelled();
    return LIBC_SCAN_MISMATCH;
}

/* One directive at *f (moved to its last character). */
LIBC_INLINE int libc_scan_directive(struct libc_scan *in, const char **f,
                                    va_list *ap)
{
    if (libc_scan_space((unsigned char)**f)) {
        while (libc_scan_space((unsigned char)(*f)[1]))
            (*f)++;
        if (in->s)
            libc_scan_skip(in);
        return LIBC_SCAN_OK;
    }
    if (**f != '%')
        return libc_scan_literal(in, **f);
    (*f)++;
    int skip = **f == '*', width = 0;
    *f += skip;
    for (; **f >= '0' && **f <= '9'; (*f)++)
        width = width * 10 + (**f - '0');
    char len = libc_parse_length(f);
    if (**f == '%') {
        if (in->s && libc_scan_skip(in) != LIBC_SCAN_OK)
            return LIBC_SCAN_END;
        return libc_scan_literal(in, '%');
    }
    if (**f == 'n' && in->s && !skip && !width) {
        libc_store_int(va_arg(*ap, void *), len, in->pos);
        return LIBC_SCAN_OK;
    }
    if (**f == 'n') {
        scanf_conversion_not_modelled();
        return LIBC_SCAN_MISMATCH;
    }
    int r = libc_scan_convert(in, f, skip, width, len, ap);
    if (r == LIBC_SCAN_OK)
        in->converted++, in->assigned += !skip;
    return r;
}

/* The scanf family's body: the input s (NULL: stream's unknown one). */
static int libc_scan(const char *s, void *stream, const char *fmt,
                     va_list ap)
{
    struct libc_scan in = {s, stream, 0, 0, 0, 0};
    if (!s)
        in.at_end = libc_flags(stream) & LIBC_EOF_BIT;
    if (!s && !(libc_flags(stream) & LIBC_READ_BIT)) {
        in.at_end = 1; /* glibc: EBADF, no indicator set */
        if (*fmt)
            *__errno_location() = 9;
    }
    va_list args;
    va_copy(args, ap);
    int r = LIBC_SCAN_OK;
    for (const char *f = fmt; *f && r == LIBC_SCAN_OK; f++)
        r = libc_scan_directive(&in, &f, &args);
    va_end(args);
    if (r == LIBC_SCAN_END && !in.assigned && in.converted)
        scanf_conversion_not_modelled(); /* C: 0; glibc: EOF */
    return r == LIBC_SCAN_END && !in.converted ? -1 : in.assigned;
}
/* A scanf-family function: its name, parameters (fmt and ... or ap
 * last) and the input it reads (libc_scan's first two arguments). */
#define LIBC_SCAN_DOTS(name, params, ...)                              \
    int name params                                                    \
    {                                                                  \
        va_list ap;                                                    \
        va_start(ap, fmt);                                             \
        int r = libc_scan(__VA_ARGS__, fmt, ap);                       \
        va_end(ap);                                                    \
        return r;                                                      \
    }
#define LIBC_SCAN_VA(name, params, ...)                                \
    int name params { return libc_scan(__VA_ARGS__, fmt, ap); }
#ifdef PNBMC_NEED_sscanf
LIBC_SCAN_DOTS(sscanf, (const char *s, const char *fmt, ...), s, 0)
#endif
#ifdef PNBMC_NEED_vsscanf
LIBC_SCAN_VA(vsscanf, (const char *s, const char *fmt, va_list ap), s, 0)
#endif
#ifdef PNBMC_NEED_scanf
LIBC_SCAN_DOTS(scanf, (const char *fmt, ...), 0, &libc_std_streams[0])
#endif
#ifdef PNBMC_NEED_vscanf
LIBC_SCAN_VA(vscanf, (const char *fmt, va_list ap), 0, &libc_std_streams[0])
#endif
#ifdef PNBMC_NEED_fscanf
LIBC_SCAN_DOTS(fscanf, (void *stream, const char *fmt, ...), 0, stream)
#endif
#ifdef PNBMC_NEED_vfscanf
LIBC_SCAN_VA(vfscanf, (void *stream, const char *fmt, va_list ap), 0, stream)
#endif
#ifdef PNBMC_NEED___isoc99_sscanf
LIBC_SCAN_DOTS(__isoc99_sscanf, (const char *s, const char *fmt, ...), s, 0)
#endif
#ifdef PNBMC_NEED___isoc99_vsscanf
LIBC_SCAN_VA(__isoc99_vsscanf, (const char *s, const char *fmt, va_list ap),
             s, 0)
#endif
#ifdef PNBMC_NEED___isoc99_scanf
LIBC_SCAN_DOTS(__isoc99_scanf, (const char *fmt, ...), 0, &libc_std_streams[0])
#endif
#ifdef PNBMC_NEED___isoc99_vscanf
LIBC_SCAN_VA(__isoc99_vscanf, (const char *fmt, va_list ap),
             0, &libc_std_streams[0])
#endif
#ifdef PNBMC_NEED___isoc99_fscanf
LIBC_SCAN_DOTS(__isoc99_fscanf, (void *stream, const char *fmt, ...),
               0, stream)
#endif
#ifdef PNBMC_NEED___isoc99_vfscanf
LIBC_SCAN_VA(__isoc99_vfscanf, (void *stream, const char *fmt, va_list ap),
             0, stream)
#endif
#endif

/* ---- bit intrinsics (model/bits.c calls these) ----
 * x is the operand of width w zero-extended (a and b of an overflow
 * check sign-extended when sg, else zero-extended).  Branch-free where
 * it is cheap: each call is run by the engines as the program's code. */
#if defined(PNBMC_NEED___pnbmc_bit_count) || \
    defined(PNBMC_NEED___pnbmc_bit_reverse)
/* Inlined: a call is a step of the smt engine's runs. */
static inline __attribute__((always_inline)) unsigned long long
libc_popcount64(unsigned long long x)
{
    x -= (x >> 1) & 0x5555555555555555ull;
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
    x += x >> 8; /* sums, not a multiplication: cheaper for the smt engine */
    x += x >> 16;
    x += x >> 32;
    return x & 0x7f;
}
#endif
#ifdef PNBMC_NEED___pnbmc_bit_count
void builtin_clz_or_ctz_of_zero_is_undefined(void);

/* op 0: the bits set (ctpop); 1: leading zeros (ctlz); 2: trailing
 * zeros (cttz), w for 0 unless zero_undefined (__builtin_clz/ctz: C
 * leaves their result for 0 undefined, the run ends unknown).  One path
 * per op, without branches within it (the smt engine's cost). */
unsigned long long __pnbmc_bit_count(unsigned long long x, int w, int op,
                                     int zero_undefined)
{
    if (op && zero_undefined && !x)
        builtin_clz_or_ctz_of_zero_is_undefined();
    if (op == 1) {
        x |= x >> 1; /* every bit below the highest set */
        x |= x >> 2;
        x |= x >> 4;
        x |= x >> 8;
        x |= x >> 16;
        x |= x >> 32;
        return (unsigned long long)w - libc_popcount64(x);
    }
    if (op == 2) /* the bits below the lowest set; for 0, all: min w */
        x = (x & (0ull - x)) - 1;
    x = libc_popcount64(x);
    return x < (unsigned long long)w ? x : (unsigned long long)w;
}
#endif
#if defined(PNBMC_NEED___pnbmc_bit_reverse) || \
    defined(PNBMC_NEED_htonl) || defined(PNBMC_NEED_ntohl) || \
    defined(PNBMC_NEED_htons) || defined(PNBMC_NEED_ntohs)
/* The w-bit x's bytes (bits 0) or bits (bits 1) in reverse order. */
static unsigned long long libc_reverse(unsigned long long x, int w, int bits)
{
    if (bits) {
        x = ((x >> 1) & 0x5555555555555555ull) |
            ((x & 0x5555555555555555ull) << 1);
        x = ((x >> 2) & 0x3333333333333333ull) |
            ((x & 0x3333333333333333ull) << 2);
        x = ((x >> 4) & 0x0f0f0f0f0f0f0f0full) |
            ((x & 0x0f0f0f0f0f0f0f0full) << 4);
    }
    x = ((x >> 8) & 0x00ff00ff00ff00ffull) |
        ((x & 0x00ff00ff00ff00ffull) << 8);
    x = ((x >> 16) & 0x0000ffff0000ffffull) |
        ((x & 0x0000ffff0000ffffull) << 16);
    x = (x >> 32) | (x << 32);
    return x >> (64 - w);
}
#endif
#ifdef PNBMC_NEED___pnbmc_bit_reverse
unsigned long long __pnbmc_bit_reverse(unsigned long long x, int w, int bits)
{
    return libc_reverse(x, w, bits);
}
#endif
#ifdef PNBMC_NEED___pnbmc_overflows
/* Whether a op b (0 +, 1 -, 2 *) leaves the w-bit signed (sg) or
 * unsigned range: __builtin_add_overflow and its kin. */
int __pnbmc_overflows(unsigned long long a, unsigned long long b, int op,
                      int w, int sg)
{
    unsigned long long r = op == 0 ? a + b : op == 1 ? a - b : a * b;
    if (!sg) {
        if (op == 1)
            return a < b;
        if (w < 64 && (op == 0 || w <= 32))
            return r > (1ull << w) - 1;
        return op == 0 ? r < a : a && r / a != b;
    }
    long long sa = (long long)a, sb = (long long)b;
    if (w < 64 && (op != 2 || w <= 32)) {
        long long v = (long long)r, max = (long long)((1ull << (w - 1)) - 1);
        return v < -max - 1 || v > max;
    }
    if (op == 0)
        return (int)(((a ^ r) & (b ^ r)) >> 63);
    if (op == 1)
        return (int)(((a ^ b) & (a ^ r)) >> 63);
    long long min = (long long)(1ull << 63);
    if (!sa || !sb)
        return 0;
    if ((sa == -1 && sb == min) || (sb == -1 && sa == min))
        return 1;
    return (long long)r / sa != sb;
}
#endif

/* Byte order: the targets (x86-64, i386) are little-endian, so network
 * order is the bytes reversed.  glibc's <arpa/inet.h> inlines these only
 * when optimising; at -O0 they are calls. */
#ifdef PNBMC_NEED_htonl
unsigned htonl(unsigned x) { return (unsigned)libc_reverse(x, 32, 0); }
#endif
#ifdef PNBMC_NEED_ntohl
unsigned ntohl(unsigned x) { return (unsigned)libc_reverse(x, 32, 0); }
#endif
#ifdef PNBMC_NEED_htons
unsigned short htons(unsigned short x)
{
    return (unsigned short)libc_reverse(x, 16, 0);
}
#endif
#ifdef PNBMC_NEED_ntohs
unsigned short ntohs(unsigned short x)
{
    return (unsigned short)libc_reverse(x, 16, 0);
}
#endif

/* ---- exit handlers (model/lifecycle.c calls the runners) ----
 * atexit and at_quick_exit keep at most 32 functions each (the least C
 * allows; glibc has no limit, so a 33rd registration, which glibc
 * accepts, ends the run unknown: exit_handlers_not_modelled); registering and taking the next
 * function to run are atomic, so a thread registering while another
 * exits is no race.  A handler registered while the handlers run runs
 * too, as C requires.  glibc's on_exit shares atexit's list: its entry
 * is libc_on_exit_call, which calls the function with the exit status
 * (exit's argument, main's return value) and the registered argument.
 * Only a program with on_exit has the extra state: a symbolic engine's
 * memory and steps stay as they were without it. */
#if defined(PNBMC_NEED_atexit) || defined(PNBMC_NEED_pnbmc_run_atexit) || \
    defined(PNBMC_NEED_at_quick_exit) || defined(PNBMC_NEED_on_exit) || \
    defined(PNBMC_NEED_pnbmc_run_at_quick_exit)
struct libc_handlers {
    void (*fn[32])(void);
    int n;
};

void exit_handlers_not_modelled(void);

/* Registers f; its index in *at (when at is not NULL). */
static int libc_register(struct libc_handlers *h, void (*f)(void), int *at)
{
    int r = -1;
    __VERIFIER_atomic_begin();
    if (h->n < 32) {
        if (at)
            *at = h->n;
        h->fn[h->n++] = f;
        r = 0;
    }
    __VERIFIER_atomic_end();
    if (r)
        exit_handlers_not_modelled();
    return r;
}

#ifdef PNBMC_NEED_on_exit
/* on_exit's functions and arguments by their index in atexit's list; the
 * index of the handler taken last, and the exit status */
static void (*libc_on_exit_fn[32])(int, void *);
static void *libc_on_exit_arg[32];
static int libc_handler_taken, libc_exit_status;
#define LIBC_HANDLER_TAKEN(i) (libc_handler_taken = (i))
#define LIBC_EXIT_STATUS(v) (libc_exit_status = (v))
#else
#define LIBC_HANDLER_TAKEN(i) ((void)0)
#define LIBC_EXIT_STATUS(v) ((void)(v))
#endif

/* C11 7.22.4.4, 7.22.4.7: a program that calls exit (a return from
 * main does) or quick_exit a second time, one in another thread while
 * the first runs its handlers or from a handler, has undefined
 * behaviour.  The handlers run first (model/lifecycle.c), so that is a
 * second run of them. */
static int libc_exit_begun;
void exit_called_more_than_once_is_undefined(void);

static void libc_run_handlers(struct libc_handlers *h, int status)
{
    __VERIFIER_atomic_begin();
    int again = libc_exit_begun;
    libc_exit_begun = 1;
    LIBC_EXIT_STATUS(status);
    __VERIFIER_atomic_end();
    if (again)
        exit_called_more_than_once_is_undefined();
    for (;;) {
        void (*f)(void) = 0;
        __VERIFIER_atomic_begin();
        if (h->n > 0) {
            f = h->fn[--h->n];
            LIBC_HANDLER_TAKEN(h->n);
        }
        __VERIFIER_atomic_end();
        if (!f)
            return;
        f();
    }
}
#endif
#if defined(PNBMC_NEED_atexit) || defined(PNBMC_NEED_pnbmc_run_atexit) || \
    defined(PNBMC_NEED_on_exit)
static struct libc_handlers libc_atexit_handlers;
#endif
#ifdef PNBMC_NEED_atexit
int atexit(void (*f)(void))
{
    return libc_register(&libc_atexit_handlers, f, 0);
}
#endif
#ifdef PNBMC_NEED_on_exit
/* atexit's entry for an on_exit handler: called right after the run took
 * it (before the function could register another at that index) */
static void libc_on_exit_call(void)
{
    __VERIFIER_atomic_begin();
    void (*f)(int, void *) = libc_on_exit_fn[libc_handler_taken];
    void *arg = libc_on_exit_arg[libc_handler_taken];
    int status = libc_exit_status;
    __VERIFIER_atomic_end();
    f(status, arg);
}

int on_exit(void (*f)(int, void *), void *arg)
{
    int i = 0;
    __VERIFIER_atomic_begin();
    int r = libc_register(&libc_atexit_handlers, libc_on_exit_call, &i);
    if (r == 0) {
        libc_on_exit_fn[i] = f;
        libc_on_exit_arg[i] = arg;
    }
    __VERIFIER_atomic_end();
    return r;
}
#endif
#ifdef PNBMC_NEED_pnbmc_run_atexit
void pnbmc_run_atexit(int status)
{
    libc_run_handlers(&libc_atexit_handlers, status);
}
#endif
#if defined(PNBMC_NEED_at_quick_exit) || \
    defined(PNBMC_NEED_pnbmc_run_at_quick_exit)
static struct libc_handlers libc_quick_handlers;
#endif
#ifdef PNBMC_NEED_at_quick_exit
int at_quick_exit(void (*f)(void))
{
    return libc_register(&libc_quick_handlers, f, 0);
}
#endif
#ifdef PNBMC_NEED_pnbmc_run_at_quick_exit
void pnbmc_run_at_quick_exit(void)
{
    libc_run_handlers(&libc_quick_handlers, 0);
}
#endif

/* ---- processor time, calendar time, sleeping ---- */
#ifdef PNBMC_NEED_clock
/* processor time used so far: never goes back */
static long long libc_cpu_ticks;
long clock(void)
{
    return (long)libc_advance(&libc_cpu_ticks);
}
#endif
#ifdef PNBMC_NEED_timespec_get
/* TIME_UTC (1): the realtime clock, any reading; other bases: 0 */
struct libc_utc_timespec { long tv_sec, tv_nsec; };
int timespec_get(struct libc_utc_timespec *ts, int base)
{
    if (base != 1)
        return 0;
    ts->tv_sec = libc_realtime_sec();
    ts->tv_nsec = libc_below(1000000000L);
    return base;
}
#endif

/* ---- the environment: unknown at the start ----
 * getenv gives NULL or a value of any length and any bytes (no 0), a
 * heap object of the library's chosen at the first question about the
 * name and the same later (up to 8 names of fewer than 32 bytes;
 * another is not modelled: the run ends unknown there).  The length is
 * unbounded, so the explicit engine's verdicts are at most
 * bounded-safe.  getenv's lookup is atomic: threads reading the
 * environment do not race.  setenv, unsetenv and putenv change it with
 * plain accesses (POSIX does not require them to be thread-safe: one
 * racing with getenv or another of them is a race); setenv copies the
 * value,
 * putenv's string itself becomes the entry (a later change of the
 * string changes the environment); a name that is empty or has a '='
 * is EINVAL. */
#if defined(PNBMC_NEED_getenv) || defined(PNBMC_NEED_setenv) || \
    defined(PNBMC_NEED_unsetenv) || defined(PNBMC_NEED_putenv)
void getenv_names_not_modelled(void);

struct libc_env {
    char name[32];
    int used;
    char *value;                /* NULL: not set */
};
static struct libc_env libc_env[8];

/* The first n bytes of name equal the stored name (of fewer than 32). */
static int libc_env_is(const struct libc_env *e, const char *name, int n)
{
    int k = 0;
    while (k < n && k < 31 && e->name[k] && e->name[k] == name[k])
        k++;
    return k == n && !e->name[k];
}

/* A new entry for the n bytes of name: its value is the start's, chosen
 * here; 0 if the name does not fit. */
static int libc_env_add(struct libc_env *e, const char *name, int n)
{
    if (n > 31)
        return 0;
    for (int k = 0; k < n; k++)
        e->name[k] = name[k];
    e->name[n] = 0;
    e->used = 1;
    if (__VERIFIER_nondet_bool())
        return 1;
    int len = __VERIFIER_nondet_int();
    __VERIFIER_assume(len >= 0);
    char *v = malloc((size_t)len + 1);
    for (int i = 0; i < len; i++) {
        v[i] = __VERIFIER_nondet_char();
        __VERIFIER_assume(v[i] != 0);
    }
    v[len] = 0;
    e->value = v;
    return 1;
}

/* The entry of the name's first n bytes (added if new); the run ends
 * unknown when the names do not fit. */
static struct libc_env *libc_env_entry(const char *name, int n)
{
    for (int i = 0; i < 8; i++)
        if (libc_env[i].used ? libc_env_is(&libc_env[i], name, n)
                             : libc_env_add(&libc_env[i], name, n))
            return &libc_env[i];
        else if (!libc_env[i].used)
            break;      /* a name of 32 bytes or more */
    getenv_names_not_modelled();
    return 0;
}

static int libc_env_len(const char *name)
{
    int n = 0;
    while (name[n])
        n++;
    return n;
}
#endif
#ifdef PNBMC_NEED_getenv
char *getenv(const char *name)
{
    if (!name[0]) /* glibc: no variable has the empty name */
        return 0;
    int n = libc_env_len(name);
    __VERIFIER_atomic_begin();
    struct libc_env *e = libc_env_entry(name, n);
    __VERIFIER_atomic_end();
    return e->value; /* a plain read: setenv's write races with it */
}
#endif
#if defined(PNBMC_NEED_setenv) || defined(PNBMC_NEED_unsetenv)
/* The length of a name setenv or unsetenv takes, else -1 with EINVAL. */
static int libc_env_name(const char *name)
{
    int n = name ? libc_env_len(name) : 0;
    for (int k = 0; k < n; k++)
        if (name[k] == '=')
            n = 0;
    if (n)
        return n;
    *__errno_location() = 22; /* EINVAL */
    return -1;
}
#endif
#ifdef PNBMC_NEED_setenv
int setenv(const char *name, const char *value, int overwrite)
{
    int n = libc_env_name(name);
    if (n < 0)
        return -1;
    struct libc_env *e = libc_env_entry(name, n);
    if (e->value && !overwrite)
        return 0;
    int len = libc_env_len(value);
    char *v = malloc((size_t)len + 1);
    for (int i = 0; i <= len; i++)
        v[i] = value[i];
    e->value = v;
    return 0;
}
#endif
#ifdef PNBMC_NEED_unsetenv
int unsetenv(const char *name)
{
    int n = libc_env_name(name);
    if (n < 0)
        return -1;
    libc_env_entry(name, n)->value = 0;
    return 0;
}
#endif
#ifdef PNBMC_NEED_putenv
/* "NAME=value": the entry is the string's value part; "NAME": unset. */
int putenv(char *string)
{
    int n = 0;
    while (string[n] && string[n] != '=')
        n++;
    struct libc_env *e = libc_env_entry(string, n);
    e->value = string[n] ? string + n + 1 : 0;
    return 0;
}
#endif

/* ---- error messages (glibc's texts; others "Unknown error") ---- */
#ifdef PNBMC_NEED_strerror
/* glibc 2.36's texts for Linux's codes 0..133 (41 and 58 have none:
 * "Unknown error 41").  A code outside them gives "Unknown error"
 * (glibc appends the number, in a buffer of the thread's: a write there
 * costs the sat engine its proofs of programs that print strerror's
 * text, so it is left out) */
char *strerror(int err)
{
    static const char *const text[] = {
        "Success", "Operation not permitted", "No such file or directory",
        "No such process", "Interrupted system call", "Input/output error",
        "No such device or address", "Argument list too long",
        "Exec format error", "Bad file descriptor", "No child processes",
        "Resource temporarily unavailable", "Cannot allocate memory",
        "Permission denied", "Bad address", "Block device required",
        "Device or resource busy", "File exists", "Invalid cross-device link",
        "No such device", "Not a directory", "Is a directory",
        "Invalid argument", "Too many open files in system",
        "Too many open files", "Inappropriate ioctl for device",
        "Text file busy", "File too large", "No space left on device",
        "Illegal seek", "Read-only file system", "Too many links",
        "Broken pipe", "Numerical argument out of domain",
        "Numerical result out of range", "Resource deadlock avoided",
        "File name too long", "No locks available", "Function not implemented",
        "Directory not empty", "Too many levels of symbolic links",
        "Unknown error 41", "No message of desired type", "Identifier removed",
        "Channel number out of range", "Level 2 not synchronized",
        "Level 3 halted", "Level 3 reset", "Link number out of range",
        "Protocol driver not attached", "No CSI structure available",
        "Level 2 halted", "Invalid exchange", "Invalid request descriptor",
        "Exchange full", "No anode", "Invalid request code", "Invalid slot",
        "Unknown error 58", "Bad font file format", "Device not a stream",
        "No data available", "Timer expired", "Out of streams resources",
        "Machine is not on the network", "Package not installed",
        "Object is remote", "Link has been severed", "Advertise error",
        "Srmount error", "Communication error on send", "Protocol error",
        "Multihop attempted", "RFS specific error", "Bad message",
        "Value too large for defined data type", "Name not unique on network",
        "File descriptor in bad state", "Remote address changed",
        "Can not access a needed shared library",
        "Accessing a corrupted shared library",
        ".lib section in a.out corrupted",
        "Attempting to link in too many shared libraries",
        "Cannot exec a shared library directly",
        "Invalid or incomplete multibyte or wide character",
        "Interrupted system call should be restarted", "Streams pipe error",
        "Too many users", "Socket operation on non-socket",
        "Destination address required", "Message too long",
        "Protocol wrong type for socket", "Protocol not available",
        "Protocol not supported", "Socket type not supported",
        "Operation not supported", "Protocol family not supported",
        "Address family not supported by protocol", "Address already in use",
        "Cannot assign requested address", "Network is down",
        "Network is unreachable", "Network dropped connection on reset",
        "Software caused connection abort", "Connection reset by peer",
        "No buffer space available", "Transport endpoint is already connected",
        "Transport endpoint is not connected",
        "Cannot send after transport endpoint shutdown",
        "Too many references: cannot splice", "Connection timed out",
        "Connection refused", "Host is down", "No route to host",
        "Operation already in progress", "Operation now in progress",
        "Stale file handle", "Structure needs cleaning",
        "Not a XENIX named type file", "No XENIX semaphores available",
        "Is a named type file", "Remote I/O error", "Disk quota exceeded",
        "No medium found", "Wrong medium type", "Operation canceled",
        "Required key not available", "Key has expired",
        "Key has been revoked", "Key was rejected by service", "Owner died",
        "State not recoverable", "Operation not possible due to RF-kill",
        "Memory page has hardware error",
    };
    if (err >= 0 && err < (int)(sizeof text / sizeof text[0]))
        return (char *)text[err];
    return (char *)"Unknown error";
}
#endif

/* Floating-point functions that are exact by definition (IEEE 754
 * binary64 and binary32, round to nearest, the default mode): the result
 * is the one correctly rounded value, computed here on the bits, so
 * every engine and the native run agree.  sqrt and fmod of a domain
 * error return NaN and set errno to EDOM (math_errhandling has
 * MATH_ERRNO on Linux); fmin and fmax of zeros of both signs may return
 * either (C leaves it open).  The functions that are not exact (exp,
 * log, pow, sin...) are not modelled. */
#if defined(PNBMC_NEED_fabs) || defined(PNBMC_NEED_copysign) || \
    defined(PNBMC_NEED_trunc) || defined(PNBMC_NEED_floor) || \
    defined(PNBMC_NEED_ceil) || defined(PNBMC_NEED_round) || \
    defined(PNBMC_NEED_rint) || defined(PNBMC_NEED_nearbyint) || \
    defined(PNBMC_NEED_fmod) || defined(PNBMC_NEED_sqrt) || \
    defined(PNBMC_NEED_modf) || defined(PNBMC_NEED_lround) || \
    defined(PNBMC_NEED_llround) || defined(PNBMC_NEED_lrint) || \
    defined(PNBMC_NEED_llrint) || defined(PNBMC_NEED_truncf) || \
    defined(PNBMC_NEED_floorf) || defined(PNBMC_NEED_ceilf) || \
    defined(PNBMC_NEED_roundf) || defined(PNBMC_NEED_rintf) || \
    defined(PNBMC_NEED_nearbyintf) || defined(PNBMC_NEED_fmodf) || \
    defined(PNBMC_NEED_sqrtf) || defined(PNBMC_NEED_lroundf) || \
    defined(PNBMC_NEED_lrintf) || defined(PNBMC_NEED_fabsf) || \
    defined(PNBMC_NEED_copysignf)
typedef unsigned long long libc_u64;
#define LIBC_SIGN 0x8000000000000000ULL
#define LIBC_FRAC 0x000fffffffffffffULL

static libc_u64 libc_bits(double x)
{
    union { double d; libc_u64 u; } v;
    v.d = x;
    return v.u;
}

static double libc_double(libc_u64 u)
{
    union { double d; libc_u64 u; } v;
    v.u = u;
    return v.d;
}

/* The exponent of x's last mantissa bit, unbiased: x = m * 2^e. */
static int libc_exp(libc_u64 b)
{
    int be = (int)(b >> 52 & 0x7ff);
    return (be ? be : 1) - 1075;
}

/* The integer mantissa of a finite x (the hidden bit of a normal one). */
static libc_u64 libc_mant(libc_u64 b)
{
    return (b & LIBC_FRAC) | ((b >> 52 & 0x7ff) ? LIBC_FRAC + 1 : 0);
}

/* m * 2^e for 0 < m < 2^53 and e >= -1074 (exact: the caller knows the
 * value has no more bits than a double holds there), sign added. */
static double libc_make(libc_u64 sign, libc_u64 m, int e)
{
    while (m < LIBC_FRAC + 1 && e > -1074) {
        m <<= 1;
        e--;
    }
    if (m < LIBC_FRAC + 1) /* subnormal: e == -1074 */
        return libc_double(sign | m);
    return libc_double(sign | (libc_u64)(e + 1075) << 52 | (m & LIBC_FRAC));
}

/* x without its fraction (NaN, infinities and integers unchanged). */
static double libc_trunc(double x)
{
    libc_u64 b = libc_bits(x);
    int e = (int)(b >> 52 & 0x7ff) - 1023;
    if (e >= 52)
        return x;
    if (e < 0)
        return libc_double(b & LIBC_SIGN);
    return libc_double(b & ~((1ULL << (52 - e)) - 1));
}

/* Round to nearest, ties to even (x - trunc(x) is exact; with a
 * fraction, |t| < 2^52 converts exactly). */
static double libc_rint(double x)
{
    double t = libc_trunc(x), d = x - t;
    double one = x < 0 ? -1.0 : 1.0;
    if (d < 0)
        d = -d;
    if (d > 0.5 || (d == 0.5 && ((libc_u64)(t < 0 ? -t : t) & 1)))
        return t + one;
    return t;
}

/* x mod y by the mantissas, 11 bits of the quotient at a time. */
static double libc_fmod(double x, double y)
{
    libc_u64 bx = libc_bits(x), by = libc_bits(y);
    double ax = libc_double(bx & ~LIBC_SIGN);
    double ay = libc_double(by & ~LIBC_SIGN);
    if (x != x || y != y)
        return x + y;
    if (ay == 0 || ax > 1.7976931348623157e308) {
        *__errno_location() = 33; /* EDOM */
        return (x * y) / (x * y); /* NaN */
    }
    if (ax < ay || ax == 0)
        return x;
    libc_u64 mx = libc_mant(bx), my = libc_mant(by);
    int ex = libc_exp(bx), ey = libc_exp(by);
    while (ex > ey) {
        int k = ex - ey < 11 ? ex - ey : 11;
        mx = (mx << k) % my;
        ex -= k;
    }
    mx %= my;
    if (mx == 0)
        return libc_double(bx & LIBC_SIGN);
    return libc_make(bx & LIBC_SIGN, mx, ey);
}

/* Correctly rounded: q = floor(sqrt(m * 2^52)) digit by digit, rounded
 * up when the remainder exceeds q (no ties: (q + 1/2)^2 is no integer). */
static double libc_sqrt(double x)
{
    libc_u64 b = libc_bits(x);
    if (x != x || x == 0 || x > 1.7976931348623157e308)
        return x;
    if (b & LIBC_SIGN) {
        *__errno_location() = 33; /* EDOM */
        return (x - x) / (x - x);
    }
    libc_u64 m = libc_mant(b), q = 0, r = 0;
    int e = libc_exp(b);
    while (m < LIBC_FRAC + 1) {
        m <<= 1;
        e--;
    }
    if (e & 1) {
        m <<= 1;
        e--;
    }
    for (int i = 105; i > 0; i -= 2) {
        int lo = i - 1 - 52;
        libc_u64 two = lo >= 0 ? m >> lo & 3 : 0;
        libc_u64 trial = q << 2 | 1;
        r = r << 2 | two;
        q <<= 1;
        if (r >= trial) {
            r -= trial;
            q |= 1;
        }
    }
    e = (e - 52) / 2;
    if (r > q && ++q == 2 * (LIBC_FRAC + 1)) {
        q >>= 1;
        e++;
    }
    return libc_double((libc_u64)(e + 1075) << 52 | (q & LIBC_FRAC));
}

/* lround and lrint: the value if a long holds it, else unspecified. */
static long libc_to_long(double r)
{
    double lim = (double)(1ULL << (sizeof(long) * 8 - 1));
    if (r != r || r >= lim || r < -lim)
        return __VERIFIER_nondet_long();
    return (long)r;
}

long long __VERIFIER_nondet_longlong(void);
static long long libc_to_llong(double r)
{
    double lim = 9223372036854775808.0;
    if (r != r || r >= lim || r < -lim)
        return __VERIFIER_nondet_longlong();
    return (long long)r;
}
#endif

#ifdef PNBMC_NEED_fabs
double fabs(double x) { return libc_double(libc_bits(x) & ~LIBC_SIGN); }
#endif
#ifdef PNBMC_NEED_copysign
double copysign(double x, double y)
{
    return libc_double((libc_bits(x) & ~LIBC_SIGN) |
                       (libc_bits(y) & LIBC_SIGN));
}
#endif
#ifdef PNBMC_NEED_trunc
double trunc(double x) { return libc_trunc(x); }
#endif
#ifdef PNBMC_NEED_truncf
float truncf(float x) { return (float)libc_trunc(x); }
#endif
#if defined(PNBMC_NEED_floor) || defined(PNBMC_NEED_floorf)
static double libc_floor(double x)
{
    double t = libc_trunc(x);
    return t == x || x > 0 ? t : t - 1.0;
}
#endif
#ifdef PNBMC_NEED_floor
double floor(double x) { return libc_floor(x); }
#endif
#ifdef PNBMC_NEED_floorf
float floorf(float x) { return (float)libc_floor(x); }
#endif
#if defined(PNBMC_NEED_ceil) || defined(PNBMC_NEED_ceilf)
static double libc_ceil(double x)
{
    double t = libc_trunc(x);
    return t == x || x < 0 ? t : t + 1.0;
}
#endif
#ifdef PNBMC_NEED_ceil
double ceil(double x) { return libc_ceil(x); }
#endif
#ifdef PNBMC_NEED_ceilf
float ceilf(float x) { return (float)libc_ceil(x); }
#endif
#if defined(PNBMC_NEED_round) || defined(PNBMC_NEED_roundf) || \
    defined(PNBMC_NEED_lround) || defined(PNBMC_NEED_llround) || \
    defined(PNBMC_NEED_lroundf)
/* Half-way cases away from zero. */
static double libc_round(double x)
{
    double t = libc_trunc(x), d = x - t;
    if (d >= 0.5)
        return t + 1.0;
    if (d <= -0.5)
        return t - 1.0;
    return t;
}
#endif
#ifdef PNBMC_NEED_round
double round(double x) { return libc_round(x); }
#endif
#ifdef PNBMC_NEED_roundf
float roundf(float x) { return (float)libc_round(x); }
#endif
#ifdef PNBMC_NEED_lround
long lround(double x) { return libc_to_long(libc_round(x)); }
#endif
#ifdef PNBMC_NEED_lroundf
long lroundf(float x) { return libc_to_long(libc_round(x)); }
#endif
#ifdef PNBMC_NEED_llround
long long llround(double x) { return libc_to_llong(libc_round(x)); }
#endif
#ifdef PNBMC_NEED_rint
double rint(double x) { return libc_rint(x); }
#endif
#ifdef PNBMC_NEED_llrint
long long llrint(double x) { return libc_to_llong(libc_rint(x)); }
#endif
#ifdef PNBMC_NEED_nearbyint
double nearbyint(double x) { return libc_rint(x); }
#endif
#ifdef PNBMC_NEED_rintf
float rintf(float x) { return (float)libc_rint(x); }
#endif
#ifdef PNBMC_NEED_nearbyintf
float nearbyintf(float x) { return (float)libc_rint(x); }
#endif
#ifdef PNBMC_NEED_lrint
long lrint(double x) { return libc_to_long(libc_rint(x)); }
#endif
#ifdef PNBMC_NEED_lrintf
long lrintf(float x) { return libc_to_long(libc_rint(x)); }
#endif
#ifdef PNBMC_NEED_fmod
double fmod(double x, double y) { return libc_fmod(x, y); }
#endif
#ifdef PNBMC_NEED_fmodf
/* exact: the remainder of two floats is a float */
float fmodf(float x, float y) { return (float)libc_fmod(x, y); }
#endif
#ifdef PNBMC_NEED_sqrt
double sqrt(double x) { return libc_sqrt(x); }
#endif
#ifdef PNBMC_NEED_sqrtf
/* rounding the double result again is exact enough: 53 >= 2 * 24 + 2 */
float sqrtf(float x) { return (float)libc_sqrt(x); }
#endif
#ifdef PNBMC_NEED_modf
double modf(double x, double *ip)
{
    double t = libc_trunc(x);
    *ip = t;
    if (x - x != 0 && x == x) /* an infinity: no fraction */
        return libc_double(libc_bits(x) & LIBC_SIGN);
    return x == t ? libc_double(libc_bits(x) & LIBC_SIGN) : x - t;
}
#endif

#ifdef PNBMC_NEED_fabsf
/* float through double and back: exact, the sign and a NaN kept */
float fabsf(float x) { return (float)libc_double(libc_bits(x) & ~LIBC_SIGN); }
#endif
/* The parts of a complex number (C11 7.3.9); a float complex travels
 * in registers as two floats. */
#ifdef PNBMC_NEED_crealf
float crealf(float _Complex z) { return __real__ z; }
#endif
#ifdef PNBMC_NEED_cimagf
float cimagf(float _Complex z) { return __imag__ z; }
#endif
#ifdef PNBMC_NEED_creal
double creal(double _Complex z) { return __real__ z; }
#endif
#ifdef PNBMC_NEED_cimag
double cimag(double _Complex z) { return __imag__ z; }
#endif
#ifdef PNBMC_NEED_conjf
float _Complex conjf(float _Complex z)
{
    float _Complex r;
    __real__ r = __real__ z;
    __imag__ r = -__imag__ z;
    return r;
}
#endif
#ifdef PNBMC_NEED_conj
double _Complex conj(double _Complex z)
{
    double _Complex r;
    __real__ r = __real__ z;
    __imag__ r = -__imag__ z;
    return r;
}
#endif
#ifdef PNBMC_NEED_copysignf
float copysignf(float x, float y)
{
    return (float)libc_double((libc_bits(x) & ~LIBC_SIGN) |
                              (libc_bits(y) & LIBC_SIGN));
}
#endif

#if defined(PNBMC_NEED_fmin) || defined(PNBMC_NEED_fmax) || \
    defined(PNBMC_NEED_fminf) || defined(PNBMC_NEED_fmaxf)
/* The other one for a NaN; zeros of both signs: either. */
static double libc_fminmax(double x, double y, int max)
{
    if (x != x)
        return y;
    if (y != y || (x == y && __VERIFIER_nondet_bool()))
        return x;
    if (x == y)
        return y;
    return (x < y) != max ? x : y;
}
#endif
#ifdef PNBMC_NEED_fmin
double fmin(double x, double y) { return libc_fminmax(x, y, 0); }
#endif
#ifdef PNBMC_NEED_fmax
double fmax(double x, double y) { return libc_fminmax(x, y, 1); }
#endif
#ifdef PNBMC_NEED_fminf
float fminf(float x, float y) { return (float)libc_fminmax(x, y, 0); }
#endif
#ifdef PNBMC_NEED_fmaxf
float fmaxf(float x, float y) { return (float)libc_fminmax(x, y, 1); }
#endif

/* Signals.  No signal arrives from outside the program (the model has
 * no environment that sends one), and raise, kill, pthread_kill and the
 * calls that wait for a signal are not modelled, so handlers never run:
 * what is modelled is the bookkeeping.  Signal sets are glibc's sigset_t
 * (1024 bits), signals 1..64; sigfillset leaves out, and sigaddset and
 * sigdelset refuse (EINVAL), glibc's two internal signals 32 and 33.
 * Dispositions are one table for the process: signal and sigaction
 * store and report them (every signal starts at SIG_DFL; SIGKILL and
 * SIGSTOP cannot be changed: EINVAL); signal installs as glibc's does
 * (SA_RESTART, the signal itself blocked in the handler).  The mask is
 * per thread; SIGKILL, SIGSTOP and 32, 33 are never blocked.  The
 * process starts with the mask its parent gave it: any set, one for the
 * run, which main starts with.  Another thread starts with the mask its
 * creator had when it created it, which the model does not record: while
 * no thread's mask has left the process's first one, that is the first
 * one; after that a thread that needs its first mask (it reads it, or
 * blocks or unblocks signals before it sets all of it with SIG_SETMASK)
 * ends the run unknown at sigmask_inheritance_not_modelled. */
#if defined(PNBMC_NEED_sigemptyset) || defined(PNBMC_NEED_sigfillset) || \
    defined(PNBMC_NEED_sigaddset) || defined(PNBMC_NEED_sigdelset) || \
    defined(PNBMC_NEED_sigismember) || defined(PNBMC_NEED_pthread_sigmask) || \
    defined(PNBMC_NEED_sigprocmask) || defined(PNBMC_NEED_signal) || \
    defined(PNBMC_NEED_sigaction)
#define LIBC_SIGWORDS (1024 / (8 * sizeof(unsigned long)))
#define LIBC_WORDBITS (8 * sizeof(unsigned long))
typedef struct { unsigned long w[LIBC_SIGWORDS]; } libc_sigset;

/* 1 when sig is a signal number (1..64), else 0 with errno EINVAL. */
static int libc_signo(int sig)
{
    if (sig >= 1 && sig <= 64)
        return 1;
    *__errno_location() = 22; /* EINVAL */
    return 0;
}

static int libc_internal_signal(int sig) { return sig == 32 || sig == 33; }

#if defined(PNBMC_NEED_sigemptyset) || defined(PNBMC_NEED_sigfillset) || \
    defined(PNBMC_NEED_sigaddset) || defined(PNBMC_NEED_sigdelset) || \
    defined(PNBMC_NEED_sigismember)
/* glibc's set functions refuse a null set: 1 with errno EINVAL. */
static int libc_null_set(const void *s)
{
    if (s)
        return 0;
    *__errno_location() = 22; /* EINVAL */
    return 1;
}
#endif

static void libc_sig_put(libc_sigset *s, int sig, int on)
{
    unsigned long bit = 1UL << ((unsigned)(sig - 1) % LIBC_WORDBITS);
    unsigned i = (unsigned)(sig - 1) / LIBC_WORDBITS;
    s->w[i] = on ? s->w[i] | bit : s->w[i] & ~bit;
}
#endif

/* SIGRTMIN and SIGRTMAX: glibc keeps 32 and 33 for itself */
#ifdef PNBMC_NEED___libc_current_sigrtmin
int __libc_current_sigrtmin(void) { return 34; }
#endif
#ifdef PNBMC_NEED___libc_current_sigrtmax
int __libc_current_sigrtmax(void) { return 64; }
#endif

#ifdef PNBMC_NEED_sigemptyset
int sigemptyset(libc_sigset *s)
{
    if (libc_null_set(s))
        return -1;
    for (unsigned i = 0; i < LIBC_SIGWORDS; i++)
        s->w[i] = 0;
    return 0;
}
#endif
#ifdef PNBMC_NEED_sigfillset
int sigfillset(libc_sigset *s)
{
    if (libc_null_set(s))
        return -1;
    for (unsigned i = 0; i < LIBC_SIGWORDS; i++)
        s->w[i] = ~0UL;
    libc_sig_put(s, 32, 0);
    libc_sig_put(s, 33, 0);
    return 0;
}
#endif
#if defined(PNBMC_NEED_sigaddset) || defined(PNBMC_NEED_sigdelset)
static int libc_sig_change(libc_sigset *s, int sig, int on)
{
    if (!libc_signo(sig))
        return -1;
    if (libc_null_set(s))
        return -1;
    if (libc_internal_signal(sig)) {
        *__errno_location() = 22; /* EINVAL */
        return -1;
    }
    libc_sig_put(s, sig, on);
    return 0;
}
#endif
#ifdef PNBMC_NEED_sigaddset
int sigaddset(libc_sigset *s, int sig) { return libc_sig_change(s, sig, 1); }
#endif
#ifdef PNBMC_NEED_sigdelset
int sigdelset(libc_sigset *s, int sig) { return libc_sig_change(s, sig, 0); }
#endif
#ifdef PNBMC_NEED_sigismember
int sigismember(const libc_sigset *s, int sig)
{
    if (!libc_signo(sig))
        return -1;
    if (libc_null_set(s))
        return -1;
    return (int)(s->w[(unsigned)(sig - 1) / LIBC_WORDBITS] >>
                 ((unsigned)(sig - 1) % LIBC_WORDBITS) & 1);
}
#endif

#if defined(PNBMC_NEED_pthread_sigmask) || defined(PNBMC_NEED_sigprocmask)
/* The thread's mask of signals 1..64 (bit sig - 1), known from its first
 * use on (see above).  As on Linux only the first 64 bits of a sigset_t
 * are read and written. */
static _Thread_local int libc_mask_known;
static _Thread_local unsigned long long libc_mask;
/* The process's first mask (chosen once libc_mask_first_chosen) and
 * whether some thread's mask was ever set to another one (or to one
 * while the first was not chosen yet): read and written in atomic
 * sections only, so threads do not race on them. */
static unsigned long long libc_mask_first;
static int libc_mask_first_chosen;
static int libc_mask_moved;
long long __VERIFIER_nondet_longlong(void);
unsigned long pthread_self(void);
void sigmask_inheritance_not_modelled(void);

#define LIBC_NEVER_BLOCKED (1ULL << 8 | 1ULL << 18 | 1ULL << 31 | 1ULL << 32)

static unsigned long long libc_sig64(const libc_sigset *s)
{
    if (LIBC_WORDBITS == 64)
        return s->w[0];
    return s->w[0] | (unsigned long long)s->w[1] << 32;
}

static void libc_put64(libc_sigset *s, unsigned long long v)
{
    s->w[0] = (unsigned long)v;
    if (LIBC_WORDBITS == 32)
        s->w[1] = (unsigned long)(v >> 32);
}

/* The calling thread's mask at its first use: the process's first mask
 * for main (pthread_self 1) and, while no mask left that one, for every
 * other thread; else unknown (see above). */
static void libc_mask_start(void)
{
    __VERIFIER_atomic_begin();
    int moved = libc_mask_moved;
    if (!libc_mask_first_chosen && (!moved || pthread_self() == 1)) {
        libc_mask_first = (unsigned long long)__VERIFIER_nondet_longlong() &
                          ~LIBC_NEVER_BLOCKED;
        libc_mask_first_chosen = 1;
    }
    unsigned long long first = libc_mask_first;
    __VERIFIER_atomic_end();
    if (moved && pthread_self() != 1)
        sigmask_inheritance_not_modelled();
    libc_mask = first;
    libc_mask_known = 1;
}

/* The calling thread's mask becomes v; a change that may leave the
 * process's first mask is recorded for libc_mask_start. */
static void libc_mask_set(unsigned long long v)
{
    if (!libc_mask_known || v != libc_mask) {
        __VERIFIER_atomic_begin();
        if (!libc_mask_first_chosen || v != libc_mask_first)
            libc_mask_moved = 1;
        __VERIFIER_atomic_end();
    }
    libc_mask = v;
    libc_mask_known = 1;
}

/* pthread_sigmask's work: 0 or EINVAL.  Only a SIG_SETMASK that does not
 * ask for the old mask can do without the thread's first one. */
static int libc_sigmask(int how, const libc_sigset *set, libc_sigset *old)
{
    if (set && how != 0 && how != 1 && how != 2) /* BLOCK UNBLOCK SETMASK */
        return 22;
    unsigned long long v = set ? libc_sig64(set) : 0; /* set may be old */
    if (!libc_mask_known && (old || (set && how != 2)))
        libc_mask_start();
    if (old)
        libc_put64(old, libc_mask);
    if (set)
        libc_mask_set((how == 0   ? libc_mask | v
                       : how == 1 ? libc_mask & ~v
                                  : v) &
                      ~LIBC_NEVER_BLOCKED);
    return 0;
}
#endif
#ifdef PNBMC_NEED_pthread_sigmask
int pthread_sigmask(int how, const libc_sigset *set, libc_sigset *old)
{
    return libc_sigmask(how, set, old);
}
#endif
#ifdef PNBMC_NEED_sigprocmask
int sigprocmask(int how, const libc_sigset *set, libc_sigset *old)
{
    int err = libc_sigmask(how, set, old);
    if (!err)
        return 0;
    *__errno_location() = err;
    return -1;
}
#endif

#if defined(PNBMC_NEED_signal) || defined(PNBMC_NEED_sigaction)
/* struct sigaction as glibc lays it out (LP64 and ILP32 alike). */
typedef struct {
    void *handler;
    libc_sigset mask;
    int flags;
    void *restorer;
} libc_sigaction_t;

static libc_sigaction_t libc_dispositions[65];
#define LIBC_SA_RESTORER 0x04000000

static int libc_settable(int sig)
{
    if (!libc_signo(sig))
        return 0;
    if (sig == 9 || sig == 19 || libc_internal_signal(sig)) {
        *__errno_location() = 22; /* EINVAL */
        return 0;
    }
    return 1;
}
#endif
#ifdef PNBMC_NEED_sigaction
int sigaction(int sig, const libc_sigaction_t *act, libc_sigaction_t *old)
{
    if (act ? !libc_settable(sig) : !libc_signo(sig))
        return -1;
    libc_sigaction_t next; /* read outside the section: it races */
    if (act) {
        next = *act;
        /* glibc passes its own restorer (SA_RESTORER) to the kernel,
         * which takes SIGKILL and SIGSTOP out of the mask: the old
         * action reads back so */
        next.flags |= LIBC_SA_RESTORER;
        libc_sig_put(&next.mask, 9, 0);
        libc_sig_put(&next.mask, 19, 0);
    }
    __VERIFIER_atomic_begin(); /* one system call */
    libc_sigaction_t prev = libc_dispositions[sig];
    if (act)
        libc_dispositions[sig] = next;
    __VERIFIER_atomic_end();
    if (old)
        *old = prev;
    return 0;
}
#endif
#ifdef PNBMC_NEED_signal
void *signal(int sig, void *handler)
{
    if (!libc_settable(sig))
        return (void *)-1L; /* SIG_ERR */
    libc_sigaction_t d = {handler, {{0}},
                          0x10000000 /* SA_RESTART */ | LIBC_SA_RESTORER, 0};
    libc_sig_put(&d.mask, sig, 1);
    __VERIFIER_atomic_begin(); /* one system call */
    void *prev = libc_dispositions[sig].handler;
    libc_dispositions[sig] = d;
    __VERIFIER_atomic_end();
    return prev;
}
#endif
