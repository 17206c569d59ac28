/* Two assertions with the same text in one function had one id, so a
 * new failing one was "known" when the baseline held the other.  The
 * first of them keeps its id (the baseline's, line 15's); the second
 * gets "#2". */
#include <assert.h>
#include <pthread.h>

int x;

int main(void)
{
    pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
    pthread_mutex_lock(&m);
    /* this one cannot fail any more: no thread runs yet */
    assert(x == 0);
    pthread_mutex_unlock(&m);
    x = x - 2;
    assert(x == 0);
    return 0;
}
