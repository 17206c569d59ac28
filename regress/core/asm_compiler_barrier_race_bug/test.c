/* A compiler barrier is no synchronisation: the flag and the payload are
 * plain variables, so the handoff races. */
#include <pthread.h>

#define barrier() __asm__ __volatile__("" ::: "memory")

static int payload, flag;

static void *producer(void *arg)
{
    (void)arg;
    payload = 42;
    barrier();
    flag = 1;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, producer, 0);
    while (!flag)
        barrier();
    int v = payload;
    pthread_join(t, 0);
    return v == 42 ? 0 : 1;
}
