/* Thread attributes give back what was set (and glibc's defaults and
 * refusals); a thread created from them runs as usual.  Its scheduling,
 * never changed, is SCHED_OTHER at priority 0.  (The default stack size
 * depends on the machine: prims/thread_attr_default_stack_powers_safe.)  (pnbmc 45: unknown,
 * pthread_attr_getstacksize and the other getters were unknown external
 * functions.) */
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sched.h>

#ifndef EXPECT_STACK
#define EXPECT_STACK (1 << 20)
#endif

static int ran;

static void *worker(void *arg)
{
    int policy = -1;
    struct sched_param sp = {.sched_priority = -1};
    assert(pthread_getschedparam(pthread_self(), &policy, &sp) == 0);
    assert(policy == SCHED_OTHER && sp.sched_priority == 0);
    ran = *(int *)arg;
    return 0;
}

int main(void)
{
    pthread_attr_t a;
    size_t size;
    int v;
    struct sched_param sp;
    assert(pthread_attr_init(&a) == 0);
    assert(pthread_attr_getdetachstate(&a, &v) == 0 &&
           v == PTHREAD_CREATE_JOINABLE);
    assert(pthread_attr_setstacksize(&a, 1) == EINVAL);
    assert(pthread_attr_setstacksize(&a, 1 << 20) == 0);
    assert(pthread_attr_getstacksize(&a, &size) == 0 && size == EXPECT_STACK);
    assert(pthread_attr_setguardsize(&a, 0) == 0);
    assert(pthread_attr_getguardsize(&a, &size) == 0 && size == 0);
    assert(pthread_attr_getschedpolicy(&a, &v) == 0 && v == SCHED_OTHER);
    assert(pthread_attr_setschedpolicy(&a, SCHED_RR) == 0);
    assert(pthread_attr_getschedpolicy(&a, &v) == 0 && v == SCHED_RR);
    sp.sched_priority = 0;
    assert(pthread_attr_setschedparam(&a, &sp) == EINVAL); /* RR: 1..99 */
    sp.sched_priority = 10;
    assert(pthread_attr_setschedparam(&a, &sp) == 0);
    sp.sched_priority = 0;
    assert(pthread_attr_getschedparam(&a, &sp) == 0 &&
           sp.sched_priority == 10);
    assert(pthread_attr_setschedpolicy(&a, SCHED_OTHER) == 0);
    assert(pthread_attr_getinheritsched(&a, &v) == 0 &&
           v == PTHREAD_INHERIT_SCHED);
    assert(pthread_attr_setscope(&a, PTHREAD_SCOPE_PROCESS) == ENOTSUP);
    assert(pthread_attr_getscope(&a, &v) == 0 && v == PTHREAD_SCOPE_SYSTEM);
    int arg = 7;
    pthread_t t;
    assert(pthread_create(&t, &a, worker, &arg) == 0);
    pthread_attr_destroy(&a);
    pthread_join(t, 0);
    assert(ran == 7);
    return 0;
}
