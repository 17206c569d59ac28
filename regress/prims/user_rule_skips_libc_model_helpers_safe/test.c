/* 'lock lock$' is meant for the program's spin lock; the write() model's
 * own helper libc_read_block ends in "lock" too, and was made a lock of
 * the message buffer: every check ended unknown (a lock of memory that
 * holds no mutex).  Rules apply only to the program's calls. */
#include <pthread.h>
#include <unistd.h>

extern void sp_lock(int *l);
extern void sp_unlock(int *l);
int lk;
char msg[4] = "hi\n";

static void *work(void *arg)
{
    (void)arg;
    sp_lock(&lk);
    write(1, msg, 3);
    msg[0] = 'H';
    sp_unlock(&lk);
    return 0;
}

int main(void)
{
    pthread_t a, b;
    pthread_create(&a, 0, work, 0);
    pthread_create(&b, 0, work, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
