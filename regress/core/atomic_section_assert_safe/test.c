/* The writer keeps x == y as an invariant, updating both inside one atomic
 * section; the checker reads both inside an atomic section too. */
#include <pthread.h>
#include <stddef.h>

extern void reach_error(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);

static int x, y;

static void *writer(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_begin();
    x++;
    y++;
    __VERIFIER_atomic_end();
    return NULL;
}

static void *checker(void *arg)
{
    (void)arg;
    __VERIFIER_atomic_begin();
    if (x != y)
        reach_error();
    __VERIFIER_atomic_end();
    return NULL;
}

int main(void)
{
    pthread_t w, c;

    pthread_create(&w, NULL, writer, NULL);
    pthread_create(&c, NULL, checker, NULL);
    pthread_join(w, NULL);
    pthread_join(c, NULL);
    return 0;
}
