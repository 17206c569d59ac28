#define _GNU_SOURCE
#include <pthread.h>
#include <assert.h>

/* Handlers pushed in a loop, nested, with glibc's _defer_np/_restore_np
 * variants: only those popped with execute != 0 and those still pushed
 * at pthread_exit run. */
static int ran[4], n;

static void note(void *p) { ran[n++] = (int)(long)p; }

static void *worker(void *arg)
{
    (void)arg;
    for (int i = 0; i < 2; i++) {
        pthread_cleanup_push(note, (void *)1L);
        pthread_cleanup_push_defer_np(note, (void *)2L);
        pthread_cleanup_pop_restore_np(i == 0);
        pthread_cleanup_pop(0);
    }
    pthread_cleanup_push(note, (void *)3L);
    pthread_exit(NULL);
    pthread_cleanup_pop(0);
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    assert(n == 2 && ran[0] == 2 && ran[1] == 3);
    return 0;
}
