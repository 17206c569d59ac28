#include <pthread.h>
#include <string.h>

/* strtok_r keeps each thread's position in its own save pointer: no
 * shared state, no race (compare strtok_two_threads_race_bug). */
static void *worker(void *arg)
{
    char line[] = "a b", *save;
    for (char *t = strtok_r(line, " ", &save); t; t = strtok_r(0, " ", &save))
        ;
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    char line[] = "c d", *save;
    for (char *w = strtok_r(line, " ", &save); w; w = strtok_r(0, " ", &save))
        ;
    pthread_join(t, 0);
    return 0;
}
