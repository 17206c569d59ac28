/* An array of structs on the heap, whose type no variable has (only a
 * member of struct queue points to it): the element's index and the
 * member's path name the cell, heap@test.c:26[1].val[2]. */
#include <pthread.h>
#include <stdlib.h>

typedef struct item {
    int id;
    long val[3];
} item_t;

struct queue {
    int n;
    item_t *items;
};

static struct queue *q;

static void *t(void *a) { (void)a; q->items[1].val[2]++; return NULL; }

int main(void)
{
    q = malloc(sizeof *q);
    if (!q)
        return 1;
    q->items = calloc(4, sizeof(item_t));
    if (!q->items)
        return 1;
    pthread_t x, y;
    pthread_create(&x, NULL, t, NULL);
    pthread_create(&y, NULL, t, NULL);
    pthread_join(x, NULL);
    pthread_join(y, NULL);
    return 0;
}
