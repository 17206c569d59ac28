/* The worker stores the address of its own copy of a thread-local
 * variable in a global and writes through it; main never touches that
 * copy (its own is another object): no race.  pnbmc 41 said unknown
 * (an address of a thread-local used as a value). */
#include <pthread.h>
__thread int counter;
int *shared_ptr;
void *worker(void *arg)
{
    shared_ptr = &counter;
    *shared_ptr = 1;
    (void)arg;
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
