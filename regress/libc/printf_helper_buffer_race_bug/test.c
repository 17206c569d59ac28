/* The same helper given a buffer once: that call reads it, and races
 * with the worker that renames. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

char name[16] = "idle";

static void log_msg(const char *what)
{
    printf("[log] %s\n", what);
}

static void *worker(void *arg)
{
    (void)arg;
    strcpy(name, "busy");
    return 0;
}

int main(void)
{
    pthread_t t;
    log_msg("start");
    pthread_create(&t, 0, worker, 0);
    log_msg(name);
    pthread_join(t, 0);
    return 0;
}
