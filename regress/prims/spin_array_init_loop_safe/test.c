/* Spin locks initialised in a loop (not first thing in main): the
 * simulator sees each pthread_spin_init before the threads' operations. */
#include <assert.h>
#include <pthread.h>
pthread_spinlock_t locks[2];
int counts[2];
void *worker(void *arg)
{
    long i = (long)arg;
    pthread_spin_lock(&locks[i]);
    counts[i]++;
    pthread_spin_unlock(&locks[i]);
    return 0;
}
int main(int argc, char **argv)
{
    (void)argv;
    pthread_t t[2];
    if (argc > 5)
        return 1;
    for (int i = 0; i < 2; i++)
        pthread_spin_init(&locks[i], 0);
    pthread_create(&t[0], 0, worker, (void *)0L);
    pthread_create(&t[1], 0, worker, (void *)1L);
    pthread_join(t[0], 0);
    pthread_join(t[1], 0);
    assert(counts[0] == 1 && counts[1] == 1);
    return 0;
}
