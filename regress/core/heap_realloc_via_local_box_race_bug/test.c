/* A block from realloc (the C library model's allocation) published
 * through a local struct whose address is the thread's argument. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct box { _Atomic(int *) cell; };
static void *writer(void *a)
{
    struct box *bx = a;
    int *p;
    while (!(p = atomic_load(&bx->cell)))
        ;
    p[1] = 4;
    return NULL;
}
int main(void)
{
    struct box bx = {NULL};
    pthread_t t;
    pthread_create(&t, NULL, writer, &bx);
    int *b = malloc(sizeof *b);
    if (!b)
        return 0;
    int *c = realloc(b, 2 * sizeof *c);
    if (!c)
        return 0;
    c[1] = 0;
    atomic_store(&bx.cell, c);
    c[1] = 1;
    pthread_join(t, NULL);
    return 0;
}
