/* A worker reads a calloc'd counter block: its bytes are zero until
 * written, not indeterminate, so reading them is no cut (a malloc'd
 * block would be one); the encoding keeps which objects calloc made. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

struct stats { int hits; int misses; };

static void *worker(void *arg)
{
    struct stats *s = arg;
    s->hits = s->hits + 1;
    return 0;
}

int main(void)
{
    struct stats *s = calloc(1, sizeof *s);
    if (!s)
        return 0;
    pthread_t t;
    pthread_create(&t, 0, worker, s);
    pthread_join(t, 0);
    assert(s->hits == 1 && s->misses == 0);
    free(s);
    return 0;
}
