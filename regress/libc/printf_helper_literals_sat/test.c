/* A logging helper only ever given string literals (directly, through a
 * local, or from a constant table) prints constant memory: no reads to
 * follow, so even the control-skeleton engine proves the program. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static const char *const stage_names[] = {"init", "run", "done"};
int counter;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void log_msg(const char *what)
{
    printf("[log] %s\n", what);
}

static void log_stage(int i)
{
    const char *name = stage_names[i];
    log_msg(name);
    fprintf(stderr, "%s: %s\n", stage_names[i], strerror(i));
}

static void *worker(void *arg)
{
    (void)arg;
    log_msg("worker");
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    log_stage(2);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    log_stage(0);
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    pthread_join(t, 0);
    return 0;
}
