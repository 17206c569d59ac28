#include <pthread.h>

/* Each thread reads its own id from the slot its creation stored it in:
 * the creation stores it before the thread starts (glibc's order), and
 * the other thread only reads slots whose creation came before its own. */
pthread_t ids[2];

void *worker(void *arg)
{
    int i = *(int *)arg;
    pthread_t me = ids[i];
    if (i == 1) {
        pthread_t first = ids[0];
        (void)first;
    }
    return pthread_equal(me, pthread_self()) ? 0 : (void *)1;
}

int main(void)
{
    static int idx[2] = {0, 1};
    for (int i = 0; i < 2; i++)
        pthread_create(&ids[i], 0, worker, &idx[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(ids[i], 0);
    return 0;
}
