/* Correct: x is only touched under m.  The plain search ends within
 * 400 states; the second search, in which every try may fail (a failed
 * try synchronises nothing), needs more, so its unfinished answer bounds
 * the verdicts, and the reason says the first search found no bug and
 * which search did not finish. */
#include <pthread.h>
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int x;
void *t(void *a)
{
    (void)a;
    for (int i = 0; i < 3; i++) {
        if (pthread_mutex_trylock(&m) == 0) {
            x++;
            pthread_mutex_unlock(&m);
        }
    }
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, t, 0);
    pthread_create(&b, 0, t, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
