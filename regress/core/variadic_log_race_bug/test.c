/* Two threads log through a variadic function of the program that adds
 * its arguments to a shared total without a lock: a data race on
 * log_total.  The argument areas are each caller's own and stay private
 * (no race on them, no visible steps for va_arg). */
#include <pthread.h>
#include <stdarg.h>

static int log_total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void log_add(int locked, int n, ...)
{
    va_list ap;
    va_start(ap, n);
    int s = 0;
    for (int i = 0; i < n; i++)
        s += va_arg(ap, int);
    va_end(ap);
    if (locked)
        pthread_mutex_lock(&m);
    log_total += s;
    if (locked)
        pthread_mutex_unlock(&m);
}

static void *worker(void *arg)
{
    log_add(0, 2, (int)(long)arg, 5);
    return 0;
}

int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, worker, (void *)1);
    pthread_create(&t2, 0, worker, (void *)2);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return log_total == 13 ? 0 : 1;
}
