/* irq_disable/irq_enable as atomic sections: the worker blocks on m
 * inside its section while main, holding m, cannot run.  The text said
 * "T0 blocked in operation" at main's unlock line, which never blocks. */
#include <pthread.h>

extern void irq_disable(void);
extern void irq_enable(void);
pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int counter;

static void *work(void *arg)
{
    irq_disable();
    pthread_mutex_lock(&m);
    counter++;
    pthread_mutex_unlock(&m);
    irq_enable();
    return arg;
}

int main(void)
{
    pthread_t a;
    pthread_mutex_lock(&m);
    pthread_create(&a, 0, work, 0);
    irq_disable();
    counter++;
    irq_enable();
    pthread_mutex_unlock(&m);
    pthread_join(a, 0);
    return counter;
}
