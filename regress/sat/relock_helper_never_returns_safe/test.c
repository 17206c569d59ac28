/* flush() takes the journal lock; append() holds it and, when the
 * journal is full, calls flush(): a double lock, the worker waits on
 * itself for ever.  Whenever append() gets past that call it still holds
 * the lock, so its final unlock is the owner's and the counters never
 * race. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t journal = PTHREAD_MUTEX_INITIALIZER;
static int pending, flushed;

static void flush(void)
{
    pthread_mutex_lock(&journal); /* BUG: append() already holds it */
    flushed += pending;
    pending = 0;
    pthread_mutex_unlock(&journal);
}

static void append(int full)
{
    pthread_mutex_lock(&journal);
    pending++;
    if (full)
        flush();
    pthread_mutex_unlock(&journal);
}

static void *worker(void *arg)
{
    append(arg != NULL);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, &pending);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
