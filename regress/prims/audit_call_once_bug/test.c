// C11 call_once: main reads data without calling call_once: races with init's write.
#include <stddef.h>
#include <threads.h>
static once_flag flag = ONCE_FLAG_INIT;
static int data;
static void init(void) { data = 42; }
static int worker(void *arg)
{
    (void)arg;
    call_once(&flag, init);
    return 0;
}
int main(void)
{
    thrd_t t;
    thrd_create(&t, worker, NULL);
    int v = data;
    thrd_join(t, NULL);
    return v == 42 ? 0 : 1;
}
