/* A race inside a C library model (puts reads the string while a thread
 * writes it): the id names the program's function that calls puts, not
 * the model's helper that reads (pnbmc_read_string), which the user
 * never wrote and a newer pnbmc may rename. */
#include <pthread.h>
#include <stdio.h>

char buf[8] = "hello";

static void *writer(void *arg)
{
    buf[0] = 'j';
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    puts(buf);
    pthread_join(t, 0);
    return 0;
}
