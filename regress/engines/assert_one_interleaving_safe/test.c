/* The twin of assert_one_interleaving_bug: the writer makes both steps
 * in one critical section, so the reader never sees x == 1. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int x;
static int saw_half;

static void *writer(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    x = x + 1;
    x = x + 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

static void *reader(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    if (x == 1)
        saw_half = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t w, r;

    pthread_create(&w, NULL, writer, NULL);
    pthread_create(&r, NULL, reader, NULL);
    pthread_join(w, NULL);
    pthread_join(r, NULL);
    if (!(saw_half == 0))
        reach_error();
    return 0;
}
