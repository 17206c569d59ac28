/* A list is built privately and published by its head under a lock:
 * every node is shared from then on, also the ones only the head's
 * next pointers lead to.  The builder's later write to the third node,
 * outside the lock, races with the reader's walk. */
#include <pthread.h>
#include <stdlib.h>

typedef struct node { struct node *next; int val; } node_t;

static node_t *head;
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;

static void *builder(void *arg)
{
    (void)arg;
    node_t *first = NULL, *third = NULL;
    for (int i = 0; i < 3; i++) {
        node_t *n = malloc(sizeof *n);
        if (!n)
            abort();
        n->val = i;
        n->next = first;
        first = n;
        if (i == 0)
            third = n;
    }
    pthread_mutex_lock(&m);
    head = first;
    pthread_mutex_unlock(&m);
    third->val = 42;
    return NULL;
}

static void *walker(void *arg)
{
    (void)arg;
    int sum = 0;
    pthread_mutex_lock(&m);
    node_t *n = head;
    pthread_mutex_unlock(&m);
    for (; n; n = n->next)
        sum += n->val;
    return (void *)(long)sum;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, NULL, builder, NULL);
    pthread_create(&b, NULL, walker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    while (head) {
        node_t *n = head->next;
        free(head);
        head = n;
    }
    return 0;
}
