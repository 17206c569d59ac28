/* Workers that only write-lock a reader-writer lock: its writer word
 * names the holder like a mutex's owner word and is renamed with the
 * threads; with no read lock in the program the readers' mask stays
 * empty, so the parameterised engine proves mutual exclusion and race
 * freedom for any number of workers. */
#include <pthread.h>
extern void reach_error(void);
pthread_rwlock_t l = PTHREAD_RWLOCK_INITIALIZER;
int inside;
void *worker(void *arg)
{
    pthread_rwlock_wrlock(&l);
    inside = inside + 1;
    if (inside != 1)
        reach_error();
    inside = inside - 1;
    pthread_rwlock_unlock(&l);
    return arg;
}
int main(void)
{
    pthread_t t;
    while (1)
        pthread_create(&t, 0, worker, 0);
}
