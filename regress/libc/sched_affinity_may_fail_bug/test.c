#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <sched.h>

/* Pinning a thread changes nothing the model explores (every schedule
 * is), but it may fail on a real machine: the program assumes it works. */
static void *worker(void *arg)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(1, &set);
    assert(CPU_COUNT(&set) == 1 && CPU_ISSET(1, &set));
    int rc = pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    assert(rc == 0); /* fails: EINVAL when the machine has no CPU 1 */
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
