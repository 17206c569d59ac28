/* pthread_key_create / pthread_setspecific / pthread_getspecific: each
 * thread sees only its own value, NULL until it sets one. */
#include <pthread.h>
#include <assert.h>
pthread_key_t session_key;
void *serve(void *arg)
{
    assert(pthread_getspecific(session_key) == 0);
    pthread_setspecific(session_key, arg);
    assert(pthread_getspecific(session_key) == arg);
    return 0;
}
int main(void)
{
    static int a, b;
    pthread_t t1, t2;
    pthread_key_create(&session_key, 0);
    pthread_setspecific(session_key, &a);
    pthread_create(&t1, 0, serve, &b);
    pthread_create(&t2, 0, serve, &a);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    assert(pthread_getspecific(session_key) == &a);
    return 0;
}
