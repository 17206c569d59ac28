/* A local's address stored (EXCHANGE: swapped in with an atomic
 * exchange) through a pointer that pthread_getspecific gave back: into a
 * global the other thread reads. */
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
struct hub { _Atomic(int *) cell; };
static struct hub hub;
static pthread_key_t key;
static void *writer(void *a)
{
    (void)a;
    int *p;
    while (!(p = atomic_load(&hub.cell)))
        ;
    *p = 9;
    return NULL;
}
int main(void)
{
    int local = 0;
    pthread_t t;
    pthread_key_create(&key, NULL);
    pthread_setspecific(key, &hub);
    pthread_create(&t, NULL, writer, NULL);
    struct hub *h = pthread_getspecific(key);
#ifdef EXCHANGE
    int *old = atomic_exchange(&h->cell, &local);
    (void)old;
#else
    atomic_store(&h->cell, &local);
#endif
    local = 1;
    pthread_join(t, NULL);
    return local;
}
