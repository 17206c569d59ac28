/* Racy program run with --witness FILE.json: the run ends normally with
 * exit 1 (the JSON content is checked elsewhere). */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int started;
static int result;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    started = started + 1;
    pthread_mutex_unlock(&m);
    result = 42;
    return NULL;
}

int main(void)
{
    pthread_t t;
    int peek;

    pthread_create(&t, NULL, worker, NULL);
    peek = result;
    pthread_join(t, NULL);
    return peek;
}
