/* A race before the trap is still found: the trap ends main's run only
 * when main reaches it. */
#include <pthread.h>

int x;

static void *worker(void *arg)
{
    (void)arg;
    x++;
    return NULL;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    if (x == 0)
        __builtin_trap();
    pthread_join(t, NULL);
    return 0;
}
