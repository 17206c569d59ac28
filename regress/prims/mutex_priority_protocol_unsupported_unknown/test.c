/* A priority-protect mutex's lock fails where the thread may not run at
 * the ceiling under SCHED_FIFO (EINVAL or EPERM, the mutex not taken):
 * the increments then race.  The model follows no priority protocol. */
#include <pthread.h>
pthread_mutex_t m;
int counter;
void *work(void *arg)
{
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_mutexattr_t a;
    pthread_mutexattr_init(&a);
    pthread_mutexattr_setprotocol(&a, PTHREAD_PRIO_PROTECT);
    pthread_mutex_init(&m, &a);
    pthread_t t;
    pthread_create(&t, 0, work, 0);
    work(0);
    pthread_join(t, 0);
    return 0;
}
