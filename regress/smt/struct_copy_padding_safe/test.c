/* Struct assignments copy unwritten padding bytes (after tag) into a
 * global and then into calloc'd memory; only the fields, which were
 * written, are read, so the program is safe in every engine (smt once
 * cut at such a copy, or took the padding as written). */
#include <pthread.h>
#include <stdlib.h>
extern void reach_error(void);
struct item { char tag; int value; };
static struct item shared;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static void *w(void *a)
{
    (void)a;
    struct item local;
    local.tag = 1;
    local.value = 2;
    pthread_mutex_lock(&m);
    shared = local;
    pthread_mutex_unlock(&m);
    return 0;
}
int main(void)
{
    pthread_t t;
    struct item *h = calloc(1, sizeof *h);
    if (!h) return 0;
    pthread_create(&t, 0, w, 0);
    pthread_join(t, 0);
    *h = shared;
    if (h->value != 2 || h->tag != 1)
        reach_error();
    free(h);
    return 0;
}
