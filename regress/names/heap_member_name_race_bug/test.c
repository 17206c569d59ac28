/* A member of a heap block is named from the C type its pointer is
 * converted to (struct doc), as a global's member is: heap@test.c:15.refs,
 * not heap@test.c:15+4.  A pointer to the block's start names the block,
 * not its first member. */
#include <pthread.h>
#include <stdlib.h>

struct doc { int key; int refs; };
static struct doc *g;

static void *t(void *a) { (void)a; g->refs++; return NULL; }

int main(void)
{
    g = calloc(1, sizeof *g);
    if (!g)
        return 1;
    pthread_t x, y;
    pthread_create(&x, NULL, t, NULL);
    pthread_create(&y, NULL, t, NULL);
    pthread_join(x, NULL);
    pthread_join(y, NULL);
    return 0;
}
