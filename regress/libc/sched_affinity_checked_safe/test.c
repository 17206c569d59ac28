#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sched.h>

/* Pinning and priorities that may fail, with the failures handled: the
 * shared counter stays locked whatever they return. */
static int done;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(0, &set);
    int rc = pthread_setaffinity_np(pthread_self(), sizeof set, &set);
    assert(rc == 0 || rc == EINVAL);
    struct sched_param sp = {0};
    rc = pthread_setschedparam(pthread_self(), SCHED_OTHER, &sp);
    assert(rc == 0 || rc == EPERM);
    rc = pthread_setschedprio(pthread_self(), 0);
    assert(rc == 0 || rc == EPERM);
    if (sched_setaffinity(0, sizeof set, &set) != 0)
        assert(errno == EINVAL);
    pthread_mutex_lock(&m);
    done++;
    pthread_mutex_unlock(&m);
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_attr_t a;
    struct sched_param sp = {0};
    cpu_set_t set;
    CPU_ZERO(&set);
    CPU_SET(0, &set);
    pthread_attr_init(&a);
    assert(pthread_attr_setschedparam(&a, &sp) == 0);
    assert(pthread_attr_setaffinity_np(&a, sizeof set, &set) == 0);
    pthread_create(&t, &a, worker, 0);
    pthread_mutex_lock(&m);
    done++;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    assert(done == 2);
    return 0;
}
