/* The writer raises x from 0 to 2 in two critical sections; the reader
 * records whether it saw the intermediate value 1. Every access is
 * locked (no race); the assertion fails only when the reader's critical
 * section runs between the writer's two. */
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
    pthread_mutex_unlock(&m);
    pthread_mutex_lock(&m); /* BUG: the update is not atomic */
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
