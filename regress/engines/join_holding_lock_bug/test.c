/* main holds m while it joins the worker, and the worker needs m: if the
 * worker has not taken m before main does, neither can move. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int result;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    result = 42;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    pthread_join(t, NULL); /* BUG: joins while holding m */
    result = result + 1;
    pthread_mutex_unlock(&m);
    return 0;
}
