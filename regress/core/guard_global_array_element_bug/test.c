/* Nondet indices kept in a global array and guarded before any thread
 * exists: their domains 0..3 are derived through the stores, so the
 * exploration finds the run where both threads mark cell 3 and the
 * assertion that cell 3 stays clear fails (twin of
 * guard_global_array_element_safe). */
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
    assert(cells[3] == 0 || idx[0] != idx[1]);
    return 0;
}
