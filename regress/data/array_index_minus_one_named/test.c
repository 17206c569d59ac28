/* tbl[-1]: the index comes from shared data; the access is before the
 * start of the table (undefined behaviour: unknown), and the reason says
 * so instead of calling it a null pointer dereference. */
#include <pthread.h>

static const int tbl[4] = {1, 2, 3, 4};
int idx;

static void *worker(void *arg)
{
    (void)arg;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    idx = -1;
    int v = tbl[idx];
    pthread_join(t, 0);
    return v;
}
