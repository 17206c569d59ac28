/* A heap block whose address goes into a node of a shared heap list:
 * the other thread takes the node and writes the block. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
struct node { int *data; };
static _Atomic(struct node *) head;
static void *taker(void *a)
{
    (void)a;
    struct node *n;
    while (!(n = atomic_load(&head)))
        ;
    *n->data = 3;
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, taker, NULL);
    int *block = malloc(sizeof *block);
    struct node *n = malloc(sizeof *n);
    if (!block || !n)
        return 0;
    *block = 0;
    n->data = block;
    atomic_store(&head, n);
    *block = 1;
    pthread_join(t, NULL);
    return 0;
}
