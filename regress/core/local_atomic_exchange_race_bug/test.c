/* A local's address swapped into a global with an atomic exchange. */
#include <pthread.h>
#include <stdatomic.h>
static _Atomic(int *) slot;
static void *writer(void *a)
{
    (void)a;
    int *p;
    while (!(p = atomic_load(&slot)))
        ;
    *p = 4;
    return 0;
}
int main(void)
{
    int local = 0;
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    int *old = atomic_exchange(&slot, &local);
    (void)old;
    local = 1;
    pthread_join(t, 0);
    return local;
}
