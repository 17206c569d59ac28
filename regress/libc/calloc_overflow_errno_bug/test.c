#include <assert.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
extern unsigned long __VERIFIER_nondet_ulong(void);
extern void __VERIFIER_assume(int);
static int done;
static void *worker(void *arg)
{
    (void)arg;
    size_t n = __VERIFIER_nondet_ulong();
    __VERIFIER_assume(n <= 16 || n >= SIZE_MAX / 4);
    errno = 0;
    char *p = calloc(n, 8);
    if (p) { assert(n <= 16); assert(p[0] == 0); free(p); }
    else assert(n > 16 && errno == 0);
    done = 1;
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(done);
    return 0;
}
