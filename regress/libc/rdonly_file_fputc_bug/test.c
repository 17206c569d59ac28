/* A thread appends to a log it opened for reading only: fputc fails
 * (glibc: EOF, EBADF), the assert fails natively on every run where
 * the file opens. */
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static void *writer(void *arg)
{
    FILE *log = arg;
    int r = fputc('x', log);
    assert(r == 'x');
    return NULL;
}

int main(void)
{
    FILE *log = fopen("log.txt", "r");
    if (!log)
        return 1;
    pthread_t t;
    pthread_create(&t, NULL, writer, log);
    pthread_join(t, NULL);
    fclose(log);
    return 0;
}
