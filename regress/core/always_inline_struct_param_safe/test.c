/* always_inline functions called in a loop whose parameters live in
 * memory: a structure passed by value and a parameter whose address is
 * taken.  pnbmc 42 wiped them at their declaration (where the call was)
 * and ended the run: unknown (null pointer dereference). */
#include <assert.h>
#include <pthread.h>

struct point {
    int x, y;
};

#define INLINE static inline __attribute__((always_inline))

INLINE int sum(struct point p) { return p.x + p.y; }

INLINE void bump(int v, int *out)
{
    int *q = &v;
    *q += 1;
    *out += *q;
}

int total;

static void *worker(void *arg)
{
    int acc = 0;
    for (int i = 0; i < 3; i++) {
        struct point p = {i, 10};
        acc += sum(p);
        bump(i, &acc);
    }
    total = acc;
    return arg;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, worker, 0);
    pthread_join(t, 0);
    assert(total == TOTAL);
    return 0;
}
