/* Nested counted loops create two threads per outer round; each thread
 * sets its own cell of a 2x2 grid.  The inner loop is unrolled first, the
 * outer one after it (its rounds then fold the inner copies' indices):
 * four create sites with constant cells, and after the joins the grid is
 * full. */
#include <assert.h>
#include <pthread.h>
static int grid[2][2];
static pthread_t tid[2][2];
static void *worker(void *arg)
{
    int *cell = arg;
    *cell = 1;
    return 0;
}
int main(void)
{
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            pthread_create(&tid[i][j], 0, worker, &grid[i][j]);
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            pthread_join(tid[i][j], 0);
    assert(grid[0][0] + grid[0][1] + grid[1][0] + grid[1][1] == 4);
    return 0;
}
