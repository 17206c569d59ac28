/* Input bytes overwritten by a real address are an address again: the
 * pointer read from input is never followed, the one stored after it
 * (by a store, by memcpy) is. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

int g, mine;

static void *bump(void *arg)
{
    (void)arg;
    g++;
    return NULL;
}

int main(void)
{
    pthread_t t;
    int *p, *q = &mine;
    pthread_create(&t, NULL, bump, NULL);
    if (fread(&p, sizeof p, 1, stdin) == 1) {
        p = &mine;
        *p = 1;
    }
    if (fread(&p, sizeof p, 1, stdin) == 1) {
        memcpy(&p, &q, sizeof p);
        *p += 1;
    }
    pthread_join(t, NULL);
    return 0;
}
