/* main joins a thread that loops forever in its registers while another
 * thread polls a flag (a visible operation each time) that main would
 * set only after that join: the join is a deadlock although the poller
 * can always move. */
#include <pthread.h>
int flag;
void *spinner(void *arg)
{
    unsigned x = (unsigned)(unsigned long)arg;
    while (x != 5)
        x = (x + 2) % 16;
    return 0;
}
void *poller(void *arg)
{
    (void)arg;
    while (!__atomic_load_n(&flag, __ATOMIC_SEQ_CST)) {
    }
    return 0;
}
int main(void)
{
    pthread_t t, u;
    pthread_create(&u, 0, poller, 0);
    pthread_create(&t, 0, spinner, (void *)4);
    pthread_join(t, 0);
    __atomic_store_n(&flag, 1, __ATOMIC_SEQ_CST);
    pthread_join(u, 0);
    return 0;
}
