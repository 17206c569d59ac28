/* x and y are bit-fields in the same bytes: one memory location (C11
 * 3.14), so writing x under m1 and y under m2 races.  The race names
 * both fields (pnbmc 55 named the first one only: T2's write of fl.y read
 * "fl.x"); scalar members of a union are named the same way. */
#include <pthread.h>

struct flags {
    unsigned x : 4;
    unsigned y : 4;
} fl;

union word {
    int i;
    float f;
} w;

pthread_mutex_t m1 = PTHREAD_MUTEX_INITIALIZER;
pthread_mutex_t m2 = PTHREAD_MUTEX_INITIALIZER;

static void *set_y(void *arg)
{
    (void)arg;
    pthread_mutex_lock(&m2);
    fl.y = 9;
    w.f = 2.0f;
    pthread_mutex_unlock(&m2);
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, set_y, 0);
    pthread_mutex_lock(&m1);
    fl.x = 5;
    pthread_mutex_unlock(&m1);
    w.i = 1;
    pthread_join(t, 0);
    return 0;
}
