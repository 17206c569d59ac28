/* As hunt_many_threads_nondet_count_bug, under --32: the program's int
 * constants are pointer-wide there and the hunt still tries them (and
 * their neighbours) as nondet values; it used to skip every pointer-wide
 * constant and so never tried 20.  The exhaustive search runs 5 adders
 * for the default nondet values (the thread bound is hit).  No system
 * headers: they need not exist for the 32-bit target. */
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *, const void *, void *(*)(void *),
                          void *);
extern void reach_error(void);
extern unsigned __VERIFIER_nondet_uint(void);
volatile int total;
volatile int limit;
void *observer(void *arg)
{
    if (limit >= 20 && total >= limit)
        reach_error();
    return arg;
}
void *adder(void *arg)
{
    int t = total;
    total = t + 1;
    return arg;
}
int main(void)
{
    pthread_t id;
    limit = (int)__VERIFIER_nondet_uint();
    if (limit < 3 || limit >= 200)
        limit = 5; /* the default nondet values run 5 adders */
    pthread_create(&id, 0, observer, 0);
    for (int i = 0; i < limit; i++)
        pthread_create(&id, 0, adder, 0);
    return 0;
}
