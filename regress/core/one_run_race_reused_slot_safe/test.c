/* Five rounds of create, join, then main reads what the worker wrote:
 * the worker's thread id is reused every round, and each round's write
 * is ordered before main's read and the next round's write by the join. */
#include <pthread.h>
int slot;
void *worker(void *arg)
{
    slot = (int)(long)arg;
    return 0;
}
int main(void)
{
    int sum = 0;
    for (int round = 0; round < 5; round++) {
        pthread_t t;
        pthread_create(&t, 0, worker, (void *)(long)round);
        pthread_join(t, 0);
        sum = sum + slot;
    }
    return sum == 10 ? 0 : 1;
}
