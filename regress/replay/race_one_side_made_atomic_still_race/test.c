/* A writer and a reader of x without synchronisation: a data race. */
#include <pthread.h>
int x;
int r;
void *writer(void *a)
{
    (void)a;
    x = 1;
    return 0;
}
void *reader(void *a)
{
    (void)a;
    r = x;
    return 0;
}
int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, writer, 0);
    pthread_create(&b, 0, reader, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
