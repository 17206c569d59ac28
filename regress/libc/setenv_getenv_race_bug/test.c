#include <pthread.h>
#include <stdlib.h>

void *worker(void *arg)
{
    return getenv("HOME");
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    setenv("HOME", "/tmp", 1);          /* not thread-safe (POSIX) */
    pthread_join(t, 0);
    return 0;
}
