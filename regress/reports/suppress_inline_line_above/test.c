// Racy statistics counter; the comment on the line above suppresses it.
#include <pthread.h>
#include <stddef.h>

static int counter;

static void *worker(void *arg)
{
    (void)arg;
    /* pnbmc-ignore race: approximate count is fine */
    counter++;
    return NULL;
}

int main(void)
{
    pthread_t t1, t2;

    pthread_create(&t1, NULL, worker, NULL);
    pthread_create(&t2, NULL, worker, NULL);
    pthread_join(t1, NULL);
    pthread_join(t2, NULL);
    return 0;
}
