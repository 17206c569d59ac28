/* A string from strdup (the C library model's malloc) published: the
 * other thread writes a character while the allocator reads it. */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
static _Atomic(char *) slot;
static void *writer(void *a)
{
    (void)a;
    char *p;
    while (!(p = atomic_load(&slot)))
        ;
    p[0] = 'X';
    return NULL;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, NULL, writer, NULL);
    char *s = strdup("abc");
    if (!s)
        return 0;
    atomic_store(&slot, s);
    int c = s[0];
    pthread_join(t, NULL);
    return c == 'X';
}
