/* A local's address split into bytes by shifts (local_address_as_bytes_
 * race_bug copies them instead): model/layout.c does not follow a
 * number through shifts and byte stores, so the shift is a use that may
 * depend on the layout, and the run ends there as unknown (a limit: the
 * bytes put back together give the address in any layout). */
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
    uintptr_t u = (uintptr_t)&local;
    for (unsigned i = 0; i < sizeof u; i++)
        slot[i] = (unsigned char)(u >> (8 * i));
    ready = 1;
    local = 1;
    pthread_join(t, 0);
    return local;
}
