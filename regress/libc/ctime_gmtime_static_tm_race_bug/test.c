/* ctime in one thread and gmtime in another write the same static
 * struct tm (glibc: both MT-Unsafe race:tmbuf): a data race, which the
 * model's private struct tm for ctime missed (bounded-safe before). */
#include <pthread.h>
#include <time.h>

static void *thr(void *a)
{
    (void)a;
    time_t t = 2000000000;
    (void)ctime(&t);
    return 0;
}

int main(void)
{
    pthread_t th;
    time_t t = 0;
    pthread_create(&th, 0, thr, 0);
    struct tm *p = gmtime(&t);
    int y = p->tm_year;
    pthread_join(th, 0);
    return y == 70 ? 0 : 1;
}
