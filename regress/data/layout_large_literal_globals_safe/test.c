/* 64-bit numbers in the range of the model's addresses (object number
 * << 32): a time-out of 5 s in nanoseconds in a global's initialiser, a
 * literal stored into a global, a struct member.  They are integer
 * literals, never addresses: before, each use was "a use of the address
 * of g+705032704 as a number" (unknown). */
#include <assert.h>
#include <pthread.h>

static long long timeout_ns = 5000000000LL;
static long long budget;
static struct { int id; long long limit; } cfg = {1, 8589934593LL};
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *spend(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    budget -= timeout_ns / 5;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    budget = 12884901888LL;
    pthread_create(&t, NULL, spend, NULL);
    pthread_join(t, NULL);
    assert(budget == 11884901888LL);
    assert(cfg.limit % 2 == 1 && timeout_ns / 2 == 2500000000LL);
    return 0;
}
