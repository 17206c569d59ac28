/* A variadic logging wrapper formats with vsnprintf into a local
 * buffer, then copies it under a lock into a shared line: no race, no
 * deadlock (its va_list and argument areas stay private). */
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
    pthread_mutex_lock(&m);
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
