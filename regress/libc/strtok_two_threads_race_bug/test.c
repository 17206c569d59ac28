#include <pthread.h>
#include <string.h>

/* Each thread tokenises its own buffer, but strtok's position is hidden
 * state of the library (not thread-safe in C or POSIX): they race. */
static void *worker(void *arg)
{
    char line[] = "a b";
    for (char *t = strtok(line, " "); t; t = strtok(0, " "))
        ;
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    char line[] = "c d";
    for (char *w = strtok(line, " "); w; w = strtok(0, " "))
        ;
    pthread_join(t, 0);
    return 0;
}
