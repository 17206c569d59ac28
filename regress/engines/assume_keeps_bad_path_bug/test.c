/* The twin of assume_prunes_bad_path_safe with a weaker assumption
 * (input below 10): inputs 6 to 9 raise the flag. */
#include <pthread.h>
#include <stddef.h>

extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int cond);
extern void reach_error(void);

static pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
static int flag;

static void *worker(void *arg)
{
    (void)arg;
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assume(x < 10); /* BUG: should be x < 5 */
    if (x > 5) {
        pthread_mutex_lock(&m);
        flag = 1;
        pthread_mutex_unlock(&m);
    }
    return NULL;
}

int main(void)
{
    pthread_t t;

    pthread_create(&t, NULL, worker, NULL);
    pthread_join(t, NULL);
    if (!(flag == 0))
        reach_error();
    return 0;
}
