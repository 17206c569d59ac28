/* main writes the table before it creates the workers and reads it after
 * joining them; each worker writes its own cell.  Every pair of accesses
 * is ordered by a create or a join or touches different bytes: race-free
 * from one run, with no search. */
#include <pthread.h>
#define N 12
int table[N];
void *worker(void *arg)
{
    int i = (int)(long)arg;
    table[i] = table[i] * 2;
    return 0;
}
int main(void)
{
    pthread_t t[N];
    for (int i = 0; i < N; i++)
        table[i] = i;
    for (int i = 0; i < N; i++)
        pthread_create(&t[i], 0, worker, (void *)(long)i);
    for (int i = 0; i < N; i++)
        pthread_join(t[i], 0);
    int sum = 0;
    for (int i = 0; i < N; i++)
        sum = sum + table[i];
    return sum == 132 ? 0 : 1;
}
