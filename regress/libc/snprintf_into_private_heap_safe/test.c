/* Three threads format into a malloc'd buffer of their own, take its
 * length, free it and add the length to a shared total under a mutex.
 * No other thread can reach a buffer (points-to: pta_mark_private), so
 * the steps on it are private: before, 716099 states; now a few
 * hundred. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <assert.h>
static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int total;
static void *w(void *a) {
    int id = (int)(long)a;
    char *buf = malloc(32);
    if (!buf) return NULL;
    snprintf(buf, 32, "item-%d", id);
    int len = (int)strlen(buf);
    free(buf);
    pthread_mutex_lock(&m); total += len; pthread_mutex_unlock(&m);
    return NULL;
}
int main(void) {
    pthread_t t[3];
    for (long i = 0; i < 3; i++) pthread_create(&t[i], NULL, w, (void *)i);
    for (int i = 0; i < 3; i++) pthread_join(t[i], NULL);
#ifdef MUTANT
    assert(total == 19);
#endif
    assert(total == 18);
    return 0;
}
