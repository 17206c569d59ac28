/* The string models are exact: the second thread may see the name half
 * copied, so its length can be anything from 0 to 5. */
#include <pthread.h>
#include <string.h>
#include <assert.h>
char name[8];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *reader(void *arg)
{
    pthread_mutex_lock(&m);
    size_t n = strlen(name);
    pthread_mutex_unlock(&m);
    assert(n == 0 || n == 5);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    strcpy(name, "hello"); /* not under m */
    pthread_join(t, 0);
    return 0;
}
