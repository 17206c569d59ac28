/* Numbers made pointers that stay what they were: a thread's argument
 * and result as small numbers, sentinels (-1, 1), an address made a
 * number and back, and p - 1 before a loop's start compared for
 * equality only. */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

#define FAILED ((void *)-1)
int data[4] = {1, 2, 3, 4};

void *worker(void *arg)
{
    long k = (long)arg;
    return k == 2 ? FAILED : (void *)(k + 1);
}

int main(void)
{
    pthread_t t[2];
    void *r[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], 0, worker, (void *)(i + 1));
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], &r[i]);
    assert(r[0] == (void *)2 && r[1] == FAILED);
    uintptr_t n = (uintptr_t)&data[2];
    int *p = (int *)n;
    assert(*p == 3);
    int sum = 0;
    for (int *q = &data[3]; q != &data[0] - 1; q--)
        sum += *q;
    assert(sum == 10);
    return 0;
}
