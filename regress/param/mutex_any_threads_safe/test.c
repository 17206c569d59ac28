/* A pthread mutex records its owner's id; the parameterised engine
 * renames it with the threads and proves mutual exclusion and race
 * freedom for any number of workers. */
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
    inside = inside - 1;
    pthread_mutex_unlock(&m);
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
