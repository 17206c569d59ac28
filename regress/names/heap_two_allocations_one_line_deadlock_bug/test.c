/* Two allocations on one line: the second is heap@test.c:28#2, so the
 * lock-order cycle does not read as a double lock. */
#include <pthread.h>
#include <stdlib.h>

struct account {
    pthread_mutex_t m;
    int n;
};
struct account *A, *B;

static void move(struct account *from, struct account *to)
{
    pthread_mutex_lock(&from->m);
    pthread_mutex_lock(&to->m);
    from->n--;
    to->n++;
    pthread_mutex_unlock(&to->m);
    pthread_mutex_unlock(&from->m);
}

static void *t1f(void *a) { (void)a; move(A, B); return 0; }
static void *t2f(void *a) { (void)a; move(B, A); return 0; }

int main(void)
{
    pthread_t t1, t2;
    A = malloc(sizeof *A); B = malloc(sizeof *B);
    if (!A || !B)
        return 1;
    pthread_mutex_init(&A->m, 0);
    pthread_mutex_init(&B->m, 0);
    pthread_create(&t1, 0, t1f, 0);
    pthread_create(&t2, 0, t2f, 0);
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return 0;
}
