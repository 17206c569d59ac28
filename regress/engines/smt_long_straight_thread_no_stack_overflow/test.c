#include <assert.h>
#include <pthread.h>

/* One thread runs 40 000 statements in a row under a lock (120 000
 * accesses): the smt engine's longest-run count recursed once per hop and
 * overflowed the stack (SIGSEGV, no verdict).  Such a path now counts as
 * unbounded: the search runs up to the bound, as for a loop. */
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int a, b, c, d;

#define S1 a = a + b * 3 + 1; b = b + c * 5 + 2; c = c + d * 7 + 3; \
           d = d + a * 11 + 4;
#define S10 S1 S1 S1 S1 S1 S1 S1 S1 S1 S1
#define S100 S10 S10 S10 S10 S10 S10 S10 S10 S10 S10
#define S1000 S100 S100 S100 S100 S100 S100 S100 S100 S100 S100

void *work(void *arg)
{
    pthread_mutex_lock(&m);
    S1000 S1000 S1000 S1000 S1000 S1000 S1000 S1000 S1000 S1000
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, work, 0);
    pthread_mutex_lock(&m);
    a = 5;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
