#include <assert.h>
#include <pthread.h>

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int tickets;

/* Hands out at most one ticket... but the check and the update are not
 * in the same critical section. */
void take_ticket(void)
{
    int have;
    pthread_mutex_lock(&m);
    have = tickets;
    pthread_mutex_unlock(&m);
    if (have == 0) {
        pthread_mutex_lock(&m);
        tickets = tickets + 1;
        assert(tickets <= 1);
        pthread_mutex_unlock(&m);
    }
}
