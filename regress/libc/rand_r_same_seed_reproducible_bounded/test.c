#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

int results[2];

void *simulate(void *arg)
{
    int id = *(int *)arg;
    unsigned seed = 42;     /* each thread its own seed, the same start */
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum ^= rand_r(&seed);
    results[id] = sum;
    return 0;
}

int main(void)
{
    pthread_t t[2];
    int ids[2] = {0, 1};
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], 0, simulate, &ids[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], 0);
    assert(results[0] == results[1]);   /* reproducible (POSIX rand_r) */
    return 0;
}
