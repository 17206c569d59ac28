/* The first worker to get the lock returns holding it: a finished thread
 * owns the mutex, which no renaming of live threads can express, so the
 * parameterised engine gives up. */
#include <pthread.h>
extern void reach_error(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int inside;
void *worker(void *arg)
{
    pthread_mutex_lock(&m);
    inside = inside + 1;
    if (inside != 1)
        reach_error();
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
