/* --32: the model's addresses are object number << 20, so ints from
 * 2^20 (1048576) on looked like addresses: a limit of 1500000 in a
 * global's initialiser, a literal stored into a global.  They are
 * integer literals, never addresses: before, unknown. */
#include <assert.h>
#include <pthread.h>

static int limit = 1500000;
static int total;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *add(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    total += limit / 2;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t t;
    total = 3000000;
    pthread_create(&t, NULL, add, NULL);
    pthread_join(t, NULL);
    assert(total == 3750000);
    return 0;
}
