/* As guard_global_before_threads_bug, with __VERIFIER_nondet_uint
 * declared without a prototype and a thread routine that ends without
 * return (as many SV-COMP tasks do), under --32: clang calls the nondet
 * function through a cast there, which lowering took for a call through
 * a pointer that might call the routine (whose result is uninitialised),
 * put a check after it, and the guard's domain 2..3 was not derived
 * (nondet domain cut).  No system headers: they need not exist for the
 * 32-bit target. */
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *, const void *, void *(*)(void *),
                          void *);
extern int pthread_join(pthread_t, void **);
extern void abort();

extern unsigned __VERIFIER_nondet_uint();
extern void reach_error();

volatile int n;
static int done;

static void *worker(void *arg)
{
    (void)arg;
    done = done + 1;
}

int main(void)
{
    pthread_t t[3];
    n = __VERIFIER_nondet_uint();
    if (!(n >= 2 && n <= 3))
        abort();
    for (int i = 0; i < n; i++)
        pthread_create(&t[i], 0, worker, 0);
    for (int i = 0; i < n; i++)
        pthread_join(t[i], 0);
    if (done == 3)
        reach_error();
    return 0;
}
