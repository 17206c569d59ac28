#include <pthread.h>
#include <stdatomic.h>
struct hub { _Atomic(int *) cell; };
static struct hub hub;
static void *writer(void *a)
{
    (void)a;
    int *p;
    while (!(p = atomic_load(&hub.cell)))
        ;
    *p = 9;
    return 0;
}
int main(void)
{
    int local = 0;
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    struct hub *h = &hub;
    atomic_store(&h->cell, &local);
    local = 1;
    pthread_join(t, 0);
    return local;
}
