#include <pthread.h>
#include <stdlib.h>

/* C11 7.22.4.4: calling exit more than once is undefined.  The worker's
 * exit may come while main's runs the atexit handlers. */
int exits;

static void bye(void) { exits++; }

void *worker(void *arg)
{
    (void)arg;
    exit(1);
}

int main(void)
{
    pthread_t t;
    atexit(bye);
    pthread_create(&t, 0, worker, 0);
    exit(0);
}
