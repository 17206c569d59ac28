/* The counter's assertion fails only in its 12th round, so a run of the
 * bug needs all of the counter's steps; the sampler's ten rounds of nondet
 * values, which the search ran first, it needs none of.  Searches held
 * to fewer steps try every value of every round the sampler fits in,
 * more states than the shortening's searches may visit; dropping the
 * sampler's steps from the run the search found leaves the failure. */
#include <assert.h>
#include <pthread.h>

extern int __VERIFIER_nondet_int(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int sum, count;

static void *sampler(void *arg)
{
    (void)arg;
    for (int i = 0; i < 10; i++) {
        int v = __VERIFIER_nondet_int();
        pthread_mutex_lock(&m);
        sum += v;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

static void *counter(void *arg)
{
    (void)arg;
    for (int i = 0; i < 12; i++) {
        pthread_mutex_lock(&m);
        count++;
        pthread_mutex_unlock(&m);
    }
    assert(count != 12);
    return NULL;
}

int main(void)
{
    pthread_t s, c;
    pthread_create(&s, NULL, sampler, NULL);
    pthread_create(&c, NULL, counter, NULL);
    pthread_join(s, NULL);
    pthread_join(c, NULL);
    return 0;
}
