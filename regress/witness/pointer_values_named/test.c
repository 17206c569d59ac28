/* Pointer values in the witness are addresses, shown as the object they
 * point to (&x, &table[2], &heap@test.c:L, a function by its name, NULL),
 * not as pnbmc's internal numbers (pnbmc 43: "write slot := 47244640256").
 * The program races on `count` after publishing pointers of each kind. */
#include <pthread.h>
#include <stdlib.h>

static int x, table[4], count;
static int *slot, *elem, *blk;
static void (*hook)(void *);
static void (*own)(void);

static void noop(void) {}

static void *worker(void *arg)
{
    count++;
    return arg;
}

int main(void)
{
    slot = &x;
    elem = &table[2];
    blk = malloc(sizeof *blk);
    hook = free;
    own = noop;
    int *none = slot;
    slot = NULL;
    pthread_t t;
    pthread_create(&t, 0, worker, none);
    count++;
    pthread_join(t, 0);
    free(blk);
    return 0;
}
