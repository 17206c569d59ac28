/* A local's address hidden in an integer global (uintptr_t), its bytes
 * copied one by one: the other thread casts it back and writes.  (Split
 * by shifts instead, the address is a number whose use the model cannot
 * follow: layout_address_bytes_shifted_unknown.) */
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <stdatomic.h>
static unsigned char slot[sizeof(uintptr_t)];
static _Atomic int ready;
static void *writer(void *a)
{
    (void)a;
    while (!ready)
        ;
    uintptr_t u;
    memcpy(&u, slot, sizeof u);
    *(int *)u = 3;
    return 0;
}
int main(void)
{
    int local = 0;
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    int *p = &local;
    const unsigned char *bytes = (const unsigned char *)&p;
    for (unsigned i = 0; i < sizeof p; i++)
        slot[i] = bytes[i];
    ready = 1;
    local = 1;
    pthread_join(t, 0);
    return local;
}
