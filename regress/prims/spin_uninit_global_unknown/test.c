/* A spin lock that pthread_spin_init never initialised (POSIX:
 * undefined).  On glibc x86-64 a zero spin lock is locked (1 is free):
 * both threads spin for ever, so `safe` would be wrong. */
#include <pthread.h>
pthread_spinlock_t sl;
int counter;
void *worker(void *arg)
{
    pthread_spin_lock(&sl);
    counter++;
    pthread_spin_unlock(&sl);
    return arg;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
