/* puts, fputs and perror read the string they print.  RACY selects the
 * call that races with the worker's strcpy. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

char line[16] = "hello";

void *worker(void *arg)
{
    (void)arg;
    strcpy(line, "bye");
    return 0;
}

int main(void)
{
    pthread_t t;
    puts(line);                 /* before the worker: no race */
    pthread_create(&t, 0, worker, 0);
#if RACY == 1
    puts(line);
#elif RACY == 2
    fputs(line, stderr);
#else
    perror(line);
#endif
    pthread_join(t, 0);
    perror(NULL);
    return 0;
}
