/* The block's address reaches the other thread with its bytes in
 * reverse order: no pointer-sized word of shared memory ever holds it.
 * Its thread's reads of the pointer's single bytes take it apart, which
 * publishes the block: the other thread's write races with the owner's. */
#include <pthread.h>
#include <stdlib.h>

typedef struct { int v; } cell_t;

static unsigned char spread[sizeof(cell_t *)];
static int ready;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *owner(void *arg)
{
    (void)arg;
    cell_t *c = malloc(sizeof *c);
    if (!c)
        abort();
    c->v = 1;
    cell_t **hold = malloc(sizeof *hold);
    if (!hold)
        abort();
    *hold = c;
    const unsigned char *b = (const unsigned char *)hold;
    pthread_mutex_lock(&m);
    for (unsigned i = 0; i < sizeof c; i++)
        spread[sizeof c - 1 - i] = b[i];
    ready = 1;
    pthread_mutex_unlock(&m);
    c->v = 2;
    free(hold);
    return NULL;
}

static void *peer(void *arg)
{
    (void)arg;
    cell_t **got = calloc(1, sizeof *got);
    if (!got)
        abort();
    unsigned char *b = (unsigned char *)got;
    pthread_mutex_lock(&m);
    if (ready)
        for (unsigned i = 0; i < sizeof *got; i++)
            b[i] = spread[sizeof *got - 1 - i];
    pthread_mutex_unlock(&m);
    cell_t *c = *got;
    if (c)
        c->v = 3;
    free(got);
    return NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, owner, NULL);
    pthread_create(&b, NULL, peer, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
