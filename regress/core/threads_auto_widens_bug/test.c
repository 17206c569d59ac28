/* Five workers from one pthread_create call; the error needs all five to
 * have run.  --threads auto starts with 3 slots (bounded-safe), then
 * runs again with 6 and finds it. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int count;

static void *worker(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    count++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t[5];

    for (int i = 0; i < 5; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < 5; i++)
        pthread_join(t[i], NULL);
    if (count == 5)
        reach_error();
    return 0;
}
