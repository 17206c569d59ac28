/* A logging wrapper hands its arguments to vfprintf, which reads the %s
 * argument: logging the name while the worker renames races. */
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

char name[16] = "idle";

static void log_msg(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
}

void *worker(void *arg)
{
    (void)arg;
    strcpy(name, "busy");
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    log_msg("%d: %s at %.1f\n", 1, name, 0.5);
    pthread_join(t, 0);
    return 0;
}
