/* Nondet indices kept in a global array and guarded before any thread
 * exists: each element's domain 0..3 is derived through the store to
 * idx[k] and its reload (a constant element of a global), so the
 * exploration covers every index: safe (pnbmc 55: a store to an array
 * element ended the guard region, bounded-safe with a cut domain). */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

extern int __VERIFIER_nondet_int(void);

int cells[4];
int idx[2];
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *mark(void *arg)
{
    int k = *(int *)arg;
    pthread_mutex_lock(&m);
    cells[k] = 1;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    idx[0] = __VERIFIER_nondet_int();
    if (idx[0] < 0 || idx[0] > 3)
        return 0;
    idx[1] = __VERIFIER_nondet_int();
    if (idx[1] < 0 || idx[1] > 3)
        return 0;
    pthread_t t[2];
    for (int i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, mark, &idx[i]);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    assert(cells[0] + cells[1] + cells[2] + cells[3] >= 1);
    return 0;
}
