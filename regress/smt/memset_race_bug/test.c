// the worker clears the shared record with memset while main reads a field
// of it without a lock: a data race that the memset's write takes part in
#include <pthread.h>
#include <string.h>
struct record { int id, count; } rec = {7, 3};
void *clear(void *arg)
{
    memset(&rec, 0, sizeof rec);
    return 0;
}
int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, clear, 0);
    int c = rec.count;
    pthread_join(t, 0);
    return c;
}
