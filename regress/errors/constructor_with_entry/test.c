/* A constructor runs before main: 'ready' is 1 when main reads it, so the
 * worker exists and races with main (pnbmc 37 ignored constructors:
 * race: safe). */
#include <pthread.h>

int ready;
int counter;

__attribute__((constructor)) static void init(void) { ready = 1; }

static void *worker(void *arg)
{
    (void)arg;
    counter++;
    return 0;
}

int main(void)
{
    pthread_t t;
    if (ready)
        pthread_create(&t, 0, worker, 0);
    counter++;
    return 0;
}
