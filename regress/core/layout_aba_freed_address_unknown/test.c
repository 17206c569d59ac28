/* The ABA problem of a lock-free (Treiber) stack.  t1 reads top == A
 * and A->next == B, then waits; t2 pops A and B, frees both and pushes a
 * new block c, which glibc's malloc places at A's freed address.  t1's
 * compare-exchange(&top, A, B) then succeeds and leaves top at the freed
 * B.  The model never gives a freed address out again, so it said safe;
 * the comparison of A's freed address with c's now ends the run as
 * unknown. */
#include <assert.h>
#include <pthread.h>
#include <semaphore.h>
#include <stdatomic.h>
#include <stdlib.h>

struct node { long v; struct node *next; };
static struct node *_Atomic top;
static struct node *pushed;
static sem_t s1, s2;

static struct node *pop(void)
{
    struct node *o = atomic_load(&top);
    while (o && !atomic_compare_exchange_strong(&top, &o, o->next))
        ;
    return o;
}

static void push(struct node *n)
{
    struct node *o = atomic_load(&top);
    do
        n->next = o;
    while (!atomic_compare_exchange_strong(&top, &o, n));
}

static void *t1(void *x)
{
    (void)x;
    struct node *o = atomic_load(&top);
    struct node *n = o->next;
    sem_post(&s1);
    sem_wait(&s2);
    atomic_compare_exchange_strong(&top, &o, n);
    return 0;
}

static void *t2(void *x)
{
    (void)x;
    sem_wait(&s1);
    struct node *a = pop(), *b = pop();
    free(b);
    free(a);
    struct node *c = malloc(sizeof *c);
    c->v = 3;
    push(c);
    pushed = c;
    sem_post(&s2);
    return 0;
}

int main(void)
{
    sem_init(&s1, 0, 0);
    sem_init(&s2, 0, 0);
    struct node *b = malloc(sizeof *b), *a = malloc(sizeof *a);
    b->v = 2;
    b->next = 0;
    a->v = 1;
    a->next = b;
    atomic_store(&top, a);
    pthread_t p, q;
    pthread_create(&p, 0, t1, 0);
    pthread_create(&q, 0, t2, 0);
    pthread_join(p, 0);
    pthread_join(q, 0);
    assert(atomic_load(&top) == pushed);
    return 0;
}
