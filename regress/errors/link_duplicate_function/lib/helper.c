/* a second definition of test.c's helper */
int helper(void)
{
    return 1;
}
