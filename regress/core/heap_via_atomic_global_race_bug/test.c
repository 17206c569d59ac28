/* A heap block published through an atomic global pointer (VIA_SPECIFIC:
 * handed first through pthread_setspecific/getspecific): the other
 * thread writes it while its allocator does. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
static _Atomic(int *) slot;
static void *writer(void *a)
{
    (void)a;
    int *p;
    while (!(p = atomic_load(&slot)))
        ;
    *p = 2;
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, writer, NULL);
    int *b = malloc(sizeof *b);
    if (!b)
        return 0;
    *b = 0;
#ifdef VIA_SPECIFIC
    pthread_key_t key;
    pthread_key_create(&key, NULL);
    pthread_setspecific(key, b);
    atomic_store(&slot, pthread_getspecific(key));
#else
    atomic_store(&slot, b);
#endif
    *b = 1;
    pthread_join(t, NULL);
    return 0;
}
