/* A struct copy races with a write of one of its fields: the copy's
 * access is named by the struct it reads, not by its first field. */
#include <pthread.h>
struct S { int a; int b[3]; } g, h;
void *writer(void *arg)
{
    g.b[2] = 1;
    return arg;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    h = g;
    pthread_join(t, 0);
    return 0;
}
