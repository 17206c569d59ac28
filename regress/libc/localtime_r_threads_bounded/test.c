/* The same loggers with localtime_r: each thread converts into its own
 * struct tm, so nothing is shared. */
#include <pthread.h>
#include <stdio.h>
#include <time.h>

static void *logger(void *arg)
{
    time_t now = (time_t)(long)arg;
    struct tm mine, *tm = localtime_r(&now, &mine);
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
