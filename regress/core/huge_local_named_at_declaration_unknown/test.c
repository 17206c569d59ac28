/* A local past the object size limit (2^20 bytes with --32) in a
 * thread's start routine: named, at its declaration. */
#include <pthread.h>

static void *worker(void *arg)
{
    char buf[1100000];
    buf[0] = (char)(long)arg;
    return (void *)(long)buf[0];
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    return 0;
}
