/* A local's address handed over through pthread_setspecific /
 * pthread_getspecific and then a global: the other thread writes it. */
#include <pthread.h>
#include <stddef.h>
#include <stdatomic.h>
static pthread_key_t key;
static _Atomic(int *) shared_ptr;
static void *writer(void *a)
{
    (void)a;
    int *p;
    while (!(p = shared_ptr))
        ;
    *p = 2;
    return NULL;
}
int main(void)
{
    pthread_t t;
    int local = 0;
    pthread_key_create(&key, NULL);
    pthread_create(&t, NULL, writer, NULL);
    pthread_setspecific(key, &local);
    shared_ptr = pthread_getspecific(key);
    local = 1;
    pthread_join(t, NULL);
    return local;
}
