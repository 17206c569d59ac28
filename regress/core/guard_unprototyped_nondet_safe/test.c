/* As guard_unprototyped_nondet_bug, where done == 4 cannot hold: the
 * domain 2..3 is exhaustive and the answer safe, not bounded-safe (lost updates only make done smaller). */
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
    if (done == 4)
        reach_error();
    return 0;
}
