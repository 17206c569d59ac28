/* After a successful pthread_setschedparam, what pthread_getschedparam
 * gives is not modelled (the EPERM run alone would be safe). */
#include <assert.h>
#include <pthread.h>
#include <sched.h>

int main(void)
{
    struct sched_param sp = {.sched_priority = 5};
    int policy;
    if (pthread_setschedparam(pthread_self(), SCHED_FIFO, &sp) == 0) {
        assert(pthread_getschedparam(pthread_self(), &policy, &sp) == 0);
        assert(policy == SCHED_FIFO);
    }
    return 0;
}
