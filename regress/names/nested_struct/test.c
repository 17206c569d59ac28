/* A field three levels down: srv.net.stats.dropped (through a typedef
 * and a const-free volatile member). */
#include <pthread.h>
#include <stddef.h>

typedef struct {
    int sent;
    volatile int dropped;
} counters_t;

struct netif {
    char name[8];
    counters_t stats;
};

struct server {
    int id;
    struct netif net;
} srv;

static void *rx(void *arg)
{
    (void)arg;
    srv.net.stats.dropped += 1;
    return NULL;
}

static void *tx(void *arg)
{
    (void)arg;
    srv.net.stats.sent = 1;
    srv.net.stats.dropped += 2;
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, rx, NULL);
    pthread_create(&b, NULL, tx, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
