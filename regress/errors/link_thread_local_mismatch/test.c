/* tcount is a plain global here and thread-local in def.c: the system
 * linker refuses the program ("TLS definition mismatches non-TLS
 * reference"). */
#include <assert.h>
#include <pthread.h>

extern int tcount;

static void *worker(void *arg)
{
    (void)arg;
    tcount++;
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, worker, 0);
    pthread_create(&b, 0, worker, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(tcount == 2);
    return 0;
}
