/* Structs of floats passed and returned by value: clang moves a pair of
 * floats as one <2 x float> value (struct V2, float _Complex) and three
 * as { <2 x float>, float } (struct V3).  The engines copy the pair as
 * its 64 bits; the arithmetic is on the members.  Here the movers
 * update pos without the lock: a race on the copy of the pair. */
#include <assert.h>
#include <complex.h>
#include <pthread.h>

struct V2 { float x, y; };
struct V3 { float x, y, z; };

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static struct V2 pos;

static struct V2 add(struct V2 a, struct V2 b)
{
    struct V2 r = {a.x + b.x, a.y + b.y};
    return r;
}

static struct V3 scale(struct V3 v, float k)
{
    struct V3 r = {v.x * k, v.y * k, v.z * k};
    return r;
}

static float complex cadd(float complex a, float complex b) { return a + b; }

static void *mover(void *arg)
{
    struct V2 step = *(struct V2 *)arg;
    pos = add(pos, step);          /* unlocked: the pair races */
    return 0;
}

int main(void)
{
    struct V2 s1 = {1, 2}, s2 = {3, 4};
    pthread_t a, b;
    pthread_create(&a, 0, mover, &s1);
    pthread_create(&b, 0, mover, &s2);
    pthread_join(a, 0);
    pthread_join(b, 0);
    assert(pos.x == 4 && pos.y == 6);
    struct V3 v = {1, 2, 3};
    struct V3 w = scale(v, 2);
    assert(w.x == 2 && w.y == 4 && w.z == 6);
    float complex c = conjf(cadd(1.0f + 2.0f * I, 3.0f));
    assert(crealf(c) == 4.0f && cimagf(c) == -2.0f);
    double complex d = conj(2.0 + 5.0 * I);
    assert(creal(d) == 2.0 && cimag(d) == -5.0);
    return 0;
}
