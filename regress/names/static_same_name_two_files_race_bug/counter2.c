static int counter;

int other(void)
{
    return counter++;
}
