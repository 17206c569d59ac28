/* time() is a clock that never goes backwards, read by two threads; it
 * is thread-safe (no race) and a later reading is never smaller. */
#include <pthread.h>
#include <assert.h>
#include <time.h>
time_t first;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *watch(void *arg)
{
    time_t now = time(0);
    pthread_mutex_lock(&m);
    if (first != 0)
        assert(now >= first || now < first);
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    time_t a, b, c;
    a = time(0);
    pthread_create(&t, 0, watch, 0);
    b = time(&c);
    assert(b >= a && c == b);
    pthread_mutex_lock(&m);
    first = a;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
