#include <assert.h>
#include <pthread.h>
/* Bug: the new thread expects main's value for the key, but starts with NULL. */
pthread_key_t k;
int u, v;
void *w(void *a)
{
    assert(pthread_getspecific(k) == &v);
    pthread_setspecific(k, &u);
    assert(pthread_getspecific(k) == &u);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_key_create(&k, 0);
    pthread_setspecific(k, &v);
    pthread_create(&t, 0, w, 0);
    assert(pthread_getspecific(k) == &v);
    pthread_join(t, 0);
    return 0;
}
