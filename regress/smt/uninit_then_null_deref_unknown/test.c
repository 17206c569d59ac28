/* main reads a malloc'd int nobody wrote (a note: bounded) and, once the
 * worker has run, stores it through a null pointer (undefined behaviour
 * the engines do not follow: unknown).  The verdict must be unknown, as
 * the explicit engine's: the note on the uninitialised read does not
 * hide the operation after it that no engine follows. */
#include <pthread.h>
#include <stdlib.h>

static int done;
static int *volatile target;

static void *worker(void *arg)
{
    (void)arg;
    __atomic_store_n(&done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

int main(void)
{
    int *p = malloc(sizeof *p);
    if (!p)
        return 0;
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    int v = *p;
    pthread_join(t, NULL);
    if (__atomic_load_n(&done, __ATOMIC_SEQ_CST))
        *target = v;
    free(p);
    return 0;
}
