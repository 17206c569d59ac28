/* Each worker checks a fact about its own argument: the condition is
 * fixed by the argument, the same in every run, so the one run that
 * meets every assertion proves them all. */
#include <assert.h>
#include <pthread.h>
#define N 8
int seen[N];
void *worker(void *arg)
{
    int i = (int)(long)arg;
    assert(i >= 0 && i < N);
    seen[i] = 1;
    return 0;
}
int main(void)
{
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], 0, worker, (void *)(long)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], 0);
    return 0;
}
