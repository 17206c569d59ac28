/* Handlers run last registered first, in the thread that calls exit();
 * one registered while they run runs next (C: after those already
 * called); _exit runs none. */
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>

int trace[4], n;

static void late(void) { trace[n++] = 3; }
static void first(void)
{
    trace[n++] = 1;
    assert(n == 3 && trace[0] == 2 && trace[1] == 3);
}
static void second(void) { trace[n++] = 2; atexit(late); }
static void check(void)
{
    assert(n == 3 && trace[2] == 1);
}

static void *exiter(void *arg)
{
    (void)arg;
    exit(0);
}

int main(void)
{
    atexit(check);
    atexit(first);
    atexit(second);
    pthread_t t;
    pthread_create(&t, 0, exiter, 0);
    pthread_join(t, 0);
    _exit(1);
}
