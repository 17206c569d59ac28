#include <pthread.h>
#include <string.h>
#include <stdlib.h>
#include <assert.h>
char name[16];
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
void *writer(void *arg)
{

    strcpy(name, (const char *)arg);

    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, writer, "alpha");
    pthread_create(&b, 0, writer, "beta");
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
