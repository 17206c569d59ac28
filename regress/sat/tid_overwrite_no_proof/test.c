#include <pthread.h>
int x;
void *w(void *a) { x = 1; return 0; }
void *v(void *a) { return 0; }
int main(void)
{
    pthread_t t1, t2;
    pthread_create(&t1, 0, w, 0);
    pthread_create(&t2, 0, v, 0);
    t1 = t2;
    pthread_join(t1, 0);
    pthread_join(t2, 0);
    return x;
}
