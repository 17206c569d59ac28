/* counter.c: the shared counter and the function the workers call */
int counter;

void bump(void)
{
    counter = counter + 1;
}
