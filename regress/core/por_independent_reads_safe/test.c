/* Four workers read globals that only main wrote, before it created
 * them, and pick nondet values: those steps commute with everything the
 * other threads can still do, so the search takes one order of them
 * (a few hundred states instead of tens of thousands). */
#include <pthread.h>

extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);

int cfg[8];
int total;
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *worker(void *arg)
{
    (void)arg;
    int sum = 0;
    for (int i = 0; i < 8; i++)
        sum += cfg[i] + (__VERIFIER_nondet_bool() ? 0 : 0);
    pthread_mutex_lock(&m);
    total += sum;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t[4];
    for (int i = 0; i < 8; i++)
        cfg[i] = i;
    for (int i = 0; i < 4; i++)
        pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < 4; i++)
        pthread_join(t[i], NULL);
    if (total != 4 * 28)
        reach_error();
    return 0;
}
