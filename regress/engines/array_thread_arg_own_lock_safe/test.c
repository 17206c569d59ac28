/* Three threads created in a loop with their index as argument; thread i
 * updates slots[i] under locks[i]. Different threads touch different
 * elements: no race; afterwards slots[i] == i + 1. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);

static pthread_mutex_t locks[3] = {PTHREAD_MUTEX_INITIALIZER, PTHREAD_MUTEX_INITIALIZER,
                                   PTHREAD_MUTEX_INITIALIZER};
static int slots[3];

static void *worker(void *arg)
{
    int i = (int)(long)arg;
    pthread_mutex_lock(&locks[i]);
    slots[i] = slots[i] + i + 1;
    pthread_mutex_unlock(&locks[i]);
    return NULL;
}

int main(void)
{
    pthread_t t[3];

    for (int i = 0; i < 3; i++)
        pthread_create(&t[i], NULL, worker, (void *)(long)i);
    for (int i = 0; i < 3; i++)
        pthread_join(t[i], NULL);
    if (!(slots[2] == 3))
        reach_error();
    return 0;
}
