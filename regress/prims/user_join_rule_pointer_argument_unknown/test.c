/* A libuv-style join that takes a pointer to the handle: a join rule
 * takes the thread id itself, so the pointer is no thread.  The run ends
 * unknown, and the message now says why. */
#include <pthread.h>

typedef pthread_t uvt_thread_t;
extern int uvt_thread_create(uvt_thread_t *tid, void (*entry)(void *),
                             void *arg);
extern int uvt_thread_join(uvt_thread_t *tid);
int counter;

static void work(void *ctx)
{
    (void)ctx;
    counter++;
}

int main(void)
{
    uvt_thread_t a;
    uvt_thread_create(&a, work, 0);
    uvt_thread_join(&a);
    return counter;
}
