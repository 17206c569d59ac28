// Linux checks the policy and priority (EINVAL) before the privilege (EPERM); the previous binary: assert: bug at test.c:11 (0 or EPERM)
#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <sched.h>

int main(void)
{
    pthread_t self = pthread_self();
    struct sched_param sp = {.sched_priority = 0};
    assert(pthread_setschedparam(self, 99, &sp) == EINVAL);
    assert(pthread_setschedparam(self, SCHED_FIFO, &sp) == EINVAL);
    sp.sched_priority = 5;
    assert(pthread_setschedparam(self, SCHED_OTHER, &sp) == EINVAL);
    assert(pthread_setschedprio(self, 5) == EINVAL); /* SCHED_OTHER */
    sp.sched_priority = 100;
    assert(pthread_setschedparam(self, SCHED_RR, &sp) == EINVAL);
    sp.sched_priority = 99;
    int rc = pthread_setschedparam(self, SCHED_RR, &sp);
    assert(rc == 0 || rc == EPERM);
    return 0;
}
