/* A local's address copied with memcpy through a pointer that
 * pthread_getspecific gave back: into a global the other thread reads. */
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <string.h>
struct hub { int *cell; _Atomic int ready; };
static struct hub hub;
static pthread_key_t key;
static void *writer(void *a)
{
    (void)a;
    while (!atomic_load(&hub.ready))
        ;
    *hub.cell = 10;
    return NULL;
}
int main(void)
{
    int local = 0;
    int *lp = &local;
    pthread_t t;
    pthread_key_create(&key, NULL);
    pthread_setspecific(key, &hub);
    pthread_create(&t, NULL, writer, NULL);
    struct hub *h = pthread_getspecific(key);
    memcpy(&h->cell, &lp, sizeof lp);
    atomic_store(&h->ready, 1);
    local = 1;
    pthread_join(t, NULL);
    return local;
}
