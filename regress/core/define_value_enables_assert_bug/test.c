/* Two clients connect; the capacity comes from a macro (default 2).
 * Run with -D MAX_CLIENTS=1, the final check fails. */
#include <assert.h>
#include <pthread.h>
#include <stddef.h>

#ifndef MAX_CLIENTS
#define MAX_CLIENTS 2
#endif

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int clients;

static void *client(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m);
    clients++;
    pthread_mutex_unlock(&m);
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, client, NULL);
    pthread_create(&b, NULL, client, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(clients <= MAX_CLIENTS);
    return 0;
}
