/* Both threads bump cfg.retries; cfg.port (only read) does not race. */
#include <pthread.h>
#include <stddef.h>

struct config {
    int port;
    int retries;
    long timeout_ms;
};

static struct config cfg = {8080, 0, 100};

static void *worker(void *arg)
{
    (void)arg;
    if (cfg.port > 0)
        cfg.retries++;
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
