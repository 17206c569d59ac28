/* Lock-order deadlock between the locks of two array elements: the
 * mutex is named by its field, not by glibc's pthread_mutex_t insides. */
#include <pthread.h>
#include <stddef.h>

struct bucket {
    int count;
    pthread_mutex_t lock;
};

static struct bucket table[4];

static void move(int from, int to)
{
    pthread_mutex_lock(&table[from].lock);
    pthread_mutex_lock(&table[to].lock);
    table[from].count--;
    table[to].count++;
    pthread_mutex_unlock(&table[to].lock);
    pthread_mutex_unlock(&table[from].lock);
}

static void *t1(void *arg)
{
    (void)arg;
    move(0, 2);
    return NULL;
}

static void *t2(void *arg)
{
    (void)arg;
    move(2, 0);
    return NULL;
}

int main(void)
{
    pthread_t a, b;

    for (int i = 0; i < 4; i++)
        pthread_mutex_init(&table[i].lock, NULL);
    pthread_create(&a, NULL, t1, NULL);
    pthread_create(&b, NULL, t2, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    return 0;
}
