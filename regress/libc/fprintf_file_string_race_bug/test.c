/* fprintf to a file opened for writing reads its %s argument while a
 * thread writes it: a data race (the call now goes through the model
 * that checks the stream's mode). */
#include <pthread.h>
#include <stdio.h>

static char name[16] = "worker";

static void *rename_it(void *arg)
{
    (void)arg;
    name[0] = 'W';
    return NULL;
}

int main(void)
{
    FILE *log = fopen("log.txt", "a");
    pthread_t t;
    pthread_create(&t, NULL, rename_it, NULL);
    if (log)
        fprintf(log, "started %s\n", name);
    pthread_join(t, NULL);
    if (log)
        fclose(log);
    return 0;
}
