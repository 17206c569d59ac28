#include <pthread.h>

int slot[2];

/* natively pthread_t is the thread descriptor's address: both threads'
 * ids usually have the same parity, and the increments race */
void *worker(void *arg)
{
    slot[(unsigned long)pthread_self() % 2]++;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
