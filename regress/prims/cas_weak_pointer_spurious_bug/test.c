/* After a failed compare-exchange, expected holds the value found.  The
 * program takes a failure to mean another thread pushed first (old is
 * then not NULL), but a weak compare-exchange may fail spuriously with
 * top still NULL (C11 7.17.7.4). */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
struct node { struct node *next; };
static _Atomic(struct node *) top;
static struct node first;
int main(void)
{
    struct node *old = NULL;
    if (!atomic_compare_exchange_weak(&top, &old, &first))
        assert(old != NULL);
    return 0;
}
