/* The block's address reaches the global a byte at a time (a copy loop
 * of the program's own): once the last byte is in, the block is shared,
 * and its thread's later write races with the other thread's read. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

typedef struct { int x; int y; } pt_t;

static unsigned char box[sizeof(pt_t *)];
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void copy_bytes(unsigned char *dst, const unsigned char *src, size_t n)
{
    for (size_t i = 0; i < n; i++)
        dst[i] = src[i];
}

static void *owner(void *arg)
{
    (void)arg;
    pt_t *p = malloc(sizeof *p);
    if (!p)
        abort();
    p->x = 1;
    p->y = 2;
    pthread_mutex_lock(&m);
    copy_bytes(box, (const unsigned char *)&p, sizeof p);
    pthread_mutex_unlock(&m);
    p->y = 5;
    return NULL;
}

static void *peer(void *arg)
{
    (void)arg;
    pt_t *q = NULL;
    pthread_mutex_lock(&m);
    memcpy(&q, box, sizeof q);
    pthread_mutex_unlock(&m);
    return q ? (void *)(long)q->y : NULL;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, owner, NULL);
    pthread_create(&b, NULL, peer, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    pt_t *p;
    memcpy(&p, box, sizeof p);
    free(p);
    return 0;
}
