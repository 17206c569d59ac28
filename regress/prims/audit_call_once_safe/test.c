// C11 call_once: both threads call it, init runs once, data is read only after it: no race.
#include <assert.h>
#include <stddef.h>
#include <threads.h>
static once_flag flag = ONCE_FLAG_INIT;
static int data;
static int calls;
static void init(void) { data = 42; calls++; }
static int worker(void *arg)
{
    (void)arg;
    call_once(&flag, init);
    assert(data == 42);
    return 0;
}
int main(void)
{
    thrd_t t;
    thrd_create(&t, worker, NULL);
    call_once(&flag, init);
    assert(data == 42);
    thrd_join(t, NULL);
    assert(calls == 1);
    return 0;
}
