/* A local's address returned through a helper's out-parameter chain and
 * stored into a heap block that the thread argument points to. */
#include <pthread.h>
#include <stdlib.h>
#include <stdatomic.h>
struct msg { _Atomic(int *) target; };
static void fill(struct msg *m, int **pp) { m->target = *pp; }
static void *writer(void *a)
{
    struct msg *m = a;
    int *p;
    while (!(p = m->target))
        ;
    *p = 8;
    return 0;
}
int main(void)
{
    int local = 0;
    int *lp = &local;
    struct msg *m = calloc(1, sizeof *m);
    if (!m)
        return 1;
    pthread_t t;
    pthread_create(&t, 0, writer, m);
    fill(m, &lp);
    local = 1;
    pthread_join(t, 0);
    free(m);
    return local;
}
