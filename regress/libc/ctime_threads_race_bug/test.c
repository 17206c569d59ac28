/* ctime's string is one static buffer (MT-Unsafe): two threads that
 * format a time at once write it together. */
#include <pthread.h>
#include <string.h>
#include <time.h>

static size_t lens[2];

static void *stamp(void *arg)
{
    long i = (long)arg;
    time_t now = 86400 * i;
    lens[i] = strlen(ctime(&now));
    return 0;
}

int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, stamp, (void *)0L);
    pthread_create(&t2, 0, stamp, (void *)1L);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
