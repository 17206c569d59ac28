/* A box keeps its element's release function: here the C library's
 * free, which the worker calls through the pointer while main still
 * reads the element.  pnbmc 43 answered unknown (call through an invalid
 * or external function pointer). */
#include <pthread.h>
#include <stdlib.h>

struct box {
    int *value;
    void (*release)(void *);
};

static struct box box;

static void *worker(void *arg)
{
    box.release(box.value);
    return arg;
}

int main(void)
{
    box.value = malloc(sizeof *box.value);
    *box.value = 1;
    box.release = free;
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    int v = *box.value;
    pthread_join(t, 0);
    return v;
}
