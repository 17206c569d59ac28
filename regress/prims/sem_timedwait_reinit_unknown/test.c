/* sem_timedwait blocks until its deadline: an init of the semaphore in
 * that time is undefined as for sem_wait. */
#include <pthread.h>
#include <semaphore.h>
#include <time.h>
sem_t s;
void *worker(void *arg)
{
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    ts.tv_sec += 1;
    sem_timedwait(&s, &ts);
    return arg;
}
int main(void)
{
    pthread_t t;
    sem_init(&s, 0, 0);
    pthread_create(&t, 0, worker, 0);
    sem_init(&s, 0, 1);
    pthread_join(t, 0);
    return 0;
}
