/* The producer holds m and calls add_item(), which locks m again.
 * A default pthread mutex is not recursive: the thread blocks on itself. */
#include <pthread.h>
#include <stddef.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int items;

static void add_item(void)
{
    pthread_mutex_lock(&m);
    items++;
    pthread_mutex_unlock(&m);
}

static void *producer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (items < 10)
        add_item(); /* m is already held here */
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, producer, NULL);
    pthread_join(t, NULL);
    return 0;
}
