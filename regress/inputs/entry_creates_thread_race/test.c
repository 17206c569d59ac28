#include <pthread.h>
#include <stddef.h>
static int x;
static void *helper(void *a) { (void)a; x = 1; return NULL; }
void api(void)
{
    pthread_t t;
    pthread_create(&t, NULL, helper, NULL);
    x = 2;
    pthread_join(t, NULL);
}
