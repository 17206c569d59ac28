/* Two logging threads format the time with localtime, whose result is
 * one static struct tm for the whole process (MT-Unsafe): a race. */
#include <pthread.h>
#include <stdio.h>
#include <time.h>

static void *logger(void *arg)
{
    time_t now = (time_t)(long)arg;
    struct tm *tm = localtime(&now);
    printf("%02d:%02d\n", tm->tm_hour, tm->tm_min);
    return 0;
}

int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, logger, (void *)1000L);
    pthread_create(&t2, 0, logger, (void *)2000L);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
