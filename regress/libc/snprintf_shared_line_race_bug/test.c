/* As vsnprintf_log_wrapper_safe without the lock: both threads write
 * the shared line in snprintf (the race is inside pnbmc's model of the
 * C library, on the bytes of line). */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
static char line[64];
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void logf_(const char *fmt, ...)
{
    char buf[32];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(buf, sizeof buf, fmt, ap);
    va_end(ap);

    snprintf(line, sizeof line, "log: %s", buf);
    pthread_mutex_unlock(&m);
}
static void *worker(void *arg)
{
    logf_("worker %d", (int)(long)arg);
    return 0;
}
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, (void *)1);
    pthread_create(&t2, 0, worker, (void *)2);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return line[0] == 'l' ? 0 : 1;
}
