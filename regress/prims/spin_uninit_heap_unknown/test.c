/* A malloc'd spin lock without pthread_spin_init (undefined; its bytes
 * are whatever malloc gives, zero (locked on glibc x86-64) here). */
#include <pthread.h>
#include <stdlib.h>
pthread_spinlock_t *sl;
int counter;
void *worker(void *arg)
{
    pthread_spin_lock(sl);
    counter++;
    pthread_spin_unlock(sl);
    return arg;
}
int main(void)
{
    pthread_t a;
    sl = malloc(sizeof *sl);
    if (!sl)
        return 1;
    pthread_create(&a, 0, worker, 0);
    pthread_join(a, 0);
    free(sl);
    return 0;
}
