/* Each worker writes only its own slot of a shared array (index from the
 * thread argument): different elements never race. */
#include <pthread.h>
#include <stddef.h>
#include <stdint.h>

extern void reach_error(void);

static int slots[4];

static void *worker(void *arg)
{
    int i = (int)(intptr_t)arg;
    slots[i] = i + 10;
    slots[i] *= 2;
    return NULL;
}

int main(void)
{
    pthread_t t[2];

    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)(intptr_t)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    if (slots[0] != 20 || slots[1] != 22)
        reach_error();
    return 0;
}
