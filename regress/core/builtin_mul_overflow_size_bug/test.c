/* A size computed with __builtin_mul_overflow: the check catches the
 * product that wraps (count * size past 32 bits), and a caller that
 * assumes every request fits is wrong for the worker's request. */
#include <assert.h>
#include <pthread.h>
#include <stdint.h>

uint32_t requests[2] = {100, 0x20000};

static int bytes_for(uint32_t count, uint32_t size, uint32_t *out)
{
    return !__builtin_mul_overflow(count, size, out);
}

static void *worker(void *arg)
{
    uint32_t n;
    int ok = bytes_for(requests[1], 0x10000, &n);
    assert(ok);
    return arg;
}

int main(void)
{
    pthread_t t;
    uint32_t n;
    pthread_create(&t, 0, worker, 0);
    assert(bytes_for(requests[0], 16, &n) && n == 1600);
    pthread_join(t, 0);
    return 0;
}
