/* POSIX destructor rounds: the value is NULL while the destructor runs;
 * a destructor that sets it again is called again, at most
 * PTHREAD_DESTRUCTOR_ITERATIONS (4) times in all. */
#include <pthread.h>
#include <assert.h>
pthread_key_t key;
int calls;
int token;
static void again(void *p)
{
    assert(p == &token);
    assert(pthread_getspecific(key) == NULL);
    calls++;
    pthread_setspecific(key, p);
}
static void *worker(void *a)
{
    pthread_setspecific(key, &token);
    return a;
}
int main(void)
{
    pthread_t t;
    pthread_key_create(&key, again);
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(calls == 4);
    return 0;
}
